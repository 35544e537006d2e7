import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { RealtimeBus } from '../realtime/bus';
import { JOBS_WAKE_TOPIC, type JobType } from './enqueue';
import type { JobHandler, JobHandlers } from './job-handlers';
import { PermanentJobError } from './job-handlers';

/**
 * The job runner (durable background work, DESIGN.md "Scale"): claims one due job at a time
 * with a lease, runs its handler, marks it done; a failure is retried with exponential back-off
 * until maxAttempts, then the job is `failed` and its type's onFailed hook runs. A job whose
 * lease expired (its process died) is claimed again, which is how work survives a restart.
 *
 * The `attempts` counter doubles as a fencing token: every claim increments it, and every later
 * write of this runner requires the value it claimed, so a runner whose lease ran out can never
 * overwrite the work of the runner that took the job over.
 */
export interface JobRunnerOptions {
  /** How often to look for due jobs when nothing woke the runner. */
  pollMs: number;
  /** How long a claim holds before another process may take the job; renewed while it runs. */
  leaseMs: number;
  /** Jobs run at the same time by this process: small, so enrichment never starves requests. */
  concurrency: number;
  /** Back-off after the n-th failure: baseMs * 2^(n-1), at most maxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** On stop, how long running jobs may take to finish before they are released. */
  stopGraceMs: number;
  /** Done jobs are kept this long (their key keeps the same work from being queued twice). */
  keepDoneMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: JobRunnerOptions = {
  pollMs: 1_000,
  leaseMs: 60_000,
  concurrency: 1,
  backoffBaseMs: 2_000,
  backoffMaxMs: 300_000,
  stopGraceMs: 10_000,
  keepDoneMs: 7 * 24 * 3_600_000,
};

const PRUNE_EVERY_MS = 3_600_000;
const ERROR_MAX_CHARS = 2_000;

export interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

interface ClaimedRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

export const backoffMs = (
  failures: number,
  options: Pick<JobRunnerOptions, 'backoffBaseMs' | 'backoffMaxMs'>,
) => Math.min(options.backoffBaseMs * 2 ** Math.max(0, failures - 1), options.backoffMaxMs);

export class JobRunner {
  private readonly options: JobRunnerOptions;
  private readonly running = new Map<
    string,
    { job: ClaimedJob; done: Promise<void>; abort: AbortController }
  >();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private started = false;
  private stopping = false;
  private polling: Promise<void> | null = null;
  private pollAgain = false;
  private lastPrune = 0;
  readonly id = randomUUID();

  constructor(
    private readonly deps: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger },
    private readonly handlers: JobHandlers,
    options: Partial<JobRunnerOptions> = {},
  ) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...options };
  }

  private get types(): string[] {
    return Object.keys(this.handlers);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = this.deps.bus.subscribe(JOBS_WAKE_TOPIC, () => this.wake());
    this.wake();
  }

  /** Looks for work now; concurrent wakes fold into one extra pass. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.polling = this.fill()
      .catch((error) => this.deps.log.error({ err: error }, 'job poll failed'))
      .finally(() => {
        this.polling = null;
        if (this.stopping) return;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollMs);
          this.timer.unref?.();
        }
      });
  }

  /** Claims jobs until the concurrency is used up or nothing is due. */
  private async fill(): Promise<void> {
    await this.maybePrune();
    while (!this.stopping && this.running.size < this.options.concurrency) {
      const job = await this.claim();
      if (!job) return;
      const abort = new AbortController();
      const done = this.execute(job, abort.signal).finally(() => {
        this.running.delete(job.id);
        // A slot is free: there may be more due work.
        this.wake();
      });
      this.running.set(job.id, { job, done, abort });
    }
  }

  /**
   * Claims the next due job of a type this runner handles: queued and due, or running with an
   * expired lease. SKIP LOCKED lets several processes claim side by side without waiting on
   * each other or taking the same row.
   */
  async claim(): Promise<ClaimedJob | null> {
    const types = this.types;
    if (types.length === 0) return null;
    const [row] = await rowsOf<ClaimedRow>(
      this.deps.db,
      sql`update jobs set status = 'running', attempts = attempts + 1,
            locked_until = now() + (${this.options.leaseMs}::double precision * interval '1 millisecond'),
            updated_at = now()
          where id = (
            select id from jobs
            where type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
              and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
            order by run_at, created_at
            limit 1
            for update skip locked
          )
          returning id, type, payload, attempts, max_attempts`,
    );
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
  }

  /** Runs one claimed job to its outcome: done, rescheduled, or failed for good. */
  async execute(job: ClaimedJob, signal: AbortSignal = new AbortController().signal): Promise<void> {
    const handler = this.handlers[job.type as JobType] as JobHandler<JobType> | undefined;
    const log = this.deps.log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    // A job that crashed its process on every attempt comes back by lease expiry past its limit.
    if (!handler || job.attempts > job.maxAttempts) {
      await this.fail(job, handler, handler ? 'Too many attempts' : `No handler for ${job.type}`, true);
      return;
    }
    const heartbeat = setInterval(
      () => {
        void this.renew(job).catch((error) => log.warn({ err: error }, 'job lease not renewed'));
      },
      Math.max(1_000, Math.floor(this.options.leaseMs / 3)),
    );
    heartbeat.unref?.();
    try {
      await handler.run(job.payload as never, {
        id: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal,
      });
    } catch (error) {
      clearInterval(heartbeat);
      if (signal.aborted && this.stopping) return; // released by stop(); another run retries it
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error }, 'job failed');
      await this.fail(job, handler, message, error instanceof PermanentJobError);
      return;
    }
    clearInterval(heartbeat);
    await this.deps.db.execute(
      sql`update jobs set status = 'done', locked_until = null, last_error = null, updated_at = now()
          where id = ${job.id} and attempts = ${job.attempts} and status = 'running'`,
    );
  }

  private async renew(job: ClaimedJob): Promise<void> {
    await this.deps.db.execute(
      sql`update jobs set locked_until = now() + (${this.options.leaseMs}::double precision * interval '1 millisecond')
          where id = ${job.id} and attempts = ${job.attempts} and status = 'running'`,
    );
  }

  /** Records the failure; reschedules with back-off, or fails the job and runs its onFailed hook. */
  private async fail(
    job: ClaimedJob,
    handler: JobHandler<JobType> | undefined,
    message: string,
    permanent: boolean,
  ): Promise<void> {
    const error = message.slice(0, ERROR_MAX_CHARS);
    const delay = backoffMs(job.attempts, this.options);
    const [row] = await rowsOf<{ status: string }>(
      this.deps.db,
      sql`update jobs set
            status = case when ${permanent}::boolean or attempts >= max_attempts then 'failed' else 'queued' end,
            run_at = now() + (${delay}::double precision * interval '1 millisecond'),
            locked_until = null, last_error = ${error}, updated_at = now()
          where id = ${job.id} and attempts = ${job.attempts} and status = 'running'
          returning status`,
    );
    if (row?.status !== 'failed' || !handler?.onFailed) return;
    try {
      await handler.onFailed(job.payload as never, error);
    } catch (hookError) {
      this.deps.log.error({ err: hookError, jobId: job.id }, 'job onFailed hook failed');
    }
  }

  private async maybePrune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.deps.db.execute(
      sql`delete from jobs where status = 'done'
          and updated_at < now() - (${this.options.keepDoneMs}::double precision * interval '1 millisecond')`,
    );
  }

  /** Jobs this runner is working on right now (for tests and shutdown). */
  get active(): number {
    return this.running.size;
  }

  /**
   * Graceful stop: no new claims; running jobs get stopGraceMs to finish, then are aborted and
   * released (back to queued and due now) so the next runner takes them at once. The attempt still
   * counts: giving it back would reuse the fencing token of the run still winding down here.
   */
  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    clearTimeout(this.timer);
    this.unsubscribe?.();
    await this.polling;
    const pending = [...this.running.values()];
    if (pending.length === 0) return;
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<'timeout'>((resolve) => {
      graceTimer = setTimeout(() => resolve('timeout'), this.options.stopGraceMs);
    });
    const outcome = await Promise.race([
      Promise.all(pending.map((p) => p.done)).then(() => 'done' as const),
      grace,
    ]);
    clearTimeout(graceTimer);
    if (outcome === 'done') return;
    for (const { job, abort } of this.running.values()) {
      abort.abort();
      await this.deps.db
        .execute(
          sql`update jobs set status = 'queued', locked_until = null, run_at = now(),
                updated_at = now()
              where id = ${job.id} and attempts = ${job.attempts} and status = 'running'`,
        )
        .catch((error) => this.deps.log.warn({ err: error, jobId: job.id }, 'job not released'));
    }
  }
}
