import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversationMembers,
  directMessages,
  notifications,
  pushSubscriptions,
  transactions,
  user,
} from '../../db/schema';
import type { JobHandlers } from '../../jobs/job-handlers';
import {
  eventMail,
  type EventMailKind,
  messageDigestMail,
  pushPayload,
} from '../../mail/notification-templates';
import { readSavedLanguage } from '../preferences';
import { channelsFor, type DeliveryContext, deferJob, quietHoursEnd } from './delivery';
import { notifyUser } from './notify';
import { sendWebPush } from './web-push';

/**
 * The notifications module's jobs (delivery.ts queues them): one e-mail per event, the batched
 * mail of unread direct messages, the Web Push of a notification, and the sale notice written
 * after the webhook's transaction. Each asks the user's settings again when it runs (a toggle
 * turned off meanwhile is obeyed) and waits out quiet hours that began since it was queued.
 */

export interface NotificationJobDeps extends DeliveryContext {
  /** The clock (tests run the handlers at a chosen time). */
  now?: () => Date;
}

const MAIL_KIND: Partial<Record<string, EventMailKind>> = {
  review: 'review',
  comment_reply: 'commentReply',
  moderation: 'moderation',
};

async function loadNotification(db: Db, notificationId: string) {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      email: user.email,
    })
    .from(notifications)
    .innerJoin(user, eq(user.id, notifications.userId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  return row;
}

/**
 * The unread messages to `userId` not mailed yet and written up to `cutoff`, per conversation:
 * the sender's name, how many, and the latest text. Newest conversation first.
 */
export async function unmailedMessages(db: Db, userId: string, cutoff: Date) {
  const rows = await db
    .select({
      conversationId: directMessages.conversationId,
      senderName: user.name,
      content: directMessages.content,
      createdAt: directMessages.createdAt,
    })
    .from(directMessages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, directMessages.conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .leftJoin(user, eq(user.id, directMessages.senderId))
    .where(
      and(
        or(isNull(directMessages.senderId), ne(directMessages.senderId, userId)),
        isNull(directMessages.readAt),
        sql`${directMessages.createdAt} <= ${cutoff.toISOString()}::timestamptz`,
        or(
          isNull(conversationMembers.mailedThrough),
          gt(directMessages.createdAt, conversationMembers.mailedThrough),
        ),
      ),
    )
    .orderBy(desc(directMessages.createdAt))
    .limit(500);
  const byConversation = new Map<string, { senderName: string | null; count: number; latest: string }>();
  for (const row of rows) {
    const seen = byConversation.get(row.conversationId);
    if (seen) seen.count += 1;
    else
      byConversation.set(row.conversationId, { senderName: row.senderName, count: 1, latest: row.content });
  }
  return byConversation;
}

/** Marks the user's messages up to `cutoff` as mailed (or as needing no mail), in every conversation. */
async function markMailedThrough(db: Db, userId: string, cutoff: Date, conversationIds?: string[]) {
  if (conversationIds && conversationIds.length === 0) return;
  await db
    .update(conversationMembers)
    .set({
      mailedThrough: sql`greatest(coalesce(${conversationMembers.mailedThrough}, '-infinity'::timestamptz), ${cutoff.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(conversationMembers.userId, userId),
        conversationIds ? inArray(conversationMembers.conversationId, conversationIds) : undefined,
      ),
    );
}

export function notificationJobHandlers(deps: NotificationJobDeps): JobHandlers {
  const { db } = deps.database;
  const { log, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const link = (path: string | null) => new URL(path ?? '/', deps.env.PUBLIC_URL).toString();
  const languageOf = async (userId: string) => (await readSavedLanguage(db, userId)) ?? 'en';

  return {
    'notifications.mail': {
      async run({ notificationId }, job) {
        const notice = await loadNotification(db, notificationId);
        const kind = notice && MAIL_KIND[notice.type];
        if (!notice || !kind)
          return log.info({ notificationId }, 'notification mail not sent: gone or not mailed');
        const channels = await channelsFor(db, notice.userId, notice.type);
        if (!channels.email) return log.info({ notificationId }, 'notification mail not sent: turned off');
        const end = quietHoursEnd(channels.quietHours, channels.timezone, now());
        if (end) return deferJob(db, job.id, end);
        await mailer.send(
          eventMail({
            kind,
            to: notice.email,
            language: await languageOf(notice.userId),
            url: link(notice.link),
            params: notice.params,
          }),
        );
        await db
          .update(notifications)
          .set({ emailedAt: sql`now()` })
          .where(eq(notifications.id, notificationId));
        log.info({ notificationId, type: notice.type }, 'notification mail sent');
      },
    },

    'notifications.messageMail': {
      async run({ userId }, job) {
        const at = now();
        const [recipient] = await db
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, userId))
          .limit(1);
        if (!recipient) return;
        const channels = await channelsFor(db, userId, 'message');
        if (!channels.email) {
          // Mail turned off: what arrived meanwhile is never owed later.
          await markMailedThrough(db, userId, at);
          return log.info({ userId }, 'message mail not sent: e-mail notifications off');
        }
        const end = quietHoursEnd(channels.quietHours, channels.timezone, at);
        if (end) return deferJob(db, job.id, end);
        const unmailed = await unmailedMessages(db, userId, at);
        if (unmailed.size === 0) return log.info({ userId }, 'message mail not sent: everything was read');
        await mailer.send(
          messageDigestMail({
            to: recipient.email,
            language: await languageOf(userId),
            url: link('/messages'),
            conversations: [...unmailed.values()],
          }),
        );
        await markMailedThrough(db, userId, at, [...unmailed.keys()]);
        log.info({ userId, conversations: unmailed.size }, 'message mail sent');
      },
    },

    'notifications.push': {
      async run({ notificationId }, job) {
        const notice = await loadNotification(db, notificationId);
        if (!notice) return;
        const channels = await channelsFor(db, notice.userId, notice.type);
        if (!channels.push) return log.info({ notificationId }, 'push not sent: turned off');
        const end = quietHoursEnd(channels.quietHours, channels.timezone, now());
        if (end) return deferJob(db, job.id, end);
        const targets = await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, notice.userId));
        if (targets.length === 0) return;
        const payload = JSON.stringify(
          pushPayload({
            type: notice.type,
            language: await languageOf(notice.userId),
            params: notice.params,
            link: notice.link,
          }),
        );
        let delivered = 0;
        for (const target of targets) {
          const outcome = await sendWebPush(deps.env, target, payload);
          if (outcome.kind === 'delivered') {
            delivered += 1;
            await db
              .update(pushSubscriptions)
              .set({ lastUsedAt: sql`now()` })
              .where(eq(pushSubscriptions.id, target.id));
          } else if (outcome.kind === 'gone') {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
            log.info(
              { subscriptionId: target.id, status: outcome.status },
              'push subscription gone: removed',
            );
          } else log.warn({ subscriptionId: target.id, reason: outcome.reason }, 'push not delivered');
        }
        if (delivered > 0)
          await db
            .update(notifications)
            .set({ pushedAt: sql`now()` })
            .where(eq(notifications.id, notificationId));
      },
    },

    'notifications.sale': {
      async run({ transactionId }) {
        const [sale] = await db
          .select({
            creatorId: transactions.creatorId,
            title: transactions.listingTitle,
            amountCents: transactions.amountCents,
          })
          .from(transactions)
          .where(eq(transactions.id, transactionId))
          .limit(1);
        if (!sale) return;
        await notifyUser(deps, {
          userId: sale.creatorId,
          type: 'sale',
          params: { recipeTitle: sale.title, amountCents: sale.amountCents },
          link: '/creator/analytics',
          subjectId: transactionId,
        });
      },
    },
  };
}
