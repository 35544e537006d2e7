import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@shared/contracts/chat';
import { chats, messages, profiles } from '../../db/schema';
import { signUp } from '../../test/accounts';
import { DEFAULT_BEHAVIOUR, type FakeLlmServer, fakeModelEnv } from '../../test/fakes/fake-llm-server';
import type { HttpSession } from '../../test/http-session';
import { openSse, replayText, replayThinking } from '../../test/sse-client';
import { createTestApp, type TestAppWithModel } from '../../test/test-app';

/** Chat over real HTTP, through the real AI SDK, against a fake OpenAI-compatible server. */
const ORIGIN = 'http://localhost:3997';
let fake: FakeLlmServer;
let t: TestAppWithModel;
let url: string;
let alice: HttpSession;
let bob: HttpSession;

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: {},
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' },
    generation: { flushMs: 40, leaseMs: 600, retryDelayMs: 50, idleTimeoutMs: 400 },
  });
  fake = t.fake;
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = (await signUp(t, 'alice@example.com', { verified: false })).session;
  bob = (await signUp(t, 'bob@example.com', { verified: false })).session;
});
afterAll(() => t.close());
beforeEach(() => fake.reset());

const follow = (session: HttpSession, messageId: string) =>
  openSse(`${url}/api/messages/${messageId}/stream`, { headers: { cookie: session.cookieHeader } });

async function newChat(content = 'plan my content strategy', session = alice) {
  const res = await session.post('/api/chats', { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    chat: { id: string };
    userMessage: { id: string; content: string };
    assistantMessage: { id: string; status: string };
  };
}

const done = (e: StreamEvent) => e.type === 'done';

describe('sending and streaming', () => {
  it('creates the chat, streams the reply with progress, and stores it', async () => {
    const sent = await newChat();
    expect(sent.userMessage.content).toBe('plan my content strategy');
    expect(sent.assistantMessage.status).toBe('streaming');
    const sse = await follow(alice, sent.assistantMessage.id);
    const end = await sse.until(done);
    expect(end).toMatchObject({ type: 'done', status: 'complete' });
    expect(replayText(sse.events)).toBe(DEFAULT_BEHAVIOUR.text);
    const stages = sse.events.filter((e) => e.type === 'progress').map((e) => (e as { stage: string }).stage);
    expect(stages).toContain('building-steps');

    const chat = (await alice.get(`/api/chats/${sent.chat.id}`)).json();
    expect(chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[1]).toMatchObject({
      status: 'complete',
      content: DEFAULT_BEHAVIOUR.text,
      responseVersions: [DEFAULT_BEHAVIOUR.text],
    });
    // The title comes from the model once it answers.
    for (
      let i = 0;
      i < 50 && (await alice.get(`/api/chats/${sent.chat.id}`)).json().title !== 'Fake Chat Title';
      i++
    )
      await new Promise((r) => setTimeout(r, 20));
    expect((await alice.get(`/api/chats/${sent.chat.id}`)).json().title).toBe('Fake Chat Title');
    expect((await alice.get('/api/chats')).json().chats.map((c: { id: string }) => c.id)).toContain(
      sent.chat.id,
    );
  });

  it('sends the conversation so far with a follow-up', async () => {
    const first = await newChat('write a blog outline');
    await (await follow(alice, first.assistantMessage.id)).until(done);
    fake.reset();
    const res = await alice.post(`/api/chats/${first.chat.id}/messages`, { content: 'make it shorter' });
    expect(res.statusCode).toBe(201);
    await (await follow(alice, res.json().assistantMessage.id)).until(done);
    const sentMessages = (
      fake.requests.find((r) => r.path === '/v1/chat/completions' && (r.body as { stream?: boolean }).stream)!
        .body as {
        messages: Array<{ role: string; content: string }>;
      }
    ).messages;
    expect(sentMessages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sentMessages[3]!.content).toBe('make it shorter');
  });

  it('streams the model reasoning separately and keeps it', async () => {
    fake.reset({ reasoning: 'Weighing the audience first.' });
    const sent = await newChat('a reasoning prompt');
    const sse = await follow(alice, sent.assistantMessage.id);
    await sse.until(done);
    expect(replayThinking(sse.events)).toBe('Weighing the audience first.');
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.assistantMessage.id));
    expect(row!.thinkingContent).toBe('Weighing the audience first.');
  });

  it('gathers tokens for a follower that asks for a streaming buffer', async () => {
    fake.reset({ chunkSize: 4, chunkDelayMs: 10, reasoning: 'Think first.' });
    const sent = await newChat('a buffered prompt');
    const headers = { cookie: alice.cookieHeader };
    const [eachToken, buffered] = await Promise.all([
      openSse(`${url}/api/messages/${sent.assistantMessage.id}/stream`, { headers }),
      openSse(`${url}/api/messages/${sent.assistantMessage.id}/stream?buffer=150`, { headers }),
    ]);
    await Promise.all([eachToken.until(done), buffered.until(done)]);
    // The same reply, reasoning included, in fewer and larger events.
    expect(replayText(buffered.events)).toBe(DEFAULT_BEHAVIOUR.text);
    expect(replayThinking(buffered.events)).toBe('Think first.');
    const deltas = (events: StreamEvent[]) => events.filter((e) => e.type === 'delta').length;
    expect(deltas(buffered.events)).toBeLessThan(deltas(eachToken.events) / 2);
  });

  it.each(['abc', '-1', '5000', '1.5'])('refuses the streaming buffer %s', async (buffer) => {
    const sent = await newChat(`a prompt with a bad buffer ${buffer}`);
    const res = await alice.get(`/api/messages/${sent.assistantMessage.id}/stream?buffer=${buffer}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers in one piece in standard mode', async () => {
    const res = await alice.post('/api/chats', { content: 'standard mode please', stream: false });
    expect(res.json().assistantMessage).toMatchObject({
      status: 'complete',
      content: DEFAULT_BEHAVIOUR.text,
    });
  });
});

describe('provider failures', () => {
  it.each([
    [401, 'generation.apiKey', 'API key error. Please check your Gemini API key configuration.'],
    [429, 'generation.rateLimited', 'Rate limit exceeded. Please try again in a moment.'],
  ] as const)('maps HTTP %i to the spec text', async (status, key, text) => {
    fake.reset({ status });
    const sent = await newChat(`failing ${status}`);
    const sse = await follow(alice, sent.assistantMessage.id);
    expect(await sse.until((e) => e.type === 'error')).toMatchObject({ key, message: text });
    expect(await sse.until(done)).toMatchObject({ status: 'error' });
    // The row keeps the key; the API answers its English text beside it.
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.assistantMessage.id));
    expect(row).toMatchObject({ status: 'error', error: key });
    const stored = (await alice.get(`/api/chats/${sent.chat.id}`)).json().messages.at(-1);
    expect(stored).toMatchObject({ status: 'error', error: text, errorKey: key });
    // The user's message is kept.
    const [userRow] = await t.database.db.select().from(messages).where(eq(messages.id, sent.userMessage.id));
    expect(userRow!.content).toBe(`failing ${status}`);
  });

  it('retries a mid-stream disconnect with the spec note and completes', async () => {
    fake.reset({ disconnectAfterChunks: 3, disconnectTimes: 1 });
    const sent = await newChat('flaky network');
    const sse = await follow(alice, sent.assistantMessage.id);
    expect(await sse.until((e) => e.type === 'retry')).toMatchObject({
      note: 'Connection issue detected. Retrying... (1/2)',
    });
    expect(await sse.until(done)).toMatchObject({ status: 'complete' });
    expect(replayText(sse.events)).toBe(DEFAULT_BEHAVIOUR.text);
  });

  it('gives up after 2 retries with an error note', async () => {
    fake.reset({ disconnectAfterChunks: 1, disconnectTimes: 5 });
    const sent = await newChat('always failing');
    const sse = await follow(alice, sent.assistantMessage.id);
    await sse.until(done);
    const notes = sse.events.filter((e) => e.type === 'retry').map((e) => (e as { note: string }).note);
    expect(notes).toEqual([
      'Connection issue detected. Retrying... (1/2)',
      'Connection issue detected. Retrying... (2/2)',
    ]);
    expect(sse.events.at(-1)).toMatchObject({ status: 'error' });
  });

  it('times out a provider that never finishes', async () => {
    fake.reset({ hangAfterChunks: 2 });
    const sent = await newChat('endless');
    const sse = await follow(alice, sent.assistantMessage.id);
    expect(await sse.until((e) => e.type === 'error', 15_000)).toMatchObject({
      key: 'generation.timedOut',
      message: 'The AI service did not answer in time. Please try again.',
    });
  });

  it('reports a provider that answers garbage', async () => {
    fake.reset({ garbage: true });
    const sent = await newChat('garbage');
    const sse = await follow(alice, sent.assistantMessage.id);
    expect(await sse.until(done)).toMatchObject({ status: 'error' });
    expect((await alice.get('/healthz')).statusCode).toBe(200);
  });
});

describe('stop, reload and interruption', () => {
  it('stops the provider call on cancel and keeps the partial text, silently', async () => {
    fake.reset({ chunkDelayMs: 40 });
    const sent = await newChat('long one to stop');
    const sse = await follow(alice, sent.assistantMessage.id);
    await sse.until((e) => e.type === 'delta');
    expect((await alice.post(`/api/messages/${sent.assistantMessage.id}/cancel`)).statusCode).toBe(200);
    const end = await sse.until(done);
    expect(end).toMatchObject({ status: 'cancelled' });
    expect(sse.events.some((e) => e.type === 'error')).toBe(false);
    for (let i = 0; i < 50 && fake.open() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(fake.open()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.assistantMessage.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.content.length).toBeGreaterThan(0);
    expect(DEFAULT_BEHAVIOUR.text.startsWith(row!.content)).toBe(true);
  });

  it('picks the stream up after a reload from what is stored and follows it live', async () => {
    fake.reset({ chunkDelayMs: 20 });
    const sent = await newChat('reload me');
    const first = await follow(alice, sent.assistantMessage.id);
    await first.until((e) => e.type === 'delta' && e.offset > 16);
    await first.close();
    const second = await follow(alice, sent.assistantMessage.id);
    const snapshot = await second.until((e) => e.type === 'snapshot');
    expect((snapshot as { content: string }).content.length).toBeGreaterThan(16);
    await second.until(done);
    expect(replayText(second.events)).toBe(DEFAULT_BEHAVIOUR.text);
  });

  it('shows a reply whose server died as interrupted, and retries it', async () => {
    const chatId = randomUUID();
    const meId = (await alice.get('/api/me')).json().user.id as string;
    await t.database.db.insert(chats).values({ id: chatId, userId: meId, title: 'Crashed' });
    const assistantId = randomUUID();
    await t.database.db.insert(messages).values([
      {
        id: randomUUID(),
        chatId,
        userId: meId,
        role: 'user',
        content: 'before the crash',
        createdAt: new Date(Date.now() - 2000),
      },
      {
        id: assistantId,
        chatId,
        userId: meId,
        role: 'assistant',
        content: '# Recipe Title: Half',
        status: 'streaming',
        leaseExpiresAt: new Date(Date.now() - 1000),
      },
    ]);
    const chat = (await alice.get(`/api/chats/${chatId}`)).json();
    expect(chat.messages[1]).toMatchObject({ status: 'interrupted', content: '# Recipe Title: Half' });
    const retry = await alice.post(`/api/messages/${assistantId}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    const sse = await follow(alice, assistantId);
    expect(await sse.until(done)).toMatchObject({ status: 'complete' });
    expect(replayText(sse.events)).toBe(DEFAULT_BEHAVIOUR.text);
  });

  it('marks a stream interrupted when its writer stops renewing the lease', async () => {
    const chatId = randomUUID();
    const meId = (await alice.get('/api/me')).json().user.id as string;
    await t.database.db.insert(chats).values({ id: chatId, userId: meId, title: 'Lease' });
    const assistantId = randomUUID();
    await t.database.db.insert(messages).values({
      id: assistantId,
      chatId,
      userId: meId,
      role: 'assistant',
      content: 'partial',
      status: 'streaming',
      leaseExpiresAt: new Date(Date.now() + 300),
    });
    const sse = await follow(alice, assistantId);
    expect(await sse.until(done, 5_000)).toMatchObject({ status: 'interrupted' });
  });
});

describe('access and bad input', () => {
  it("answers another user's chat and messages with 404, revealing nothing", async () => {
    const sent = await newChat('private plans');
    await (await follow(alice, sent.assistantMessage.id)).until(done);
    const notFound = { code: 'NOT_FOUND' };
    expect((await bob.get(`/api/chats/${sent.chat.id}`)).json()).toMatchObject(notFound);
    expect((await bob.post(`/api/chats/${sent.chat.id}/messages`, { content: 'hijack' })).statusCode).toBe(
      404,
    );
    expect((await bob.post(`/api/messages/${sent.assistantMessage.id}/cancel`)).statusCode).toBe(404);
    expect((await bob.post(`/api/messages/${sent.assistantMessage.id}/retry`)).statusCode).toBe(404);
    expect((await follow(bob, sent.assistantMessage.id)).status).toBe(404);
    expect((await bob.get('/api/chats')).json().chats.map((c: { id: string }) => c.id)).not.toContain(
      sent.chat.id,
    );
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/chats/${sent.chat.id}`,
          headers: { cookie: bob.cookieHeader },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses empty, blank, control-only and over-long messages without storing anything', async () => {
    const before = (await t.database.db.select().from(messages)).length;
    // A NUL is refused as such before this rule (src/server/http/invalid-input.db.test.ts).
    for (const content of ['', '   \n\t ', '\u0001\u0007\u200B']) {
      const res = await alice.post('/api/chats', { content });
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Type a message before sending.',
      });
    }
    const long = await alice.post('/api/chats', { content: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Your message is too long');
    expect((await alice.post('/api/chats', { text: 'wrong field' })).statusCode).toBe(400);
    expect((await t.database.db.select().from(messages)).length).toBe(before);
  });

  it('sanitises the message before storing it', async () => {
    const sent = await newChat('<b>Plan</b>   my &amp; week\u200B');
    expect(sent.userMessage.content).toBe('Plan my & week');
  });

  it('ignores the same text sent again within 30 s', async () => {
    const sent = await newChat('say it once');
    await (await follow(alice, sent.assistantMessage.id)).until(done);
    const again = await alice.post(`/api/chats/${sent.chat.id}/messages`, { content: 'say it once' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE');
  });

  it('refuses a second message while a reply is still being written', async () => {
    fake.reset({ chunkDelayMs: 30 });
    const sent = await newChat('busy chat');
    const second = await alice.post(`/api/chats/${sent.chat.id}/messages`, { content: 'another' });
    expect(second.statusCode).toBe(409);
    await (await follow(alice, sent.assistantMessage.id)).until(done);
  });

  it('requires sign-in for stored chats', async () => {
    const anonymous = t.session();
    expect((await anonymous.post('/api/chats', { content: 'hi' })).statusCode).toBe(401);
    expect((await anonymous.get('/api/chats')).statusCode).toBe(401);
  });

  it('deletes a chat with its messages and tells the other tabs', async () => {
    const events = await openSse(`${url}/api/events`, { headers: { cookie: alice.cookieHeader } });
    const sent = await newChat('to be deleted');
    await events.until((e) => (e as unknown as { type: string }).type === 'chat.created');
    await (await follow(alice, sent.assistantMessage.id)).until(done);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/${sent.chat.id}`,
      headers: { cookie: alice.cookieHeader, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    await events.until((e) => (e as unknown as { type: string }).type === 'chat.deleted');
    expect(await t.database.db.select().from(messages).where(eq(messages.chatId, sent.chat.id))).toHaveLength(
      0,
    );
    await events.close();
  });
});

describe('Gemini', () => {
  it('streams through the Gemini provider with the configured base URL', async () => {
    const gemini = await createTestApp({
      // The suite's fake, reached as Gemini this time.
      env: { PUBLIC_URL: ORIGIN, ...fakeModelEnv(fake, 'gemini') },
      generation: { flushMs: 40 },
    });
    try {
      const s = (await signUp(gemini, 'gem@example.com', { verified: false })).session;
      const res = await s.post('/api/chats', { content: 'gemini please', stream: false });
      expect(res.json().assistantMessage).toMatchObject({
        status: 'complete',
        content: DEFAULT_BEHAVIOUR.text,
      });
      expect(
        fake.requests.some((r) => r.path === '/v1beta/models/gemini-2.5-flash:streamGenerateContent'),
      ).toBe(true);
      // The user's own key is used instead when sent, and not counted.
      const [before] = await gemini.database.db.select().from(profiles);
      fake.requests.length = 0;
      await s.post(
        '/api/chats',
        { content: 'with my own key', stream: false },
        { 'x-gemini-api-key': 'users-own-key-123' },
      );
      expect(
        fake.requests.find((r) => r.path.includes('streamGenerateContent'))!.headers['x-goog-api-key'],
      ).toBe('users-own-key-123');
      const [after] = await gemini.database.db.select().from(profiles);
      expect(after!.generationCount).toBe(before!.generationCount);
    } finally {
      await gemini.close();
    }
  });
});
