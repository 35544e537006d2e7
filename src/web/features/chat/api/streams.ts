import { STREAM_BUFFER_MAX_MS, type StreamEvent } from '@shared/contracts/chat';
import { decodeStreamEvent } from '../lib/decode-stream-event';
import { createSseParser } from '../lib/sse-parser';
import { chatFetch } from './chat-api';

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
  const query = bufferMs > 0 ? `?buffer=${serverStreamBufferMs(bufferMs)}` : '';
  const source = new EventSource(`/api/messages/${encodeURIComponent(messageId)}/stream${query}`, {
    withCredentials: true,
  });
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
  body: {
    content: string;
    history: Array<{ role: 'user' | 'assistant'; content: string }>;
    retry?: boolean;
    /** The device's streaming buffer: the server gathers tokens for this long (ms). */
    buffer?: number;
    attachments?: Array<{ name: string; type: string; data: string }>;
  },
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await chatFetch('POST', '/api/anonymous/generate', body, signal);
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
