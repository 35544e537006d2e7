import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RECIPE_CONTENT_MAX } from '@shared/contracts/recipes';
import { chats, jobs, messages, profiles, recipes } from '../../db/schema';
import { JOBS_WAKE_TOPIC } from '../../jobs/enqueue';
import { userTopic } from '../../realtime/user-channel';
import { type FakeLlmServer, fakeModelEnv, startFakeLlmServer } from '../../test/fakes/fake-llm-server';
import { signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Save from chat and generate from the Recipe Manager form, over the real API. */
const ORIGIN = 'http://localhost:3991';
const RECIPE = [
  '# Recipe Title: Weekly Review',
  '',
  '## Goal',
  'Review the week in twenty minutes and plan the next one.',
  '',
  '## Principles',
  '1. Be honest',
  '',
  '## Steps',
  '1. List wins',
  '2. List misses',
  '3. Plan the week',
  '',
].join('\n');

let fake: FakeLlmServer;
let t: TestApp;
let alice: HttpSession;
let bob: HttpSession;
let aliceId: string;
let bobId: string;

/** A chat with one reply in it, written straight to the database. */
async function replyFor(
  userId: string,
  content: string,
  options: { role?: 'user' | 'assistant'; status?: 'complete' | 'streaming' | 'error' } = {},
) {
  const chatId = randomUUID();
  const messageId = randomUUID();
  await t.database.db.insert(chats).values({ id: chatId, userId, title: 'A chat' });
  await t.database.db.insert(messages).values({
    id: messageId,
    chatId,
    userId,
    role: options.role ?? 'assistant',
    status: options.status ?? 'complete',
    content,
  });
  return { chatId, messageId };
}

const jobsOf = (recipeId: string) =>
  t.database.db
    .select({ type: jobs.type, key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'recipeId' = ${recipeId}`)
    .orderBy(jobs.type);

const recipeCount = async (userId: string) =>
  (await t.database.db.select().from(recipes).where(eq(recipes.userId, userId))).length;

/** Collects what the bus carries on a topic, to see the events a save publishes. */
function listen(topic: string) {
  const seen: unknown[] = [];
  const off = t.bus.subscribe(topic, (data) => seen.push(data));
  return {
    seen,
    off,
    async waitFor(predicate: (data: unknown) => boolean) {
      for (let i = 0; i < 100 && !seen.some(predicate); i++) await new Promise((r) => setTimeout(r, 10));
      return seen.some(predicate);
    },
  };
}

beforeAll(async () => {
  fake = await startFakeLlmServer({ chunkDelayMs: 0 });
  t = await createTestApp({
    // No AI configured: the offline composer answers; a user's own key goes to the fake Gemini.
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '3', GEMINI_BASE_URL: fake.geminiBaseUrl },
    // These tests check what a save queues; running the jobs is enrichment.db.test.ts's part.
    jobs: false,
  });
  ({ session: alice, id: aliceId } = await signUp(t, 'alice@example.com'));
  ({ session: bob, id: bobId } = await signUp(t, 'bob@example.com'));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('POST /api/recipes/from-message', () => {
  it('saves the reply with title, goal and ids, queues tags and cover, and tells the user channel', async () => {
    const { chatId, messageId } = await replyFor(aliceId, RECIPE);
    const events = listen(userTopic(aliceId));
    const wakes = listen(JOBS_WAKE_TOPIC);
    const res = await alice.post('/api/recipes/from-message', { messageId });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = res.json();
    expect(recipe).toMatchObject({
      title: 'Weekly Review',
      description: 'Review the week in twenty minutes and plan the next one.',
      content: RECIPE,
      originalMessageId: messageId,
      chatId,
      folderId: null,
      isPrivate: false,
      tags: [],
      imageUrl: null,
      tagsStatus: 'pending',
      imageStatus: 'pending',
    });
    expect(await jobsOf(recipe.id)).toEqual([
      {
        type: 'recipe.image',
        key: `recipe.image:${recipe.id}`,
        payload: { recipeId: recipe.id, userId: aliceId },
      },
      {
        type: 'recipe.tags',
        key: `recipe.tags:${recipe.id}`,
        payload: { recipeId: recipe.id, userId: aliceId },
      },
    ]);
    expect(await events.waitFor((e) => (e as { type: string }).type === 'recipe.created')).toBe(true);
    expect(events.seen).toContainEqual({ type: 'recipe.created', recipeId: recipe.id });
    expect(await wakes.waitFor(() => true)).toBe(true);
    events.off();
    wakes.off();
  });

  it('answers the recipe it already made when the same reply is saved again (200), even at once', async () => {
    const { messageId } = await replyFor(aliceId, RECIPE);
    const before = await recipeCount(aliceId);
    const [a, b] = await Promise.all([
      alice.post('/api/recipes/from-message', { messageId }),
      alice.post('/api/recipes/from-message', { messageId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await alice.post('/api/recipes/from-message', { messageId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    expect(await recipeCount(aliceId)).toBe(before + 1);
    expect(await jobsOf(a.json().id)).toHaveLength(2);
  });

  it("falls back to 'Recipe {messageId}' for a title under 3 characters, and cuts titles at 200", async () => {
    const short = await replyFor(
      aliceId,
      '# Recipe Title: AB\n\n## Goal\nDo it.\n\n## Steps\n1. One\n2. Two\n3. Three\n',
    );
    const res = await alice.post('/api/recipes/from-message', { messageId: short.messageId });
    expect(res.json().title).toBe(`Recipe ${short.messageId}`);
    const long = await replyFor(
      aliceId,
      `# Recipe Title: ${'Long '.repeat(80)}\n\n## Goal\nDo it.\n\n## Steps\n1. One\n2. Two\n`,
    );
    const saved = (await alice.post('/api/recipes/from-message', { messageId: long.messageId })).json();
    expect(saved.title.length).toBe(200);
  });

  it("answers 404 'Message not found' for another user's reply and for an unknown id", async () => {
    const { messageId } = await replyFor(aliceId, RECIPE);
    for (const id of [messageId, 'no-such-message']) {
      const res = await bob.post('/api/recipes/from-message', { messageId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.messageNotFound });
    }
    expect(await recipeCount(bobId)).toBe(0);
  });

  it('refuses a user message, an unfinished reply and a reply that is not a recipe', async () => {
    const cases = [
      await replyFor(aliceId, RECIPE, { role: 'user' }),
      await replyFor(aliceId, RECIPE, { status: 'streaming' }),
      await replyFor(aliceId, RECIPE, { status: 'error' }),
      await replyFor(aliceId, 'Hello! Tell me what you would like to build.'),
    ];
    const before = await recipeCount(aliceId);
    for (const { messageId } of cases) {
      const res = await alice.post('/api/recipes/from-message', { messageId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: MESSAGES.notARecipe });
    }
    expect(await recipeCount(aliceId)).toBe(before);
  });

  it("refuses a reply over the content limit with the edit form's message, storing nothing", async () => {
    // Over the limit by one character: the same reply one shorter would save (and stay editable).
    const long = `${RECIPE}\n${'x'.repeat(RECIPE_CONTENT_MAX - RECIPE.length)}`;
    expect(long.length).toBe(RECIPE_CONTENT_MAX + 1);
    const { messageId } = await replyFor(aliceId, long);
    const before = await recipeCount(aliceId);
    const jobsBefore = (await t.database.db.select().from(jobs)).length;
    const res = await alice.post('/api/recipes/from-message', { messageId });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.contentTooLong });
    expect(await recipeCount(aliceId)).toBe(before);
    expect((await t.database.db.select().from(jobs)).length).toBe(jobsBefore);

    const fits = await replyFor(aliceId, long.slice(0, RECIPE_CONTENT_MAX));
    expect((await alice.post('/api/recipes/from-message', { messageId: fits.messageId })).statusCode).toBe(
      201,
    );
  });

  it('needs a signed-in user and a message id', async () => {
    const anonymous = t.session();
    expect((await anonymous.post('/api/recipes/from-message', { messageId: 'x' })).statusCode).toBe(401);
    const res = await alice.post('/api/recipes/from-message', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('saves nothing when its jobs cannot be queued: the recipe and its jobs commit together', async () => {
    const { messageId } = await replyFor(aliceId, RECIPE);
    const before = await recipeCount(aliceId);
    await t.database.db.execute(
      sql.raw(`create function refuse_jobs() returns trigger language plpgsql as $$
        begin raise exception 'job queue unavailable'; end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger refuse_jobs before insert on jobs for each row execute function refuse_jobs()'),
    );
    try {
      const res = await alice.post('/api/recipes/from-message', { messageId });
      expect(res.statusCode).toBe(500);
      expect(await recipeCount(aliceId)).toBe(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_jobs on jobs'));
      await t.database.db.execute(sql.raw('drop function refuse_jobs()'));
    }
    expect((await alice.post('/api/recipes/from-message', { messageId })).statusCode).toBe(201);
  });
});

describe('POST /api/recipes/generate', () => {
  it('generates with the configured model, saves with the form fields, counts the generation', async () => {
    const { session: carol } = await signUp(t, 'carol@example.com');
    const res = await carol.post('/api/recipes/generate', {
      prompt: 'binary search over sorted logs',
      type: 'data-structure',
      complexity: 'advanced',
      tags: [' logs ', 'search', 'LOGS', ''],
    });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = res.json();
    expect(recipe.content).toMatch(/^# Recipe Title: /);
    expect(recipe.content).toContain('## Steps');
    expect(recipe.title).toBe(/^# Recipe Title: (.+)$/m.exec(recipe.content)![1]);
    expect(recipe).toMatchObject({
      prompt: 'binary search over sorted logs',
      type: 'data-structure',
      isPrivate: true,
      tags: ['logs', 'search'],
      metadata: { complexity: 'advanced', generationMethod: 'offline' },
      tagsStatus: 'pending',
      imageStatus: 'pending',
      originalMessageId: null,
      chatId: null,
    });
    expect(recipe.description.length).toBeGreaterThan(0);
    expect((await jobsOf(recipe.id)).map((j) => j.type)).toEqual(['recipe.image', 'recipe.tags']);
    expect((await carol.get('/api/usage')).json()).toEqual({ plan: 'free', used: 1, limit: 3 });
  });

  it('uses the form defaults: type algorithm, complexity intermediate, private', async () => {
    const res = await alice.post('/api/recipes/generate', { prompt: 'rate limiter', isPrivate: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'algorithm',
      isPrivate: false,
      metadata: { complexity: 'intermediate' },
    });
  });

  it("refuses an empty prompt with 'Please enter a recipe prompt'", async () => {
    const res = await alice.post('/api/recipes/generate', { prompt: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(MESSAGES.promptRequired);
  });

  it('stops at the Free plan limit with the chat’s message and saves nothing', async () => {
    const { session: dave, id: daveId } = await signUp(t, 'dave@example.com');
    const month = new Date().toISOString().slice(0, 7);
    await t.database.db
      .update(profiles)
      .set({ generationCount: 3, generationMonth: month })
      .where(eq(profiles.id, daveId));
    const res = await dave.post('/api/recipes/generate', { prompt: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      key: 'allowance.limitReached',
      params: { limit: 3 },
    });
    expect(await recipeCount(daveId)).toBe(0);
  });

  it("maps the provider's failures on the user's own key to the chat's messages, not counted", async () => {
    const { session: erin, id: erinId } = await signUp(t, 'erin@example.com');
    const key = { 'x-gemini-api-key': 'user-own-key-123' };
    fake.reset({ status: 401, chunkDelayMs: 0 });
    const auth = await erin.post('/api/recipes/generate', { prompt: 'a plan' }, key);
    expect(auth.statusCode).toBe(502);
    // A refused Gemini key of the user's keeps the spec's wording (chat-assistant.md §8).
    expect(auth.json()).toMatchObject({
      key: 'generation.apiKey',
      message: 'API key error. Please check your Gemini API key configuration.',
    });
    fake.reset({ status: 429, chunkDelayMs: 0 });
    const limited = await erin.post('/api/recipes/generate', { prompt: 'a plan' }, key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded. Please try again in a moment.',
    });
    fake.reset({ chunkDelayMs: 0 });
    const ok = await erin.post('/api/recipes/generate', { prompt: 'a plan' }, key);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      title: 'Fake Plan',
      metadata: { generationMethod: 'gemini:gemini-2.5-flash' },
    });
    expect(fake.requests.some((r) => r.headers['x-goog-api-key'] === 'user-own-key-123')).toBe(true);
    expect((await erin.get('/api/usage')).json().used).toBe(0);
    expect(await recipeCount(erinId)).toBe(1);
  });
});

describe('generate with a configured provider that fails', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({
      // The same fake as the user's own key above, now the server's configured model.
      env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '3', ...fakeModelEnv(fake) },
      jobs: false,
    });
  });
  afterAll(async () => t2?.close());

  it("gives the generation back and answers the chat's message or 'Failed to generate recipe'", async () => {
    const { session: s } = await signUp(t2, 'frank@example.com');
    fake.reset({ status: 500, chunkDelayMs: 0 });
    const failed = await s.post('/api/recipes/generate', { prompt: 'a plan' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('An error occurred while processing your request.');
    fake.reset({ text: 'Hello! What would you like to build today?', chunkDelayMs: 0 });
    const chatty = await s.post('/api/recipes/generate', { prompt: 'hi' });
    expect(chatty.statusCode).toBe(502);
    expect(chatty.json()).toMatchObject({
      key: 'recipe.generateFailed',
      message: 'Failed to generate recipe',
    });
    expect((await s.get('/api/usage')).json().used).toBe(0);
    expect((await t2.database.db.select().from(recipes)).length).toBe(0);
    fake.reset({ text: `${RECIPE}\n${'x'.repeat(RECIPE_CONTENT_MAX)}`, chunkSize: 65_536, chunkDelayMs: 0 });
    const tooLong = await s.post('/api/recipes/generate', { prompt: 'a long plan' });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.contentTooLong });
    expect((await s.get('/api/usage')).json().used).toBe(0);
    expect((await t2.database.db.select().from(recipes)).length).toBe(0);
    // No enrichment was queued (the app's own recurring jobs, such as payout runs, aside).
    expect((await t2.database.db.select().from(jobs).where(like(jobs.type, 'recipe.%'))).length).toBe(0);
    fake.reset({ chunkDelayMs: 0 });
    const ok = await s.post('/api/recipes/generate', { prompt: 'a plan' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().metadata.generationMethod).toBe('openai-compatible:fake-model');
    expect((await s.get('/api/usage')).json().used).toBe(1);
  });
});
