import type { ChatAttachment } from './chat';
import { z } from 'zod';

/** Shared chats and the chat history page (platform.md §2, §3, §7 sharechat / getsharedchat, §8). */
export const SHARE_MESSAGES = {
  missing: 'Share ID is missing.',
  notFound: 'This shared chat link is invalid or has expired.',
  forbidden: 'You do not have permission to view this chat.',
  failed: 'Failed to load shared chat. Please try again later.',
  createFailed: 'Failed to create shareable link. Please try again.',
  signInRequired: 'Please sign in to share recipes.',
} as const;

export const shareIdParams = z.object({
  shareId: z.string().trim().min(1, SHARE_MESSAGES.missing).max(64, SHARE_MESSAGES.notFound),
});

export interface ChatShareState {
  /** The live share of the chat, or null when it is not shared. */
  shareId: string | null;
}

/** platform.md §3 "Shared chat response". */
export interface SharedChatResponse {
  success: boolean;
  title: string;
  messages: Array<{
    id: string;
    sender: 'user' | 'other';
    text: string;
    timestamp: string;
    /** Files sent with the message; their urls answer anyone while the link is live. */
    attachments: ChatAttachment[];
  }>;
  error: string | null;
}

/** One card of the chat history page: never the whole chat, only what the card shows. */
export interface ChatHistoryItem {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** The first user message, cut. */
  preview: string;
  /** The newest message, cut. */
  lastMessage: string;
  messageCount: number;
}

export const CHAT_HISTORY_LIMIT = 500;
