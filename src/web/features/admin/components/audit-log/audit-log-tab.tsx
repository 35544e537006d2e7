import type { AuditEntry } from '@shared/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { RefreshCw } from 'lucide-react';
import { adminKeys, moderationApi } from '../../api/moderation-api';
import { AuditActionLabel, AuditDetails } from './audit-entry-parts';

/**
 * The Audit log tab (issue 22 §4): every admin action, newest first, 50 at a time with Load more:
 * when, who, what, on which item, the reason given and what changed. A table on wide screens,
 * one card per entry on a phone. Read afresh whenever the tab opens.
 */
export function AuditLogTab() {
  const t = useT('admin');
  const format = useFormat();
  const log = useInfiniteQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ pageParam, signal }) => moderationApi.auditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

  if (log.isPending)
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('audit.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-14 animate-pulse rounded-lg border border-border bg-surface"
          />
        ))}
      </div>
    );

  if (log.isError && !log.data)
    return (
      <Alert
        tone="danger"
        title={t('audit.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void log.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('audit.tryAgain')}
          </Button>
        }
      >
        {log.error.message}
      </Alert>
    );

  const entries: AuditEntry[] = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted-foreground">
        {t('audit.empty')}
      </p>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('audit.intro')}</p>

      {/* Wide screens: one row per entry. */}
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('audit.caption')}</caption>
          <thead className="border-b border-border bg-muted/60 text-xs font-semibold text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                {t('audit.when')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('audit.who')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('audit.what')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('audit.target')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('audit.reasonAndDetails')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  {format.dateTime(entry.createdAt)}
                </td>
                <td className="max-w-48 px-4 py-3 break-all text-foreground">{entry.actorEmail}</td>
                <td className="px-4 py-3 font-medium text-foreground">
                  <AuditActionLabel action={entry.action} />
                </td>
                <td className="px-4 py-3">
                  <Target entry={entry} />
                </td>
                <td className="px-4 py-3">
                  <AuditDetails entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per entry. */}
      <ul aria-label={t('audit.caption')} className="flex flex-col gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-border bg-surface p-4 text-sm shadow-xs">
            <p className="font-medium text-foreground">
              <AuditActionLabel action={entry.action} />
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              {format.dateTime(entry.createdAt)} · <span className="break-all">{entry.actorEmail}</span>
            </p>
            <div className="mt-2">
              <Target entry={entry} />
            </div>
            <div className="mt-2">
              <AuditDetails entry={entry} />
            </div>
          </li>
        ))}
      </ul>

      {log.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          aria-busy={log.isFetchingNextPage}
        >
          {log.isFetchingNextPage && <Spinner className="size-4 text-current" />}
          {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
        </Button>
      )}
      {log.isFetchNextPageError && <Alert tone="danger">{t('audit.loadMoreFailed')}</Alert>}
    </div>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const t = useT('admin');
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-foreground">{t('audit.targetType', { type: entry.targetType })}</span>
      <code className="font-mono text-xs break-all text-muted-foreground">{entry.targetId}</code>
    </span>
  );
}
