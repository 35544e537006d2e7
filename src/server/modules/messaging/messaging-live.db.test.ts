import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage, ThreadPage } from '@shared/contracts/messaging';
import type { UserEvent } from '@shared/contracts/user-events';
import { conversationMembers, conversations, directMessages, user } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { openSse, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conversationPartnersOf } from './messaging-departure';
import { api, call, makeCreator, send, start } from './messaging-test-kit';

const ORIGIN = 'http://localhost:3993';
let t: TestApp;
let url: string;
let alice: SignedUpUser;
let carol: SignedUpUser;
const streams: Array<SseClient<UserEvent>> = [];

const db = () => t.database.db;
async function events(who: SignedUpUser) {
  const stream = await openSse<UserEvent>(`${url}/api/events`, { headers: { cookie: who.cookie } });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signUp(t, 'alice-live@example.com', { ip: '10.94.0.1' });
  carol = await signUp(t, 'carol-live@example.com', { ip: '10.94.0.2' });
  await makeCreator(db(), carol.id, { displayName: 'Carol Creator' });
}, 180_000);
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t.close();
});

describe('live events', () => {
  it('brings new messages, read receipts, edits and blocks to both participants', async () => {
    const carolEvents = await events(carol);
    const aliceEvents = await events(alice);
    const { conversation, message } = await start(alice.session, carol.id, 'Live hello');
    const id = conversation.conversation.id;
    const created = (e: UserEvent, messageId: string) =>
      e.type === 'message.created' && e.conversationId === id && e.messageId === messageId;
    await carolEvents.until((e) => created(e, message.id));
    // The sender's other tabs hear it too.
    await aliceEvents.until((e) => created(e, message.id));
    // Ids only: never the text.
    expect(JSON.stringify(carolEvents.events)).not.toContain('Live hello');
    await carolEvents.until((e) => e.type === 'notification.created');

    const reply = await send(carol.session, id, 'Live reply');
    await aliceEvents.until((e) => created(e, reply.id));

    // Carol reads: Alice sees one check become two.
    expect((await carol.session.post(api.read(id), {})).json().unreadCount).toBe(0);
    await aliceEvents.until(
      (e) => e.type === 'conversation.read' && e.conversationId === id && e.readerId === carol.id,
    );
    const thread = (await alice.session.get(api.messages(id))).json() as ThreadPage;
    expect(thread.messages.find((m) => m.id === message.id)!.readBy).toEqual([alice.id, carol.id]);

    const edited = await call(t, alice.session, 'PATCH', api.message(message.id), {
      content: 'Live hello, edited',
    });
    expect(edited.statusCode).toBe(200);
    const updated = (e: UserEvent) => e.type === 'message.updated' && e.messageId === message.id;
    await carolEvents.until(updated);
    await aliceEvents.until(updated);

    expect((await call(t, carol.session, 'PUT', api.block(alice.id))).statusCode).toBe(204);
    const standing = (e: UserEvent) => e.type === 'conversation.updated' && e.conversationId === id;
    await aliceEvents.until(standing);
    await carolEvents.until(standing);
    expect((await call(t, carol.session, 'DELETE', api.block(alice.id))).statusCode).toBe(204);
    expect(aliceEvents.events.filter(standing)).toHaveLength(1);
    await aliceEvents.until((e) => standing(e) && aliceEvents.events.filter(standing).length === 2);
  });
});

describe('a deleted account', () => {
  async function deleteAccount(who: SignedUpUser) {
    const res = await who.session.post('/api/auth/delete-user', { password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(user).where(eq(user.id, who.id))).toEqual([]);
  }

  it('leaves the other party’s conversation readable as "Deleted user", nothing leaked, no 5xx', async () => {
    const gina = await signUp(t, 'gina-leaving@example.com', { ip: '10.94.0.3' });
    await makeCreator(db(), gina.id, { displayName: 'Gina SECRETNAME', title: 'SECRETTITLE' });
    const bob = await signUp(t, 'bob-staying@example.com', { ip: '10.94.0.4' });
    const { conversation, message: bobsFirst } = await start(bob.session, gina.id, 'Bob asks Gina');
    const id = conversation.conversation.id;
    const ginas = await send(gina.session, id, 'Gina answers Bob');
    expect((await gina.session.post(api.read(id), {})).statusCode).toBe(200);
    await send(gina.session, id, 'Gina says goodbye');

    await deleteAccount(gina);

    // The conversation, Bob's side and every message stay.
    expect(await db().select().from(conversations).where(eq(conversations.id, id))).toHaveLength(1);
    const members = await db()
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, id));
    expect(members).toEqual([expect.objectContaining({ userId: bob.id, otherUserId: null })]);
    expect(
      await db().select().from(directMessages).where(eq(directMessages.conversationId, id)),
    ).toHaveLength(3);

    const inbox = await bob.session.get(api.conversations);
    expect(inbox.statusCode).toBe(200);
    const summary = (inbox.json() as InboxPage).conversations.find((c) => c.conversation.id === id)!;
    expect(summary.otherParticipant).toEqual({
      id: null,
      displayName: 'Deleted user',
      photoURL: null,
      isCreator: false,
      deleted: true,
    });
    expect(summary.conversation.participants).toEqual([bob.id, null]);
    expect(summary.unreadCount).toBe(2);

    const detail = await bob.session.get(api.conversation(id));
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      canSend: false,
      blocked: false,
      otherParticipant: { deleted: true },
    });

    const thread = await bob.session.get(api.messages(id));
    expect(thread.statusCode).toBe(200);
    const messages = (thread.json() as ThreadPage).messages;
    expect(messages.map((m) => m.content)).toEqual([
      'Bob asks Gina',
      'Gina answers Bob',
      'Gina says goodbye',
    ]);
    // Her messages keep no sender; Bob has not read them yet.
    expect(messages.find((m) => m.id === ginas.id)).toMatchObject({ senderId: null, readBy: [] });
    // Gina had read Bob's message; who read it is no longer said.
    expect(messages.find((m) => m.id === bobsFirst.id)!.readBy).toEqual([bob.id]);

    for (const body of [inbox.body, detail.body, thread.body]) {
      expect(body).not.toContain(gina.id);
      expect(body).not.toContain('SECRET');
      expect(body).not.toContain('gina-leaving@example.com');
    }

    const sent = await bob.session.post(api.messages(id), { content: 'Are you there?' });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      key: 'messaging.recipientDeleted',
      message: 'This user has deleted their account.',
    });
    const again = await bob.session.post(api.conversations, {
      participantId: gina.id,
      initialMessage: 'Hello?',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().key).toBe('messaging.userNotFound');
    expect((await bob.session.get(api.with(gina.id))).json()).toEqual({ conversationId: null });

    // Everything else still works, below 500.
    const read = await bob.session.post(api.read(id), {});
    expect(read.json()).toEqual({ unreadCount: 0, totalUnread: 0 });
    const reread = (await bob.session.get(api.messages(id))).json() as ThreadPage;
    expect(reread.messages.find((m) => m.id === ginas.id)!.readBy).toEqual([bob.id]);
    const edit = await call(t, bob.session, 'PATCH', api.message(bobsFirst.id), {
      content: 'Bob asks, edited',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().readBy).toEqual([bob.id]);
    const report = await bob.session.post(api.report(id), { reason: 'Left without a word' });
    expect(report.statusCode).toBe(201);
    expect((await call(t, bob.session, 'PUT', api.block(gina.id))).statusCode).toBe(404);
    expect((await call(t, bob.session, 'DELETE', api.block(gina.id))).statusCode).toBe(204);
    expect((await bob.session.get(`${api.conversations}?q=deleted`)).json().conversations).toHaveLength(1);
    expect((await bob.session.get(api.unread)).json()).toEqual({ unread: 0 });
  });

  it('keeps the creator’s copy when the one who wrote to them deletes their account', async () => {
    const hal = await signUp(t, 'hal-leaving@example.com', { ip: '10.94.0.5' });
    const { conversation } = await start(hal.session, carol.id, 'Hal writes to Carol');
    const blocked = await call(t, carol.session, 'PUT', api.block(hal.id));
    expect(blocked.statusCode).toBe(204);
    const carolEvents = await events(carol);
    expect(await conversationPartnersOf(db(), hal.id)).toEqual([
      { conversationId: conversation.conversation.id, userId: carol.id },
    ]);
    // The account deletion itself finds the partners first and tells them after (app.ts).
    await deleteAccount(hal);
    await carolEvents.until(
      (e) => e.type === 'conversation.updated' && e.conversationId === conversation.conversation.id,
    );
    const thread = await carol.session.get(api.messages(conversation.conversation.id));
    expect(thread.statusCode).toBe(200);
    expect((thread.json() as ThreadPage).messages).toEqual([
      expect.objectContaining({ content: 'Hal writes to Carol', senderId: null, readBy: [] }),
    ]);
    // The block went with the account.
    expect((await carol.session.get(api.blocks)).json()).toEqual({ blocked: [] });
    const detail = (await carol.session.get(api.conversation(conversation.conversation.id))).json();
    expect(detail).toMatchObject({
      canSend: false,
      blocked: false,
      otherParticipant: { displayName: 'Deleted user' },
    });
  });
});
