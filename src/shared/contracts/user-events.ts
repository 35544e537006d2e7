import { z } from 'zod';

/**
 * Events of a signed-in user's own channel (GET /api/events): what changed in any tab or server
 * process, so the sidebar, the gallery and open recipes refresh live.
 */
export const userEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.created'), chatId: z.string() }),
  z.object({ type: z.literal('chat.updated'), chatId: z.string() }),
  z.object({ type: z.literal('chat.deleted'), chatId: z.string() }),
  z.object({ type: z.literal('recipe.created'), recipeId: z.string() }),
  /** Edited, moved, or enriched by a background job (tags, cover image). */
  z.object({ type: z.literal('recipe.updated'), recipeId: z.string() }),
  z.object({ type: z.literal('recipe.deleted'), recipeId: z.string() }),
  /** A background job could not finish part of a save: an info toast for the user. */
  z.object({ type: z.literal('recipe.notice'), recipeId: z.string(), message: z.string() }),
  z.object({ type: z.literal('folders.changed') }),
  /** Settings changed in some tab: the others read them again and apply them. */
  z.object({ type: z.literal('preferences.updated') }),
  z.object({ type: z.literal('notificationPreferences.updated') }),
  /** The display name or photo changed: every tab reads the session again (avatar, name). */
  z.object({ type: z.literal('profile.updated') }),
  /** One of the user's marketplace listings changed (published, validated, edited, deleted). */
  z.object({ type: z.literal('listing.updated'), listingId: z.string() }),
  /** A direct message arrived in, or was sent from another tab to, one of the user's conversations. */
  z.object({ type: z.literal('message.created'), conversationId: z.string(), messageId: z.string() }),
  /** A message of one of the user's conversations was edited. */
  z.object({ type: z.literal('message.updated'), conversationId: z.string(), messageId: z.string() }),
  /** Messages of a conversation were read (by the other participant: receipts; by the user: counts). */
  z.object({ type: z.literal('conversation.read'), conversationId: z.string(), readerId: z.string() }),
  /** A conversation's standing changed: blocked, unblocked, the other account deleted. */
  z.object({ type: z.literal('conversation.updated'), conversationId: z.string() }),
  /** A new in-app notification (the bell's count and list). */
  z.object({ type: z.literal('notification.created'), notificationId: z.string() }),
  /** Notifications were marked read in some tab. */
  z.object({ type: z.literal('notifications.read') }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;
export const USER_EVENT_TYPES = userEventSchema.options.map((option) => option.shape.type.value);
