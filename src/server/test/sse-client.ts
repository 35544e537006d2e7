import type { StreamEvent } from '@shared/contracts/chat';

/** Reads a server-sent event stream over real HTTP, as a browser's EventSource would. */
export interface SseClient<E = StreamEvent> {
  events: E[];
  /** Resolves with the first event (already received or coming) that matches. */
  until(match: (event: E) => boolean, timeoutMs?: number): Promise<E>;
  close(): Promise<void>;
  ended: Promise<void>;
}

export async function openSse<E = StreamEvent>(
  url: string,
  init: RequestInit = {},
): Promise<SseClient<E> & { status: number; body?: unknown }> {
  const controller = new AbortController();
  const res = await fetch(url, {
    ...init,
    signal: controller.signal,
    headers: { accept: 'text/event-stream', ...(init.headers ?? {}) },
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = await res.json().catch(() => undefined);
    return {
      status: res.status,
      body,
      events: [],
      until: () => Promise.reject(new Error(`not a stream: ${res.status}`)),
      close: async () => {},
      ended: Promise.resolve(),
    };
  }
  const events: E[] = [];
  const waiters = new Set<() => void>();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as E);
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });
  return {
    status: res.status,
    events,
    ended,
    async until(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (finished)
          throw new Error(
            `stream ended without the event; got ${JSON.stringify(events.map((e) => (e as { type?: string }).type))}`,
          );
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting; got ${JSON.stringify(events.map((e) => (e as { type?: string }).type))}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
    },
    async close() {
      controller.abort();
      await ended;
    },
  };
}

/** The text a client rebuilds from snapshot and delta events. */
export function replayText(events: StreamEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.type === 'snapshot') text = event.content;
    if (event.type === 'delta') text = text.slice(0, event.offset) + event.text;
  }
  return text;
}

/** The model reasoning a client rebuilds from snapshot and thinking events. */
export function replayThinking(events: StreamEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.type === 'snapshot') text = event.thinking;
    if (event.type === 'thinking') text = text.slice(0, event.offset) + event.text;
  }
  return text;
}
