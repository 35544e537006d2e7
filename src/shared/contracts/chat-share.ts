import { z } from 'zod';
import { ERROR_TABLE } from '../errors/error-table';
import { attachmentSchema } from './chat';

/** Shared chats and the chat history page (platform.md §2, §3, §7 sharechat / getsharedchat, §8). */
export const SHARE_MESSAGES = {
  missing: ERROR_TABLE['share.missing'].text,
  notFound: ERROR_TABLE['share.notFound'].text,
  forbidden: ERROR_TABLE['share.forbidden'].text,
  failed: 'Failed to load shared chat. Please try again later.',
  createFailed: 'Failed to create shareable link. Please try again.',
  signInRequired: ERROR_TABLE['auth.signInToShare'].text,
} as const;

export const shareIdParams = z.object({
  shareId: z.string().trim().min(1, SHARE_MESSAGES.missing).max(64, SHARE_MESSAGES.notFound),
});

/** The live share of a chat, or null when it is not shared. */
export const chatShareStateSchema = z.object({ shareId: z.string().nullable() });
export type ChatShareState = z.infer<typeof chatShareStateSchema>;

/**
 * platform.md §3 "Shared chat response". A failure answers it too (success false, the reason in
 * `error`), with the house's `{ code, message }` beside it.
 */
export const sharedChatResponseSchema = z.object({
  success: z.boolean(),
  title: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      sender: z.enum(['user', 'other']),
      text: z.string(),
      timestamp: z.string(),
      /** Files sent with the message; their urls answer anyone while the link is live. */
      attachments: z.array(attachmentSchema),
    }),
  ),
  error: z.string().nullable(),
});
export type SharedChatResponse = z.infer<typeof sharedChatResponseSchema>;

/** One card of the chat history page: never the whole chat, only what the card shows. */
export const chatHistoryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first user message, cut. */
  preview: z.string(),
  /** The newest message, cut. */
  lastMessage: z.string(),
  messageCount: z.number().int(),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;

export const chatHistorySchema = z.object({ chats: z.array(chatHistoryItemSchema) });

export const CHAT_HISTORY_LIMIT = 500;
