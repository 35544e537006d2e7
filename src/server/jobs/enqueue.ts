import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { RealtimeBus } from '../realtime/bus';

/**
 * Job types and their payloads; the runner (jobs/runner.ts) has one handler per type. Each module
 * declares its own types beside its handlers by merging into this interface
 * (`declare module '../../jobs/enqueue' { interface JobPayloads { ... } }`), so a new job does
 * not change this file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations, merged in.
export interface JobPayloads {}
export type JobType = keyof JobPayloads;

/** Bus topic that wakes the runners at once instead of at their next poll. */
export const JOBS_WAKE_TOPIC = 'jobs.wake';

/**
 * Queues a job in the caller's transaction (so it exists exactly when the row it works on does).
 * `key` is unique: queuing the same work twice keeps the first job.
 */
export async function enqueueJob<T extends JobType>(
  db: Db,
  type: T,
  key: string,
  payload: JobPayloads[T],
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      type,
      key,
      payload,
      maxAttempts: options.maxAttempts ?? 5,
      runAt: options.runAt,
    })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Wakes every runner (in every process) at once instead of at its next poll. Call it after the
 * transaction that queued the jobs has committed; a failure only costs the poll interval.
 */
export async function wakeJobs(
  bus: RealtimeBus,
  log?: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  await bus
    .publish(JOBS_WAKE_TOPIC, {})
    .catch((error) => log?.warn({ err: error }, 'job runners not woken; they poll'));
}

/** Brings a queued job's next run forward to now (e.g. once its work is known to be owed). */
export async function runJobNow(db: Db, key: string): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'queued')));
}
