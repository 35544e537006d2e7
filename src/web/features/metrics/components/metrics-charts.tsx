import type { MetricsDashboard, MetricsPeriod } from '@shared/contracts/metrics-dashboard';
import { TrendChart } from '@web/components/charts/trend-chart';
import { useT } from '@web/lib/i18n';
import { useMetricFormat } from '../hooks/use-metric-format';

type PeriodValue = (p: MetricsPeriod) => number | null;

/**
 * The figures over time (issue 22 §1): generations, success rate, p50/p95 total time and time to
 * first token, tokens in and out, feedback ratio and quality score, one bar per UTC hour or day.
 */
export function MetricsCharts({ data }: { data: MetricsDashboard }) {
  const t = useT('metrics');
  const f = useMetricFormat();
  const { series, granularity } = data;
  const period = (start: string) => f.period(start, granularity);
  const points = (pick: PeriodValue) => series.map((p) => ({ key: p.start, value: pick(p) }));
  const values = (pick: PeriodValue) => series.map(pick);
  const columns = (value: string) => ({ key: t('charts.period'), value });

  /** A count's total and busiest period; a rate's range over the periods that have one. */
  const describeCount = (pick: (p: MetricsPeriod) => number) => {
    const total = series.reduce((sum, p) => sum + pick(p), 0);
    if (total === 0) return t('charts.none');
    const best = series.reduce((top, p) => (pick(p) > pick(top) ? p : top));
    return t('charts.summaryCount', {
      total: f.count(total),
      best: f.count(pick(best)),
      period: period(best.start),
    });
  };
  const describeRange = (pick: PeriodValue, show: (v: number) => string) => {
    const known = series.map(pick).filter((v): v is number => v !== null);
    if (known.length === 0) return t('charts.none');
    return t('charts.summaryRange', { low: show(Math.min(...known)), high: show(Math.max(...known)) });
  };
  const percent = (v: number) => f.percent(v);
  const latency = (v: number) => f.latency(v);

  return (
    <section aria-label={t('charts.label')} className="flex flex-col gap-3">
      <div className="grid gap-4 lg:grid-cols-2">
        <TrendChart
          title={t('charts.generations')}
          description={describeCount((p) => p.generations)}
          points={points((p) => p.generations)}
          formatValue={f.count}
          formatKey={period}
          columns={columns(t('charts.generations'))}
          integer
        />
        <TrendChart
          title={t('charts.successRate')}
          description={describeRange((p) => p.successRate, percent)}
          points={points((p) => p.successRate)}
          formatValue={percent}
          formatKey={period}
          columns={columns(t('charts.successRate'))}
          tone="success"
          max={1}
        />
        <TrendChart
          title={t('charts.latency')}
          description={describeRange((p) => p.p95TotalMs, latency)}
          points={points((p) => p.p50TotalMs)}
          secondary={{ label: t('charts.p95'), values: values((p) => p.p95TotalMs) }}
          formatValue={latency}
          formatKey={period}
          columns={columns(t('charts.p50'))}
        />
        <TrendChart
          title={t('charts.firstToken')}
          description={describeRange((p) => p.p95FirstTokenMs, latency)}
          points={points((p) => p.p50FirstTokenMs)}
          secondary={{ label: t('charts.p95'), values: values((p) => p.p95FirstTokenMs) }}
          formatValue={latency}
          formatKey={period}
          columns={columns(t('charts.p50'))}
        />
        <TrendChart
          title={t('charts.tokens')}
          description={describeCount((p) => p.tokensIn + p.tokensOut)}
          points={points((p) => p.tokensIn)}
          secondary={{ label: t('charts.tokensOut'), values: values((p) => p.tokensOut) }}
          formatValue={f.count}
          formatKey={period}
          columns={columns(t('charts.tokensIn'))}
          integer
        />
        <TrendChart
          title={t('charts.feedbackRatio')}
          description={describeRange((p) => p.feedbackRatio, percent)}
          points={points((p) => p.feedbackRatio)}
          formatValue={percent}
          formatKey={period}
          columns={columns(t('charts.feedbackRatio'))}
          tone="success"
          max={1}
        />
        <TrendChart
          title={t('charts.quality')}
          description={describeRange((p) => p.qualityScore, percent)}
          points={points((p) => p.qualityScore)}
          formatValue={percent}
          formatKey={period}
          columns={columns(t('charts.quality'))}
          max={1}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('charts.latencyNote')}</p>
    </section>
  );
}

export function MetricsChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
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
