import { METRICS_TIMEFRAMES, type MetricsTimeframe } from '@shared/contracts/metrics-dashboard';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';

/**
 * The timeframe buttons of platform.md §2: Today, This Week, This Month, This Year. A group of
 * toggle buttons (aria-pressed) in a fieldset, so each is reached by Tab and chosen by Enter or Space.
 */
export function TimeframePicker({
  value,
  onChange,
}: {
  value: MetricsTimeframe;
  onChange: (next: MetricsTimeframe) => void;
}) {
  const t = useT('metrics');
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/50 p-1 min-[420px]:inline-grid min-[420px]:grid-cols-4">
      <legend className="sr-only">{t('timeframe.label')}</legend>
      {METRICS_TIMEFRAMES.map((timeframe) => (
        <button
          key={timeframe}
          type="button"
          aria-pressed={timeframe === value}
          onClick={() => onChange(timeframe)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            timeframe === value
              ? 'bg-surface text-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`timeframe.${timeframe}`)}
        </button>
      ))}
    </fieldset>
  );
}
