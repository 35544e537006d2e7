import { METRICS_HISTORY_LIMIT } from '@shared/contracts/metrics-dashboard';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { useMetricFormat } from '../hooks/use-metric-format';
import { useMetricsDashboard } from '../hooks/use-metrics-dashboard';
import { useTimeframe } from '../hooks/use-timeframe';
import { SignedOutPrompt } from './signed-out-prompt';
import { TimeframePicker } from './timeframe-picker';

/**
 * /legacy-metrics: the same figures as /metrics, as a plain table of the last periods with
 * generations, newest first, at most the spec's history limit of 50 (platform.md §9).
 */
export function LegacyMetricsPage() {
  const { user } = useSession();
  if (!user) return <SignedOutPrompt />;
  return <LegacyMetrics />;
}

function LegacyMetrics() {
  const t = useT('metrics');
  const f = useMetricFormat();
  useDocumentTitle(`${t('legacy.title')} · Recipe Forge`);
  const [timeframe, setTimeframe] = useTimeframe();
  const query = useMetricsDashboard('own', timeframe);
  const data = query.data;
  const rows = data
    ? data.series
        .filter((p) => p.generations > 0)
        .reverse()
        .slice(0, METRICS_HISTORY_LIMIT)
    : [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {t('legacy.title')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('legacy.subtitle', { limit: METRICS_HISTORY_LIMIT })}
          </p>
          <p className="text-xs text-muted-foreground">{t('page.utcNote')}</p>
        </div>
        <Link to="/metrics" className={buttonClasses('ghost', 'md')}>
          <ChartColumn aria-hidden="true" />
          {t('legacy.chartsView')}
        </Link>
      </header>
      <TimeframePicker value={timeframe} onChange={setTimeframe} />

      {query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('page.loading')}</span>
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-9 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
          ))}
        </div>
      ) : query.isError && (!data || query.isPlaceholderData) ? (
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
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface px-6 py-10 text-center text-sm text-muted-foreground">
          {t('page.empty')}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-2xl border border-border bg-surface shadow-xs"
          aria-busy={query.isPlaceholderData}
        >
          <table className="w-full min-w-[52rem] text-sm">
            <caption className="sr-only">{t('legacy.caption')}</caption>
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                {(
                  [
                    'period',
                    'generations',
                    'successRate',
                    'latency',
                    'firstToken',
                    'tokensIn',
                    'tokensOut',
                    'feedbackRatio',
                    'quality',
                    'failures',
                  ] as const
                ).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {t(`legacy.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((p) => (
                <tr key={p.start} className="tabular-nums">
                  <th
                    scope="row"
                    className="px-3 py-2 text-left font-medium whitespace-nowrap text-foreground"
                  >
                    {f.period(p.start, data!.granularity)}
                  </th>
                  <td className="px-3 py-2">{f.count(p.generations)}</td>
                  <td className="px-3 py-2">{f.percent(p.successRate)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {f.latency(p.p50TotalMs)} / {f.latency(p.p95TotalMs)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {f.latency(p.p50FirstTokenMs)} / {f.latency(p.p95FirstTokenMs)}
                  </td>
                  <td className="px-3 py-2">{f.count(p.tokensIn)}</td>
                  <td className="px-3 py-2">{f.count(p.tokensOut)}</td>
                  <td className="px-3 py-2">{f.percent(p.feedbackRatio)}</td>
                  <td className="px-3 py-2">{f.percent(p.qualityScore)}</td>
                  <td className="px-3 py-2">{f.count(p.errors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
