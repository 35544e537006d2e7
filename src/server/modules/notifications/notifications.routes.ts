import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as endpoints } from '@shared/contracts/endpoints/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/contracts/notifications';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { publishUserEvent } from '../../realtime/user-channel';
import type { ServerModuleContext } from '../module';
import { countUnread, listNotifications, markAllRead, markOneRead } from './notifications.queries';
import { allowsLocalPush, arePushKeysValid, isAcceptableEndpoint, loadVapidKeys } from './web-push';

/**
 * The bell's list and read marks, and the browser's Web Push subscription
 * (shared/contracts/endpoints/notifications.ts). Every query is the caller's own: another user's
 * notification answers 404 like a missing one. Marking read tells the user's other tabs.
 */
export async function notificationsRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const { db } = context.database;
  const announceRead = (userId: string) =>
    publishUserEvent(context.bus, context.log, userId, { type: 'notifications.read' });

  route(endpoints.listNotifications, async ({ user, query, reply }) => {
    reply.header('cache-control', 'private, no-store');
    const [page, unread] = await Promise.all([
      listNotifications(db, user.id, query.cursor, NOTIFICATIONS_PAGE_SIZE),
      countUnread(db, user.id),
    ]);
    return { ...page, unread };
  });

  route(endpoints.unreadNotifications, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { unread: await countUnread(db, user.id) };
  });

  route(endpoints.markAllNotificationsRead, async ({ user }) => {
    if ((await markAllRead(db, user.id)) > 0) await announceRead(user.id);
    return { unread: await countUnread(db, user.id) };
  });

  route(endpoints.markNotificationRead, async ({ user, params }) => {
    if (!(await markOneRead(db, user.id, params.notificationId)))
      throw new AppError('notifications.notFound');
    await announceRead(user.id);
    return { unread: await countUnread(db, user.id) };
  });

  route(endpoints.pushKey, async () => {
    try {
      return { publicKey: loadVapidKeys(context.env.DATA_DIR).publicKey };
    } catch (error) {
      throw new AppError('notifications.pushUnavailable', {}, { cause: error });
    }
  });

  route(endpoints.subscribePush, async ({ user, body }) => {
    if (!isAcceptableEndpoint(body.endpoint, allowsLocalPush(context.env)))
      throw new AppError('notifications.pushEndpointRefused');
    if (!arePushKeysValid(body.keys)) throw new AppError('notifications.pushKeysInvalid');
    // One row per endpoint: a browser whose user changed (signed in as someone else) is re-owned.
    await db
      .insert(pushSubscriptions)
      .values({
        id: randomUUID(),
        userId: user.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: user.id, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: sql`now()` },
      });
  });

  route(endpoints.unsubscribePush, async ({ user, body }) => {
    // Only the caller's own: another user's subscription of that endpoint is left alone.
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.userId, user.id)));
  });
}
