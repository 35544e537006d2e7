import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES, type ChatHistoryItem, type SharedChatResponse } from '@shared/contracts/chat-share';
import { signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findLiveShare } from './chat-share.queries';

/** Sharing chats by link and the chat history list, over the API with the offline composer. */
const ORIGIN = 'http://localhost:3995';
let t: TestApp;
let alice: HttpSession;
let bob: HttpSession;
let visitor: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' } });
  alice = (await signUp(t, 'alice-share@example.com')).session;
  bob = (await signUp(t, 'bob-share@example.com', { ip: '10.1.0.2' })).session;
  visitor = t.session('10.1.0.3');
});
afterAll(() => t.close());

/** A chat with one finished exchange (the whole reply waited for). */
async function chat(session: HttpSession, content: string) {
  const res = await session.post('/api/chats', { content, stream: false });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    chat: { id: string; title: string };
    userMessage: { id: string };
    assistantMessage: { id: string };
  };
}

describe('sharing a chat', () => {
  it('makes one link per chat, shows its finished messages to anyone, and nothing private', async () => {
    const sent = await chat(alice, 'Plan a bake sale for the school');
    const first = await alice.post(`/api/chats/${sent.chat.id}/share`);
    expect(first.statusCode).toBe(200);
    const { shareId } = first.json() as { shareId: string };
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Sharing again (another tab) gives the same link.
    expect((await alice.post(`/api/chats/${sent.chat.id}/share`)).json()).toEqual({ shareId });
    expect((await alice.get(`/api/chats/${sent.chat.id}/share`)).json()).toEqual({ shareId });
    expect(await findLiveShare(t.database.db, sent.chat.id)).toBe(shareId);

    const res = await visitor.get(`/api/shares/${shareId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SharedChatResponse;
    expect(body).toMatchObject({ success: true, error: null, title: sent.chat.title });
    expect(body.messages.map((m) => [m.id, m.sender])).toEqual([
      [sent.userMessage.id, 'user'],
      [sent.assistantMessage.id, 'other'],
    ]);
    expect(body.messages[0]!.text).toBe('Plan a bake sale for the school');
    expect(body.messages[1]!.text).toMatch(/Recipe Title/);
    expect(res.body).not.toContain('alice-share@example.com');
    expect(res.body).not.toMatch(/userId|user_id|chatId/);
  });

  it('stops working when revoked (403), and a new share makes a new link', async () => {
    const sent = await chat(alice, 'Organise a team offsite');
    const { shareId } = (await alice.post(`/api/chats/${sent.chat.id}/share`)).json() as { shareId: string };
    expect((await alice.delete(`/api/chats/${sent.chat.id}/share`)).statusCode).toBe(204);
    const revoked = await visitor.get(`/api/shares/${shareId}`);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toMatchObject({ success: false, error: SHARE_MESSAGES.forbidden, messages: [] });
    expect((await alice.get(`/api/chats/${sent.chat.id}/share`)).json()).toEqual({ shareId: null });
    expect(await findLiveShare(t.database.db, sent.chat.id)).toBeNull();
    const again = (await alice.post(`/api/chats/${sent.chat.id}/share`)).json() as { shareId: string };
    expect(again.shareId).not.toBe(shareId);
    expect((await visitor.get(`/api/shares/${again.shareId}`)).statusCode).toBe(200);
  });

  it('answers unknown, malformed and missing ids with the spec’s messages', async () => {
    const unknown = await visitor.get('/api/shares/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: SHARE_MESSAGES.notFound });
    expect((await visitor.get('/api/shares/..%2F..%2Fetc')).statusCode).toBe(404);
    expect((await visitor.get(`/api/shares/${'x'.repeat(65)}`)).statusCode).toBe(404);
    const missing = await visitor.get('/api/shares/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: SHARE_MESSAGES.missing });
  });

  it('lets only the owner share or revoke: another user and a visitor get 404 and 401', async () => {
    const sent = await chat(alice, 'Write a reading list');
    expect((await bob.post(`/api/chats/${sent.chat.id}/share`)).statusCode).toBe(404);
    expect((await bob.get(`/api/chats/${sent.chat.id}/share`)).statusCode).toBe(404);
    const { shareId } = (await alice.post(`/api/chats/${sent.chat.id}/share`)).json() as { shareId: string };
    expect((await bob.delete(`/api/chats/${sent.chat.id}/share`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/chats/${sent.chat.id}/share`)).statusCode).toBe(401);
    expect((await visitor.get(`/api/shares/${shareId}`)).statusCode).toBe(200);
  });

  it('ends with the chat: a deleted chat’s link is unknown', async () => {
    const sent = await chat(alice, 'Clean the garage');
    const { shareId } = (await alice.post(`/api/chats/${sent.chat.id}/share`)).json() as { shareId: string };
    expect((await alice.delete(`/api/chats/${sent.chat.id}`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/shares/${shareId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/chat-history', () => {
  it('lists the user’s own chats, newest first, with the first question and the last message', async () => {
    const { session: fresh } = await signUp(t, 'carol-history@example.com', { ip: '10.1.0.9' });
    await chat(fresh, 'First question about gardens');
    const second = await chat(fresh, 'Second question about bikes');
    const res = await fresh.get('/api/chat-history');
    expect(res.statusCode).toBe(200);
    const { chats } = res.json() as { chats: ChatHistoryItem[] };
    expect(chats.map((c) => c.preview)).toEqual([
      'Second question about bikes',
      'First question about gardens',
    ]);
    expect(chats[0]).toMatchObject({ id: second.chat.id, messageCount: 2 });
    expect(chats[0]!.lastMessage).toMatch(/Recipe Title/);
    expect(chats[0]!.lastMessage.length).toBeLessThanOrEqual(400);
    expect((await visitor.get('/api/chat-history')).statusCode).toBe(401);
    // Alice's chats are not Carol's.
    expect(chats.every((c) => !/bake sale/.test(c.preview))).toBe(true);
  });
});
