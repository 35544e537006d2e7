import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * In-app notifications and Web Push (issue 23 item 4).
 *
 *   GET    /api/notifications?cursor=              -> NotificationPage (newest first)
 *   GET    /api/notifications/unread               -> NotificationUnread (the bell's count)
 *   POST   /api/notifications/read-all             -> NotificationUnread (0)
 *   POST   /api/notifications/:notificationId/read -> NotificationUnread
 *   GET    /api/notifications/push/key             -> PushKey (the VAPID public key)
 *   PUT    /api/notifications/push/subscription  body PushSubscriptionInput -> 204
 *   DELETE /api/notifications/push/subscription  body PushUnsubscribeInput  -> 204
 *
 * A new notification reaches the user's tabs on their own channel ('notification.created').
 */

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Unread direct messages are mailed together this long after the first (issue 23 item 4). */
export const MESSAGE_MAIL_DELAY_MS = 10 * 60 * 1000;

export const NOTIFICATION_TYPES = ['message', 'sale', 'review', 'comment_reply', 'moderation'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationKind = z.infer<typeof notificationTypeSchema>;

export const notificationIdParams = z.object({ notificationId: idSchema });

/**
 * One notification. The browser words it in its language from `type` and `params` (names,
 * titles, amounts: e.g. { senderName, preview } for a message, { recipeTitle, amountCents } for a
 * sale); `link` is the page it opens.
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({ cursor: z.string().max(200).optional() });
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadSchema = z.object({ unread: z.number().int().min(0) });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What PushSubscription.toJSON() gives, as the service worker sends it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2000) });
