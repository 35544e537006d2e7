import type { EndpointDefinition, EndpointRequest, EndpointResult } from '@shared/contracts/endpoint';
import { chatEndpoints } from '@shared/contracts/endpoints/chat';
import { callEndpoint, fetchEndpoint } from '@web/lib/api/call-endpoint';
import { queryKeys } from '@web/lib/query-keys';
import { type FetchOptions, isAbortError } from '@web/lib/api-client';

/**
 * The chat API (src/shared/contracts/endpoints/chat.ts). Errors are `ApiRequestError` with the
 * server's `{code, message}`; a failure with no answer at all has code NETWORK.
 */
const GENERIC_MESSAGE = 'An error occurred while processing your request.';

export const isAbort = isAbortError;

/**
 * The chat's extras on every call: an event stream accepted for a POST. A user's own AI key is
 * kept (sealed) on the server (Settings, "Your own AI key"), never in the browser, so no key
 * header is sent from here.
 */
function chatOptions(definition: EndpointDefinition, signal?: AbortSignal): FetchOptions {
  return {
    signal,
    acceptStream: definition.method === 'POST',
    fallbackMessage: GENERIC_MESSAGE,
  };
}

/** A chat endpoint's raw response (event streams). */
export function fetchChatEndpoint<D extends EndpointDefinition>(
  definition: D,
  request: EndpointRequest<D>,
  signal?: AbortSignal,
): Promise<Response> {
  return fetchEndpoint(definition, request, chatOptions(definition, signal));
}

/** A chat endpoint's JSON answer. */
export function callChatEndpoint<D extends EndpointDefinition>(
  definition: D,
  request: EndpointRequest<D>,
  signal?: AbortSignal,
): Promise<EndpointResult<D>> {
  return callEndpoint(definition, request, chatOptions(definition, signal));
}

export const chatApi = {
  usage: () => callChatEndpoint(chatEndpoints.usage, {}),
  listChats: (q?: string) => callChatEndpoint(chatEndpoints.list, { query: { q } }),
  getChat: (chatId: string) => callChatEndpoint(chatEndpoints.read, { params: { chatId } }),
  deleteChat: async (chatId: string) => {
    await callChatEndpoint(chatEndpoints.remove, { params: { chatId } });
  },
  createChat: (content: string, stream: boolean, attachmentIds: string[] = []) =>
    callChatEndpoint(chatEndpoints.create, { body: { content, stream, attachmentIds } }),
  sendMessage: (chatId: string, content: string, stream: boolean, attachmentIds: string[] = []) =>
    callChatEndpoint(chatEndpoints.send, { params: { chatId }, body: { content, stream, attachmentIds } }),
  cancel: (messageId: string) => callChatEndpoint(chatEndpoints.cancel, { params: { messageId } }),
  retry: (messageId: string) => callChatEndpoint(chatEndpoints.retry, { params: { messageId } }),
};

// Aliases of lib/query-keys.ts kept for the chat's hooks, which are being split elsewhere right now;
// new code imports queryKeys.
export const USAGE_QUERY_KEY = queryKeys.usage.all;
export const CHATS_QUERY_KEY = queryKeys.chats.all;
