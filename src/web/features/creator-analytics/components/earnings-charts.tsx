import type { SeriesPoint } from '@shared/contracts/creator-analytics';
import { TrendChart } from '@web/components/charts/trend-chart';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';

/** Earnings and sales per day over the last 30 days (UTC days), side by side on wide screens. */
export function EarningsCharts({ series }: { series: SeriesPoint[] }) {
  const t = useT('creator-analytics');
  const format = useFormat();
  const usd = (cents: number) => format.price(Math.round(cents), 'USD');
  const count = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const day = (date: string) => format.monthDay(date);

  const describe = (pick: (p: SeriesPoint) => number, show: (n: number) => string) => {
    const total = series.reduce((sum, p) => sum + pick(p), 0);
    if (total === 0) return t('charts.none');
    const best = series.reduce((top, p) => (pick(p) > pick(top) ? p : top));
    return t('charts.summary', { total: show(total), best: show(pick(best)), day: day(best.date) });
  };

  return (
    <section aria-label={t('charts.label')} className="grid gap-4 lg:grid-cols-2">
      <TrendChart
        title={t('charts.earnings')}
        description={describe((p) => p.earningsCents, usd)}
        points={series.map((p) => ({ key: p.date, value: p.earningsCents }))}
        formatValue={usd}
        formatKey={day}
        columns={{ key: t('charts.day'), value: t('charts.earningsColumn') }}
      />
      <TrendChart
        title={t('charts.sales')}
        description={describe((p) => p.sales, count)}
        points={series.map((p) => ({ key: p.date, value: p.sales }))}
        formatValue={count}
        formatKey={day}
        columns={{ key: t('charts.day'), value: t('charts.salesColumn') }}
        tone="success"
        integer
      />
    </section>
  );
}

export function EarningsChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {[0, 1].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-xs"
        >
          <div className="h-4 w-32 animate-pulse rounded bg-muted" />
          <div className="h-40 animate-pulse rounded-lg bg-muted" />
        </div>
      ))}
    </div>
  );
}
