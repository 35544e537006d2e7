import { STREAM_BUFFER_MAX_MS, type StreamEvent } from '@shared/contracts/chat';
import type { EndpointRequest } from '@shared/contracts/endpoint';
import { chatEndpoints } from '@shared/contracts/endpoints/chat';
import { endpointUrl } from '@web/lib/api/call-endpoint';
import { decodeStreamEvent } from '../lib/decode-stream-event';
import { createSseParser } from '../lib/sse-parser';
import { fetchChatEndpoint } from './chat-api';

const EVENT_TYPES = [
  'snapshot',
  'progress',
  'delta',
  'thinking',
  'sources',
  'retry',
  'done',
  'error',
] as const;

export interface StreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** The connection failed and the browser gave up on it (not a reply error: those are events). */
  onConnectionError?: (fatal: boolean) => void;
  /** The connection is (again) open. */
  onOpen?: () => void;
}

/** The buffer (ms) the server gathers tokens for: the device's, within what the contract allows. */
export const serverStreamBufferMs = (bufferMs: number) =>
  Math.min(Math.round(bufferMs), STREAM_BUFFER_MAX_MS);

/**
 * Follows one stored reply over SSE (GET /api/messages/:id/stream). The server sends a snapshot
 * first, so a reconnect (EventSource retries by itself) simply starts again from what is stored.
 * Closed on `done`, or by the returned function.
 */
export function followReply(messageId: string, bufferMs: number, handlers: StreamHandlers): () => void {
  // The server gathers tokens for the device's streaming buffer: fewer events to wake us.
  const buffer = bufferMs > 0 ? serverStreamBufferMs(bufferMs) : undefined;
  const url = endpointUrl(chatEndpoints.follow, { params: { messageId }, query: { buffer } });
  const source = new EventSource(url, { withCredentials: true });
  let closed = false;
  const close = () => {
    closed = true;
    source.close();
  };
  const listener = (event: MessageEvent) => {
    if (closed) return;
    const parsed = decodeStreamEvent(String(event.data));
    if (!parsed) return;
    handlers.onEvent(parsed);
    if (parsed.type === 'done') close();
  };
  for (const type of EVENT_TYPES) source.addEventListener(type, listener as EventListener);
  source.onerror = () => {
    if (closed) return;
    // CLOSED: the browser will not reconnect (e.g. 401/404); CONNECTING: it is retrying.
    handlers.onConnectionError?.(source.readyState === EventSource.CLOSED);
    if (source.readyState === EventSource.CLOSED) closed = true;
  };
  source.onopen = () => {
    if (!closed) handlers.onOpen?.();
  };
  return close;
}

/**
 * The anonymous reply: POST /api/anonymous/generate answers with the event stream in its body.
 * Resolves when the body ends; abort the signal for Stop. HTTP errors throw ApiRequestError.
 */
export async function streamAnonymous(
  body: EndpointRequest<typeof chatEndpoints.anonymousGenerate>['body'],
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetchChatEndpoint(chatEndpoints.anonymousGenerate, { body }, signal);
  const parser = createSseParser();
  if (!response.body) {
    for (const event of [...parser.feed(await response.text()), ...parser.end()]) onEvent(event);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.feed(value)) onEvent(event);
    }
    for (const event of parser.end()) onEvent(event);
  } finally {
    reader.releaseLock();
  }
}
