import type { Chat, ChatMessage, ChatWithMessages, Usage } from '@shared/contracts/chat';
import { apiFetch, isAbortError } from '@web/lib/api-client';

/**
 * The chat API (src/shared/contracts/chat.ts). Errors are `ApiRequestError` with the server's
 * `{code, message}`; a failure with no answer at all has code NETWORK.
 */
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

export const isAbort = isAbortError;

/** The app's fetch with the chat's extras: the user-key seam and event-stream answers. */
export function chatFetch(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  return apiFetch(method, path, body, {
    signal,
    headers: userKeyHeaders(),
    acceptStream: body !== undefined,
    fallbackMessage: GENERIC_MESSAGE,
  });
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
  createChat: (content: string, stream: boolean, attachmentIds: string[] = []) =>
    json<SendResult>('POST', '/api/chats', { content, stream, attachmentIds }),
  sendMessage: (chatId: string, content: string, stream: boolean, attachmentIds: string[] = []) =>
    json<SendResult>('POST', `/api/chats/${encodeURIComponent(chatId)}/messages`, {
      content,
      stream,
      attachmentIds,
    }),
  cancel: (messageId: string) =>
    json<unknown>('POST', `/api/messages/${encodeURIComponent(messageId)}/cancel`, {}),
  retry: (messageId: string) =>
    json<{ message: ChatMessage }>('POST', `/api/messages/${encodeURIComponent(messageId)}/retry`, {}),
};

export const USAGE_QUERY_KEY = ['usage'] as const;
export const CHATS_QUERY_KEY = ['chats'] as const;
