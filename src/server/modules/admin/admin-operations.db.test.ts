import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminJob,
  AdminUserDetail,
  AdminUsersPage,
  ContactMessageDetail,
  ContactMessagesPage,
  FailedJobsPage,
} from '@shared/contracts/admin-operations';
import { JOB_RETRY_ATTEMPTS } from '@shared/contracts/admin-operations';
import { adminAuditLog, contactMessages, jobs, profiles, session } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import { type SignedUpUser, signUp } from '../../test/accounts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the marketplace's test set-up (listings, purchases), not its code.
import { grantOwnership, seedListing } from '../marketplace/marketplace-test-kit';
import { contactMailJobKey } from '../public-site';

const ADMIN = 'ops-admin@example.com';
const SUPPORT = 'team@ops.example';

let smtp: SmtpCapture;
let t: TestApp;
let admin: SignedUpUser;
let member: SignedUpUser;
let creator: SignedUpUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: {
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: smtp.url,
      MAIL_FROM: `Recipe Forge <${SUPPORT}>`,
      PUBLIC_URL: 'https://ops.example',
    },
    // Polls rarely: a retried job runs at once only because the retry wakes the runners.
    jobs: { pollMs: 60_000 },
  });
  admin = await signUp(t, ADMIN, { ip: '10.96.0.1' });
  member = await signUp(t, 'ops-member@example.com', { ip: '10.96.0.2' });
  creator = await signUp(t, 'ops-creator@example.com', { ip: '10.96.0.3' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const auditRows = (targetId: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('admin operations access', () => {
  it('refuses signed-out callers and non-admins on every endpoint, and tells them nothing', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${member.id}`],
      ['POST', `/api/admin/users/${admin.id}/disable`, { reason: 'takeover attempt' }],
      ['POST', `/api/admin/users/${member.id}/enable`],
      ['POST', `/api/admin/users/${member.id}/creator-verification`, { verified: true }],
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/jobs/failed'],
      ['POST', `/api/admin/jobs/${randomUUID()}/retry`],
    ];
    for (const [method, url, body] of calls) {
      const refused = await member.session.request(method as 'GET' | 'POST', url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().key, url).toBe('auth.adminRequired');
      expect(refused.body, url).not.toContain('ops-admin');
      const anonymous = await t.session('10.96.9.9').request(method as 'GET' | 'POST', url, body);
      expect(anonymous.statusCode, url).toBe(401);
    }
    const [adminProfile] = await t.database.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(adminProfile!.disabledAt).toBeNull();
  });
});

describe('users', () => {
  it('searches by part of the e-mail or the display name, paged, and % is no wildcard', async () => {
    const byEmail = (await admin.session.get('/api/admin/users?q=OPS-MEMBER')).json() as AdminUsersPage;
    expect(byEmail.users.map((u) => u.email)).toEqual(['ops-member@example.com']);
    expect(byEmail.users[0]).toMatchObject({ emailVerified: true, isAdmin: false, disabledAt: null });

    await t.database.db
      .update(profiles)
      .set({ displayName: 'Grace Hopper' })
      .where(eq(profiles.id, creator.id));
    const byName = (await admin.session.get('/api/admin/users?q=hopper')).json() as AdminUsersPage;
    expect(byName.users.map((u) => u.id)).toEqual([creator.id]);

    const none = (await admin.session.get('/api/admin/users?q=%25')).json() as AdminUsersPage;
    expect(none.users).toEqual([]);

    const all = (await admin.session.get('/api/admin/users')).json() as AdminUsersPage;
    expect(all.users.map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, member.id, creator.id]));
    expect(all.users.find((u) => u.id === admin.id)!.isAdmin).toBe(true);
    expect(all).toMatchObject({ page: 1, hasMore: false });

    const bad = await admin.session.get('/api/admin/users?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('shows a user with their counts', async () => {
    const listing = await seedListing(t.database.db, { creatorId: creator.id });
    await grantOwnership(t.database.db, listing.id, member.id);
    const res = await admin.session.get(`/api/admin/users/${creator.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminUserDetail;
    expect(detail).toMatchObject({
      id: creator.id,
      email: 'ops-creator@example.com',
      displayName: 'Grace Hopper',
      creatorVerified: false,
      disabledReason: null,
      counts: { chats: 0, recipes: 0, listings: 1, purchases: 0 },
    });
    expect(detail.activeSessions).toBeGreaterThanOrEqual(1);
    expect(detail.lastLoginAt).not.toBeNull();
    const buyer = (await admin.session.get(`/api/admin/users/${member.id}`)).json() as AdminUserDetail;
    expect(buyer.counts.purchases).toBe(1);
    expect(buyer.creatorVerified).toBeNull();

    const missing = await admin.session.get(`/api/admin/users/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().key).toBe('admin.users.notFound');
  });

  it('marks a creator verified and unverified, audited; a user without a creator profile is refused', async () => {
    const verified = await admin.session.post(`/api/admin/users/${creator.id}/creator-verification`, {
      verified: true,
    });
    expect(verified.statusCode).toBe(200);
    expect((verified.json() as AdminUserDetail).creatorVerified).toBe(true);
    // The creator's own view of their public page carries the badge now.
    const page = await creator.session.get(`/api/marketplace/creators/${creator.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().isVerified).toBe(true);

    const unverified = await admin.session.post(`/api/admin/users/${creator.id}/creator-verification`, {
      verified: false,
    });
    expect((unverified.json() as AdminUserDetail).creatorVerified).toBe(false);
    const actions = (await auditRows(creator.id)).map((r) => r.action).sort();
    expect(actions).toEqual(['user.creatorUnverify', 'user.creatorVerify']);

    const notCreator = await admin.session.post(`/api/admin/users/${member.id}/creator-verification`, {
      verified: true,
    });
    expect(notCreator.statusCode).toBe(409);
    expect(notCreator.json().key).toBe('admin.users.notCreator');
  });

  it('disables an account: its sessions end, sign-in refuses it, the audit row keeps the reason', async () => {
    const victim = await signUp(t, 'ops-disabled@example.com', { ip: '10.96.1.1', password: 'right-pass' });
    expect((await victim.session.get('/api/admin/users')).statusCode).toBe(403);

    const tooShort = await admin.session.post(`/api/admin/users/${victim.id}/disable`, { reason: ' x ' });
    expect(tooShort.statusCode).toBe(400);

    const res = await admin.session.post(`/api/admin/users/${victim.id}/disable`, {
      reason: 'Spam listings',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminUserDetail;
    expect(detail.disabledAt).not.toBeNull();
    expect(detail.disabledReason).toBe('Spam listings');
    expect(detail.activeSessions).toBe(0);

    const sessions = await t.database.db.select().from(session).where(eq(session.userId, victim.id));
    expect(sessions).toEqual([]);
    // The old cookie is worth nothing now.
    const after = await victim.session.get('/api/auth/get-session');
    expect(after.body === 'null' || after.json() === null).toBe(true);

    const again = await admin.session.post(`/api/admin/users/${victim.id}/disable`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('admin.users.alreadyDisabled');

    const browser = t.session('10.96.1.2');
    const refused = await browser.post('/api/auth/sign-in/email', {
      email: 'ops-disabled@example.com',
      password: 'right-pass',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', key: 'auth.accountDisabled' });
    expect(refused.json().message).toContain('This account has been disabled.');
    expect(browser.hasCookies()).toBe(false);
    // A wrong password still reads as one: the refusal tells nothing without the password.
    const wrong = await t.session('10.96.1.3').post('/api/auth/sign-in/email', {
      email: 'ops-disabled@example.com',
      password: 'wrong-pass',
    });
    expect(wrong.statusCode).toBe(401);

    const [audit] = await auditRows(victim.id);
    expect(audit).toMatchObject({
      action: 'user.disable',
      actorId: admin.id,
      actorEmail: ADMIN,
      targetType: 'user',
      reason: 'Spam listings',
    });
    expect(audit!.details).toMatchObject({ sessionsEnded: 1 });

    const enabled = await admin.session.post(`/api/admin/users/${victim.id}/enable`);
    expect(enabled.statusCode).toBe(200);
    expect((enabled.json() as AdminUserDetail).disabledAt).toBeNull();
    const signIn = await t.session('10.96.1.4').post('/api/auth/sign-in/email', {
      email: 'ops-disabled@example.com',
      password: 'right-pass',
    });
    expect(signIn.statusCode).toBe(200);
    const enableAgain = await admin.session.post(`/api/admin/users/${victim.id}/enable`);
    expect(enableAgain.statusCode).toBe(409);
    expect((await auditRows(victim.id)).map((r) => r.action).sort()).toEqual(['user.disable', 'user.enable']);
  });

  it('refuses to let an admin disable their own account', async () => {
    const res = await admin.session.post(`/api/admin/users/${admin.id}/disable`, { reason: 'Oops, myself' });
    expect(res.statusCode).toBe(403);
    expect(res.json().key).toBe('admin.users.cannotDisableSelf');
    expect((await admin.session.get('/api/admin/users')).statusCode).toBe(200);
    expect(await auditRows(admin.id)).toEqual([]);
  });
});

/** A contact message whose mail never went out, its job failed for good. */
async function failedContactMessage(subject: string) {
  const id = randomUUID();
  await t.database.db.insert(contactMessages).values({
    id,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: null,
    subject,
    message: 'Please call me back about a team plan.',
    ip: null,
  });
  await enqueueJob(t.database.db, 'contact.mail', contactMailJobKey(id), { contactMessageId: id });
  await t.database.db
    .update(jobs)
    .set({ status: 'failed', attempts: 8, maxAttempts: 8, lastError: 'connect ECONNREFUSED' })
    .where(eq(jobs.key, contactMailJobKey(id)));
  return id;
}

describe('contact messages', () => {
  it('lists unhandled first, marks handled and unhandled (audited once per change)', async () => {
    const older = await failedContactMessage('general');
    const newer = await failedContactMessage('sales');
    const handled = await admin.session.post(`/api/admin/contact-messages/${newer}/handled`, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect((handled.json() as ContactMessageDetail).handledAt).not.toBeNull();
    // Marking it handled again changes nothing and writes no second row.
    await admin.session.post(`/api/admin/contact-messages/${newer}/handled`, { handled: true });
    expect((await auditRows(newer)).map((r) => r.action)).toEqual(['contactMessage.handle']);

    const page = (await admin.session.get('/api/admin/contact-messages')).json() as ContactMessagesPage;
    const order = page.messages.map((m) => m.id).filter((id) => id === older || id === newer);
    expect(order).toEqual([older, newer]);
    expect(page.unhandledCount).toBeGreaterThanOrEqual(1);
    const onlyHandled = (
      await admin.session.get('/api/admin/contact-messages?status=handled')
    ).json() as ContactMessagesPage;
    expect(onlyHandled.messages.map((m) => m.id)).toContain(newer);
    expect(onlyHandled.messages.map((m) => m.id)).not.toContain(older);

    const detail = (
      await admin.session.get(`/api/admin/contact-messages/${older}`)
    ).json() as ContactMessageDetail;
    expect(detail).toMatchObject({
      message: 'Please call me back about a team plan.',
      mailedAt: null,
      mailJob: { state: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' },
    });

    const back = await admin.session.post(`/api/admin/contact-messages/${newer}/handled`, { handled: false });
    expect((back.json() as ContactMessageDetail).handledAt).toBeNull();
    expect((await auditRows(newer)).map((r) => r.action).sort()).toEqual([
      'contactMessage.handle',
      'contactMessage.unhandle',
    ]);
    expect((await admin.session.get(`/api/admin/contact-messages/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('resends a failed mail: the job is queued again, runs now and the mail reaches support', async () => {
    const id = await failedContactMessage('support');
    const res = await admin.session.post(`/api/admin/contact-messages/${id}/resend`);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.next(SUPPORT, 15_000);
    expect(mail.subject).toContain('support');
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!.mailedAt,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['contactMessage.resend']);

    const twice = await admin.session.post(`/api/admin/contact-messages/${id}/resend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().key).toBe('admin.contact.alreadyMailed');
  });
});

describe('failed jobs', () => {
  it('lists failed jobs with their errors and retries one: queued, due now, more attempts, audited', async () => {
    const jobId = randomUUID();
    // A type no runner handles: it stays queued, so the test sees the retry's own effect.
    await t.database.db.insert(jobs).values({
      id: jobId,
      type: 'ops.test',
      key: `ops.test:${jobId}`,
      payload: { what: 'nothing' },
      status: 'failed',
      attempts: 5,
      maxAttempts: 5,
      lastError: 'Boom: the provider answered 502',
    });
    const page = (await admin.session.get('/api/admin/jobs/failed')).json() as FailedJobsPage;
    const listed = page.jobs.find((j) => j.id === jobId);
    expect(listed).toMatchObject({
      type: 'ops.test',
      lastError: 'Boom: the provider answered 502',
      attempts: 5,
    });
    expect(page.failedCount).toBeGreaterThanOrEqual(1);

    const res = await admin.session.post(`/api/admin/jobs/${jobId}/retry`);
    expect(res.statusCode).toBe(200);
    const job = res.json() as AdminJob;
    expect(job).toMatchObject({ status: 'queued', attempts: 5, maxAttempts: 5 + JOB_RETRY_ATTEMPTS });
    expect(new Date(job.runAt).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const after = (await admin.session.get('/api/admin/jobs/failed')).json() as FailedJobsPage;
    expect(after.jobs.map((j) => j.id)).not.toContain(jobId);

    const again = await admin.session.post(`/api/admin/jobs/${jobId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('admin.jobs.notFailed');
    expect((await admin.session.post(`/api/admin/jobs/${randomUUID()}/retry`)).statusCode).toBe(404);

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, jobId), eq(adminAuditLog.action, 'job.retry')));
    expect(audit).toMatchObject({ targetType: 'job', actorEmail: ADMIN });
    expect(audit!.details).toMatchObject({ type: 'ops.test', lastError: 'Boom: the provider answered 502' });
  });
});
