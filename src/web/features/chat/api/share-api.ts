import type { SharedChatResponse } from '@shared/contracts/chat-share';
import { chatShareEndpoints } from '@shared/contracts/endpoints/chat-share';
import type { KeyedError } from '@shared/errors/error-table';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';
import { ApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Share links (platform.md §7 sharechat / getsharedchat; src/shared/contracts/endpoints/
 * chat-share.ts) and the chat history list.
 */
export const shareApi = {
  share: (chatId: string) => callEndpoint(chatShareEndpoints.share, { params: { chatId } }),
  state: (chatId: string) => callEndpoint(chatShareEndpoints.state, { params: { chatId } }),
  revoke: (chatId: string) => callEndpoint(chatShareEndpoints.revoke, { params: { chatId } }),
  history: () => callEndpoint(chatShareEndpoints.history, {}),
};

/**
 * A shared chat as its page shows it. The server answers failures in the spec's shape too, so
 * its `error` text is what the page says.
 */
export async function fetchSharedChat(shareId: string): Promise<SharedChatResponse> {
  // Plain fetch, not callEndpoint: a failure's body is read too, for its `error` text.
  const response = await fetch(endpointUrl(chatShareEndpoints.read, { params: { shareId } }), {
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as (SharedChatResponse & Partial<KeyedError>) | null;
  if (response.ok && body?.success) return body;
  throw new ApiRequestError(
    response.status === 404 ? 'NOT_FOUND' : response.status === 403 ? 'FORBIDDEN' : 'INTERNAL',
    (body?.error && errorText({ key: body.key, params: body.params, message: body.error })) ||
      'Failed to load shared chat. Please try again later.',
    response.status,
    body?.key,
    body?.params,
  );
}

/** The link of a shared chat, anchored to one message when given. */
export function shareLink(shareId: string, messageId?: string): string {
  const base = `${window.location.origin}/share/${encodeURIComponent(shareId)}`;
  return messageId ? `${base}#message-${messageId}` : base;
}

// An alias of lib/query-keys.ts kept for use-share-chat.ts, which is being split elsewhere right
// now; new code imports queryKeys.
export const shareStateKey = queryKeys.chats.shareState;
