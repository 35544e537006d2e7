import type { FastifyBaseLogger } from 'fastify';
import type { GenerationOutcome } from '../../db/insights-schema';
import type { Db } from '../../db/client';
import type { ActionRecord, GenerationRecord } from './generation-record';
import { writeBatch } from './metrics-writer';

export interface MetricsRecorderOptions {
  /** The longest a record waits in memory before it is written. */
  flushMs: number;
  /** A batch this big is written at once, without waiting for the timer. */
  maxBatch: number;
  /**
   * Scores a successful reply 0–1 for the quality figures, at write time (off the stream). Absent,
   * replies are stored without a score.
   */
  scoreReply?: (reply: string) => number | null;
}

export const DEFAULT_RECORDER_OPTIONS: MetricsRecorderOptions = { flushMs: 1_000, maxBatch: 500 };

/**
 * Every generation reports here when it ends (issue 22 §1), and every later action on one. A
 * record is an object pushed onto a buffer: nothing waits on the database, so the stream is never
 * slowed. The buffer is written every `flushMs`, or as soon as it holds `maxBatch` records, in one
 * transaction per batch (metrics-writer.ts), and on shutdown (`close`). A batch the database
 * refuses is logged and dropped: metrics must never take a reply down with them.
 */
export class MetricsRecorder {
  private generations: GenerationRecord[] = [];
  private actions: ActionRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly options: MetricsRecorderOptions;
  /** Generations recorded by this process since it started, by outcome (the Prometheus counter). */
  readonly totals: Record<GenerationOutcome, number> = { success: 0, cancelled: 0, error: 0 };
  /** Records lost to failed writes (logged; exported to Prometheus). */
  dropped = 0;

  constructor(
    private readonly deps: { db: Db; log: FastifyBaseLogger },
    options: Partial<MetricsRecorderOptions> = {},
  ) {
    this.options = { ...DEFAULT_RECORDER_OPTIONS, ...options };
  }

  /** Records a finished generation. */
  record(generation: GenerationRecord): void {
    this.totals[generation.outcome]++;
    this.generations.push(generation);
    this.scheduleFlush();
  }

  /** Records a later action on a generation's reply. */
  recordAction(action: ActionRecord): void {
    this.actions.push(action);
    this.scheduleFlush();
  }

  /** Records waiting to be written. */
  get pending(): number {
    return this.generations.length + this.actions.length;
  }

  private scheduleFlush(): void {
    if (this.pending >= this.options.maxBatch) {
      void this.flush();
      return;
    }
    // After close, a late record (a generation ending during shutdown) is written at once.
    if (this.closed) {
      void this.flush();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushMs);
    // A pending flush must not keep a process alive that has nothing else to do.
    this.timer.unref?.();
  }

  /** Writes what is buffered now; resolves when it (and any write before it) is stored. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const generations = this.generations;
    const actions = this.actions;
    if (generations.length === 0 && actions.length === 0) return this.writing;
    this.generations = [];
    this.actions = [];
    // Writes run one after another, so batches cannot interleave their rollup upserts.
    this.writing = this.writing
      .then(() => writeBatch(this.deps.db, generations.map((g) => this.scored(g)), actions))
      .catch((error) => {
        this.dropped += generations.length + actions.length;
        this.deps.log.error(
          { err: error, generations: generations.length, actions: actions.length },
          'could not store generation metrics',
        );
      });
    return this.writing;
  }

  /** The record with its reply scored and dropped (a scorer that throws leaves it unscored). */
  private scored(generation: GenerationRecord): GenerationRecord {
    const { reply, ...record } = generation;
    if (reply === undefined || record.qualityScore !== null || !this.options.scoreReply) return record;
    try {
      return { ...record, qualityScore: this.options.scoreReply(reply) };
    } catch (error) {
      this.deps.log.warn({ err: error }, 'generation reply not scored');
      return record;
    }
  }

  /** On shutdown (before the database closes): writes everything still buffered. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
