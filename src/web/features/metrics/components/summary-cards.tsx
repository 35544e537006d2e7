import type { MetricsDashboard } from '@shared/contracts/metrics-dashboard';
import { useT } from '@web/lib/i18n';
import { Activity, CheckCircle2, Coins, Gauge, Sparkles, ThumbsUp } from 'lucide-react';
import { useMetricFormat } from '../hooks/use-metric-format';

/** The timeframe's totals: one card per figure the charts follow over time. */
export function SummaryCards({ totals }: { totals: MetricsDashboard['totals'] }) {
  const t = useT('metrics');
  const f = useMetricFormat();
  const cards = [
    {
      icon: Activity,
      label: t('cards.generations'),
      value: f.count(totals.generations),
      hint: t('cards.generationsHint', {
        successes: f.count(totals.successes),
        errors: f.count(totals.errors),
        cancelled: f.count(totals.cancelled),
      }),
    },
    {
      icon: CheckCircle2,
      label: t('cards.successRate'),
      value: f.percent(totals.successRate),
      hint: t('cards.successRateHint'),
    },
    {
      icon: Gauge,
      label: t('cards.latency'),
      value: `${f.latency(totals.p50TotalMs)} / ${f.latency(totals.p95TotalMs)}`,
      hint: t('cards.latencyHint', {
        p50: f.latency(totals.p50FirstTokenMs),
        p95: f.latency(totals.p95FirstTokenMs),
      }),
    },
    {
      icon: Coins,
      label: t('cards.tokens'),
      value: f.count(totals.tokensIn + totals.tokensOut),
      hint: t('cards.tokensHint', { in: f.count(totals.tokensIn), out: f.count(totals.tokensOut) }),
    },
    {
      icon: ThumbsUp,
      label: t('cards.feedback'),
      value: f.percent(totals.feedbackRatio),
      hint: t('cards.feedbackHint', { good: f.count(totals.feedbackGood), bad: f.count(totals.feedbackBad) }),
    },
    {
      icon: Sparkles,
      label: t('cards.quality'),
      value: f.percent(totals.qualityScore),
      hint: t('cards.qualityHint'),
    },
  ];
  return (
    <dl
      aria-label={t('cards.label')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3"
    >
      {cards.map(({ icon: Icon, label, value, hint }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-xs"
        >
          <dt className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-foreground tabular-nums">{value}</dd>
          <dd className="text-xs text-muted-foreground">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-xs"
        >
          <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          <div className="h-7 w-20 animate-pulse rounded bg-muted" />
          <div className="h-3 w-32 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
