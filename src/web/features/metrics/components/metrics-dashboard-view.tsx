import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { MessageSquarePlus, RefreshCw, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import type { MetricsScope } from '../api/metrics-api';
import { useMetricsDashboard } from '../hooks/use-metrics-dashboard';
import { useTimeframe } from '../hooks/use-timeframe';
import { FailureCauses } from './failure-causes';
import { MetricsCharts, MetricsChartsSkeleton } from './metrics-charts';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards';
import { TimeframePicker } from './timeframe-picker';

/**
 * A metrics dashboard (platform.md §2; issue 22 §1): the timeframe buttons, the totals, the
 * charts over UTC hours or days, the top failure causes. /metrics shows the user's own
 * generations, /admin/metrics everyone's; the server decides which the caller may read.
 */
export function MetricsDashboardView({ scope }: { scope: MetricsScope }) {
  const t = useT('metrics');
  const format = useFormat();
  const title = scope === 'own' ? t('page.mineTitle') : t('page.adminTitle');
  useDocumentTitle(`${title} · Recipe Forge`);
  const [timeframe, setTimeframe] = useTimeframe();
  const query = useMetricsDashboard(scope, timeframe);
  const data = query.data;
  // While another timeframe loads, the last one stays, dimmed, so the page does not jump.
  const stale = query.isPlaceholderData;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {scope === 'own' ? t('page.mineSubtitle') : t('page.adminSubtitle')}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('page.utcNote')}
            {data && !stale && <> · {t('page.updated', { time: format.dateTime(data.generatedAt) })}</>}
          </p>
        </div>
        <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:items-center">
          {scope === 'own' && (
            <Link to="/legacy-metrics" className={buttonClasses('ghost', 'md')}>
              <Table2 aria-hidden="true" />
              {t('page.tableView')}
            </Link>
          )}
          <Button
            variant="secondary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-busy={query.isFetching}
          >
            {query.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {t('page.refresh')}
          </Button>
        </div>
      </header>

      <TimeframePicker value={timeframe} onChange={setTimeframe} />

      {query.isPending ? (
        <div role="status" className="flex flex-col gap-6">
          <span className="sr-only">{t('page.loading')}</span>
          <SummaryCardsSkeleton />
          <MetricsChartsSkeleton />
        </div>
      ) : query.isError && (!data || stale) ? (
        <Alert
          tone="danger"
          title={t('page.loadFailed')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.loadFailedBody')}
        </Alert>
      ) : data ? (
        <div
          className={cn('flex flex-col gap-6 transition-opacity', stale && 'opacity-60')}
          aria-busy={stale}
        >
          {data.totals.generations === 0 ? (
            <EmptyPeriod scope={scope} />
          ) : (
            <>
              <SummaryCards totals={data.totals} />
              <MetricsCharts data={data} />
              <FailureCauses data={data} />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

function EmptyPeriod({ scope }: { scope: MetricsScope }) {
  const t = useT('metrics');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <p className="text-base font-semibold text-foreground">{t('page.empty')}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {scope === 'own' ? t('page.emptyMine') : t('page.emptyEveryone')}
      </p>
      {scope === 'own' && (
        <Link to="/chat" className={buttonClasses('primary', 'md', 'mt-2')}>
          <MessageSquarePlus aria-hidden="true" />
          {t('page.startChat')}
        </Link>
      )}
    </div>
  );
}
