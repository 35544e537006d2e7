import type { Chat, ChatMessage, ChatWithMessages, Usage } from '@shared/contracts/chat';
import { ApiRequestError, NETWORK_ERROR_CODE } from '@web/lib/api-client';

/**
 * The chat API (src/shared/contracts/chat.ts). Errors are `ApiRequestError` with the server's
 * `{code, message}`; a failure with no answer at all has code NETWORK.
 */
const NETWORK_MESSAGE = 'Network error. Please check your connection.';
const GENERIC_MESSAGE = 'An error occurred while processing your request.';

/** localStorage key of the user's own Gemini key (Settings); sent per request, never stored here. */
export const GEMINI_KEY_STORAGE = 'rf-gemini-key';

/** The seam for a user's own Gemini key: header `x-gemini-api-key` when one is set. */
export function userKeyHeaders(): Record<string, string> {
  try {
    const key = window.localStorage.getItem(GEMINI_KEY_STORAGE)?.trim();
    return key ? { 'x-gemini-api-key': key } : {};
  } catch {
    return {};
  }
}

/** Turns a non-OK response into ApiRequestError with the server's message. */
export async function toApiError(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && typeof message === 'string' && message)
    return new ApiRequestError(code, message, response.status);
  return new ApiRequestError(
    response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    GENERIC_MESSAGE,
    response.status,
  );
}

export const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** fetch with the app's conventions: same-origin cookie, JSON, the user-key seam. */
export async function chatFetch(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
      headers: {
        accept: body === undefined ? 'application/json' : 'application/json, text/event-stream',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...userKeyHeaders(),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function json<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await chatFetch(method, path, body);
  return (await response.json()) as T;
}

export interface SendResult {
  chat: Chat;
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
  usage: Usage;
}

export const chatApi = {
  usage: () => json<Usage>('GET', '/api/usage'),
  listChats: (q?: string) =>
    json<{ chats: Chat[] }>('GET', q ? `/api/chats?q=${encodeURIComponent(q)}` : '/api/chats'),
  getChat: (chatId: string) => json<ChatWithMessages>('GET', `/api/chats/${encodeURIComponent(chatId)}`),
  deleteChat: async (chatId: string) => {
    await chatFetch('DELETE', `/api/chats/${encodeURIComponent(chatId)}`);
  },
  createChat: (content: string, stream: boolean) =>
    json<SendResult>('POST', '/api/chats', { content, stream }),
  sendMessage: (chatId: string, content: string, stream: boolean) =>
    json<SendResult>('POST', `/api/chats/${encodeURIComponent(chatId)}/messages`, { content, stream }),
  cancel: (messageId: string) =>
    json<unknown>('POST', `/api/messages/${encodeURIComponent(messageId)}/cancel`, {}),
  retry: (messageId: string) =>
    json<{ message: ChatMessage }>('POST', `/api/messages/${encodeURIComponent(messageId)}/retry`, {}),
};

export const USAGE_QUERY_KEY = ['usage'] as const;
export const CHATS_QUERY_KEY = ['chats'] as const;
