import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DbDriver } from '../db/client';

/**
 * Publish/subscribe between server processes over Postgres LISTEN/NOTIFY. Works the same on
 * PGlite (one process) and PostgreSQL (many processes). Payloads carry ids and small facts, never
 * large bodies: NOTIFY payloads are capped at 8000 bytes, and readers fetch what they need.
 *
 * Everything goes through one channel; the topic travels in the payload and is dispatched here,
 * so subscribing to a new topic (say, one chat) costs no round trip to the database.
 */
export const BUS_CHANNEL = 'recipe_forge_bus';
export const MAX_PAYLOAD_BYTES = 7_900;

export type BusHandler = (data: unknown, topic: string) => void;

export interface RealtimeBus {
  publish(topic: string, data: unknown): Promise<void>;
  /** Resolves once the subscription is live in the database; returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves when the LISTEN is in place (after start or a reconnect). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  t: string;
  d: unknown;
}

export class PayloadTooLargeError extends Error {
  constructor(bytes: number) {
    super(`Realtime payload of ${bytes} bytes exceeds ${MAX_PAYLOAD_BYTES}: publish ids, not bodies.`);
    this.name = 'PayloadTooLargeError';
  }
}

export function encodeEnvelope(topic: string, data: unknown): string {
  const text = JSON.stringify({ t: topic, d: data } satisfies Envelope);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_PAYLOAD_BYTES) throw new PayloadTooLargeError(bytes);
  return text;
}

/** Keeps handlers per topic and hands each notification to the handlers of its topic. */
class Dispatcher {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  constructor(private readonly onError: (error: unknown) => void) {}

  add(topic: string, handler: BusHandler): () => void {
    const set = this.handlers.get(topic) ?? new Set<BusHandler>();
    this.handlers.set(topic, set);
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(topic);
    };
  }

  dispatch(payload: string | undefined): void {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    for (const handler of this.handlers.get(envelope.t) ?? []) {
      try {
        handler(envelope.d, envelope.t);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

export interface BusOptions {
  onError?: (error: unknown) => void;
  /** Delay before re-listening after a lost PostgreSQL connection. */
  reconnectDelayMs?: number;
}

export function createBus(driver: DbDriver, options: BusOptions = {}): RealtimeBus {
  const onError = options.onError ?? (() => {});
  return driver.kind === 'pglite'
    ? createPgliteBus(driver.client, onError)
    : createPostgresBus(driver.pool, driver.connectionString, onError, options.reconnectDelayMs ?? 1_000);
}

function createPgliteBus(client: PGlite, onError: (error: unknown) => void): RealtimeBus {
  const dispatcher = new Dispatcher(onError);
  const listening = client.listen(BUS_CHANNEL, (payload) => dispatcher.dispatch(payload));
  listening.catch(onError);
  return {
    async publish(topic, data) {
      await client.query('select pg_notify($1, $2)', [BUS_CHANNEL, encodeEnvelope(topic, data)]);
    },
    subscribe: (topic, handler) => dispatcher.add(topic, handler),
    ready: () => listening.then(() => undefined),
    async close() {
      const unlisten = await listening.catch(() => null);
      if (unlisten && !client.closed) await unlisten();
    },
  };
}

function createPostgresBus(
  pool: pg.Pool,
  connectionString: string,
  onError: (error: unknown) => void,
  reconnectDelayMs: number,
): RealtimeBus {
  const dispatcher = new Dispatcher(onError);
  let closed = false;
  let listener: pg.Client | null = null;
  let readyPromise: Promise<void>;
  let retryTimer: NodeJS.Timeout | undefined;

  // A dedicated connection holds the LISTEN (a pooled one could be handed to someone else).
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === BUS_CHANNEL) dispatcher.dispatch(message.payload);
    });
    const lost = (error?: unknown) => {
      if (error) onError(error);
      if (closed || listener !== client) return;
      listener = null;
      client.end().catch(() => {});
      retryTimer = setTimeout(() => {
        readyPromise = connect().catch((e) => {
          onError(e);
          lost();
        });
      }, reconnectDelayMs);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    listener = client;
    await client.query(`listen ${BUS_CHANNEL}`);
  };
  readyPromise = connect();
  readyPromise.catch(onError);

  return {
    async publish(topic, data) {
      await pool.query('select pg_notify($1, $2)', [BUS_CHANNEL, encodeEnvelope(topic, data)]);
    },
    subscribe: (topic, handler) => dispatcher.add(topic, handler),
    ready: () => readyPromise,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
