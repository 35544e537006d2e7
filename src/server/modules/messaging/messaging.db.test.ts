import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ConversationDetail,
  type InboxPage,
  MESSAGE_MAX_CHARS,
  THREAD_PAGE_SIZE,
  type ThreadPage,
} from '@shared/contracts/messaging';
import { conversationMembers, conversations, directMessages, notifications, profiles } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ageEverything, api, call, makeCreator, send, start } from './messaging-test-kit';

const ORIGIN = 'http://localhost:3991';
let t: TestApp;
/** A user who is no creator, messaging creators. */
let alice: SignedUpUser;
/** Creators. */
let carol: SignedUpUser;
let erin: SignedUpUser;
/** Someone in none of these conversations. */
let mallory: SignedUpUser;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  alice = await signUp(t, 'alice-msg@example.com', { ip: '10.91.0.1' });
  carol = await signUp(t, 'carol-msg@example.com', { ip: '10.91.0.2' });
  erin = await signUp(t, 'erin-msg@example.com', { ip: '10.91.0.3' });
  mallory = await signUp(t, 'mallory-msg@example.com', { ip: '10.91.0.4' });
  await db().update(profiles).set({ displayName: 'Alice Liddell' }).where(eq(profiles.id, alice.id));
  await makeCreator(db(), carol.id, { displayName: 'Carol Creator', title: 'Chef' });
  await makeCreator(db(), erin.id, { displayName: 'Erin Maker' });
}, 180_000);
afterAll(() => t.close());
beforeEach(() => ageEverything(db()));

describe('starting a conversation', () => {
  it('starts one with a creator, keeps its context, and gives the message to the existing one after', async () => {
    const first = await alice.session.post(api.conversations, {
      participantId: carol.id,
      initialMessage: '  Hello Carol, about your bread recipe  ',
      context: { recipeName: 'Sourdough', listingId: 'listing-1' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json();
    expect(created.created).toBe(true);
    expect(created.message).toMatchObject({
      senderId: alice.id,
      content: 'Hello Carol, about your bread recipe',
      readBy: [alice.id],
      edited: false,
    });
    expect(created.conversation).toMatchObject({
      conversation: {
        lastMessageContent: 'Hello Carol, about your bread recipe',
        lastMessageFromMe: true,
        participants: [alice.id, carol.id],
        context: { recipeName: 'Sourdough', listingId: 'listing-1' },
      },
      otherParticipant: { id: carol.id, displayName: 'Carol Creator', isCreator: true, deleted: false },
      unreadCount: 0,
      blocked: false,
    });

    const again = await alice.session.post(api.conversations, {
      participantId: carol.id,
      initialMessage: 'One more thing',
      context: { recipeName: 'Something else' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().created).toBe(false);
    expect(again.json().conversation.conversation.id).toBe(created.conversation.conversation.id);
    expect(again.json().conversation.conversation.context).toEqual({
      recipeName: 'Sourdough',
      listingId: 'listing-1',
    });
    const rows = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, created.conversation.conversation.id));
    expect(rows).toHaveLength(1);

    // Carol has both unread, and sees Alice by her display name, never her e-mail.
    const carolView = (
      await carol.session.get(api.conversation(created.conversation.conversation.id))
    ).json();
    expect(carolView).toMatchObject({
      unreadCount: 2,
      canSend: true,
      otherParticipant: { id: alice.id, displayName: 'Alice Liddell', isCreator: false },
      conversation: { lastMessageContent: 'One more thing', lastMessageFromMe: false },
    });
    expect(JSON.stringify(carolView)).not.toContain('alice-msg@example.com');
    expect((await carol.session.get(api.unread)).json()).toEqual({ unread: 2 });

    // The lookup of a creator page's 'Continue Chat', both ways; none with oneself or a stranger.
    expect((await alice.session.get(api.with(carol.id))).json()).toEqual({
      conversationId: created.conversation.conversation.id,
    });
    expect((await carol.session.get(api.with(alice.id))).json()).toEqual({
      conversationId: created.conversation.conversation.id,
    });
    expect((await alice.session.get(api.with(alice.id))).json()).toEqual({ conversationId: null });
    expect((await alice.session.get(api.with(mallory.id))).json()).toEqual({ conversationId: null });
    expect((await alice.session.get(api.with('no-such-user'))).json()).toEqual({ conversationId: null });
  });

  it('tells the recipient through a notification that opens the conversation', async () => {
    const { conversation } = await start(alice.session, erin.id, 'A notified hello from Alice');
    const id = conversation.conversation.id;
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, erin.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1);
    expect(notice).toMatchObject({
      type: 'message',
      link: `/messages?conversation=${id}`,
      subjectId: id,
      params: { senderName: 'Alice Liddell', preview: 'A notified hello from Alice', conversationId: id },
    });
    expect(await db().select().from(notifications).where(eq(notifications.userId, alice.id))).toHaveLength(0);
    // Reading the conversation reads its notice: the bell stops counting it.
    expect(notice!.readAt).toBeNull();
    const read = await erin.session.post(`/api/messaging/conversations/${id}/read`, {});
    expect(read.statusCode, read.body).toBe(200);
    const [after] = await db().select().from(notifications).where(eq(notifications.id, notice!.id));
    expect(after!.readAt).toBeInstanceOf(Date);
  });

  it('refuses oneself, a non-creator, a creator who takes no messages and an unknown user, writing nothing', async () => {
    const frank = await signUp(t, 'frank-msg@example.com', { ip: '10.91.0.5' });
    await makeCreator(db(), frank.id, { displayName: 'Frank Quiet', allowMessages: false });
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(directMessages);
    const cases: Array<[string, number, string]> = [
      [carol.id, 400, 'messaging.messageYourself'],
      [alice.id, 403, 'messaging.notACreator'],
      [frank.id, 403, 'messaging.messagesDisabled'],
      ['no-such-user', 404, 'messaging.userNotFound'],
    ];
    for (const [participantId, status, key] of cases) {
      const res = await carol.session.post(api.conversations, { participantId, initialMessage: 'Hi there' });
      expect(res.statusCode, `${participantId}: ${res.body}`).toBe(status);
      expect(res.json().key).toBe(key);
    }
    const self = await carol.session.post(api.conversations, {
      participantId: carol.id,
      initialMessage: 'me',
    });
    expect(self.json().message).toBe('You cannot message yourself.');
    const disabled = await alice.session.post(api.conversations, {
      participantId: frank.id,
      initialMessage: 'Hi',
    });
    expect(disabled.json().message).toBe('This creator does not accept messages.');
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(directMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(
      await db().select().from(conversationMembers).where(eq(conversationMembers.userId, frank.id)),
    ).toHaveLength(0);
  });

  it('refuses signed-out callers with "User not authenticated"', async () => {
    const visitor = t.session('10.91.0.99');
    const res = await visitor.post(api.conversations, { participantId: carol.id, initialMessage: 'hi' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'auth.signInToMessage', message: 'User not authenticated' });
  });
});

describe('sending', () => {
  it('trims, keeps HTML as text, and refuses empty, blank and over-long messages with clear messages', async () => {
    const { conversation } = await start(alice.session, carol.id, 'Starting the text checks');
    const id = conversation.conversation.id;
    const countMessages = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(directMessages)
          .where(eq(directMessages.conversationId, id))
      )[0]!.n;
    const before = await countMessages();
    const html = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
    const sent = await send(alice.session, id, `\n  ${html}\t`);
    expect(sent.content).toBe(html);
    const [stored] = await db().select().from(directMessages).where(eq(directMessages.id, sent.id));
    expect(stored!.content).toBe(html);

    for (const content of ['', '   ', '\n\t  \n']) {
      const res = await alice.session.post(api.messages(id), { content });
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'messaging.empty', message: 'Message cannot be empty' });
    }
    const huge = await alice.session.post(api.messages(id), { content: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      code: 'VALIDATION_ERROR',
      key: 'messaging.tooLong',
      message: `Messages can be at most ${MESSAGE_MAX_CHARS} characters long.`,
      params: { max: MESSAGE_MAX_CHARS },
    });
    const justOver = await alice.session.post(api.messages(id), {
      content: 'y'.repeat(MESSAGE_MAX_CHARS + 1),
    });
    expect(justOver.json().key).toBe('messaging.tooLong');
    const startHuge = await alice.session.post(api.conversations, {
      participantId: erin.id,
      initialMessage: 'z'.repeat(100_000),
    });
    expect(startHuge.json().key).toBe('messaging.tooLong');
    // Exactly the limit is fine, and whitespace around it does not count.
    const atLimit = await send(alice.session, id, ` ${'w'.repeat(MESSAGE_MAX_CHARS)} `);
    expect(atLimit.content).toHaveLength(MESSAGE_MAX_CHARS);
    // Two written (the HTML and the one at the limit); nothing of the refused ones.
    expect(await countMessages()).toBe(before + 2);
  });

  it('updates the conversation, both copies of its time and the recipient’s unread count in one go', async () => {
    const { conversation } = await start(alice.session, erin.id, 'Counting unread');
    const id = conversation.conversation.id;
    await carol.session.get(api.unread);
    const before = (await erin.session.get(api.conversation(id))).json() as ConversationDetail;
    const m = await send(alice.session, id, 'Second message');
    const [conv] = await db().select().from(conversations).where(eq(conversations.id, id));
    expect(conv).toMatchObject({
      lastMessageId: m.id,
      lastMessageContent: 'Second message',
      lastMessageSenderId: alice.id,
    });
    const members = await db()
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, id));
    for (const member of members)
      expect(member.lastMessageAt!.getTime()).toBe(conv!.lastMessageAt!.getTime());
    const erinView = (await erin.session.get(api.conversation(id))).json() as ConversationDetail;
    expect(erinView.unreadCount).toBe(before.unreadCount + 1);
    const aliceView = (await alice.session.get(api.conversation(id))).json() as ConversationDetail;
    expect(aliceView.unreadCount).toBe(0);
  });
});

describe('reading', () => {
  it('marks messages sent to the reader read, given ones or all, and shows the second check', async () => {
    const { conversation, message: first } = await start(alice.session, carol.id, 'Read receipts one');
    const id = conversation.conversation.id;
    const second = await send(alice.session, id, 'Read receipts two');
    const third = await send(alice.session, id, 'Read receipts three');
    const unreadBefore = (await carol.session.get(api.conversation(id))).json().unreadCount as number;
    const totalBefore = (await carol.session.get(api.unread)).json().unread as number;

    // Marking named messages: only those; one's own messages are never marked by oneself.
    const own = await send(carol.session, id, 'Carol answers');
    const named = await carol.session.post(api.read(id), { messageIds: [first.id, own.id] });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({ unreadCount: unreadBefore - 1, totalUnread: totalBefore - 1 });
    const [ownRow] = await db().select().from(directMessages).where(eq(directMessages.id, own.id));
    expect(ownRow!.readAt).toBeNull();

    const all = await carol.session.post(api.read(id), {});
    expect(all.json()).toEqual({ unreadCount: 0, totalUnread: totalBefore - unreadBefore });
    const [member] = await db()
      .select()
      .from(conversationMembers)
      .where(
        sql`${conversationMembers.conversationId} = ${id} and ${conversationMembers.userId} = ${carol.id}`,
      );
    expect(member!.unreadCount).toBe(0);
    expect(member!.lastReadAt).not.toBeNull();

    const thread = (await alice.session.get(api.messages(id))).json() as ThreadPage;
    const byId = new Map(thread.messages.map((m) => [m.id, m]));
    for (const m of [first, second, third]) expect(byId.get(m.id)!.readBy).toEqual([alice.id, carol.id]);
    expect(byId.get(own.id)!.readBy).toEqual([carol.id]);
    // Marking again changes nothing and says so.
    expect((await carol.session.post(api.read(id), {})).json().unreadCount).toBe(0);
  });

  it('pages a long thread newest first, oldest first within a page, without gaps or repeats', async () => {
    const { conversation } = await start(alice.session, carol.id, 'Paging');
    const id = conversation.conversation.id;
    // Written straight into the table (the API's rate limit would stop a hundred sends), all at one
    // time, so only the id tells them apart: the cursor must keep microseconds and the tie-breaker.
    const at = sql`now() - interval '1 minute'`;
    const ids: string[] = [];
    for (let i = 0; i < 2 * THREAD_PAGE_SIZE + 7; i++) {
      const messageId = `page-${String(i).padStart(4, '0')}`;
      ids.push(messageId);
      await db()
        .insert(directMessages)
        .values({
          id: messageId,
          conversationId: id,
          senderId: i % 2 ? alice.id : carol.id,
          content: `m${i}`,
          createdAt: at,
        });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await alice.session.get(`${api.messages(id)}${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as ThreadPage;
      expect(page.messages.length).toBeLessThanOrEqual(THREAD_PAGE_SIZE);
      // Oldest first within the page.
      const times = page.messages.map((m) => m.timestamp);
      expect([...times].sort()).toEqual(times);
      seen.unshift(...page.messages.map((m) => m.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    // All seeded messages (the first message is older than them) in order.
    expect(seen.filter((m) => m.startsWith('page-'))).toEqual(ids);

    const forged = await alice.session.get(`${api.messages(id)}?cursor=not-a-cursor`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().key).toBe('messaging.invalidCursor');
  });
});

describe('editing', () => {
  it('edits one’s own message, marks it edited, updates the preview if last; refuses others', async () => {
    const { conversation, message } = await start(alice.session, carol.id, 'Original text');
    const id = conversation.conversation.id;
    const edited = await call(t, alice.session, 'PATCH', api.message(message.id), {
      content: '  Better text  ',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: message.id, content: 'Better text', edited: true });
    expect((await carol.session.get(api.conversation(id))).json().conversation.lastMessageContent).toBe(
      'Better text',
    );
    // Not the last message any more: the preview stays with the last one.
    await send(carol.session, id, 'A reply');
    await call(t, alice.session, 'PATCH', api.message(message.id), { content: 'Edited again' });
    expect((await alice.session.get(api.conversation(id))).json().conversation.lastMessageContent).toBe(
      'A reply',
    );

    const byOther = await call(t, carol.session, 'PATCH', api.message(message.id), { content: 'Hijack' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      key: 'messaging.notYourMessage',
      message: 'You can only edit your own messages.',
    });
    const byStranger = await call(t, mallory.session, 'PATCH', api.message(message.id), {
      content: 'Hijack',
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().key).toBe('messaging.messageNotFound');
    const missing = await call(t, alice.session, 'PATCH', api.message('no-such-message'), { content: 'x' });
    expect(missing.statusCode).toBe(404);
    const empty = await call(t, alice.session, 'PATCH', api.message(message.id), { content: '  ' });
    expect(empty.json().key).toBe('messaging.empty');
    const [row] = await db().select().from(directMessages).where(eq(directMessages.id, message.id));
    expect(row!.content).toBe('Edited again');
  });
});

describe('the inbox', () => {
  it('lists latest first with previews cut at 60 characters, unread filter and search', async () => {
    const gina = await signUp(t, 'gina-msg@example.com', { ip: '10.91.0.6' });
    await makeCreator(db(), gina.id, { displayName: 'Gina Baker' });
    const long = `${'L'.repeat(59)}€🍞 and the rest of a long message`;
    const withCarol = await start(gina.session, carol.id, 'Gina to Carol');
    const withErin = await start(gina.session, erin.id, long);
    await send(erin.session, withErin.conversation.conversation.id, 'Erin answers Gina about sourdough');

    const page = (await gina.session.get(api.conversations)).json() as InboxPage;
    expect(page.nextCursor).toBeNull();
    expect(page.conversations.map((c) => c.conversation.id)).toEqual([
      withErin.conversation.conversation.id,
      withCarol.conversation.conversation.id,
    ]);
    expect(page.conversations[0]).toMatchObject({
      unreadCount: 1,
      otherParticipant: { displayName: 'Erin Maker', isCreator: true },
      conversation: { lastMessageContent: 'Erin answers Gina about sourdough', lastMessageFromMe: false },
    });

    // The preview: 60 characters (an emoji counts as one), then an ellipsis.
    const erinInbox = (await erin.session.get(api.conversations)).json() as InboxPage;
    await send(gina.session, withErin.conversation.conversation.id, long);
    const cut = (await erin.session.get(api.conversations)).json() as InboxPage;
    const previewed = cut.conversations.find(
      (c) => c.conversation.id === withErin.conversation.conversation.id,
    )!;
    expect(previewed.conversation.lastMessageContent).toBe(`${'L'.repeat(59)}€…`);
    expect(erinInbox.conversations.length).toBeGreaterThan(0);

    const unread = (await gina.session.get(`${api.conversations}?filter=unread`)).json() as InboxPage;
    expect(unread.conversations.map((c) => c.conversation.id)).toEqual([
      withErin.conversation.conversation.id,
    ]);
    await gina.session.post(api.read(withErin.conversation.conversation.id), {});
    const readAll = (await gina.session.get(`${api.conversations}?filter=unread`)).json() as InboxPage;
    expect(readAll.conversations).toEqual([]);
    await send(carol.session, withCarol.conversation.conversation.id, 'Carol writes back');
    const unreadNow = (await gina.session.get(`${api.conversations}?filter=unread`)).json() as InboxPage;
    expect(unreadNow.conversations.map((c) => c.conversation.id)).toEqual([
      withCarol.conversation.conversation.id,
    ]);

    const byName = (
      await gina.session.get(`${api.conversations}?q=${encodeURIComponent('ERIN m')}`)
    ).json() as InboxPage;
    expect(byName.conversations.map((c) => c.conversation.id)).toEqual([
      withErin.conversation.conversation.id,
    ]);
    const byText = (await gina.session.get(`${api.conversations}?q=writes%20BACK`)).json() as InboxPage;
    expect(byText.conversations.map((c) => c.conversation.id)).toEqual([
      withCarol.conversation.conversation.id,
    ]);
    const none = (
      await gina.session.get(`${api.conversations}?q=${encodeURIComponent('%_')}`)
    ).json() as InboxPage;
    expect(none.conversations).toEqual([]);
  });

  it('pages past 30 conversations by keyset without gaps or repeats', async () => {
    const hugo = await signUp(t, 'hugo-msg@example.com', { ip: '10.91.0.7' });
    const partners: string[] = [];
    const base = new Date().toISOString();
    // Conversations written straight into the tables, two sharing each time (the tie-breaker).
    for (let i = 0; i < 45; i++) {
      const other = await signUp(t, `partner-${i}-msg@example.com`, { ip: `10.92.${i}.1` });
      partners.push(other.id);
      const conversationId = `inbox-${String(i).padStart(3, '0')}`;
      const at = sql`${base}::timestamptz - make_interval(mins => ${10 + Math.floor(i / 2)})`;
      await db()
        .insert(conversations)
        .values({
          id: conversationId,
          pairKey: [hugo.id, other.id].sort().join(':'),
          startedBy: other.id,
          lastMessageContent: `hello ${i}`,
          lastMessageSenderId: other.id,
          lastMessageAt: at,
        });
      await db()
        .insert(conversationMembers)
        .values([
          { conversationId, userId: hugo.id, otherUserId: other.id, lastMessageAt: at, unreadCount: 1 },
          { conversationId, userId: other.id, otherUserId: hugo.id, lastMessageAt: at },
        ]);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await hugo.session.get(`${api.conversations}${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as InboxPage;
      seen.push(...page.conversations.map((c) => c.conversation.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    // Latest first; within one time, by id.
    const expected = Array.from({ length: 45 }, (_, i) => ({ i, minutes: 10 + Math.floor(i / 2) }))
      .sort((a, b) => a.minutes - b.minutes || a.i - b.i)
      .map(({ i }) => `inbox-${String(i).padStart(3, '0')}`);
    expect(seen).toEqual(expected);
    expect((await hugo.session.get(api.unread)).json()).toEqual({ unread: 45 });
    const forged = await hugo.session.get(`${api.conversations}?cursor=abc`);
    expect(forged.json().key).toBe('messaging.invalidCursor');
  });
});

describe('recipients', () => {
  it('lists creators who take messages, never the caller, by a case-insensitive name match', async () => {
    const quiet = await signUp(t, 'quiet-msg@example.com', { ip: '10.91.0.8' });
    await makeCreator(db(), quiet.id, { displayName: 'Quiet Creator', allowMessages: false });
    const all = (await alice.session.get(api.recipients)).json();
    const names = all.recipients.map((r: { displayName: string }) => r.displayName);
    expect(names).toContain('Carol Creator');
    expect(names).toContain('Erin Maker');
    expect(names).not.toContain('Quiet Creator');
    expect(names).not.toContain('Alice Liddell');
    expect(all.anyCreator).toBe(true);
    expect(all.recipients.find((r: { id: string }) => r.id === carol.id)).toEqual({
      id: carol.id,
      displayName: 'Carol Creator',
      photoURL: null,
      title: 'Chef',
    });
    const carolSees = (await carol.session.get(api.recipients)).json();
    expect(carolSees.recipients.map((r: { id: string }) => r.id)).not.toContain(carol.id);
    const filtered = (await alice.session.get(`${api.recipients}?q=cAROL`)).json();
    expect(filtered.recipients.map((r: { id: string }) => r.id)).toEqual([carol.id]);
    const nobody = (await alice.session.get(`${api.recipients}?q=zzzz`)).json();
    expect(nobody).toEqual({ recipients: [], anyCreator: true });
  });
});
