import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_PAGE_SIZE, type AdminJob, type FailedJobsPage } from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { wakeJobs } from '../../jobs/enqueue';
import type { RealtimeBus } from '../../realtime/bus';
import {
  countFailedJobs,
  findJob,
  type JobRow,
  jobById,
  listFailedJobs,
  requeueJob,
} from './admin-jobs.queries';
import { type AuditActor, asDb, writeAudit } from './audit';

export function presentJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    type: row.type,
    key: row.key,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    runAt: row.runAt.toISOString(),
  };
}

/**
 * The admin panel's jobs (issue 22 §4): background jobs that failed for good, with the error of
 * their last attempt, and a retry that queues one again, due now, and wakes the runners of every
 * process (jobs/runner.ts claims it like any other due job).
 */
export function createAdminJobsService(deps: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger }) {
  const { db, bus, log } = deps;
  return {
    async listFailed(page: number): Promise<FailedJobsPage> {
      const [rows, failedCount] = await Promise.all([
        listFailedJobs(db, ADMIN_PAGE_SIZE + 1, (page - 1) * ADMIN_PAGE_SIZE),
        countFailedJobs(db),
      ]);
      return {
        jobs: rows.slice(0, ADMIN_PAGE_SIZE).map(presentJob),
        page,
        hasMore: rows.length > ADMIN_PAGE_SIZE,
        failedCount,
      };
    },

    async retry(actor: AuditActor, jobId: string): Promise<AdminJob> {
      const job = await db.transaction(async (t) => {
        const tx = asDb(t);
        const before = await findJob(tx, jobById(jobId));
        if (!before) throw new AppError('admin.jobs.notFound');
        const after = await requeueJob(tx, jobById(jobId), true);
        if (!after) throw new AppError('admin.jobs.notFailed');
        await writeAudit(tx, {
          actor,
          action: 'job.retry',
          targetType: 'job',
          targetId: jobId,
          details: { type: before.type, attempts: before.attempts, lastError: before.lastError },
        });
        return after;
      });
      await wakeJobs(bus, log);
      return presentJob(job);
    },
  };
}
