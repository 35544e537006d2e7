import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MESSAGE_MAIL_DELAY_MS } from '@shared/contracts/notifications';
import type { QuietHours, TimeZone } from '@shared/contracts/preferences';
import type { Db } from '../../db/client';
import type { NotificationType } from '../../db/messaging-schema';
import { jobs } from '../../db/schema';
import { enqueueJob, wakeJobs } from '../../jobs/enqueue';
import { loadMarketplaceSettings } from '../creators';
import {
  clockMinutes,
  isWithinQuietHours,
  readNotificationPreferences,
  readUserPreferences,
} from '../preferences';
import type { ServerModuleContext } from '../module';

/**
 * Which channels a notification goes out on, and when (docs/decisions/0024): e-mail and Web Push
 * each follow the user's notification preferences (§3 defaults without a row) and, for sales and
 * reviews, the creator's marketplace notification settings; nothing is mailed or pushed inside the
 * user's quiet hours (their time zone): it waits for the hours' end, as a durable job with runAt.
 */

export type DeliveryContext = Pick<ServerModuleContext, 'database' | 'bus' | 'log' | 'mailer' | 'env'>;

declare module '../../jobs/enqueue' {
  interface JobPayloads {
    /** One e-mail for one notification (review, comment reply, moderation decision). */
    'notifications.mail': { notificationId: string };
    /** The batched mail of a user's unread direct messages (one job per user at a time). */
    'notifications.messageMail': { userId: string };
    /** The Web Push of one notification to each of the user's subscriptions. */
    'notifications.push': { notificationId: string };
    /** The creator's in-app notice of a sale, queued with the sale in the webhook's transaction. */
    'notifications.sale': { transactionId: string };
  }
}

export interface Channels {
  email: boolean;
  push: boolean;
  quietHours: QuietHours;
  timezone: TimeZone;
}

/** The channels the user's settings allow for a notification of `type`, and their quiet hours. */
export async function channelsFor(db: Db, userId: string, type: NotificationType): Promise<Channels> {
  const [preferences, userPreferences] = await Promise.all([
    readNotificationPreferences(db, userId),
    readUserPreferences(db, userId),
  ]);
  let typeOn = true;
  if (type === 'comment_reply') typeOn = preferences.communityUpdates;
  else if (type === 'sale' || type === 'review') {
    const { notifications } = await loadMarketplaceSettings(db, userId);
    typeOn = type === 'sale' ? notifications.salesAlerts : notifications.reviewNotifications;
  }
  return {
    // A sale's e-mail is the creator's sale notice (marketplace sale-mail jobs), never a second one.
    email: preferences.emailNotifications && typeOn && type !== 'sale',
    push: preferences.pushNotifications && typeOn,
    quietHours: preferences.quietHours,
    timezone: userPreferences.timezone,
  };
}

const MINUTE = 60_000;

/**
 * When the quiet hours around `at` end (the first minute outside them), or null when `at` is not
 * inside them. Read on the user's clock; a daylight-saving jump is walked over minute by minute.
 */
export function quietHoursEnd(quietHours: QuietHours, timezone: TimeZone, at: Date): Date | null {
  if (!isWithinQuietHours(quietHours, timezone, at)) return null;
  const now = clockMinutes(timezone, at);
  const [toHours = 0, toMinutes = 0] = quietHours.to.split(':').map(Number);
  const minutesLeft = (toHours * 60 + toMinutes - now + 24 * 60) % (24 * 60) || 24 * 60;
  let end = new Date(Math.floor(at.getTime() / MINUTE) * MINUTE + minutesLeft * MINUTE);
  // A clock change between now and then moves the end: walk forward while still inside (clocks
  // went back), then back while the minute before is already outside (clocks went forward).
  for (let i = 0; i < 180 && isWithinQuietHours(quietHours, timezone, end); i++)
    end = new Date(end.getTime() + MINUTE);
  for (let i = 0; i < 180; i++) {
    const before = new Date(end.getTime() - MINUTE);
    if (before <= at || isWithinQuietHours(quietHours, timezone, before)) break;
    end = before;
  }
  return end;
}

/** `at`, or the end of the quiet hours it falls in. */
export const deliveryTime = (channels: Channels, at: Date): Date =>
  quietHoursEnd(channels.quietHours, channels.timezone, at) ?? at;

export const messageMailJobKey = (userId: string) => `notifications.messageMail:${userId}`;

/**
 * Queues (or re-arms) the user's message-mail job to run at `runAt`. A job already queued keeps
 * its time (the first unread message set it: later ones ride along); a finished one is armed
 * again; one running right now is armed again too (attempts reset, so the running pass's own
 * "done" no longer applies), and its next run mails whatever the running pass did not.
 */
export async function armMessageMail(db: Db, userId: string, runAt: Date, force = false): Promise<void> {
  await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      type: 'notifications.messageMail',
      key: messageMailJobKey(userId),
      payload: { userId },
      maxAttempts: 5,
      runAt,
    })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        status: 'queued',
        runAt,
        attempts: 0,
        lockedUntil: null,
        lastError: null,
        updatedAt: sql`now()`,
      },
      setWhere: force ? undefined : sql`${jobs.status} <> 'queued'`,
    });
}

/**
 * Sends a running job back to the queue until `runAt` (quiet hours began after it was queued).
 * Resetting attempts fences the runner's own "done" for this pass (jobs/runner.ts).
 */
export async function deferJob(db: Db, jobId: string, runAt: Date): Promise<void> {
  await db.execute(
    sql`update jobs set status = 'queued', run_at = ${runAt.toISOString()}::timestamptz, attempts = 0,
          locked_until = null, updated_at = now() where id = ${jobId}`,
  );
}

/**
 * Queues the e-mail and push a new (or refreshed) notification owes. `at` is the notification's
 * time, part of the jobs' keys: a notice refreshed by a later event is a new delivery, the same
 * call replayed is not. Inside quiet hours the jobs wait for their end, and every refresh in that
 * time folds into the one push due then.
 */
export async function scheduleDelivery(
  context: DeliveryContext,
  input: { notificationId: string; userId: string; type: NotificationType; at: Date },
): Promise<void> {
  const { db } = context.database;
  const channels = await channelsFor(db, input.userId, input.type);
  let wake = false;
  if (channels.email) {
    if (input.type === 'message') {
      const first = new Date(input.at.getTime() + MESSAGE_MAIL_DELAY_MS);
      await armMessageMail(db, input.userId, deliveryTime(channels, first));
    } else {
      const runAt = deliveryTime(channels, input.at);
      await enqueueJob(
        db,
        'notifications.mail',
        `notifications.mail:${input.notificationId}:${input.at.getTime()}`,
        { notificationId: input.notificationId },
        { runAt },
      );
      wake ||= runAt === input.at;
    }
  }
  if (channels.push) {
    const end = quietHoursEnd(channels.quietHours, channels.timezone, input.at);
    await enqueueJob(
      db,
      'notifications.push',
      `notifications.push:${input.notificationId}:${(end ?? input.at).getTime()}`,
      { notificationId: input.notificationId },
      { runAt: end ?? input.at, maxAttempts: 3 },
    );
    wake ||= end === null;
  }
  if (wake) await wakeJobs(context.bus, context.log);
}

/**
 * For mails other modules send themselves (the creator's sale notice): whether the user's
 * notification e-mail is on, and until when their quiet hours hold it back at `at` (null: now).
 */
export async function notificationMailWindow(
  db: Db,
  userId: string,
  at: Date,
): Promise<{ emailOn: boolean; quietUntil: Date | null }> {
  const [preferences, userPreferences] = await Promise.all([
    readNotificationPreferences(db, userId),
    readUserPreferences(db, userId),
  ]);
  return {
    emailOn: preferences.emailNotifications,
    quietUntil: quietHoursEnd(preferences.quietHours, userPreferences.timezone, at),
  };
}
