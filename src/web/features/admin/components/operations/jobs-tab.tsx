import type { AdminJob } from '@shared/contracts/admin-operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { adminOperationsApi, adminOperationsKeys } from '../../api/admin-operations-api';
import { Badge, EmptyState, LoadFailed, LoadingRows, Pager } from './operations-ui';
import { useAdminMutation } from './use-admin-mutation';

/**
 * The admin panel's failed jobs (issue 22 §4): background work that failed for good, with the
 * error of its last attempt and what it was for; Retry queues one again to run now.
 */
export function JobsTab() {
  const t = useT('admin-operations');
  const [page, setPage] = useState(1);
  const [retrying, setRetrying] = useState<AdminJob | null>(null);
  const list = useQuery({
    queryKey: adminOperationsKeys.failedJobs(page),
    queryFn: ({ signal }) => adminOperationsApi.failedJobs(page, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const retry = useAdminMutation({
    run: (jobId: string) => adminOperationsApi.retryJob(jobId),
    done: () => t('jobs.retriedToast'),
    failed: t('jobs.actionFailed'),
    onSuccess: () => setRetrying(null),
  });

  const jobs = list.data?.jobs ?? [];
  return (
    <section aria-labelledby="admin-jobs-heading" className="flex flex-col gap-4">
      <h2 id="admin-jobs-heading" className="text-lg font-semibold text-foreground">
        {t('jobs.heading')}
        {list.data && list.data.failedCount > 0 && (
          <span className="ms-2 align-middle">
            <Badge tone="danger">{t('jobs.failedCount', { count: list.data.failedCount })}</Badge>
          </span>
        )}
      </h2>
      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadFailed
          message={errorMessage(list.error, t('common.loadFailed'))}
          onRetry={() => void list.refetch()}
        />
      ) : jobs.length === 0 ? (
        <EmptyState>{t('jobs.empty')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('jobs.listLabel')}>
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} onRetry={() => setRetrying(job)} />
            ))}
          </ul>
          <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
        </>
      )}
      <Dialog
        open={retrying !== null}
        onOpenChange={(open) => !open && !retry.isPending && setRetrying(null)}
      >
        <DialogContent closeLabel={t('common.close')}>
          <DialogTitle>{t('jobs.retryTitle')}</DialogTitle>
          <DialogDescription>
            <span className="block font-mono text-foreground">{retrying?.type}</span>
            <span className="mt-1 block">{t('jobs.retryBody')}</span>
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={retry.isPending} onClick={() => setRetrying(null)}>
              {t('common.cancel')}
            </Button>
            <Button disabled={retry.isPending} onClick={() => retrying && retry.mutate(retrying.id)}>
              <RotateCw aria-hidden="true" />
              {retry.isPending ? t('jobs.retrying') : t('jobs.confirmRetry')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function JobCard({ job, onRetry }: { job: AdminJob; onRetry: () => void }) {
  const t = useT('admin-operations');
  const format = useFormat();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-medium break-all text-foreground">{job.type}</p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt className="font-medium">{t('jobs.failedAt')}</dt>
              <dd>{format.dateTime(job.updatedAt)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-medium">{t('jobs.attempts')}</dt>
              <dd className="tabular-nums">
                {t('jobs.attemptsValue', { attempts: job.attempts, max: job.maxAttempts })}
              </dd>
            </div>
          </dl>
        </div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('jobs.retryJob', { type: job.type })}
          onClick={onRetry}
        >
          <RotateCw aria-hidden="true" />
          {t('jobs.retry')}
        </Button>
      </div>
      <div>
        <p className="text-xs font-medium text-muted-foreground">{t('jobs.error')}</p>
        <pre className="mt-1 max-h-40 overflow-auto rounded-lg bg-danger-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap break-words text-danger">
          {job.lastError ?? t('jobs.noError')}
        </pre>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          {t('jobs.details')}
        </summary>
        <dl className="mt-2 flex flex-col gap-2">
          <div>
            <dt className="text-muted-foreground">{t('jobs.key')}</dt>
            <dd className="font-mono break-all">{job.key}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('jobs.payload')}</dt>
            <dd>
              <pre className="overflow-auto rounded-lg bg-muted px-3 py-2 font-mono whitespace-pre-wrap break-all">
                {JSON.stringify(job.payload, null, 2)}
              </pre>
            </dd>
          </div>
          <dd className="text-muted-foreground">
            {t('jobs.created', { date: format.dateTime(job.createdAt) })}
          </dd>
        </dl>
      </details>
    </li>
  );
}
