import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, profiles } from '../../db/schema';
import { signUp } from '../../test/accounts';
import type { FakeLlmServer } from '../../test/fakes/fake-llm-server';
import type { HttpSession } from '../../test/http-session';
import { openSse } from '../../test/sse-client';
import { createTestApp, type TestAppWithModel } from '../../test/test-app';
import { currentMonth } from '../billing';

/** FREE_GENERATIONS, counted on the server: per calendar month for Free users, per session and IP for visitors. */
const ORIGIN = 'http://localhost:3996';
let fake: FakeLlmServer;
let t: TestAppWithModel;
let url: string;

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: { behaviour: { chunkDelayMs: 0 } },
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '3' },
    generation: { retryDelayMs: 20 },
  });
  fake = t.fake;
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('Free plan', () => {
  it('allows 3 generations a month, shows n/3, then refuses with the limit message', async () => {
    const { session: s } = await signUp(t, 'free@example.com', { verified: false });
    expect((await s.get('/api/usage')).json()).toEqual({ plan: 'free', used: 0, limit: 3 });
    for (let i = 1; i <= 3; i++) {
      const res = await s.post('/api/chats', { content: `recipe number ${i}`, stream: false });
      expect(res.statusCode).toBe(201);
      expect(res.json().usage).toEqual({ plan: 'free', used: i, limit: 3 });
    }
    const fourth = await s.post('/api/chats', { content: 'one too many', stream: false });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message:
        "You've used all 3 free recipe generations for this month. Upgrade to the Standard plan for unlimited recipes.",
    });
    expect((await s.get('/api/usage')).json()).toEqual({ plan: 'free', used: 3, limit: 3 });
  });

  it('gives a failed generation back', async () => {
    const { session: s } = await signUp(t, 'unlucky@example.com', { verified: false });
    fake.reset({ status: 500, chunkDelayMs: 0 });
    const res = await s.post('/api/chats', { content: 'fails', stream: false });
    expect(res.json().assistantMessage.status).toBe('error');
    fake.reset({ chunkDelayMs: 0 });
    for (let i = 0; i < 20 && (await s.get('/api/usage')).json().used !== 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await s.get('/api/usage')).json().used).toBe(0);
  });

  it('charges nothing for a retry or regeneration that answers 409 without starting', async () => {
    const { session: s } = await signUp(t, 'retrier@example.com', { verified: false });
    fake.reset({ chunkDelayMs: 0 });
    const first = (await s.post('/api/chats', { content: 'a finished reply', stream: false })).json();
    fake.reset({ status: 500, chunkDelayMs: 0 });
    const failing = (await s.post('/api/chats', { content: 'a reply that fails', stream: false })).json();
    fake.reset({ chunkDelayMs: 0 });
    // Wait for the failed generation to be given back: 1 of 3 used.
    for (let i = 0; i < 50 && (await s.get('/api/usage')).json().used !== 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    const used = () => s.get('/api/usage').then((r) => r.json().used as number);
    expect(await used()).toBe(1);

    const retry = await s.post(`/api/messages/${first.assistantMessage.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      'This reply is not interrupted or failed, so there is nothing to retry.',
    );
    expect(await used()).toBe(1);
    const regenerate = await s.post(`/api/messages/${failing.assistantMessage.id}/regenerate`, {
      option: 'default',
    });
    expect(regenerate.statusCode).toBe(409);
    expect(await used()).toBe(1);

    // At the limit a reply with nothing to retry still says so, rather than 'limit reached'.
    await s.post('/api/chats', { content: 'second of three', stream: false });
    await s.post('/api/chats', { content: 'third of three', stream: false });
    expect(await used()).toBe(3);
    expect((await s.post(`/api/messages/${first.assistantMessage.id}/retry`)).statusCode).toBe(409);
    expect(await used()).toBe(3);
  });

  it("gives back a reply whose server died, once, whoever finds it; one on the user's own key was never counted", async () => {
    const { session: s } = await signUp(t, 'crashed@example.com', { verified: false });
    const userId = (await s.get('/api/me')).json().user.id as string;
    const month = currentMonth();
    await t.database.db
      .update(profiles)
      .set({ generationCount: 2, generationMonth: month })
      .where(eq(profiles.id, userId));
    // Two replies cut off by a crash (their leases ran out), one paid by the allowance, one by
    // the user's own key, and one more in a second chat that only a follower of its stream finds.
    const [inChat, elsewhere] = [randomUUID(), randomUUID()];
    await t.database.db.insert(chats).values([
      { id: inChat, userId, title: 'Crashed' },
      { id: elsewhere, userId, title: 'Crashed too' },
    ]);
    const stale = {
      userId,
      role: 'assistant' as const,
      status: 'streaming' as const,
      leaseExpiresAt: new Date(Date.now() - 1_000),
    };
    const followed = randomUUID();
    await t.database.db.insert(messages).values([
      { ...stale, id: randomUUID(), chatId: inChat, content: 'half', chargedMonth: month },
      { ...stale, id: randomUUID(), chatId: inChat, content: 'own key', chargedMonth: null },
      { ...stale, id: followed, chatId: elsewhere, content: 'followed', chargedMonth: month },
    ]);
    const used = () => s.get('/api/usage').then((r) => r.json().used as number);

    const chat = (await s.get(`/api/chats/${inChat}`)).json();
    expect(chat.messages.map((m: { status: string }) => m.status)).toEqual(['interrupted', 'interrupted']);
    expect(await used()).toBe(1);
    await s.get(`/api/chats/${inChat}`);
    expect(await used()).toBe(1);

    // Two followers of the same reply (as two tabs or two processes would be) give it back once.
    const followers = await Promise.all(
      [0, 1].map(() =>
        openSse(`${url}/api/messages/${followed}/stream`, { headers: { cookie: s.cookieHeader } }),
      ),
    );
    for (const sse of followers)
      expect(await sse.until((e) => e.type === 'done')).toMatchObject({ status: 'interrupted' });
    expect(await used()).toBe(0);
  });
});

describe('anonymous visitors', () => {
  const generate = async (session: HttpSession, content: string, ip = '127.0.0.1') => {
    const sse = await openSse(`${url}/api/anonymous/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookieHeader, 'x-forwarded-for': ip },
      body: JSON.stringify({ content, history: [] }),
    });
    return sse;
  };

  it('streams without storing, counts per session and IP, and a second browser on the same IP is also limited', async () => {
    const visitor = t.session('127.0.0.1');
    expect((await visitor.get('/api/usage')).json()).toEqual({ plan: 'anonymous', used: 0, limit: 3 });
    for (let i = 1; i <= 3; i++) {
      const sse = await generate(visitor, `anonymous recipe ${i}`);
      const done = await sse.until((e) => e.type === 'done');
      expect(done).toMatchObject({ status: 'complete', usage: { plan: 'anonymous', used: i, limit: 3 } });
    }
    const blocked = await generate(visitor, 'a fourth one');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: "You've used your 3 free recipe generations. Sign up for free to keep creating recipes.",
    });
    // A second browser context: no cookie, same address.
    const otherBrowser = t.session('127.0.0.1');
    await otherBrowser.get('/api/usage');
    expect((await generate(otherBrowser, 'from another browser')).status).toBe(429);
    const chatsStored = (await t.database.db.query.chats.findMany()).filter((c) =>
      c.title.includes('anonymous'),
    );
    expect(chatsStored).toHaveLength(0);
  });

  it('refuses a duplicate within 30 s and bad input', async () => {
    const visitor = t.session('10.9.0.1');
    await visitor.get('/api/usage');
    const first = await openSse(`${url}/api/anonymous/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: visitor.cookieHeader,
        'x-forwarded-for': '10.9.0.1',
      },
      body: JSON.stringify({ content: 'same words', history: [] }),
    });
    await first.until((e) => e.type === 'done');
    const again = await openSse(`${url}/api/anonymous/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: visitor.cookieHeader,
        'x-forwarded-for': '10.9.0.1',
      },
      body: JSON.stringify({ content: 'same words', history: [] }),
    });
    expect(again.status).toBe(409);
    // A Retry of a reply that was cut off sends the same text on purpose.
    const retried = await openSse(`${url}/api/anonymous/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: visitor.cookieHeader,
        'x-forwarded-for': '10.9.0.1',
      },
      body: JSON.stringify({ content: 'same words', history: [], retry: true }),
    });
    expect(await retried.until((e) => e.type === 'done')).toMatchObject({ status: 'complete' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/anonymous/generate',
      payload: { content: '   ' },
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const badHistory = await t.app.inject({
      method: 'POST',
      url: '/api/anonymous/generate',
      payload: { content: 'x', history: [{ role: 'system', content: 'y' }] },
    });
    expect(badHistory.statusCode).toBe(400);
  });
});
