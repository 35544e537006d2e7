import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT, NEW_CONVERSATION_RATE_LIMIT } from '@shared/contracts/messaging';
import {
  conversationMembers,
  conversationReports,
  conversations,
  directMessages,
  messagingRateEvents,
  userBlocks,
} from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ageEverything, api, call, makeCreator, send, start } from './messaging-test-kit';

const ORIGIN = 'http://localhost:3992';
let t: TestApp;
let alice: SignedUpUser;
let carol: SignedUpUser;
let erin: SignedUpUser;
let mallory: SignedUpUser;
let users = 0;

const db = () => t.database.db;
async function newUser(name: string, creator = false) {
  users++;
  const u = await signUp(t, `${name}-${users}-abuse@example.com`, { ip: `10.93.${users}.1` });
  if (creator) await makeCreator(db(), u.id, { displayName: `${name} ${users}` });
  return u;
}

async function fingerprint() {
  const count = async (table: typeof directMessages | typeof conversations | typeof conversationReports) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const state = await db().execute(
    sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from (select conversation_id, user_id, unread_count, last_read_at, last_message_at from conversation_members) x`,
  );
  const messages = await db().execute(
    sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from (select id, content, edited_at, read_at from direct_messages) x`,
  );
  return [
    await count(directMessages),
    await count(conversations),
    await count(conversationReports),
    (state as unknown as { rows: Array<{ sum: string }> }).rows[0]!.sum,
    (messages as unknown as { rows: Array<{ sum: string }> }).rows[0]!.sum,
  ];
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  alice = await signUp(t, 'alice-abuse@example.com', { ip: '10.93.0.1' });
  carol = await signUp(t, 'carol-abuse@example.com', { ip: '10.93.0.2' });
  erin = await signUp(t, 'erin-abuse@example.com', { ip: '10.93.0.3' });
  mallory = await signUp(t, 'mallory-abuse@example.com', { ip: '10.93.0.4' });
  await makeCreator(db(), carol.id, { displayName: 'Carol Creator' });
  await makeCreator(db(), erin.id, { displayName: 'Erin Maker' });
}, 180_000);
afterAll(() => t.close());
beforeEach(() => ageEverything(db()));

describe('another user’s conversation', () => {
  it('is "not found" at every endpoint, as one that does not exist, and nothing changes', async () => {
    const { conversation, message } = await start(alice.session, carol.id, 'PRIVATE words between us');
    const id = conversation.conversation.id;
    await send(carol.session, id, 'PRIVATE reply');
    const before = await fingerprint();
    const calls: Array<[string, 'GET' | 'POST' | 'PATCH', string, unknown?]> = [
      ['getConversation', 'GET', api.conversation(id)],
      ['listMessages', 'GET', api.messages(id)],
      ['sendMessage', 'POST', api.messages(id), { content: 'intrusion' }],
      ['markRead', 'POST', api.read(id), {}],
      ['markRead named', 'POST', api.read(id), { messageIds: [message.id] }],
      ['reportConversation', 'POST', api.report(id), { reason: 'I was never here' }],
    ];
    for (const [name, method, url, body] of calls) {
      for (const target of [url, url.replace(id, 'no-such-conversation')]) {
        const res = await call(t, mallory.session, method, target, body);
        expect(res.statusCode, `${name} ${target}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({
          key: 'messaging.conversationNotFound',
          message: 'Conversation not found',
        });
        expect(res.body).not.toContain('PRIVATE');
      }
    }
    for (const messageId of [message.id, 'no-such-message']) {
      const res = await call(t, mallory.session, 'PATCH', api.message(messageId), { content: 'rewritten' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ key: 'messaging.messageNotFound', message: 'Message not found' });
    }
    // Their conversations are not in the stranger's inbox, count or lookups.
    expect((await mallory.session.get(api.conversations)).json().conversations).toEqual([]);
    expect((await mallory.session.get(`${api.conversations}?q=PRIVATE`)).json().conversations).toEqual([]);
    expect((await mallory.session.get(api.unread)).json()).toEqual({ unread: 0 });
    expect((await mallory.session.get(api.with(carol.id))).json()).toEqual({ conversationId: null });
    expect(await fingerprint()).toEqual(before);
  });

  it('is refused to visitors and unverified accounts', async () => {
    const { conversation } = await start(alice.session, carol.id, 'Hello again');
    const visitor = t.session('10.93.0.99');
    const unverified = await signUp(t, 'unverified-abuse@example.com', { ip: '10.93.0.98', verified: false });
    for (const session of [visitor, unverified.session]) {
      const res = await session.get(api.messages(conversation.conversation.id));
      expect([401, 403]).toContain(res.statusCode);
      expect(res.body).not.toContain('Hello again');
    }
  });
});

describe('blocking', () => {
  it('stops messages both ways until unblocked, and shows it in the conversation', async () => {
    const bob = await newUser('bob');
    const dora = await newUser('dora', true);
    const { conversation, message } = await start(bob.session, dora.id, 'Before the block');
    const id = conversation.conversation.id;

    expect((await call(t, dora.session, 'PUT', api.block(bob.id))).statusCode).toBe(204);
    // Twice is fine.
    expect((await call(t, dora.session, 'PUT', api.block(bob.id))).statusCode).toBe(204);
    for (const [who, session] of [
      ['the blocked user', bob.session],
      ['the blocker', dora.session],
    ] as const) {
      const res = await session.post(api.messages(id), { content: 'Can you hear me?' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toMatchObject({
        key: 'messaging.blocked',
        message: 'You cannot message this user.',
      });
    }
    const restart = await bob.session.post(api.conversations, {
      participantId: dora.id,
      initialMessage: 'Again?',
    });
    expect(restart.statusCode).toBe(403);
    expect(restart.json().key).toBe('messaging.blocked');
    // The blocked user's old message cannot be rewritten to the blocker either.
    const edit = await call(t, bob.session, 'PATCH', api.message(message.id), { content: 'rewritten' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().key).toBe('messaging.blocked');

    const doraView = (await dora.session.get(api.conversation(id))).json();
    expect(doraView).toMatchObject({ blocked: true, canSend: false });
    const bobView = (await bob.session.get(api.conversation(id))).json();
    expect(bobView).toMatchObject({ blocked: false, canSend: false });
    // The thread stays readable.
    expect((await bob.session.get(api.messages(id))).json().messages).toHaveLength(1);
    // The blocked creator is not offered as a recipient any more.
    const offered = (await bob.session.get(api.recipients))
      .json()
      .recipients.map((r: { id: string }) => r.id);
    expect(offered).not.toContain(dora.id);

    const list = (await dora.session.get(api.blocks)).json();
    expect(list.blocked).toHaveLength(1);
    expect(list.blocked[0].user).toMatchObject({ id: bob.id, deleted: false });
    expect(typeof list.blocked[0].blockedAt).toBe('string');
    expect((await bob.session.get(api.blocks)).json()).toEqual({ blocked: [] });

    expect((await call(t, dora.session, 'DELETE', api.block(bob.id))).statusCode).toBe(204);
    expect((await call(t, dora.session, 'DELETE', api.block(bob.id))).statusCode).toBe(204);
    await send(bob.session, id, 'After the unblock');
    await send(dora.session, id, 'Heard you');
    expect((await dora.session.get(api.conversation(id))).json()).toMatchObject({
      blocked: false,
      canSend: true,
    });
    expect((await dora.session.get(api.blocks)).json()).toEqual({ blocked: [] });
  });

  it('blocks the other way round too: the creator’s block stops a new conversation', async () => {
    const fred = await newUser('fred');
    const gwen = await newUser('gwen', true);
    expect((await call(t, fred.session, 'PUT', api.block(gwen.id))).statusCode).toBe(204);
    const res = await fred.session.post(api.conversations, { participantId: gwen.id, initialMessage: 'Hi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('messaging.blocked');
    expect(
      await db().select().from(conversationMembers).where(eq(conversationMembers.userId, gwen.id)),
    ).toEqual([]);
  });

  it('refuses blocking oneself and unknown users', async () => {
    const self = await call(t, alice.session, 'PUT', api.block(alice.id));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      key: 'messaging.blockYourself',
      message: 'You cannot block yourself.',
    });
    const unknown = await call(t, alice.session, 'PUT', api.block('no-such-user'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('messaging.userNotFound');
    expect(await db().select().from(userBlocks).where(eq(userBlocks.blockerId, alice.id))).toEqual([]);
  });
});

describe('reporting', () => {
  it('files one open report per reporter, naming the other participant', async () => {
    const { conversation } = await start(alice.session, erin.id, 'Something to report');
    const id = conversation.conversation.id;
    const res = await erin.session.post(api.report(id), { reason: '  Unwanted messages  ' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db()
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.id, res.json().id));
    expect(row).toMatchObject({
      conversationId: id,
      reporterId: erin.id,
      reportedUserId: alice.id,
      reason: 'Unwanted messages',
      status: 'open',
    });
    const again = await erin.session.post(api.report(id), { reason: 'Still unwanted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      key: 'messaging.alreadyReported',
      message: 'You have already reported this conversation.',
    });
    // The other participant may report it too; a decided report allows a new one.
    expect((await alice.session.post(api.report(id), { reason: 'Rude replies' })).statusCode).toBe(201);
    await db()
      .update(conversationReports)
      .set({ status: 'dismissed' })
      .where(eq(conversationReports.id, row!.id));
    expect((await erin.session.post(api.report(id), { reason: 'It started again' })).statusCode).toBe(201);
    const short = await erin.session.post(api.report(id), { reason: ' a ' });
    expect(short.statusCode).toBe(400);
  });
});

describe('abuse limits', () => {
  it(`refuses the message after ${MESSAGE_RATE_LIMIT.max} in a minute, with its message, and edits count`, async () => {
    const sender = await newUser('chatty');
    const { conversation, message } = await start(sender.session, carol.id, 'message 1');
    const id = conversation.conversation.id;
    for (let i = 2; i <= MESSAGE_RATE_LIMIT.max; i++) await send(sender.session, id, `message ${i}`);
    const refused = await sender.session.post(api.messages(id), { content: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      key: 'messaging.rateLimited',
      message: 'You are sending messages too quickly. Please wait a minute and try again.',
    });
    const edit = await call(t, sender.session, 'PATCH', api.message(message.id), { content: 'edited' });
    expect(edit.statusCode).toBe(429);
    const elsewhere = await sender.session.post(api.conversations, {
      participantId: erin.id,
      initialMessage: 'hi',
    });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().key).toBe('messaging.rateLimited');
    // Others are not limited by it.
    await send(carol.session, id, 'Carol can still answer');
    // A minute later it is fine again.
    await ageEverything(db());
    await send(sender.session, id, 'later');
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(directMessages)
      .where(eq(directMessages.senderId, sender.id));
    expect(count[0]!.n).toBe(MESSAGE_RATE_LIMIT.max + 1);
  });

  it('counts edits toward the message limit', async () => {
    const editor = await newUser('editor');
    const { message } = await start(editor.session, carol.id, 'to be edited');
    const others: string[] = [];
    for (let i = 0; i < 5; i++) others.push((await send(editor.session, message.conversationId, `m${i}`)).id);
    await ageEverything(db());
    // Sends no longer count; edits of distinct messages do.
    const ids = [message.id, ...others];
    let i = 0;
    for (; i < ids.length; i++)
      expect(
        (await call(t, editor.session, 'PATCH', api.message(ids[i]!), { content: `edit ${i}` })).statusCode,
      ).toBe(200);
    for (let n = ids.length; n < MESSAGE_RATE_LIMIT.max; n++)
      await send(editor.session, message.conversationId, `s${n}`);
    const refused = await call(t, editor.session, 'PATCH', api.message(message.id), { content: 'too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().key).toBe('messaging.rateLimited');
  });

  it('counts every edit, also of the same message again and again', async () => {
    const editor = await newUser('re-editor');
    const { message } = await start(editor.session, carol.id, 'edited over and over');
    for (let n = 1; n < MESSAGE_RATE_LIMIT.max; n++)
      expect(
        (await call(t, editor.session, 'PATCH', api.message(message.id), { content: `take ${n}` }))
          .statusCode,
      ).toBe(200);
    const refused = await call(t, editor.session, 'PATCH', api.message(message.id), {
      content: 'one more take',
    });
    expect(refused.statusCode).toBe(429);
    // The notes of a user older than every window are dropped as new ones are written.
    await ageEverything(db());
    await call(t, editor.session, 'PATCH', api.message(message.id), { content: 'an hour later' });
    const notes = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(messagingRateEvents)
      .where(eq(messagingRateEvents.userId, editor.id));
    expect(notes[0]!.n).toBe(1);
  });

  it(`refuses the ${NEW_CONVERSATION_RATE_LIMIT.max + 1}th new conversation in an hour`, async () => {
    const starter = await newUser('starter');
    const creators: SignedUpUser[] = [];
    for (let i = 0; i <= NEW_CONVERSATION_RATE_LIMIT.max; i++) creators.push(await newUser('creator', true));
    for (let i = 0; i < NEW_CONVERSATION_RATE_LIMIT.max; i++)
      await start(starter.session, creators[i]!.id, `hi ${i}`);
    const refused = await starter.session.post(api.conversations, {
      participantId: creators[NEW_CONVERSATION_RATE_LIMIT.max]!.id,
      initialMessage: 'one more',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      key: 'messaging.conversationRateLimited',
      message: 'You have started too many conversations. Please try again later.',
    });
    // Existing conversations still take messages, through either endpoint.
    const existing = await starter.session.post(api.conversations, {
      participantId: creators[0]!.id,
      initialMessage: 'again',
    });
    expect(existing.statusCode).toBe(200);
    expect(existing.json().created).toBe(false);
    expect(
      await db()
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, creators[NEW_CONVERSATION_RATE_LIMIT.max]!.id)),
    ).toEqual([]);
  });
});

describe('one conversation per pair', () => {
  it('ends two simultaneous starts, from both sides and from one, in one conversation', async () => {
    const a = await newUser('pair-a', true);
    const b = await newUser('pair-b', true);
    const [x, y] = await Promise.all([
      a.session.post(api.conversations, { participantId: b.id, initialMessage: 'from a' }),
      b.session.post(api.conversations, { participantId: a.id, initialMessage: 'from b' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    const id = x.json().conversation.conversation.id;
    expect(y.json().conversation.conversation.id).toBe(id);
    const c = await newUser('pair-c', true);
    const twice = await Promise.all([
      a.session.post(api.conversations, { participantId: c.id, initialMessage: 'one' }),
      a.session.post(api.conversations, { participantId: c.id, initialMessage: 'two' }),
    ]);
    expect(new Set(twice.map((r) => r.json().conversation.conversation.id)).size).toBe(1);
    const rows = await db()
      .select()
      .from(conversations)
      .where(
        sql`${conversations.pairKey} in (${[a.id, b.id].sort().join(':')}, ${[a.id, c.id].sort().join(':')})`,
      );
    expect(rows).toHaveLength(2);
    const thread = (await c.session.get(api.messages(twice[0]!.json().conversation.conversation.id))).json();
    expect(thread.messages.map((m: { content: string }) => m.content).sort()).toEqual(['one', 'two']);
    expect((await c.session.get(api.unread)).json()).toEqual({ unread: 2 });
  });
});

describe('unread counts under concurrency', () => {
  it('stay equal to the messages left unread while sends and reads interleave', async () => {
    const writer = await newUser('writer');
    const reader = await newUser('reader', true);
    const { conversation } = await start(writer.session, reader.id, 'first');
    const id = conversation.conversation.id;
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 20; i++) {
      work.push(writer.session.post(api.messages(id), { content: `burst ${i}` }));
      if (i % 3 === 0) work.push(reader.session.post(api.read(id), {}));
    }
    const results = (await Promise.all(work)) as Array<{ statusCode: number }>;
    expect(results.every((r) => r.statusCode < 300)).toBe(true);
    const [member] = await db()
      .select()
      .from(conversationMembers)
      .where(
        sql`${conversationMembers.conversationId} = ${id} and ${conversationMembers.userId} = ${reader.id}`,
      );
    const [left] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(directMessages)
      .where(sql`${directMessages.conversationId} = ${id} and ${directMessages.readAt} is null`);
    expect(member!.unreadCount).toBe(left!.n);
    expect((await reader.session.get(api.unread)).json()).toEqual({ unread: left!.n });
    expect((await reader.session.post(api.read(id), {})).json()).toEqual({ unreadCount: 0, totalUnread: 0 });
  });
});
