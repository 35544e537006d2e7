import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { readSession } from '../auth/guards';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import type { RealtimeBus } from './bus';
import type { EventStream } from './sse';

/**
 * An event stream opened with a session ends with that session. The guard checks the session
 * once, when the stream opens; without this, a stream went on receiving the user's events after
 * "sign out of all devices" or after its session expired. Three things end it:
 * - a timer to the session's expiry;
 * - every `checkMs`, one query for all the sessions this process watches (not one per stream),
 *   which sees rows deleted and expiries moved by anything at all;
 * - a bus notice, published after the auth calls that end sessions, on which every process
 *   re-checks that user's streams at once.
 * The database has the last word each time: better-auth extends a session in use, so the expiry
 * the stream opened with may no longer hold when its timer fires.
 */
export const SESSIONS_ENDED_TOPIC = 'auth.sessions-ended';
export const SESSION_CHECK_MS = 15_000;
/** setTimeout's ceiling (about 24.8 days); sessions last 30, so a longer wait is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface StreamSession {
  id: string;
  userId: string;
  expiresAt: Date;
}

interface Watch {
  readonly sessionId: string;
  readonly userId: string;
  expiresAt: number;
  timer?: NodeJS.Timeout;
  end(): void;
}

async function sessionExpiries(db: Db, ids: string[]): Promise<Map<string, number>> {
  // One array parameter, however many sessions: `in (...)` would take one parameter each.
  const rows = await db
    .select({ id: session.id, expiresAt: session.expiresAt })
    .from(session)
    .where(sql`${session.id} = any(${sql.param(ids)})`);
  return new Map(rows.map((row) => [row.id, row.expiresAt.getTime()]));
}

export class SessionStreams {
  private readonly watches = new Set<Watch>();
  private interval: NodeJS.Timeout | undefined;
  private periodicRunning = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly deps: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger },
    private readonly checkMs = SESSION_CHECK_MS,
  ) {
    this.unsubscribe = deps.bus.subscribe(SESSIONS_ENDED_TOPIC, (data) => {
      const userId = (data as { userId?: string | null } | null)?.userId;
      void this.check((watch) => !userId || watch.userId === userId);
    });
  }

  /** Ends `stream` when `streamSession` ends, after sending `finalEvent` if the stream has one. */
  watch<E>(stream: EventStream<E>, streamSession: StreamSession, finalEvent?: E): void {
    if (stream.closed) return;
    const watch: Watch = {
      sessionId: streamSession.id,
      userId: streamSession.userId,
      expiresAt: new Date(streamSession.expiresAt).getTime(),
      end() {
        if (finalEvent !== undefined) stream.send(finalEvent);
        stream.close();
      },
    };
    this.watches.add(watch);
    this.arm(watch);
    this.interval ??= setInterval(() => void this.checkAll(), this.checkMs).unref();
    stream.onClose(() => {
      clearTimeout(watch.timer);
      this.watches.delete(watch);
      if (this.watches.size === 0) {
        clearInterval(this.interval);
        this.interval = undefined;
      }
    });
  }

  get size() {
    return this.watches.size;
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.interval);
    this.interval = undefined;
    for (const watch of this.watches) clearTimeout(watch.timer);
    this.watches.clear();
  }

  private arm(watch: Watch): void {
    clearTimeout(watch.timer);
    const wait = Math.min(Math.max(0, watch.expiresAt - Date.now()), MAX_TIMER_MS);
    watch.timer = setTimeout(() => void this.check((w) => w === watch), wait).unref();
  }

  /** The periodic check; skipped while the previous one still waits for a slow database. */
  private async checkAll(): Promise<void> {
    if (this.periodicRunning) return;
    this.periodicRunning = true;
    try {
      await this.check(() => true);
    } finally {
      this.periodicRunning = false;
    }
  }

  private async check(which: (watch: Watch) => boolean): Promise<void> {
    const watches = [...this.watches].filter(which);
    if (watches.length === 0) return;
    let expiries: Map<string, number>;
    try {
      expiries = await sessionExpiries(this.deps.db, [...new Set(watches.map((w) => w.sessionId))]);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'checking the sessions of event streams failed');
      return;
    }
    const now = Date.now();
    for (const watch of watches) {
      if (!this.watches.has(watch)) continue; // closed meanwhile
      const expiresAt = expiries.get(watch.sessionId);
      if (expiresAt === undefined || expiresAt <= now) {
        watch.end();
      } else {
        // Still valid, perhaps extended: the timer follows the expiry the database has now.
        watch.expiresAt = expiresAt;
        this.arm(watch);
      }
    }
  }
}

/** Watches the event stream of a request its guard let in (the session was read already). */
export function watchRequestSession<E>(
  app: FastifyInstance,
  request: FastifyRequest,
  stream: EventStream<E>,
  finalEvent?: E,
): void {
  readSession(app, request).then(
    (data) => {
      if (data) app.sessionStreams.watch(stream, data.session, finalEvent);
    },
    (error) => request.log.warn({ err: error }, 'the session of an event stream could not be read'),
  );
}
