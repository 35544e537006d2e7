import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationTranscript,
  ModeratedConversationReport,
  ModerationQueue,
} from '@shared/contracts/admin';
import {
  adminAuditLog,
  conversationMembers,
  conversationReports,
  conversations,
  directMessages,
  notifications,
  user,
  userBlocks,
} from '../../db/schema';
import { type SignedUpUser, signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the messaging suites' test set-up (creators, starting a conversation), not its code.
import { api, makeCreator, start } from '../messaging/messaging-test-kit';

/**
 * Conversation reports in the admin moderation queue (issue 23 item 5): open reports are listed
 * oldest first with both parties; the admin reads the last 50 messages (every reading audited);
 * Uphold blocks the reported user from messaging the reporter and tells the reporter; Dismiss
 * closes it and tells the reporter; both keep the decision and write the audit log; only admins.
 * Conversations and reports are written as the messaging module writes them (its own tests cover
 * the report endpoint), so these tests depend on the tables alone.
 */

const ADMIN = 'reports-admin@example.com';
const R = '/api/admin/moderation/conversation-reports';
let t: TestApp;
let admin: SignedUpUser;
let visitor: HttpSession;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN }, jobs: false });
  admin = await signUp(t, ADMIN, { ip: '10.96.0.1' });
  visitor = t.session('10.96.0.9');
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;

type Person = SignedUpUser & { email: string };

async function person(label: string): Promise<Person> {
  n++;
  const email = `reports-${label}-${n}@example.com`;
  return { ...(await signUp(t, email, { ip: `10.96.${n}.2` })), email };
}

/** A conversation between `a` and `b` with `count` messages, alternating, one minute apart. */
async function conversationBetween(
  a: SignedUpUser,
  b: SignedUpUser,
  count: number,
  start = Date.now() - 86_400_000,
) {
  const id = randomUUID();
  await db()
    .insert(conversations)
    .values({
      id,
      pairKey: [a.id, b.id].sort().join(':'),
      startedBy: a.id,
      context: { recipeName: 'Weekly Review Ritual' },
    });
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    conversationId: id,
    senderId: i % 2 === 0 ? a.id : b.id,
    content: `Message ${i + 1}`,
    createdAt: new Date(start + i * 60_000),
    editedAt: i === 1 ? new Date(start + i * 60_000 + 1000) : null,
  }));
  if (rows.length > 0) await db().insert(directMessages).values(rows);
  const last = rows.at(-1);
  await db()
    .update(conversations)
    .set({ lastMessageId: last?.id, lastMessageContent: last?.content, lastMessageAt: last?.createdAt })
    .where(eq(conversations.id, id));
  await db()
    .insert(conversationMembers)
    .values([
      { conversationId: id, userId: a.id, otherUserId: b.id, lastMessageAt: last?.createdAt },
      { conversationId: id, userId: b.id, otherUserId: a.id, lastMessageAt: last?.createdAt },
    ]);
  return id;
}

/** `reporter` reports `reported` in the conversation, `minutesAgo` minutes ago. */
async function report(
  conversationId: string,
  reporter: SignedUpUser,
  reported: SignedUpUser,
  reason: string,
  minutesAgo: number,
) {
  const id = randomUUID();
  await db()
    .insert(conversationReports)
    .values({
      id,
      conversationId,
      reporterId: reporter.id,
      reportedUserId: reported.id,
      reason,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  return id;
}

async function reportRow(id: string) {
  const [row] = await db().select().from(conversationReports).where(eq(conversationReports.id, id));
  return row!;
}

async function auditRowsFor(targetId: string) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt));
}

async function noticesOf(userId: string) {
  return db().select().from(notifications).where(eq(notifications.userId, userId));
}

async function blockExists(blockerId: string, blockedId: string) {
  const rows = await db()
    .select()
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return rows.length > 0;
}

async function queue(): Promise<ModerationQueue> {
  const res = await admin.session.get('/api/admin/moderation');
  expect(res.statusCode).toBe(200);
  return res.json() as ModerationQueue;
}

describe('the queue', () => {
  it('lists open reports oldest first, with reporter, reported user, reason and when; decided ones leave', async () => {
    const [ann, bob, cat] = [await person('ann'), await person('bob'), await person('cat')];
    const first = await conversationBetween(ann, bob, 3);
    const second = await conversationBetween(cat, bob, 2);
    const newer = await report(second, cat, bob, 'Keeps sending me links', 5);
    const older = await report(first, ann, bob, 'Insults in every message', 30);

    const q = await queue();
    expect(q.reportedConversations.available).toBe(true);
    const ids = q.reportedConversations.items.map((r) => r.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(q.reportedConversations.total).toBe(q.reportedConversations.items.length);
    const shown = q.reportedConversations.items.find((r) => r.id === older);
    expect(shown).toMatchObject({
      conversationId: first,
      reason: 'Insults in every message',
      recipeName: 'Weekly Review Ritual',
      reporter: { id: ann.id, email: ann.email, deleted: false },
      reportedUser: { id: bob.id, email: bob.email, deleted: false },
    });
    expect(shown?.reporter.name).toBeTruthy();
    expect(Date.parse(shown?.createdAt ?? '')).toBeLessThan(Date.now() - 29 * 60_000);

    const dismissed = await admin.session.post(`${R}/${older}/dismiss`, { reason: 'Heated, not abusive' });
    expect(dismissed.statusCode).toBe(200);
    const after = await queue();
    expect(after.reportedConversations.items.map((r) => r.id)).not.toContain(older);
    expect(after.reportedConversations.items.map((r) => r.id)).toContain(newer);
    expect(after.reportedConversations.total).toBe(q.reportedConversations.total - 1);
  });
});

describe('reading a reported conversation', () => {
  it('gives the last 50 messages oldest first, read-only, and writes every reading to the audit log', async () => {
    const [ann, bob] = [await person('ann'), await person('bob')];
    const conversationId = await conversationBetween(ann, bob, 53);
    const id = await report(conversationId, ann, bob, 'Harassment', 1);
    const before = await db()
      .select()
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));

    const res = await admin.session.get(`${R}/${id}/messages`);
    expect(res.statusCode).toBe(200);
    const transcript = res.json() as ConversationTranscript;
    expect(transcript).toMatchObject({ reportId: id, conversationId, hasEarlier: true });
    expect(transcript.messages).toHaveLength(50);
    expect(transcript.messages[0]).toMatchObject({ content: 'Message 4', sender: 'reportedUser' });
    expect(transcript.messages.at(-1)).toMatchObject({ content: 'Message 53', sender: 'reporter' });
    expect(res.headers['cache-control']).toContain('no-store');

    // Read-only: nothing was marked read or changed.
    const after = await db()
      .select()
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));
    expect(after).toEqual(before);

    const reads = (await auditRowsFor(id)).filter((a) => a.action === 'conversationReport.read');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: ADMIN,
      targetType: 'conversationReport',
      details: expect.objectContaining({ conversationId, messagesShown: 50 }),
    });
    await admin.session.get(`${R}/${id}/messages`);
    expect((await auditRowsFor(id)).filter((a) => a.action === 'conversationReport.read')).toHaveLength(2);

    const unknown = await admin.session.get(`${R}/no-such-report/messages`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('admin.reportNotFound');
  });

  it('marks an edited message and shows a deleted account as deleted', async () => {
    const [ann, bob] = [await person('ann'), await person('bob')];
    const conversationId = await conversationBetween(ann, bob, 3);
    const id = await report(conversationId, ann, bob, 'Threats', 1);
    await db().delete(user).where(eq(user.id, bob.id));
    const transcript = (await admin.session.get(`${R}/${id}/messages`)).json() as ConversationTranscript;
    expect(transcript.hasEarlier).toBe(false);
    expect(transcript.messages.map((m) => [m.content, m.sender, m.edited])).toEqual([
      ['Message 1', 'reporter', false],
      ['Message 2', 'deleted', true],
      ['Message 3', 'reporter', false],
    ]);
    const shown = (await queue()).reportedConversations.items.find((r) => r.id === id);
    expect(shown?.reportedUser).toEqual({ id: null, name: null, email: null, deleted: true });
    expect(JSON.stringify(shown)).not.toContain(bob.email);
  });
});

describe('decisions', () => {
  it('upholds with a reason: the reported user is blocked from messaging the reporter, the reporter is told, audited', async () => {
    const [ann, bob] = [await person('ann'), await person('bob')];
    const conversationId = await conversationBetween(ann, bob, 2);
    const id = await report(conversationId, ann, bob, 'Abusive messages', 3);
    expect(await blockExists(ann.id, bob.id)).toBe(false);

    const empty = await admin.session.post(`${R}/${id}/uphold`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await reportRow(id)).status).toBe('open');

    const res = await admin.session.post(`${R}/${id}/uphold`, { reason: 'Abuse confirmed' });
    expect(res.statusCode).toBe(200);
    const decided = res.json() as ModeratedConversationReport;
    expect(decided).toMatchObject({ id, status: 'upheld', decisionReason: 'Abuse confirmed', blocked: true });
    expect(decided.decidedAt).not.toBeNull();
    expect(await reportRow(id)).toMatchObject({
      status: 'upheld',
      decidedBy: admin.id,
      decisionReason: 'Abuse confirmed',
    });
    expect(await blockExists(ann.id, bob.id)).toBe(true);
    expect(await blockExists(bob.id, ann.id)).toBe(false);

    const notices = await noticesOf(ann.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'moderation',
      subjectId: id,
      link: null,
      params: expect.objectContaining({ decision: 'upheld', reason: 'Abuse confirmed' }),
    });
    expect(await noticesOf(bob.id)).toHaveLength(0);

    const [audit] = await auditRowsFor(id);
    expect(audit).toMatchObject({
      action: 'conversationReport.uphold',
      targetType: 'conversationReport',
      actorId: admin.id,
      reason: 'Abuse confirmed',
      details: expect.objectContaining({ conversationId, from: 'open', to: 'upheld', blocked: true }),
    });

    for (const action of ['uphold', 'dismiss']) {
      const again = await admin.session.post(`${R}/${id}/${action}`, { reason: 'Twice' });
      expect(again.statusCode).toBe(409);
      expect(again.json().key).toBe('admin.reportAlreadyDecided');
    }
    expect(await auditRowsFor(id)).toHaveLength(1);
    expect(await noticesOf(ann.id)).toHaveLength(1);
  });

  it('keeps an existing block when upholding, and decides a report whose reported account is gone without a block', async () => {
    const [ann, bob, cat] = [await person('ann'), await person('bob'), await person('cat')];
    const c1 = await conversationBetween(ann, bob, 1);
    const already = await report(c1, ann, bob, 'Spam', 2);
    await db().insert(userBlocks).values({ blockerId: ann.id, blockedId: bob.id });
    expect((await admin.session.post(`${R}/${already}/uphold`, { reason: 'Spam' })).statusCode).toBe(200);
    expect(await blockExists(ann.id, bob.id)).toBe(true);

    const c2 = await conversationBetween(ann, cat, 1);
    const gone = await report(c2, ann, cat, 'Scam', 2);
    await db().delete(user).where(eq(user.id, cat.id));
    const res = await admin.session.post(`${R}/${gone}/uphold`, { reason: 'Scam' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'upheld', blocked: false });
    expect((await noticesOf(ann.id)).map((x) => x.subjectId).sort()).toEqual([already, gone].sort());
  });

  it('dismisses with a reason: closed, no block, the reporter is told, audited', async () => {
    const [ann, bob] = [await person('ann'), await person('bob')];
    const conversationId = await conversationBetween(ann, bob, 2);
    const id = await report(conversationId, ann, bob, 'Rude', 3);
    const res = await admin.session.post(`${R}/${id}/dismiss`, { reason: 'No rule was broken' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'dismissed',
      blocked: false,
      decisionReason: 'No rule was broken',
    });
    expect(await blockExists(ann.id, bob.id)).toBe(false);
    expect((await noticesOf(ann.id))[0]).toMatchObject({
      type: 'moderation',
      subjectId: id,
      params: expect.objectContaining({ decision: 'dismissed', reason: 'No rule was broken' }),
    });
    expect((await auditRowsFor(id))[0]).toMatchObject({
      action: 'conversationReport.dismiss',
      reason: 'No rule was broken',
      details: expect.objectContaining({ to: 'dismissed', blocked: false }),
    });
    const unknown = await admin.session.post(`${R}/no-such-report/dismiss`, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('admin.reportNotFound');
  });
});

describe('access', () => {
  it('refuses the report endpoints to the participants, other users and visitors, and changes nothing', async () => {
    const [ann, bob] = [await person('ann'), await person('bob')];
    const conversationId = await conversationBetween(ann, bob, 2);
    const id = await report(conversationId, ann, bob, 'Refused to non-admins', 3);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${R}/${id}/messages`],
      ['POST', `${R}/${id}/uphold`, { reason: 'No' }],
      ['POST', `${R}/${id}/dismiss`, { reason: 'No' }],
    ];
    for (const who of [ann, bob]) {
      for (const [method, url, body] of calls) {
        const res = method === 'GET' ? await who.session.get(url) : await who.session.post(url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().key).toBe('auth.adminRequired');
        expect(res.body).not.toContain('Message 1');
      }
    }
    for (const [method, url, body] of calls) {
      const res = method === 'GET' ? await visitor.get(url) : await visitor.post(url, body);
      expect(res.statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await reportRow(id)).status).toBe('open');
    expect(await auditRowsFor(id)).toHaveLength(0);
    expect(await blockExists(ann.id, bob.id)).toBe(false);
  });
});

describe('through the messaging API', () => {
  it('a report filed in a conversation reaches the queue; upheld, the reported user can no longer message the reporter', async () => {
    const [creator, sender] = [await person('creator'), await person('sender')];
    await makeCreator(db(), creator.id, { displayName: 'Cleo Creator' });
    const { conversation } = await start(sender.session, creator.id, 'Buy my followers, cheap!');
    const conversationId = conversation.conversation.id;
    const filed = await creator.session.post(api.report(conversationId), { reason: 'Spam in my inbox' });
    expect(filed.statusCode).toBe(201);
    const reportId = (filed.json() as { id: string }).id;

    const shown = (await queue()).reportedConversations.items.find((r) => r.id === reportId);
    expect(shown).toMatchObject({
      conversationId,
      reason: 'Spam in my inbox',
      reporter: { id: creator.id },
      reportedUser: { id: sender.id },
    });
    const transcript = (
      await admin.session.get(`${R}/${reportId}/messages`)
    ).json() as ConversationTranscript;
    expect(transcript.messages.map((m) => [m.sender, m.content])).toEqual([
      ['reportedUser', 'Buy my followers, cheap!'],
    ]);

    expect((await admin.session.post(`${R}/${reportId}/uphold`, { reason: 'Spam' })).statusCode).toBe(200);
    const refused = await sender.session.post(api.messages(conversationId), { content: 'Still there?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('messaging.blocked');
    const detail = await creator.session.get(api.conversation(conversationId));
    expect(detail.json()).toMatchObject({ blocked: true });
  });
});
