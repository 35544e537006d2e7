import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_READING_STATE, type ReadingState } from '@shared/contracts/presenter';
import { readingStates, user } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the marketplace's test set-up (listings, purchases), not its code.
import { grantOwnership, seedListing } from '../marketplace/marketplace-test-kit';

/** GET and PUT /api/reading-states/:kind/:id: a reader's ticks and pin, on what they may read only. */

const ORIGIN = 'http://localhost:3979';
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
/** Ada's saved recipe, and Bob's. */
let adaRecipe: string;
let bobRecipe: string;
/** The assistant reply and the prompt of Ada's chat, and Bob's reply. */
let adaReply: string;
let adaPrompt: string;
let bobReply: string;

const db = () => t.database.db;
const url = (kind: string, id: string) => `/api/reading-states/${kind}/${encodeURIComponent(id)}`;
const put = (session: HttpSession, kind: string, id: string, body: unknown) =>
  session.request('PUT', url(kind, id), body);

async function saveRecipe(session: HttpSession, title: string): Promise<string> {
  const res = await session.post('/api/recipes', {
    title,
    content: `Recipe Title: ${title}\nGoal: Finish on time\nSteps:\n1. Plan\n2. Do\n3. Check`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function chat(session: HttpSession): Promise<{ reply: string; prompt: string }> {
  const res = await session.post('/api/chats', { content: 'A weekly review recipe', stream: false });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return { reply: body.assistantMessage.id, prompt: body.userMessage.id };
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  ada = await signUp(t, 'ada-reading@example.com', { ip: '10.77.0.1' });
  bob = await signUp(t, 'bob-reading@example.com', { ip: '10.77.0.2' });
  adaRecipe = await saveRecipe(ada.session, 'Ada plan');
  bobRecipe = await saveRecipe(bob.session, 'Bob plan');
  ({ reply: adaReply, prompt: adaPrompt } = await chat(ada.session));
  ({ reply: bobReply } = await chat(bob.session));
}, 180_000);
afterAll(() => t?.close());

describe('a saved recipe', () => {
  it('reads empty and unpinned until changed, and private', async () => {
    const res = await ada.session.get(url('recipe', adaRecipe));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(EMPTY_READING_STATE);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps ticks (duplicates once) and reads them back; fields left out stay', async () => {
    const res = await put(ada.session, 'recipe', adaRecipe, { completed: ['0:1', '2:0', '0:1'] });
    expect(res.statusCode, res.body).toBe(200);
    const state: ReadingState = res.json();
    expect(state).toMatchObject({ completed: ['0:1', '2:0'], pinned: false });
    expect(Date.parse(state.updatedAt!)).not.toBeNaN();
    expect((await ada.session.get(url('recipe', adaRecipe))).json()).toEqual(state);

    // A pin alone leaves the ticks; new ticks alone leave the pin.
    await put(ada.session, 'recipe', adaRecipe, { pinned: true });
    const after = (await put(ada.session, 'recipe', adaRecipe, { completed: ['1:0'] })).json();
    expect(after).toMatchObject({ completed: ['1:0'], pinned: true });
    await put(ada.session, 'recipe', adaRecipe, { completed: [], pinned: false });
  });

  it('pins, keeps the first pin time when pinned again, and unpins', async () => {
    const first = await put(ada.session, 'recipe', adaRecipe, { pinned: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().pinned).toBe(true);
    const pinnedAt = async () =>
      (
        await db()
          .select({ at: readingStates.pinnedAt })
          .from(readingStates)
          .where(eq(readingStates.subjectId, adaRecipe))
      )[0]?.at;
    const at = await pinnedAt();
    expect(at).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    await put(ada.session, 'recipe', adaRecipe, { pinned: true });
    expect(await pinnedAt()).toEqual(at);

    const off = await put(ada.session, 'recipe', adaRecipe, { pinned: false });
    expect(off.json().pinned).toBe(false);
    expect(await pinnedAt()).toBeNull();
    expect((await ada.session.get(url('recipe', adaRecipe))).json().pinned).toBe(false);
  });

  it("answers another user's recipe and an unknown id as not found, writing nothing", async () => {
    for (const [kind, id] of [
      ['recipe', bobRecipe],
      ['recipe', 'no-such-recipe'],
    ] as const) {
      const read = await ada.session.get(url(kind, id));
      expect(read.statusCode, read.body).toBe(404);
      expect(read.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recipe not found' });
      const write = await put(ada.session, kind, id, { completed: ['0:0'], pinned: true });
      expect(write.statusCode, write.body).toBe(404);
    }
    const rows = await db().select().from(readingStates).where(eq(readingStates.subjectId, bobRecipe));
    expect(rows).toEqual([]);
  });
});

describe('a chat reply', () => {
  it('keeps ticks on an assistant reply in the user’s own chat', async () => {
    const res = await put(ada.session, 'message', adaReply, { completed: ['0:0'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ada.session.get(url('message', adaReply))).json().completed).toEqual(['0:0']);
  });

  it("answers another user's reply, the user's own prompt and an unknown id as not found", async () => {
    for (const id of [bobReply, adaPrompt, 'no-such-message']) {
      const res = await ada.session.get(url('message', id));
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect((await put(ada.session, 'message', id, { completed: ['0:0'] })).statusCode).toBe(404);
    }
  });

  it('refuses a pin on a reply with a clear message, and stores nothing', async () => {
    const res = await put(ada.session, 'message', adaReply, { pinned: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Only saved recipes can be pinned. Save this recipe to your gallery to pin it.',
    });
    expect((await ada.session.get(url('message', adaReply))).json().pinned).toBe(false);
  });
});

describe('a marketplace listing', () => {
  it('keeps ticks for its buyer and its creator, not for someone who did not buy it', async () => {
    const listing = await seedListing(db(), { creatorId: bob.id, priceCents: 499 });
    const carol = await signUp(t, 'carol-reading@example.com', { ip: '10.77.0.3' });

    const before = await put(ada.session, 'listing', listing.id, { completed: ['0:0'] });
    expect(before.statusCode, before.body).toBe(404);
    expect(before.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recipe not found' });

    await grantOwnership(db(), listing.id, ada.id, 499);
    const bought = await put(ada.session, 'listing', listing.id, { completed: ['0:0', '3:2'] });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await ada.session.get(url('listing', listing.id))).json().completed).toEqual(['0:0', '3:2']);

    expect((await bob.session.get(url('listing', listing.id))).statusCode).toBe(200);
    expect((await carol.session.get(url('listing', listing.id))).statusCode).toBe(404);
    // A pin stays the gallery's.
    expect((await put(ada.session, 'listing', listing.id, { pinned: true })).statusCode).toBe(400);
  });
});

describe('bad requests', () => {
  it('refuses visitors with 401', async () => {
    const visitor = t.session('10.77.0.9');
    const read = await visitor.get(url('recipe', adaRecipe));
    expect(read.statusCode).toBe(401);
    expect(read.json().code).toBe('UNAUTHORIZED');
    expect((await put(visitor, 'recipe', adaRecipe, { completed: ['0:0'] })).statusCode).toBe(401);
  });

  it('refuses a bad body or kind with 400, changing nothing', async () => {
    await put(ada.session, 'recipe', adaRecipe, { completed: ['1:1'] });
    for (const body of [
      {},
      { completed: ['one:two'] },
      { completed: 'all' },
      { pinned: 'yes' },
      { completed: [], extra: true },
      { completed: Array.from({ length: 10_001 }, (_, i) => `0:${i}`) },
    ]) {
      const res = await put(ada.session, 'recipe', adaRecipe, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await ada.session.get(url('chat', adaRecipe))).statusCode).toBe(400);
    expect((await ada.session.get(url('recipe', adaRecipe))).json().completed).toEqual(['1:1']);
  });
});

describe('a deleted account', () => {
  it('takes its reading states with it', async () => {
    const dora = await signUp(t, 'dora-reading@example.com', { ip: '10.77.0.4' });
    const recipe = await saveRecipe(dora.session, 'Dora plan');
    expect((await put(dora.session, 'recipe', recipe, { completed: ['0:0'], pinned: true })).statusCode).toBe(
      200,
    );
    expect(await db().select().from(readingStates).where(eq(readingStates.userId, dora.id))).toHaveLength(1);

    const res = await dora.session.post('/api/auth/delete-user', { password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(user).where(eq(user.id, dora.id))).toEqual([]);
    expect(await db().select().from(readingStates).where(eq(readingStates.userId, dora.id))).toEqual([]);
  });
});
