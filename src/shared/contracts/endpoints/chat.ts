import { defineEndpoint } from '../endpoint';
import {
  anonymousGenerateSchema,
  cancelResultSchema,
  chatIdParams,
  chatListQuery,
  chatListSchema,
  chatWithMessagesSchema,
  messageIdParams,
  messageResultSchema,
  replyStreamQuery,
  sendMessageSchema,
  sendResultSchema,
  streamEventSchema,
  usageSchema,
  userEventSchema,
} from '../chat';

/**
 * Chats and their replies (chat-assistant.md §3, §4; platform.md §2 Chat): the allowance, the
 * signed-in user's chats, sending, following, stopping and retrying a reply, the user's event
 * channel, and the anonymous chat's one-shot generation. Per-message actions are in
 * chat-actions.ts, sharing and the history page in chat-share.ts, files in attachments.ts.
 */

/** What starting a reply may be refused with: the allowance used up, or no model reachable. */
const GENERATION_ERRORS = ['LIMIT_REACHED', 'NOT_READY'] as const;

export const chatEndpoints = {
  usage: defineEndpoint({
    method: 'GET',
    path: '/api/usage',
    access: 'public',
    tag: 'Chats',
    summary:
      "The caller's generation allowance this month: the user's, or a visitor's (per anonymous session and IP, whose cookie it may set)",
    response: { kind: 'json', schema: usageSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/chats',
    access: 'signed-in',
    tag: 'Chats',
    summary: "The user's chats, most recently active first, optionally filtered by title",
    query: chatListQuery,
    response: { kind: 'json', schema: chatListSchema },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/chats/:chatId',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'One chat with all its messages (replies cut off by a dead server shown as interrupted)',
    params: chatIdParams,
    owns: 'chat',
    response: { kind: 'json', schema: chatWithMessagesSchema },
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/chats/:chatId',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'Delete a chat, its messages and files; replies being written stop',
    params: chatIdParams,
    owns: 'chat',
    response: { kind: 'empty' },
    errors: ['NOT_FOUND'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/chats',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'Start a chat with a first message; the reply streams (follow it) or, with stream false, comes whole',
    body: sendMessageSchema,
    response: { kind: 'json', schema: sendResultSchema, status: 201 },
    // NOT_FOUND: an attachment id not the user's or already sent; CONFLICT: one claimed meanwhile.
    errors: ['NOT_FOUND', 'CONFLICT', ...GENERATION_ERRORS],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/chats/:chatId/messages',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'Send a message in a chat; the reply streams (follow it) or, with stream false, comes whole',
    params: chatIdParams,
    owns: 'chat',
    body: sendMessageSchema,
    response: { kind: 'json', schema: sendResultSchema, status: 201 },
    // CONFLICT: a reply still being written; DUPLICATE: the same text just sent.
    errors: ['NOT_FOUND', 'CONFLICT', 'DUPLICATE', ...GENERATION_ERRORS],
  }),
  follow: defineEndpoint({
    method: 'GET',
    path: '/api/messages/:messageId/stream',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'Follow a reply: a snapshot of what is stored, then its events until done',
    params: messageIdParams,
    owns: 'message',
    query: replyStreamQuery,
    response: { kind: 'events', schema: streamEventSchema },
    errors: ['NOT_FOUND'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/cancel',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'Stop a reply being written, in whichever server process writes it',
    params: messageIdParams,
    owns: 'message',
    response: { kind: 'json', schema: cancelResultSchema },
    errors: ['NOT_FOUND'],
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/retry',
    access: 'signed-in',
    tag: 'Chats',
    summary: 'Write an interrupted, failed or stopped reply again',
    params: messageIdParams,
    owns: 'message',
    response: { kind: 'json', schema: messageResultSchema },
    // BAD_REQUEST: not a reply; CONFLICT: nothing to retry, or a reply still being written.
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT', ...GENERATION_ERRORS],
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: 'signed-in',
    tag: 'Events',
    summary: "The user's own channel: chats, recipes and folders changed in any tab; ends with the session",
    response: { kind: 'events', schema: userEventSchema },
  }),
  anonymousGenerate: defineEndpoint({
    method: 'POST',
    path: '/api/anonymous/generate',
    access: 'public',
    tag: 'Chats',
    summary:
      "A visitor's reply, streamed back in the answer's body; the conversation and files come inline and are never stored",
    body: anonymousGenerateSchema,
    response: { kind: 'events', schema: streamEventSchema },
    // RATE_LIMITED: too many requests from one IP; DUPLICATE: the same send just made;
    // PAYLOAD_TOO_LARGE: over the body limit, or an image over the pixel cap.
    errors: ['RATE_LIMITED', 'DUPLICATE', 'PAYLOAD_TOO_LARGE', ...GENERATION_ERRORS],
  }),
};
