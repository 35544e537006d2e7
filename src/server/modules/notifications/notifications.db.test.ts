import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_MAIL_DELAY_MS, type NotificationPage } from '@shared/contracts/notifications';
import type { NotificationType } from '../../db/messaging-schema';
import {
  conversationMembers,
  conversations,
  directMessages,
  jobs,
  marketplaceSettings,
  notificationPreferences,
  notifications,
  userPreferences,
} from '../../db/schema';
import type { JobPayloads } from '../../jobs/enqueue';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { userTopic } from '../../realtime/user-channel';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationMailWindow } from './delivery';
import { notificationJobHandlers } from './notification-jobs';
import { markSubjectRead, notifyUser } from './notify';

const ORIGIN = 'http://localhost:3991';
let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    sent.push(message);
  },
  close() {},
};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  alice = await signUp(t, 'alice-notify@example.com', { ip: '10.91.0.1' });
  bob = await signUp(t, 'bob-notify@example.com', { ip: '10.91.0.2' });
}, 180_000);
afterAll(() => t.close());
// No quiet hours unless a test sets them (the §2 default, 22:00 to 08:00 UTC, depends on the hour).
beforeEach(async () => {
  for (const id of [alice.id, bob.id])
    await setPreferences(id, { quietHoursFrom: '00:00', quietHoursTo: '00:00' });
});
afterEach(async () => {
  sent.length = 0;
  await db().delete(notifications);
  await db().delete(jobs).where(sql`${jobs.type} like 'notifications.%'`);
  await db().delete(notificationPreferences);
  await db().delete(marketplaceSettings);
});

const db = () => t.database.db;
const context = () => ({ database: t.database, bus: t.bus, log: t.app.log, mailer, env: t.env });
const handlers = (now?: () => Date) => notificationJobHandlers({ ...context(), now });

function notify(
  userId: string,
  type: NotificationType,
  params: Record<string, string | number> = {},
  subjectId: string | null = null,
) {
  return notifyUser(context(), { userId, type, params, link: '/somewhere', subjectId });
}

async function jobsOf(type: keyof JobPayloads) {
  return db().select().from(jobs).where(eq(jobs.type, type)).orderBy(jobs.createdAt);
}

/** Runs a queued job's handler once, as the runner would, at `now`. */
async function runJob(type: keyof JobPayloads, row: typeof jobs.$inferSelect, now?: Date) {
  const handler = handlers(now ? () => now : undefined)[type];
  await handler!.run(row.payload as never, {
    id: row.id,
    attempt: 1,
    maxAttempts: row.maxAttempts,
    signal: new AbortController().signal,
  });
}

async function setPreferences(userId: string, values: Partial<typeof notificationPreferences.$inferInsert>) {
  await db()
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

const clock = (date: Date) =>
  `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

describe('the in-app list', () => {
  it('lists only the caller’s notifications newest first, pages by cursor and counts the unread', async () => {
    for (let i = 0; i < 23; i++) await notify(alice.id, 'review', { recipeTitle: `Recipe ${i}`, rating: 5 });
    await notify(bob.id, 'review', { recipeTitle: 'Bob only' });

    const first = await alice.session.get('/api/notifications');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as NotificationPage;
    expect(page.unread).toBe(23);
    expect(page.notifications).toHaveLength(20);
    expect(page.notifications[0]!.params.recipeTitle).toBe('Recipe 22');
    expect(page.notifications.every((n) => n.type === 'review' && !n.read && n.link === '/somewhere')).toBe(
      true,
    );
    expect(page.nextCursor).not.toBeNull();

    const second = (
      await alice.session.get(`/api/notifications?cursor=${encodeURIComponent(page.nextCursor!)}`)
    ).json() as NotificationPage;
    expect(second.notifications.map((n) => n.params.recipeTitle)).toEqual([
      'Recipe 2',
      'Recipe 1',
      'Recipe 0',
    ]);
    expect(second.nextCursor).toBeNull();
    const all = [...page.notifications, ...second.notifications];
    expect(new Set(all.map((n) => n.id)).size).toBe(23);
    expect(all.some((n) => n.params.recipeTitle === 'Bob only')).toBe(false);

    const bad = await alice.session.get('/api/notifications?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('notifications.invalidCursor');
  });

  it('marks one read (another user’s is 404) and all read, and tells the user’s other tabs', async () => {
    const mine = await notify(alice.id, 'moderation', { decision: 'approved', recipeTitle: 'A' });
    await notify(alice.id, 'sale', { recipeTitle: 'B', amountCents: 499 });
    const bobs = await notify(bob.id, 'moderation', { decision: 'rejected' });
    const heard: unknown[] = [];
    const stop = t.bus.subscribe(userTopic(alice.id), (event) => heard.push(event));

    const refused = await alice.session.post(`/api/notifications/${bobs}/read`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json().key).toBe('notifications.notFound');
    const [bobsRow] = await db().select().from(notifications).where(eq(notifications.id, bobs!));
    expect(bobsRow!.readAt).toBeNull();
    expect((await alice.session.post(`/api/notifications/${randomUUID()}/read`, {})).statusCode).toBe(404);

    const one = await alice.session.post(`/api/notifications/${mine}/read`, {});
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unread: 1 });
    expect((await alice.session.get('/api/notifications/unread')).json()).toEqual({ unread: 1 });

    const all = await alice.session.post('/api/notifications/read-all', {});
    expect(all.json()).toEqual({ unread: 0 });
    expect((await bob.session.get('/api/notifications/unread')).json()).toEqual({ unread: 1 });
    await expect
      .poll(() => heard.filter((e) => (e as { type: string }).type === 'notifications.read').length)
      .toBe(2);
    stop();
  });

  it('keeps one unread notice per subject, brought up to date, and a new one once it was read', async () => {
    const conversationId = randomUUID();
    const first = await notify(alice.id, 'message', { senderName: 'Bob', preview: 'one' }, conversationId);
    const again = await notify(alice.id, 'message', { senderName: 'Bob', preview: 'two' }, conversationId);
    expect(again).toBe(first);
    const rows = await db().select().from(notifications).where(eq(notifications.userId, alice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params.preview).toBe('two');

    await alice.session.post(`/api/notifications/${first}/read`, {});
    const third = await notify(alice.id, 'message', { senderName: 'Bob', preview: 'three' }, conversationId);
    expect(third).not.toBe(first);
    expect((await alice.session.get('/api/notifications/unread')).json()).toEqual({ unread: 1 });
  });

  it('marks a subject’s notices read when the feature says so (a conversation read in /messages)', async () => {
    await notify(alice.id, 'message', { senderName: 'Bob', preview: 'x' }, 'conv-read');
    await notify(alice.id, 'message', { senderName: 'Carol', preview: 'y' }, 'conv-other');
    await markSubjectRead(context(), { userId: bob.id, type: 'message', subjectId: 'conv-read' });
    expect((await alice.session.get('/api/notifications/unread')).json()).toEqual({ unread: 2 });
    await markSubjectRead(context(), { userId: alice.id, type: 'message', subjectId: 'conv-read' });
    expect((await alice.session.get('/api/notifications/unread')).json()).toEqual({ unread: 1 });
  });

  it('refuses visitors', async () => {
    const res = await t.session('10.91.0.9').get('/api/notifications');
    expect(res.statusCode).toBe(401);
  });
});

describe('e-mail', () => {
  it('mails a review to the creator in their language, once, when the toggles allow it', async () => {
    await db()
      .insert(userPreferences)
      .values({ userId: alice.id, language: 'fr' })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { language: 'fr' } });
    await notify(alice.id, 'review', { reviewerName: 'Bob', recipeTitle: 'Soupe', rating: 4 });
    const [job] = await jobsOf('notifications.mail');
    expect(job).toBeDefined();
    await runJob('notifications.mail', job!);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('alice-notify@example.com');
    expect(sent[0]!.subject).toBe('Nouvel avis sur Soupe');
    expect(sent[0]!.text).toContain('Bob a donné à Soupe 4 étoiles.');
    expect(sent[0]!.text).toContain(`${ORIGIN}/somewhere`);
    await db().delete(userPreferences).where(eq(userPreferences.userId, alice.id));
  });

  it('sends no mail with e-mail notifications off, nor when turned off after the event', async () => {
    await setPreferences(alice.id, { emailNotifications: false });
    await notify(alice.id, 'review', { recipeTitle: 'X', rating: 5 });
    expect(await jobsOf('notifications.mail')).toHaveLength(0);

    await setPreferences(alice.id, { emailNotifications: true });
    await notify(alice.id, 'moderation', { decision: 'approved', recipeTitle: 'Y' });
    const [job] = await jobsOf('notifications.mail');
    await setPreferences(alice.id, { emailNotifications: false });
    await runJob('notifications.mail', job!);
    expect(sent).toHaveLength(0);
  });

  it('follows the toggle of each kind: replies by community updates, reviews by the marketplace setting, sales by none', async () => {
    await notify(alice.id, 'comment_reply', { authorName: 'Bob', recipeTitle: 'Z', preview: 'hi' });
    expect(await jobsOf('notifications.mail')).toHaveLength(0);
    await setPreferences(alice.id, { communityUpdates: true });
    await notify(alice.id, 'comment_reply', { authorName: 'Bob', recipeTitle: 'Z', preview: 'hi' }, 'c-2');
    expect(await jobsOf('notifications.mail')).toHaveLength(1);

    await db()
      .insert(marketplaceSettings)
      .values({
        userId: alice.id,
        notifications: {
          salesAlerts: true,
          payoutNotifications: true,
          reviewNotifications: false,
          marketplaceUpdates: true,
          lowBalanceAlerts: true,
        },
        privacy: { publicProfile: true, showEarnings: false, showSalesCount: true, showRecentActivity: true },
      } as typeof marketplaceSettings.$inferInsert);
    await notify(alice.id, 'review', { recipeTitle: 'R', rating: 3 });
    await notify(alice.id, 'sale', { recipeTitle: 'S', amountCents: 100 });
    expect(await jobsOf('notifications.mail')).toHaveLength(1);
  });

  it('waits out quiet hours: the mail is due at their end and goes out then', async () => {
    const now = new Date();
    const to = new Date(now.getTime() + 60 * 60_000);
    await setPreferences(alice.id, {
      quietHoursFrom: clock(new Date(now.getTime() - 60 * 60_000)),
      quietHoursTo: clock(to),
    });
    await notify(alice.id, 'review', { recipeTitle: 'Night', rating: 5 });
    const [job] = await jobsOf('notifications.mail');
    const end = Math.floor(to.getTime() / 60_000) * 60_000;
    expect(job!.runAt.getTime()).toBe(end);

    // Run early (as after a clock change): it goes back to the queue for the end, unsent.
    await runJob('notifications.mail', job!, now);
    expect(sent).toHaveLength(0);
    const [deferred] = await jobsOf('notifications.mail');
    expect(deferred!.status).toBe('queued');
    expect(deferred!.runAt.getTime()).toBe(end);

    await runJob('notifications.mail', deferred!, new Date(end + 60_000));
    expect(sent).toHaveLength(1);
  });
});

describe('the mail window other modules ask', () => {
  it('says whether e-mail is on and until when quiet hours hold a mail back', async () => {
    const now = new Date();
    expect(await notificationMailWindow(db(), alice.id, now)).toEqual({ emailOn: true, quietUntil: null });
    await setPreferences(alice.id, {
      emailNotifications: false,
      quietHoursFrom: clock(new Date(now.getTime() - 60 * 60_000)),
      quietHoursTo: clock(new Date(now.getTime() + 60 * 60_000)),
    });
    const window = await notificationMailWindow(db(), alice.id, now);
    expect(window.emailOn).toBe(false);
    expect(window.quietUntil!.getTime()).toBe(Math.floor((now.getTime() + 3_600_000) / 60_000) * 60_000);
  });
});

describe('the batched mail of unread messages', () => {
  async function conversationWithBob() {
    const id = randomUUID();
    await db()
      .insert(conversations)
      .values({ id, pairKey: `${[alice.id, bob.id].sort().join(':')}:${id}` });
    await db()
      .insert(conversationMembers)
      .values([
        { conversationId: id, userId: alice.id, otherUserId: bob.id },
        { conversationId: id, userId: bob.id, otherUserId: alice.id },
      ]);
    return id;
  }

  async function message(conversationId: string, content: string, from = bob.id) {
    const id = randomUUID();
    await db().insert(directMessages).values({ id, conversationId, senderId: from, content });
    await notify(alice.id, 'message', { senderName: 'Bob', preview: content }, conversationId);
    return id;
  }

  it('mails several messages as one mail 10 minutes after the first, and never twice', async () => {
    const conversationId = await conversationWithBob();
    const before = Date.now();
    await message(conversationId, 'first');
    await message(conversationId, 'second');
    await message(conversationId, 'third <script>x</script>');
    const queued = await jobsOf('notifications.messageMail');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThanOrEqual(before + MESSAGE_MAIL_DELAY_MS);
    expect(queued[0]!.runAt.getTime()).toBeLessThan(before + MESSAGE_MAIL_DELAY_MS + 30_000);

    const later = new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 60_000);
    await runJob('notifications.messageMail', queued[0]!, later);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('3 unread messages on Recipe Forge');
    expect(sent[0]!.text).toMatch(/\n- \S.*: 3 messages, the latest: “third <script>x<\/script>”\n/);
    expect(sent[0]!.html).toContain('third &lt;script&gt;x&lt;/script&gt;');
    expect(sent[0]!.html).not.toContain('<script>');
    const [member] = await db()
      .select()
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, alice.id)),
      );
    expect(member!.mailedThrough?.getTime()).toBe(later.getTime());

    // The runner marks it done; the same messages are never mailed again.
    await db().update(jobs).set({ status: 'done' }).where(eq(jobs.id, queued[0]!.id));
    await runJob('notifications.messageMail', queued[0]!, new Date(later.getTime() + 60_000));
    expect(sent).toHaveLength(1);

    // A new message arms the finished job again, for 10 minutes on.
    await message(conversationId, 'fourth');
    const [armed] = await jobsOf('notifications.messageMail');
    expect(armed!.status).toBe('queued');
    expect(armed!.runAt.getTime()).toBeGreaterThan(Date.now() + MESSAGE_MAIL_DELAY_MS - 30_000);
  });

  it('sends nothing when the messages were read before the batch ran', async () => {
    const conversationId = await conversationWithBob();
    const id = await message(conversationId, 'read me');
    await db().update(directMessages).set({ readAt: new Date() }).where(eq(directMessages.id, id));
    const [job] = await jobsOf('notifications.messageMail');
    await runJob('notifications.messageMail', job!, new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 60_000));
    expect(sent).toHaveLength(0);
  });

  it('queues no batch with e-mail notifications off', async () => {
    await setPreferences(alice.id, { emailNotifications: false });
    const conversationId = await conversationWithBob();
    await message(conversationId, 'quiet');
    expect(await jobsOf('notifications.messageMail')).toHaveLength(0);
  });
});
