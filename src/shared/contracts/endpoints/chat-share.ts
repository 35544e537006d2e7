import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { chatIdParams } from '../chat';
import { chatHistorySchema, chatShareStateSchema, sharedChatResponseSchema } from '../chat-share';

/**
 * Sharing a chat by link (platform.md §2 Shared chat page, §7 sharechat / getsharedchat; decision
 * 0011) and the chat history page's list.
 */

/**
 * Any text: the route answers a missing, malformed or unknown id itself, in the spec's shape
 * (shareIdParams would refuse them as VALIDATION_ERROR instead).
 */
const sharedChatParams = z.object({ shareId: z.string().describe('The id of a share link') });

export const chatShareEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/chats/:chatId/share',
    access: 'signed-in',
    tag: 'Sharing',
    summary: "The chat's live share link, or null when it is not shared",
    params: chatIdParams,
    owns: 'chat',
    response: { kind: 'json', schema: chatShareStateSchema },
    errors: ['NOT_FOUND'],
  }),
  share: defineEndpoint({
    method: 'POST',
    path: '/api/chats/:chatId/share',
    access: 'signed-in',
    tag: 'Sharing',
    summary: "Share a chat: its live link, made if there is none (one a chat)",
    params: chatIdParams,
    owns: 'chat',
    response: { kind: 'json', schema: chatShareStateSchema },
    errors: ['NOT_FOUND'],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/chats/:chatId/share',
    access: 'signed-in',
    tag: 'Sharing',
    summary: "Withdraw the chat's share link; its readers are refused from then on",
    params: chatIdParams,
    owns: 'chat',
    response: { kind: 'empty' },
    errors: ['NOT_FOUND'],
  }),
  /**
   * No `owns`: the link is the permission, so another user's live share answers like one's own.
   * Failures answer the spec's shape too (success false, `error`), beside `{ code, message }`.
   */
  read: defineEndpoint({
    method: 'GET',
    path: '/api/shares/:shareId',
    access: 'public',
    tag: 'Sharing',
    summary: "A shared chat's title and finished messages, for anyone holding a live link",
    params: sharedChatParams,
    response: { kind: 'json', schema: sharedChatResponseSchema },
    // BAD_REQUEST: no id; NOT_FOUND: unknown or malformed; FORBIDDEN: revoked by its owner.
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'FORBIDDEN'],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/chat-history',
    access: 'verified',
    tag: 'Chats',
    summary: "The history page's cards: each chat with its first question and last message, cut",
    response: { kind: 'json', schema: chatHistorySchema },
  }),
};
