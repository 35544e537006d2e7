import type { ListingPerformance } from '@shared/contracts/creator-analytics';
import { TabList } from '@web/components/ui/tab-list';
import { useT } from '@web/lib/i18n';
import { useQueryTab } from '@web/lib/use-query-tab';
import { useId } from 'react';
import { PayoutHistory } from './payout-history';
import { PerformanceTable } from './performance-table';

const TABS = ['performance', 'payouts'] as const;

/**
 * The tabs Recipe Performance and Payout History (platform.md §2), kept in `?tab=` so a link
 * (the payout mail's) opens one; arrow keys, Home and End move between them.
 */
export function AnalyticsTabs({
  performance,
  performanceState,
}: {
  performance: ListingPerformance[] | undefined;
  performanceState: 'pending' | 'error' | 'success';
}) {
  const t = useT('creator-analytics');
  const id = useId();
  const [tab, select] = useQueryTab(TABS);

  return (
    <section className="flex flex-col gap-4">
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={select}
        idBase={id}
        label={t('tabs.label')}
        labelOf={(name) => t(`tabs.${name}`)}
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'payouts' ? (
          <PayoutHistory />
        ) : performanceState === 'pending' ? (
          <div
            aria-hidden="true"
            className="h-48 animate-pulse rounded-2xl border border-border bg-surface"
          />
        ) : (
          // Without figures the page's alert above says the analytics failed to load.
          performance && <PerformanceTable rows={performance} />
        )}
      </div>
    </section>
  );
}
