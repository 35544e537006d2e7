import { messagingEndpoints as api } from '@shared/contracts/endpoints/messaging';
import type { InboxPage, NewConversation, ThreadPage } from '@shared/contracts/messaging';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/** The messaging API (shared/contracts/endpoints/messaging.ts), one function per call. */
export const fetchInbox = (
  query: { filter: 'all' | 'unread'; q?: string; cursor?: string },
  signal?: AbortSignal,
): Promise<InboxPage> => callEndpoint(api.listConversations, { query }, { signal });

export const fetchConversation = (conversationId: string, signal?: AbortSignal) =>
  callEndpoint(api.getConversation, { params: { conversationId } }, { signal });

export const fetchThreadPage = (
  conversationId: string,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ThreadPage> =>
  callEndpoint(api.listMessages, { params: { conversationId }, query: { cursor } }, { signal });

export const sendMessage = (conversationId: string, content: string) =>
  callEndpoint(api.sendMessage, { params: { conversationId }, body: { content } });

export const editMessage = (messageId: string, content: string) =>
  callEndpoint(api.editMessage, { params: { messageId }, body: { content } });

export const markRead = (conversationId: string, messageIds?: string[]) =>
  callEndpoint(api.markRead, { params: { conversationId }, body: messageIds ? { messageIds } : {} });

export const startConversation = (body: NewConversation) => callEndpoint(api.startConversation, { body });

export const fetchConversationWith = (userId: string, signal?: AbortSignal) =>
  callEndpoint(api.conversationWith, { params: { userId } }, { signal });

export const fetchUnreadCount = (signal?: AbortSignal) => callEndpoint(api.unreadCount, {}, { signal });

export const fetchRecipients = (q: string | undefined, signal?: AbortSignal) =>
  callEndpoint(api.listRecipients, { query: { q: q || undefined } }, { signal });

export const blockUser = (userId: string) => callEndpoint(api.blockUser, { params: { userId } });
export const unblockUser = (userId: string) => callEndpoint(api.unblockUser, { params: { userId } });

export const reportConversation = (conversationId: string, reason: string) =>
  callEndpoint(api.reportConversation, { params: { conversationId }, body: { reason } });
