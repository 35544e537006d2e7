import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, StreamEvent } from '@shared/contracts/chat';
import { signUp } from '../../test/accounts';
import { DEFAULT_BEHAVIOUR, type FakeLlmServer } from '../../test/fakes/fake-llm-server';
import type { HttpSession } from '../../test/http-session';
import { openSse } from '../../test/sse-client';
import { createTestApp, type TestAppWithModel } from '../../test/test-app';

/** Per-message actions over real HTTP and the real AI SDK, against a fake OpenAI-compatible server. */
const ORIGIN = 'http://localhost:3996';
let fake: FakeLlmServer;
let t: TestAppWithModel;
let url: string;
let alice: HttpSession;
let bob: HttpSession;

const SECOND = '# Recipe Title: Second Take\n\n## Goal\nAnother way.\n\n## Steps\n1. One\n2. Two\n3. Three\n';

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: {},
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' },
    generation: { flushMs: 40, leaseMs: 600, retryDelayMs: 20, maxRetries: 0, idleTimeoutMs: 400 },
  });
  fake = t.fake;
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = (await signUp(t, 'alice@example.com', { verified: false })).session;
  bob = (await signUp(t, 'bob@example.com', { verified: false })).session;
});
afterAll(() => t.close());
beforeEach(() => fake.reset());

const untilDone = async (messageId: string, session = alice) => {
  const sse = await openSse(`${url}/api/messages/${messageId}/stream`, {
    headers: { cookie: session.cookieHeader },
  });
  return sse.until((e: StreamEvent) => e.type === 'done');
};

async function chatWithReply(content = 'plan my newsletter') {
  const res = await alice.post('/api/chats', { content });
  expect(res.statusCode, res.body).toBe(201);
  const sent = res.json() as {
    chat: { id: string };
    userMessage: ChatMessage;
    assistantMessage: ChatMessage;
  };
  await untilDone(sent.assistantMessage.id);
  return sent;
}

const messagesOf = async (chatId: string) =>
  (await alice.get(`/api/chats/${chatId}`)).json().messages as ChatMessage[];

const lastCompletionPrompt = () => {
  const request = fake.requests
    .filter((r) => r.path === '/v1/chat/completions' && (r.body as { stream?: boolean }).stream)
    .at(-1)!;
  return (request.body as { messages: Array<{ role: string; content: string }> }).messages;
};

describe('regenerate and versions', () => {
  it('streams a new version into the same message and pages between versions', async () => {
    const sent = await chatWithReply();
    const id = sent.assistantMessage.id;
    fake.reset({ text: SECOND });
    const res = await alice.post(`/api/messages/${id}/regenerate`, { option: 'concise' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({ id, status: 'streaming', currentResponseIndex: 1 });
    expect(await untilDone(id)).toMatchObject({ status: 'complete' });
    expect(lastCompletionPrompt().at(-1)!.content).toMatch(
      /^plan my newsletter\n\nAnswer again, more concisely/,
    );

    let [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({
      content: SECOND,
      responseVersions: [DEFAULT_BEHAVIOUR.text, SECOND],
      currentResponseIndex: 1,
      regenerationCount: 1,
    });

    const back = await alice.post(`/api/messages/${id}/version`, { index: 0 });
    expect(back.statusCode, back.body).toBe(200);
    [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({ content: DEFAULT_BEHAVIOUR.text, currentResponseIndex: 0 });

    const out = await alice.post(`/api/messages/${id}/version`, { index: 2 });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Version 3 does not exist: this message has 2 versions.',
    });
    expect((await alice.post(`/api/messages/${id}/version`, { index: -1 })).statusCode).toBe(400);
  });

  it('sends the earlier answer with "different"', async () => {
    const sent = await chatWithReply('plan a talk');
    await alice.post(`/api/messages/${sent.assistantMessage.id}/regenerate`, { option: 'different' });
    await untilDone(sent.assistantMessage.id);
    const prompt = lastCompletionPrompt();
    expect(prompt.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(prompt[2]!.content).toBe(DEFAULT_BEHAVIOUR.text);
    expect(prompt[3]!.content).toContain('clearly different approach');
  });

  it('keeps the earlier versions and says so when a regeneration fails', async () => {
    const sent = await chatWithReply('plan a garden');
    const id = sent.assistantMessage.id;
    // The connection drops mid-version (no retries in this app): followers see the failure live.
    fake.reset({ chunkDelayMs: 60, disconnectAfterChunks: 3, disconnectTimes: 1 });
    await alice.post(`/api/messages/${id}/regenerate`, { option: 'detailed' });
    const sse = await openSse(`${url}/api/messages/${id}/stream`, {
      headers: { cookie: alice.cookieHeader },
    });
    await sse.until((e: StreamEvent) => e.type === 'done');
    expect(sse.events).toContainEqual({
      type: 'error',
      code: 'GENERATION_FAILED',
      key: 'generation.regenerationFailed',
      message: 'Sorry, I encountered an error regenerating the response.',
    });
    const [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({
      status: 'complete',
      content: DEFAULT_BEHAVIOUR.text,
      responseVersions: [DEFAULT_BEHAVIOUR.text],
      currentResponseIndex: 0,
      regenerationCount: 0,
      error: 'Sorry, I encountered an error regenerating the response.',
      errorKey: 'generation.regenerationFailed',
    });
  });

  it('refuses an unknown option and a user message', async () => {
    const sent = await chatWithReply('plan a move');
    const bad = await alice.post(`/api/messages/${sent.assistantMessage.id}/regenerate`, {
      option: 'louder',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const user = await alice.post(`/api/messages/${sent.userMessage.id}/regenerate`, { option: 'default' });
    expect(user.statusCode).toBe(400);
  });

  it('sends a failed reply to Retry instead of regenerating it', async () => {
    fake.reset({ status: 500 });
    const res = await alice.post('/api/chats', { content: 'plan a failing thing' });
    const id = res.json().assistantMessage.id as string;
    await untilDone(id);
    const again = await alice.post(`/api/messages/${id}/regenerate`, { option: 'default' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This reply did not finish: use Retry instead.',
    });
  });

  it('counts a regeneration against the free allowance', async () => {
    const sent = await chatWithReply('plan a budget');
    const before = (await alice.get('/api/usage')).json().used as number;
    await alice.post(`/api/messages/${sent.assistantMessage.id}/regenerate`, { option: 'default' });
    await untilDone(sent.assistantMessage.id);
    expect((await alice.get('/api/usage')).json().used).toBe(before + 1);
  });
});

describe('editing a user message', () => {
  it('stores the edit as a version and answers it again as a new version', async () => {
    const sent = await chatWithReply('plan a party');
    fake.reset({ text: SECOND });
    const res = await alice.post(`/api/messages/${sent.userMessage.id}/edit`, {
      content: '  plan a small party ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userMessage).toMatchObject({
      content: 'plan a small party',
      responseVersions: ['plan my newsletter'.replace('my newsletter', 'a party'), 'plan a small party'],
      currentResponseIndex: 1,
    });
    expect(res.json().assistantMessage).toMatchObject({ id: sent.assistantMessage.id, status: 'streaming' });
    await untilDone(sent.assistantMessage.id);
    expect(lastCompletionPrompt().at(-1)!.content).toBe('plan a small party');
    const [user, reply] = await messagesOf(sent.chat.id);
    expect(user!.content).toBe('plan a small party');
    expect(reply).toMatchObject({
      responseVersions: [DEFAULT_BEHAVIOUR.text, SECOND],
      currentResponseIndex: 1,
    });
  });

  it('answers an edit of a question whose reply failed, writing that reply again in place', async () => {
    fake.reset({ status: 500 });
    const res = await alice.post('/api/chats', { content: 'plan a broken thing' });
    const sent = res.json() as {
      chat: { id: string };
      userMessage: ChatMessage;
      assistantMessage: ChatMessage;
    };
    await untilDone(sent.assistantMessage.id);
    fake.reset();
    const edit = await alice.post(`/api/messages/${sent.userMessage.id}/edit`, {
      content: 'plan a working thing',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await untilDone(sent.assistantMessage.id);
    const [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({
      status: 'complete',
      content: DEFAULT_BEHAVIOUR.text,
      responseVersions: [DEFAULT_BEHAVIOUR.text],
      regenerationCount: 0,
      error: null,
    });
  });

  it('refuses an empty or over-long edit and an assistant message, storing nothing', async () => {
    const sent = await chatWithReply('plan a hike');
    const empty = await alice.post(`/api/messages/${sent.userMessage.id}/edit`, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Type a message before sending.',
    });
    const long = await alice.post(`/api/messages/${sent.userMessage.id}/edit`, {
      content: 'x'.repeat(50_001),
    });
    expect(long.statusCode).toBe(400);
    const other = await alice.post(`/api/messages/${sent.assistantMessage.id}/edit`, { content: 'hi' });
    expect(other.statusCode).toBe(400);
    const [user] = await messagesOf(sent.chat.id);
    expect(user).toMatchObject({ content: 'plan a hike', responseVersions: [] });
  });
});

describe('feedback', () => {
  it('stores negative feedback with a reason and comment, and positive clears them', async () => {
    const sent = await chatWithReply('plan a study week');
    const id = sent.assistantMessage.id;
    const res = await alice.post(`/api/messages/${id}/feedback`, {
      feedback: 'negative',
      reason: 'Too vague or unclear',
      comment: ' needs times ',
    });
    expect(res.statusCode, res.body).toBe(200);
    let [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({
      feedback: 'negative',
      feedbackReason: 'Too vague or unclear',
      feedbackComment: 'needs times',
    });
    await alice.post(`/api/messages/${id}/feedback`, { feedback: 'positive' });
    [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({ feedback: 'positive', feedbackReason: null, feedbackComment: null });
  });

  it('refuses a reason not in the list and an over-long comment', async () => {
    const sent = await chatWithReply('plan a reading list');
    const id = sent.assistantMessage.id;
    const reason = await alice.post(`/api/messages/${id}/feedback`, {
      feedback: 'negative',
      reason: 'Boring',
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toContain('Choose one of the listed reasons.');
    const long = await alice.post(`/api/messages/${id}/feedback`, {
      feedback: 'negative',
      reason: 'Other',
      comment: 'x'.repeat(1_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Keep the comment under 1,000 characters.');
    const [, reply] = await messagesOf(sent.chat.id);
    expect(reply!.feedback).toBeNull();
  });
});

describe('convert to code', () => {
  it('converts the shown version, with model-written Python when a model answers with code', async () => {
    const sent = await chatWithReply('plan a launch');
    const id = sent.assistantMessage.id;
    // The fake answers non-streamed requests with its title text.
    fake.reset({ title: '```python\nprint("from the model")\n```\n' });
    const res = await alice.post(`/api/messages/${id}/convert`);
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json().message as ChatMessage;
    expect(message.isExecuted).toBe(true);
    expect(Object.keys(message.convertedCode).sort()).toEqual([
      'json',
      'markdown',
      'prompt',
      'python',
      'typescript',
      'yaml',
    ]);
    expect(message.convertedCode.python).toBe('print("from the model")\n');
    // No TypeScript block in the answer: the deterministic module stays.
    expect(message.convertedCode.typescript).toContain('export function buildPrompt(task: string): string');
    expect(JSON.parse(message.convertedCode.json!)).toMatchObject({ title: 'Fake Plan' });
    const [, reply] = await messagesOf(sent.chat.id);
    expect(reply).toMatchObject({ isExecuted: true, convertedCode: message.convertedCode });
  });

  it('falls back to the deterministic code when the model fails', async () => {
    const sent = await chatWithReply('plan a retro');
    fake.reset({ status: 500 });
    const res = await alice.post(`/api/messages/${sent.assistantMessage.id}/convert`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.convertedCode.python).toContain('def build_prompt(task: str) -> str:');
  });

  it('refuses an answer that is not a recipe', async () => {
    fake.reset({ text: 'Hello there! Tell me what you want to make.' });
    const sent = await chatWithReply('hi');
    const res = await alice.post(`/api/messages/${sent.assistantMessage.id}/convert`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only a finished recipe can be converted to code.');
  });
});

describe('access', () => {
  it("never lets another user read, regenerate, edit, rate or convert a message: 404 as if it didn't exist", async () => {
    const sent = await chatWithReply('plan alice secrets');
    const reply = sent.assistantMessage.id;
    const calls = [
      bob.post(`/api/messages/${reply}/regenerate`, { option: 'default' }),
      bob.post(`/api/messages/${reply}/version`, { index: 0 }),
      bob.post(`/api/messages/${sent.userMessage.id}/edit`, { content: 'hijacked' }),
      bob.post(`/api/messages/${reply}/feedback`, { feedback: 'positive' }),
      bob.post(`/api/messages/${reply}/convert`),
      bob.post('/api/messages/no-such-message/convert'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This message was not found.' });
    }
    const [user, assistant] = await messagesOf(sent.chat.id);
    expect(user!.content).toBe('plan alice secrets');
    expect(assistant).toMatchObject({ regenerationCount: 0, feedback: null, isExecuted: false });
    const anonymous = t.session();
    expect(
      (await anonymous.post(`/api/messages/${reply}/feedback`, { feedback: 'positive' })).statusCode,
    ).toBe(401);
  });
});
