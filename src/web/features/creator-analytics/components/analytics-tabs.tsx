import type { ListingPerformance } from '@shared/contracts/creator-analytics';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { type KeyboardEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { PayoutHistory } from './payout-history';
import { PerformanceTable } from './performance-table';

const TABS = ['performance', 'payouts'] as const;
type Tab = (typeof TABS)[number];

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
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'payouts' ? 'payouts' : 'performance';
  const select = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'performance') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(tab);
    const keys: Record<string, number> = {
      ArrowRight: (at + 1) % TABS.length,
      ArrowLeft: (at + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!);
    document.getElementById(`${id}-${TABS[next]}`)?.focus();
  };

  return (
    <section className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={onKey}
        className="inline-flex self-start rounded-lg border border-border bg-surface p-1 shadow-xs"
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            className={cn(
              'h-9 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              tab === name
                ? 'bg-primary text-primary-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
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
