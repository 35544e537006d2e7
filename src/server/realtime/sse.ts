import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import { SSE_KEEPALIVE_MS } from '@shared/constants';

/**
 * Server-Sent Events with typed events. Validate everything you can BEFORE opening the stream
 * (errors then are ordinary `{code, message}` responses); once it is open, errors are events.
 * Keep-alive comments every 15 s stop proxies from closing an idle stream; when the client goes,
 * every resource registered with `onClose` is released.
 */
export interface EventStream<E> {
  /** Validates the event against the stream's schema and writes it; false if the stream is closed. */
  send(event: E, id?: string): boolean;
  onClose(cleanup: () => void): void;
  close(): void;
  readonly closed: boolean;
}

/** Open streams of this process, so a graceful shutdown can end them instead of waiting forever. */
export class EventStreamRegistry {
  private readonly open = new Set<{ close(): void }>();
  add(stream: { close(): void }) {
    this.open.add(stream);
  }
  delete(stream: { close(): void }) {
    this.open.delete(stream);
  }
  get size() {
    return this.open.size;
  }
  closeAll() {
    for (const stream of [...this.open]) stream.close();
  }
}

/**
 * One SSE block. JSON.stringify escapes every line break inside strings and adds none of its
 * own, so the data always fits on one `data:` line.
 */
export function formatSseEvent(name: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function openEventStream<S extends ZodType<{ type: string }>>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  options: {
    registry?: EventStreamRegistry;
    keepAliveMs?: number;
    /**
     * Event types sent for every token (text deltas), built by typed server code: TypeScript
     * checks them, and parsing each one again with zod was a measurable share of the CPU a
     * streamed token costs (bench/stream-relay). Every other event is still validated.
     */
    uncheckedTypes?: readonly string[];
  } = {},
): EventStream<z.infer<S>> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    // A reply or a user's events are private: never stored by a browser or a proxy.
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': open\n\n');

  const cleanups: Array<() => void> = [];
  let closed = false;
  const keepAlive = setInterval(() => {
    if (!closed) raw.write(': keep-alive\n\n');
  }, options.keepAliveMs ?? SSE_KEEPALIVE_MS);

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    options.registry?.delete(stream);
    for (const cleanup of cleanups.splice(0)) {
      try {
        cleanup();
      } catch (error) {
        request.log.warn({ err: error }, 'event stream cleanup failed');
      }
    }
  };

  const stream: EventStream<z.infer<S>> = {
    send(event, id) {
      if (closed) return false;
      const parsed = (options.uncheckedTypes?.includes(event.type) ? event : schema.parse(event)) as {
        type: string;
      };
      return raw.write(formatSseEvent(parsed.type, parsed, id)) || true;
    },
    onClose(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    close() {
      if (closed) return;
      finish();
      raw.end();
    },
    get closed() {
      return closed;
    },
  };
  options.registry?.add(stream);
  request.raw.on('close', finish);
  raw.on('close', finish);
  return stream;
}
