import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Source } from '@shared/contracts/chat';
import type { Db } from '../../db/client';
import { MAX_PAYLOAD_BYTES, type RealtimeBus } from '../../realtime/bus';

/**
 * Stores replies while they are written, for every generation of this process at once: one
 * UPDATE per tick for all that changed (not one per stream), and one notification naming them,
 * so a thousand concurrent streams cost a few statements a second. Each tick also renews the
 * lease of every reply being written, which is how other processes know the writer is alive.
 */
export const FLUSHED_TOPIC = 'messages.flushed';
/**
 * Rows per UPDATE. PGlite runs each statement synchronously on this process's thread, so one
 * statement for a thousand replies held every stream still for the whole write; smaller
 * statements with a turn of the event loop between them keep that pause short.
 */
const ROWS_PER_STATEMENT = 50;
/**
 * Rows a second the writer may store before it writes less often. A crash loses what arrived
 * since the last write, so up to 50 replies are stored every `flushMs` (100 ms by default, not
 * 500: a `kill -9` lost up to half a second of text); with more, the interval grows with their
 * number (200 ms at 100, the default `maxFlushMs` of 500 ms from 250 on), so many streams cost
 * no more statements than they did at 500 ms. bench/stream-relay, 100 streams on PGlite: CPU per
 * token within its run-to-run noise (0.134-0.173 ms before, 0.177 ms after), throughput
 * 0.95-0.98x the bare relay before and after.
 */
const ROWS_PER_SECOND = 500;

/** Milliseconds until the next write, for this many replies (without a maximum: every flushMs). */
export function flushDelay(replies: number, options: { flushMs: number; maxFlushMs?: number }): number {
  const longest = Math.max(options.flushMs, options.maxFlushMs ?? options.flushMs);
  return Math.min(longest, Math.max(options.flushMs, (replies * 1000) / ROWS_PER_SECOND));
}

export interface PersistedReply {
  readonly messageId: string;
  /** Changes when the text starts again (a retry): then it is stored whole, not appended. */
  readonly epoch: number;
  readonly content: string;
  readonly thinking: string;
  readonly sources: Source[];
  readonly notice: string | null;
}

/** Splits ids into notification payloads that fit under the NOTIFY limit. */
export function idBatches(ids: string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 20;
  for (const id of ids) {
    if (current.length && size + id.length + 3 > MAX_PAYLOAD_BYTES - 100) {
      batches.push(current);
      current = [];
      size = 20;
    }
    current.push(id);
    size += id.length + 3;
  }
  if (current.length) batches.push(current);
  return batches;
}

export class ProgressWriter {
  private readonly tracked = new Set<PersistedReply>();
  private readonly dirty = new Set<PersistedReply>();
  /** What the database already holds of each reply, so a tick only sends what is new. */
  private readonly stored = new WeakMap<
    PersistedReply,
    { epoch: number; content: number; thinking: number }
  >();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lastRenewal = 0;

  constructor(
    private readonly deps: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger },
    private readonly options: { flushMs: number; maxFlushMs?: number; leaseMs: number },
  ) {}

  track(reply: PersistedReply): void {
    this.tracked.add(reply);
    this.dirty.add(reply);
    this.schedule();
  }

  /** The next tick, timed for the replies tracked now (a write may still be running meanwhile). */
  private schedule(): void {
    const tick = () => {
      this.timer = undefined;
      if (this.tracked.size > 0) this.schedule();
      void this.flush();
    };
    this.timer ??= setTimeout(tick, flushDelay(this.tracked.size, this.options));
  }

  markDirty(reply: PersistedReply): void {
    if (this.tracked.has(reply)) this.dirty.add(reply);
  }

  /** Stops writing a reply; resolves once no write of it is still under way. */
  async untrack(reply: PersistedReply): Promise<void> {
    this.tracked.delete(reply);
    this.dirty.delete(reply);
    if (this.tracked.size === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    await this.writing;
  }

  flush(): Promise<void> {
    this.writing = this.writing
      .then(() => this.write())
      .catch((error) => this.deps.log.error({ err: error }, 'could not store streaming replies'));
    return this.writing;
  }

  private async write(): Promise<void> {
    const renew = Date.now() - this.lastRenewal > this.options.leaseMs / 3;
    const rows = renew ? [...this.tracked] : [...this.dirty];
    const changed = [...this.dirty].map((r) => r.messageId);
    this.dirty.clear();
    if (rows.length === 0) return;
    if (renew) this.lastRenewal = Date.now();
    const lease = new Date(Date.now() + this.options.leaseMs);
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const batch = rows.slice(i, i + ROWS_PER_STATEMENT);
      // The lengths as sent: the text keeps growing while the statement runs.
      const sent = batch.map((r) => ({
        reply: r,
        epoch: r.epoch,
        content: r.content.length,
        thinking: r.thinking.length,
      }));
      const values = sent.map(({ reply: r, content: contentLength, thinking: thinkingLength }) => {
        const known = this.stored.get(r);
        // Append only the new text; a reply seen for the first time or restarted is written whole.
        const append =
          known !== undefined &&
          known.epoch === r.epoch &&
          known.content <= r.content.length &&
          known.thinking <= r.thinking.length;
        const content = r.content.slice(append ? known.content : 0, contentLength);
        const thinking = r.thinking.slice(append ? known.thinking : 0, thinkingLength);
        return sql`(${r.messageId}::text, ${append}::boolean, ${content}::text, ${thinking}::text, ${JSON.stringify(r.sources)}::jsonb, ${r.notice}::text)`;
      });
      await this.deps.db.execute(sql`
        update messages as m
        set content = case when v.append then m.content || v.content else v.content end,
            thinking_content = case when v.append then m.thinking_content || v.thinking else v.thinking end,
            sources = v.sources, notice = v.notice, lease_expires_at = ${lease}, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, append, content, thinking, sources, notice)
        where m.id = v.id and m.status = 'streaming'`);
      // What the statement stored, not the text's length now: it may have grown while it ran.
      for (const { reply, epoch, content, thinking } of sent)
        this.stored.set(reply, { epoch, content, thinking });
      if (i + ROWS_PER_STATEMENT < rows.length) await new Promise((resolve) => setImmediate(resolve));
    }
    for (const ids of idBatches(changed)) await this.deps.bus.publish(FLUSHED_TOPIC, { ids });
  }
}
