import {
  FAILURE_CAUSES_LIMIT,
  type FailureCause,
  type MetricsFigures,
  type MetricsPeriod,
} from '@shared/contracts/metrics-dashboard';
import { LATENCY_BUCKETS_MS, quantileOfBuckets } from '@shared/metrics/latency-buckets';
import type { KeyCounts, PeriodSums } from './metrics-dashboard.queries';
import type { MetricsWindow } from './metrics-window';

/** Running sums of periods: one period's, or the whole timeframe's. */
class FiguresSum {
  generations = 0;
  successes = 0;
  errors = 0;
  cancelled = 0;
  tokensIn = 0;
  tokensOut = 0;
  feedbackGood = 0;
  feedbackBad = 0;
  qualitySum = 0;
  qualityCount = 0;
  readonly totalMs = new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0);
  readonly firstTokenMs = new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0);

  add(sums: PeriodSums): void {
    this.generations += sums.generations;
    this.successes += sums.successes;
    this.errors += sums.errors;
    this.cancelled += sums.cancelled;
    this.tokensIn += sums.tokensIn;
    this.tokensOut += sums.tokensOut;
    this.feedbackGood += sums.feedbackGood;
    this.feedbackBad += sums.feedbackBad;
    this.qualitySum += sums.qualitySum;
    this.qualityCount += sums.qualityCount;
    addInto(this.totalMs, sums.totalMs);
    addInto(this.firstTokenMs, sums.firstTokenMs);
  }

  figures(): MetricsFigures {
    return {
      generations: this.generations,
      successes: this.successes,
      errors: this.errors,
      cancelled: this.cancelled,
      successRate: share(this.successes, this.successes + this.errors),
      tokensIn: this.tokensIn,
      tokensOut: this.tokensOut,
      p50TotalMs: latencyAt(this.totalMs, 0.5),
      p95TotalMs: latencyAt(this.totalMs, 0.95),
      p50FirstTokenMs: latencyAt(this.firstTokenMs, 0.5),
      p95FirstTokenMs: latencyAt(this.firstTokenMs, 0.95),
      feedbackGood: this.feedbackGood,
      feedbackBad: this.feedbackBad,
      feedbackRatio: share(this.feedbackGood, this.feedbackGood + this.feedbackBad),
      qualityScore: this.qualityCount > 0 ? clamp01(this.qualitySum / this.qualityCount) : null,
    };
  }
}

export interface AggregatedMetrics {
  totals: MetricsFigures & { actions: Record<string, number> };
  series: MetricsPeriod[];
  failureCauses: FailureCause[];
}

/**
 * Lays a window's period sums out as every period (oldest first, empty ones as zeros and nulls),
 * with the timeframe's totals, its later actions by type and its most frequent error classes.
 */
export function aggregatePeriods(
  periods: readonly PeriodSums[],
  keys: KeyCounts,
  window: MetricsWindow,
): AggregatedMetrics {
  const first = window.from.getTime();
  const count = Math.round((window.to.getTime() - first) / window.periodMs);
  const slots = Array.from({ length: count }, () => new FiguresSum());
  const total = new FiguresSum();
  for (const sums of periods) {
    if (sums.index < 0 || sums.index >= count) continue;
    slots[sums.index]!.add(sums);
    total.add(sums);
  }
  return {
    totals: { ...total.figures(), actions: positive(keys.actions) },
    series: slots.map((sum, i) => ({
      start: new Date(first + i * window.periodMs).toISOString(),
      ...sum.figures(),
    })),
    failureCauses: Object.entries(positive(keys.errorClasses))
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, FAILURE_CAUSES_LIMIT)
      .map(([errorClass, n]) => ({ errorClass, count: n })),
  };
}

function positive(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

function addInto(sums: number[], buckets: readonly number[]): void {
  for (let i = 0; i < buckets.length && i < sums.length; i++) sums[i] = (sums[i] ?? 0) + (buckets[i] ?? 0);
}

/**
 * The quantile's bucket bound; a quantile past the last bound reads as the last bound (the
 * histogram cannot say more), and an empty histogram as null.
 */
function latencyAt(buckets: readonly number[], q: number): number | null {
  if (!buckets.some((n) => n > 0)) return null;
  return quantileOfBuckets(buckets, q) ?? LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]!;
}

function share(part: number, whole: number): number | null {
  return whole > 0 ? clamp01(part / whole) : null;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
