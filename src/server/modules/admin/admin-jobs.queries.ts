import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { JOB_RETRY_ATTEMPTS } from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

/** Data access of the admin panel's jobs and of the contact mail's resend. */

export type JobRow = typeof jobs.$inferSelect;

export async function listFailedJobs(db: Db, limit: number, offset: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countFailedJobs(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
  return Number(row?.n ?? 0);
}

export async function findJob(db: Db, where: SQL): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(where).limit(1);
  return row;
}

export const jobById = (id: string) => eq(jobs.id, id);
export const jobByKey = (key: string) => eq(jobs.key, key);

/**
 * Puts a job that is not running back in the queue, due now, with at least JOB_RETRY_ATTEMPTS
 * more tries. `attempts` is kept (the runner fences its writes with it, so it may only grow); the
 * limit moves up instead. Answers the row as it is now, or undefined when the job is running (or gone).
 */
export async function requeueJob(db: Db, where: SQL, onlyFailed: boolean): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: sql`now()`,
      lockedUntil: null,
      maxAttempts: sql`greatest(${jobs.maxAttempts}, ${jobs.attempts} + ${JOB_RETRY_ATTEMPTS})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        where,
        onlyFailed ? eq(jobs.status, 'failed') : sql`${jobs.status} in ('queued', 'failed', 'done')`,
      ),
    )
    .returning();
  return row;
}
