import type { CreatorAnalytics } from '@shared/contracts/creator-analytics';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { RefreshCw, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreatorAnalytics } from '../hooks/use-creator-analytics';
import { AnalyticsTabs } from './analytics-tabs';
import { EarningsCharts, EarningsChartsSkeleton } from './earnings-charts';
import { StatCards, StatCardsSkeleton } from './stat-cards';

/**
 * /creator/analytics (platform.md §2 Creator onboarding and analytics; issue 21 §6): the four
 * stat cards, earnings and sales of the last 30 days, the tabs Recipe Performance and Payout
 * History, and 'Refresh Data', which reads everything again from the server.
 */
export function AnalyticsPage() {
  const t = useT('creator-analytics');
  useDocumentTitle(`${t('page.title')} · Recipe Forge`);
  const analytics = useCreatorAnalytics();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      // Every figure on the page (cards, charts, performance, the payout history if open).
      await queryClient.refetchQueries({ queryKey: queryKeys.creatorAnalytics.all, type: 'active' });
      const failed = queryClient
        .getQueryCache()
        .findAll({ queryKey: queryKeys.creatorAnalytics.all, type: 'active' })
        .some((query) => query.state.status === 'error');
      if (failed) toast.error(t('page.loadFailed'));
      else toast.success(t('page.refreshed'));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {t('page.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('page.subtitle')}</p>
          {analytics.data && <UpdatedAt data={analytics.data} />}
        </div>
        <div className="flex flex-col gap-2 min-[420px]:flex-row">
          <Link to="/settings?tab=marketplace" className={buttonClasses('ghost', 'md')}>
            <Settings2 aria-hidden="true" />
            {t('page.payoutSettings')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => void refresh()}
            disabled={refreshing || analytics.isPending}
            aria-busy={refreshing}
          >
            {refreshing ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {refreshing ? t('page.refreshing') : t('page.refresh')}
          </Button>
        </div>
      </header>

      {analytics.isPending ? (
        <div role="status" className="flex flex-col gap-6">
          <span className="sr-only">{t('page.loading')}</span>
          <StatCardsSkeleton />
          <EarningsChartsSkeleton />
        </div>
      ) : analytics.isError && !analytics.data ? (
        <Alert
          tone="danger"
          title={t('page.loadFailed')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void analytics.refetch()}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          {t('page.loadFailedBody')}
        </Alert>
      ) : (
        <>
          <StatCards summary={analytics.data.summary} />
          <EarningsCharts series={analytics.data.series} />
        </>
      )}

      <AnalyticsTabs performance={analytics.data?.performance} performanceState={analytics.status} />
    </div>
  );
}

function UpdatedAt({ data }: { data: CreatorAnalytics }) {
  const t = useT('creator-analytics');
  const format = useFormat();
  return (
    <p className="text-xs text-muted-foreground" aria-live="polite">
      {t('page.updated', { time: format.dateTime(data.generatedAt) })}
    </p>
  );
}
