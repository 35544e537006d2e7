import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationType } from '../../db/messaging-schema';
import { notifications } from '../../db/schema';
import { publishUserEvent } from '../../realtime/user-channel';
import type { ServerModuleContext } from '../module';
import { scheduleDelivery } from './delivery';

/** What writing a notification needs: the module context's database, bus, log, mailer and env. */
export type NotifyContext = Pick<ServerModuleContext, 'database' | 'bus' | 'log' | 'mailer' | 'env'>;

export interface NotifyInput {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  /** What the text is worded from in the reader's language (names, titles, amounts, a preview). */
  params: Record<string, string | number>;
  /** The page it opens (a path of the app), if any. */
  link: string | null;
  /**
   * What it is about (a conversation, a listing, a comment). An unread notice about the same
   * subject and type is brought up to date instead of adding another (ten messages in one
   * conversation are one notice, not ten).
   */
  subjectId?: string | null;
}

/**
 * Tells a user something happened (issue 23 item 4): the in-app notification behind the bell,
 * announced live on the user's channel, then its e-mail and Web Push as the user's settings and
 * quiet hours say (delivery.ts: durable jobs; unread messages batched into one mail after
 * MESSAGE_MAIL_DELAY_MS). Features call this where the event happens (a message sent, a sale, a
 * review, a reply, a moderation decision); it never throws into the caller's work: a failure is
 * logged and the caller's action stands. Returns the notification's id, or null.
 */
export async function notifyUser(context: NotifyContext, input: NotifyInput): Promise<string | null> {
  const { db } = context.database;
  const at = new Date();
  let id: string | null = null;
  try {
    if (input.subjectId) {
      const [updated] = await db
        .update(notifications)
        .set({ params: input.params, link: input.link, createdAt: at })
        .where(
          and(
            eq(notifications.userId, input.userId),
            eq(notifications.type, input.type),
            eq(notifications.subjectId, input.subjectId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      id = updated?.id ?? null;
    }
    if (!id) {
      id = randomUUID();
      await db.insert(notifications).values({
        id,
        userId: input.userId,
        type: input.type,
        params: input.params,
        link: input.link,
        subjectId: input.subjectId ?? null,
        createdAt: at,
      });
    }
    await publishUserEvent(context.bus, context.log, input.userId, {
      type: 'notification.created',
      notificationId: id,
    });
  } catch (error) {
    context.log.warn({ err: error, type: input.type }, 'notification not written');
    return null;
  }
  try {
    await scheduleDelivery(context, { notificationId: id, userId: input.userId, type: input.type, at });
  } catch (error) {
    // The in-app notice stands; only its e-mail or push is lost.
    context.log.warn(
      { err: error, type: input.type, notificationId: id },
      'notification e-mail/push not queued',
    );
  }
  return id;
}

/**
 * Marks a user's unread notices about one subject read (e.g. a conversation the user just read in
 * /messages, so the bell does not still call its messages new), and tells their tabs. Never throws.
 */
export async function markSubjectRead(
  context: Pick<NotifyContext, 'database' | 'bus' | 'log'>,
  input: { userId: string; type: NotificationType; subjectId: string },
): Promise<void> {
  try {
    const updated = await context.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, input.type),
          eq(notifications.subjectId, input.subjectId),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    if (updated.length > 0)
      await publishUserEvent(context.bus, context.log, input.userId, { type: 'notifications.read' });
  } catch (error) {
    context.log.warn({ err: error, type: input.type }, 'notifications not marked read');
  }
}
