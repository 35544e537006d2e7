import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage, ModerationQueue } from '@shared/contracts/admin';
import type { CommentsPage } from '@shared/contracts/marketplace-community';
import type { MyListings } from '@shared/contracts/marketplace-publish';
import { adminAuditLog, commentFlags, comments, listings, notifications } from '../../db/schema';
import type { HttpSession } from '../../test/http-session';
import { type SignedUpUser, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the marketplace's test set-up (listings, accounts), not its code.
import { readyPaymentAccount, seedListing } from '../marketplace/marketplace-test-kit';
import { writeAudit } from './audit';

/**
 * The admin panel's moderation queue and audit log (issue 22 §4): only admins (ADMIN_EMAILS) may
 * read or act; each decision changes the listing or comment as the spec says, with its audit row
 * in the same transaction; something deleted or decided meanwhile answers 404/409, never 5xx.
 */

const ADMIN = 'moderation-admin@example.com';
let t: TestApp;
let admin: SignedUpUser;
let creator: SignedUpUser;
let member: SignedUpUser;
let flagger: SignedUpUser;
let visitor: HttpSession;

beforeAll(async () => {
  // No job runner: a pending listing stays pending until the moderator decides.
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN }, jobs: false });
  admin = await signUp(t, ADMIN, { ip: '10.95.0.1' });
  creator = await signUp(t, 'moderation-creator@example.com', { ip: '10.95.0.2' });
  member = await signUp(t, 'moderation-member@example.com', { ip: '10.95.0.3' });
  flagger = await signUp(t, 'moderation-flagger@example.com', { ip: '10.95.0.4' });
  visitor = t.session('10.95.0.5');
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const M = '/api/admin/moderation';

async function pendingListing(title: string, priceCents = 0) {
  const row = await seedListing(db(), { creatorId: creator.id, title, status: 'pending', priceCents });
  await db()
    .update(listings)
    .set({ validationStatus: 'invalid', validationReasons: [{ key: 'listing.reason.noGoal' }] })
    .where(eq(listings.id, row.id));
  return row;
}

async function listingRow(id: string) {
  const [row] = await db().select().from(listings).where(eq(listings.id, id));
  return row!;
}

async function auditRowsFor(targetId: string) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt));
}

async function queue(): Promise<ModerationQueue> {
  const res = await admin.session.get(M);
  expect(res.statusCode).toBe(200);
  return res.json() as ModerationQueue;
}

/** A comment by `member` on a published listing, flagged by `flagger` (and the creator). */
async function flaggedComment(text: string) {
  const listing = await seedListing(db(), { creatorId: creator.id, title: `Thread for ${text}` });
  const created = await member.session.post(`/api/marketplace/listings/${listing.id}/comments`, {
    content: text,
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: string }).id;
  for (const [who, reason] of [
    [flagger, 'Spam link'],
    [creator, 'Off topic'],
  ] as const) {
    const flagged = await who.session.post(`/api/marketplace/comments/${id}/flag`, { reason });
    expect(flagged.statusCode).toBe(200);
  }
  return { id, listingId: listing.id };
}

async function publicComment(listingId: string, id: string) {
  const page = (await visitor.get(`/api/marketplace/listings/${listingId}/comments`)).json() as CommentsPage;
  return page.items.map((thread) => thread.comment).find((c) => c.id === id);
}

describe('access', () => {
  it('refuses every moderation and audit endpoint to non-admins and to visitors', async () => {
    const listing = await pendingListing('Refused to non-admins');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', M],
      ['GET', `${M}/listings/${listing.id}`],
      ['POST', `${M}/listings/${listing.id}/approve`],
      ['POST', `${M}/listings/${listing.id}/reject`, { reason: 'No' }],
      ['POST', `${M}/listings/${listing.id}/unpublish`, { reason: 'No' }],
      ['DELETE', `${M}/listings/${listing.id}`],
      ['POST', `${M}/comments/some-comment/uphold`],
      ['POST', `${M}/comments/some-comment/dismiss`],
      ['DELETE', `${M}/comments/some-comment`],
      ['GET', '/api/admin/audit-log'],
    ];
    for (const [method, url, body] of calls) {
      const send = (s: HttpSession) =>
        method === 'GET' ? s.get(url) : method === 'DELETE' ? s.delete(url) : s.post(url, body);
      const asMember = await send(member.session);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().key).toBe('auth.adminRequired');
      expect(asMember.body).not.toContain(listing.title);
      expect((await send(visitor)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await listingRow(listing.id)).status).toBe('pending');
    expect(await auditRowsFor(listing.id)).toHaveLength(0);
  });
});

describe('the queue', () => {
  it('lists pending listings with their reasons, flagged comments with theirs, and the reported conversations section', async () => {
    const listing = await pendingListing('Queued with reasons');
    const comment = await flaggedComment('Buy cheap followers here');
    const q = await queue();
    const queued = q.pendingListings.items.find((l) => l.id === listing.id);
    expect(queued).toMatchObject({
      status: 'pending',
      validationStatus: 'invalid',
      validationReasons: [{ key: 'listing.reason.noGoal' }],
      creatorEmail: 'moderation-creator@example.com',
    });
    expect(q.pendingListings.total).toBeGreaterThanOrEqual(1);
    const flagged = q.flaggedComments.items.find((c) => c.id === comment.id);
    expect(flagged).toMatchObject({ content: 'Buy cheap followers here', openFlagCount: 2, isReply: false });
    expect(flagged?.flags.map((f) => f.reason).sort()).toEqual(['Off topic', 'Spam link']);
    // No conversation was reported here (conversation-reports.db.test.ts fills this section).
    expect(q.reportedConversations).toEqual({ available: true, total: 0, items: [] });
  });
});

describe('listing decisions', () => {
  it('approves a pending listing: published at once, visible to everyone, audited', async () => {
    const listing = await pendingListing('Approve me');
    expect((await visitor.get(`/api/marketplace/listings/${listing.id}`)).statusCode).toBe(404);
    const res = await admin.session.post(`${M}/listings/${listing.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', moderationDecision: 'approved' });
    const row = await listingRow(listing.id);
    expect(row.publishedAt).not.toBeNull();
    expect(row.moderatedAt).not.toBeNull();
    expect((await visitor.get(`/api/marketplace/listings/${listing.id}`)).statusCode).toBe(200);
    const [audit] = await auditRowsFor(listing.id);
    expect(audit).toMatchObject({
      action: 'listing.approve',
      targetType: 'listing',
      actorId: admin.id,
      actorEmail: ADMIN,
      details: expect.objectContaining({ from: 'pending', to: 'published' }),
    });
    const again = await admin.session.post(`${M}/listings/${listing.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('admin.listingAlreadyPublished');
    expect(await auditRowsFor(listing.id)).toHaveLength(1);
  });

  it('rejects with a reason the creator reads; a new version clears it; approving a rejected one publishes it', async () => {
    const listing = await pendingListing('Reject me');
    const empty = await admin.session.post(`${M}/listings/${listing.id}/reject`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please give a reason the author will see');

    const reason = 'The steps repeat the goal; add concrete steps.';
    const res = await admin.session.post(`${M}/listings/${listing.id}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'draft',
      moderationDecision: 'rejected',
      moderationReason: reason,
    });
    const mine = (await creator.session.get('/api/marketplace/my-listings')).json() as MyListings;
    expect(mine.items.find((l) => l.id === listing.id)?.rejection?.reason).toBe(reason);
    expect((await queue()).rejectedListings.items.map((l) => l.id)).toContain(listing.id);
    expect((await auditRowsFor(listing.id))[0]).toMatchObject({ action: 'listing.reject', reason });

    const twice = await admin.session.post(`${M}/listings/${listing.id}/reject`, { reason });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().key).toBe('admin.listingNotPending');

    const approved = await admin.session.post(`${M}/listings/${listing.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'published', moderationReason: null });
  });

  it('clears the rejection once the creator publishes a new version', async () => {
    const listing = await pendingListing('Republish me');
    await admin.session.post(`${M}/listings/${listing.id}/reject`, { reason: 'Needs steps' });
    const republished = await creator.session.post(`/api/marketplace/listings/${listing.id}/publish`);
    expect(republished.statusCode).toBe(200);
    expect(republished.json().rejection ?? null).toBeNull();
    const row = await listingRow(listing.id);
    expect(row).toMatchObject({ status: 'pending', moderationDecision: null, moderationReason: null });
    expect((await queue()).rejectedListings.items.map((l) => l.id)).not.toContain(listing.id);
  });

  it('looks a published listing up and unpublishes it with a reason; a draft cannot be unpublished', async () => {
    const listing = await seedListing(db(), { creatorId: creator.id, title: 'Unpublish me', priceCents: 0 });
    const found = await admin.session.get(`${M}/listings/${listing.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: listing.id, title: 'Unpublish me', status: 'published' });
    const res = await admin.session.post(`${M}/listings/${listing.id}/unpublish`, {
      reason: 'Copied content',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', moderationReason: 'Copied content' });
    expect((await visitor.get(`/api/marketplace/listings/${listing.id}`)).statusCode).toBe(404);
    const again = await admin.session.post(`${M}/listings/${listing.id}/unpublish`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('admin.listingNotPublished');
    expect((await auditRowsFor(listing.id)).map((a) => a.action)).toEqual(['listing.unpublish']);
  });

  it('does not publish a paid listing whose creator cannot take payments', async () => {
    const paid = await pendingListing('Paid without payouts', 499);
    const refused = await admin.session.post(`${M}/listings/${paid.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('admin.listingPaymentsNotReady');
    expect((await listingRow(paid.id)).status).toBe('pending');
    expect(await auditRowsFor(paid.id)).toHaveLength(0);
    await readyPaymentAccount(db(), creator.id);
    expect((await admin.session.post(`${M}/listings/${paid.id}/approve`)).statusCode).toBe(200);
  });

  it('deletes softly; a deleted listing answers 409 with its own words, an unknown one 404', async () => {
    const listing = await pendingListing('Delete me');
    const res = await admin.session.delete(`${M}/listings/${listing.id}`);
    expect(res.statusCode).toBe(204);
    expect((await listingRow(listing.id)).deletedAt).not.toBeNull();
    expect((await queue()).pendingListings.items.map((l) => l.id)).not.toContain(listing.id);
    for (const call of [
      () => admin.session.delete(`${M}/listings/${listing.id}`),
      () => admin.session.post(`${M}/listings/${listing.id}/approve`),
      () => admin.session.post(`${M}/listings/${listing.id}/reject`, { reason: 'Late' }),
      () => admin.session.get(`${M}/listings/${listing.id}`),
    ]) {
      const late = await call();
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        key: 'admin.listingDeleted',
        message: 'This listing has already been deleted.',
      });
    }
    for (const call of [
      () => admin.session.post(`${M}/listings/no-such-listing/approve`),
      () => admin.session.get(`${M}/listings/no-such-listing`),
    ]) {
      const unknown = await call();
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().key).toBe('admin.listingNotFound');
    }
    expect((await auditRowsFor(listing.id)).map((a) => a.action)).toEqual(['listing.delete']);
  });
});

/** The moderation notices a user has, newest first. */
async function moderationNotices(userId: string) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'moderation')))
    .orderBy(desc(notifications.createdAt));
}

describe('moderation results told to the creator or author (issue 23)', () => {
  it('tells the creator when a listing is approved, rejected or unpublished, with the reason and a link', async () => {
    const approved = await pendingListing('Notice approve');
    await admin.session.post(`${M}/listings/${approved.id}/approve`);
    const rejected = await pendingListing('Notice reject');
    await admin.session.post(`${M}/listings/${rejected.id}/reject`, { reason: 'Add concrete steps' });
    const live = await seedListing(db(), { creatorId: creator.id, title: 'Notice unpublish', priceCents: 0 });
    await admin.session.post(`${M}/listings/${live.id}/unpublish`, { reason: 'Copied content' });

    const bySubject = new Map((await moderationNotices(creator.id)).map((row) => [row.subjectId, row]));
    expect(bySubject.get(approved.id)).toMatchObject({
      params: { recipeTitle: 'Notice approve', decision: 'approved' },
      link: `/marketplace/recipe/${approved.id}`,
      readAt: null,
    });
    expect(bySubject.get(rejected.id)).toMatchObject({
      params: { recipeTitle: 'Notice reject', decision: 'rejected', reason: 'Add concrete steps' },
      link: '/settings?tab=recipe-manager',
    });
    expect(bySubject.get(live.id)).toMatchObject({
      params: { recipeTitle: 'Notice unpublish', decision: 'unpublished', reason: 'Copied content' },
      link: '/settings?tab=recipe-manager',
    });
    // The moderator and the other users are told nothing.
    expect(await moderationNotices(admin.id)).toHaveLength(0);
    expect(await moderationNotices(member.id)).toHaveLength(0);
  });

  it('tells nobody when a decision is refused', async () => {
    const listing = await pendingListing('Notice refused');
    await admin.session.post(`${M}/listings/${listing.id}/approve`);
    const before = (await moderationNotices(creator.id)).length;
    expect((await admin.session.post(`${M}/listings/${listing.id}/approve`)).statusCode).toBe(409);
    expect(
      (await admin.session.post(`${M}/listings/${listing.id}/reject`, { reason: 'Late' })).statusCode,
    ).toBe(409);
    expect(await moderationNotices(creator.id)).toHaveLength(before);
  });

  it("tells a comment's author when a moderator removes it, once", async () => {
    const upheld = await flaggedComment('Spam to be removed');
    await admin.session.post(`${M}/comments/${upheld.id}/uphold`);
    const dismissed = await flaggedComment('Blunt but fine');
    await admin.session.post(`${M}/comments/${dismissed.id}/dismiss`);
    const deleted = await flaggedComment('Deleted outright');
    await admin.session.delete(`${M}/comments/${deleted.id}`);
    // Deleting an already removed comment takes its text away without a second notice.
    await db()
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.subjectId, upheld.id));
    await admin.session.delete(`${M}/comments/${upheld.id}`);

    const notices = await moderationNotices(member.id);
    const about = (id: string) => notices.filter((row) => row.subjectId === id);
    expect(about(upheld.id)).toHaveLength(1);
    expect(about(upheld.id)[0]).toMatchObject({
      params: { recipeTitle: 'Thread for Spam to be removed', decision: 'comment_removed' },
      link: `/marketplace/recipe/${upheld.listingId}`,
    });
    expect(about(deleted.id)[0]).toMatchObject({
      params: { recipeTitle: 'Thread for Deleted outright', decision: 'comment_removed' },
    });
    expect(about(dismissed.id)).toHaveLength(0);
    expect(await moderationNotices(flagger.id)).toHaveLength(0);
  });
});

describe('comment decisions', () => {
  it('upholds the flags: the comment is removed for everyone and leaves the queue', async () => {
    const { id, listingId } = await flaggedComment('Click my spam link now');
    const res = await admin.session.post(`${M}/comments/${id}/uphold`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, moderationStatus: 'removed', closedFlags: 2 });
    const shown = await publicComment(listingId, id);
    expect(shown).toMatchObject({ moderationStatus: 'removed', content: '' });
    const flags = await db().select().from(commentFlags).where(eq(commentFlags.commentId, id));
    expect(flags.map((f) => f.status)).toEqual(['upheld', 'upheld']);
    expect((await queue()).flaggedComments.items.map((c) => c.id)).not.toContain(id);
    const again = await admin.session.post(`${M}/comments/${id}/uphold`);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('admin.commentNoOpenFlags');
    expect(await auditRowsFor(id)).toHaveLength(1);
  });

  it('dismisses the flags: the comment is visible again', async () => {
    const { id, listingId } = await flaggedComment('A fair but blunt opinion');
    const res = await admin.session.post(`${M}/comments/${id}/dismiss`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, moderationStatus: 'visible', closedFlags: 2 });
    expect(await publicComment(listingId, id)).toMatchObject({
      moderationStatus: 'visible',
      content: 'A fair but blunt opinion',
    });
    expect((await auditRowsFor(id))[0]).toMatchObject({ action: 'comment.dismiss', targetType: 'comment' });
  });

  it('deletes a comment: text gone, shown as removed; deleting again is 409, an unknown one 404', async () => {
    const { id, listingId } = await flaggedComment('Something truly awful here');
    expect((await admin.session.delete(`${M}/comments/${id}`)).statusCode).toBe(204);
    const [row] = await db().select().from(comments).where(eq(comments.id, id));
    expect(row).toMatchObject({ isDeleted: true, content: '', moderationStatus: 'removed' });
    expect(await publicComment(listingId, id)).toMatchObject({
      isDeleted: true,
      moderationStatus: 'removed',
    });
    for (const call of [
      () => admin.session.delete(`${M}/comments/${id}`),
      () => admin.session.post(`${M}/comments/${id}/uphold`),
      () => admin.session.post(`${M}/comments/${id}/dismiss`),
    ]) {
      const late = await call();
      expect(late.statusCode).toBe(409);
      expect(late.json().key).toBe('admin.commentDeleted');
    }
    const unknown = await admin.session.post(`${M}/comments/no-such-comment/dismiss`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('admin.commentNotFound');
    const [audit] = await auditRowsFor(id);
    expect(audit).toMatchObject({ action: 'comment.delete' });
    expect(audit?.details).toMatchObject({ excerpt: 'Something truly awful here', closedFlags: 2 });
  });
});

describe('bad input', () => {
  it('answers clear 400s and 404s, never a 5xx, and changes nothing', async () => {
    const listing = await pendingListing('Bad input target');
    for (const body of [
      {},
      { reason: 5 },
      { reason: null },
      { reason: 'x'.repeat(1001) },
      { reason: ['a'] },
    ]) {
      const res = await admin.session.post(`${M}/listings/${listing.id}/reject`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const id of ['x'.repeat(65), '%00', 'ünïcødé-🙂', "'; drop table listings; --"]) {
      const res = await admin.session.post(`${M}/listings/${encodeURIComponent(id)}/approve`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      const comment = await admin.session.delete(`${M}/comments/${encodeURIComponent(id)}`);
      expect(comment.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(comment.statusCode, id).toBeLessThan(500);
    }
    for (const cursor of [
      '',
      'W10',
      Buffer.from('["not a time","x"]').toString('base64url'),
      'x'.repeat(201),
    ]) {
      const res = await admin.session.get(`/api/admin/audit-log?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor.slice(0, 20)).toBeLessThan(500);
    }
    expect((await listingRow(listing.id)).status).toBe('pending');
    expect(await auditRowsFor(listing.id)).toHaveLength(0);
  });
});

describe('the audit log', () => {
  it('is paged newest first, with a cursor the server checks', async () => {
    // More than a page (50), written as the actions write them.
    for (let i = 0; i < 55; i++)
      await writeAudit(db(), {
        actor: { id: admin.id, email: ADMIN },
        action: 'user.disable',
        targetType: 'user',
        targetId: `seeded-${i}`,
        reason: 'seeded',
      });
    for (const title of ['Audit one', 'Audit two', 'Audit three']) {
      const listing = await pendingListing(title);
      await admin.session.delete(`${M}/listings/${listing.id}`);
    }
    const total = (await db().select().from(adminAuditLog)).length;
    const seen: AuditLogPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/audit-log${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await admin.session.get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json() as AuditLogPage;
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((e) => e.id)).size).toBe(total);
    const times = seen.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({
      action: 'listing.delete',
      details: expect.objectContaining({ title: 'Audit three' }),
    });

    const forged = await admin.session.get('/api/admin/audit-log?cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().key).toBe('admin.invalidCursor');
  });
});
