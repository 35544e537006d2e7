import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Conversations are never kept by a browser cache or a proxy (security review, finding 10). */
const ORIGIN = 'http://localhost:3994';
let t: TestApp;
let alice: HttpSession;
let chatId: string;
let replyId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' } });
  // Verified: the history page wants a verified address.
  alice = (await signUp(t, 'alice-no-store@example.com')).session;
  const sent = await alice.post('/api/chats', { content: 'Plan a picnic for six', stream: false });
  expect(sent.statusCode, sent.body).toBe(201);
  chatId = sent.json().chat.id;
  replyId = sent.json().assistantMessage.id;
  const share = await alice.post(`/api/chats/${chatId}/share`);
  expect(share.statusCode, share.body).toBe(200);
});
afterAll(() => t.close());

describe('Cache-Control on conversations', () => {
  it('is no-store on every chat and history answer of the signed-in user, errors included', async () => {
    const answers: Array<[string, number, Awaited<ReturnType<HttpSession['get']>>]> = [
      [
        'POST /api/chats/:id/messages',
        201,
        await alice.post(`/api/chats/${chatId}/messages`, { content: 'And a dessert?', stream: false }),
      ],
      ['GET /api/chats', 200, await alice.get('/api/chats')],
      ['GET /api/chats/:id', 200, await alice.get(`/api/chats/${chatId}`)],
      ['GET /api/chats/:id/share', 200, await alice.get(`/api/chats/${chatId}/share`)],
      ['GET /api/chat-history', 200, await alice.get('/api/chat-history')],
      [
        'POST /api/messages/:id/feedback',
        200,
        await alice.post(`/api/messages/${replyId}/feedback`, { feedback: 'positive' }),
      ],
      ['GET /api/chats/:id of no chat', 404, await alice.get('/api/chats/no-such-chat')],
    ];
    for (const [name, status, res] of answers) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('is no-store on a reply streamed to its owner and to an anonymous visitor, and on a refusal', async () => {
    const followed = await alice.get(`/api/messages/${replyId}/stream`);
    expect(followed.headers['content-type']).toContain('text/event-stream');
    expect(followed.headers['cache-control']).toBe('no-store, no-transform');

    const visitor = t.session('10.3.0.1');
    const generated = await visitor.post('/api/anonymous/generate', { content: 'Plan a bake sale' });
    expect(generated.headers['content-type']).toContain('text/event-stream');
    expect(generated.headers['cache-control']).toBe('no-store, no-transform');
    const refused = await visitor.post('/api/anonymous/generate', { content: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
