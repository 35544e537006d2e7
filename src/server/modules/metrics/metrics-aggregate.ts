import {
  FAILURE_CAUSES_LIMIT,
  type FailureCause,
  type MetricsFigures,
  type MetricsPeriod,
} from '@shared/contracts/metrics-dashboard';
import { LATENCY_BUCKETS_MS, quantileOfBuckets } from '@shared/metrics/latency-buckets';
import type { RollupRow } from './metrics-dashboard.queries';
import type { MetricsWindow } from './metrics-window';

/** Running sums of rollup rows: a period's, or the whole timeframe's. */
export class RollupSum {
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

  add(row: RollupRow): void {
    this.generations += row.generations;
    this.successes += row.successes;
    this.errors += row.errors;
    this.cancelled += row.cancelled;
    this.tokensIn += row.tokensIn;
    this.tokensOut += row.tokensOut;
    this.feedbackGood += row.feedbackGood;
    this.feedbackBad += row.feedbackBad;
    this.qualitySum += row.qualitySum;
    this.qualityCount += row.qualityCount;
    addInto(this.totalMs, row.totalMsBuckets);
    addInto(this.firstTokenMs, row.firstTokenMsBuckets);
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
 * Folds a window's hourly rollups into its periods (every one present, oldest first), the
 * timeframe's totals, its later actions by type and its most frequent error classes.
 */
export function aggregateRollups(rows: readonly RollupRow[], window: MetricsWindow): AggregatedMetrics {
  const first = window.from.getTime();
  const count = Math.round((window.to.getTime() - first) / window.periodMs);
  const periods = Array.from({ length: count }, () => new RollupSum());
  const total = new RollupSum();
  const actions: Record<string, number> = {};
  const causes = new Map<string, number>();

  for (const row of rows) {
    const index = Math.floor((row.hour.getTime() - first) / window.periodMs);
    if (index < 0 || index >= count) continue;
    periods[index]!.add(row);
    total.add(row);
    for (const [type, n] of Object.entries(row.actions ?? {})) actions[type] = (actions[type] ?? 0) + n;
    for (const [errorClass, n] of Object.entries(row.errorClasses ?? {}))
      causes.set(errorClass, (causes.get(errorClass) ?? 0) + n);
  }

  return {
    totals: { ...total.figures(), actions },
    series: periods.map((sum, i) => ({
      start: new Date(first + i * window.periodMs).toISOString(),
      ...sum.figures(),
    })),
    failureCauses: [...causes]
      .filter(([, n]) => n > 0)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, FAILURE_CAUSES_LIMIT)
      .map(([errorClass, n]) => ({ errorClass, count: n })),
  };
}

function addInto(sums: number[], buckets: readonly number[] | null): void {
  if (!buckets) return;
  // A histogram shorter or longer than today's bounds (written under other bounds) still adds up:
  // anything past the last bound counts in the last bucket.
  for (let i = 0; i < buckets.length; i++) {
    const at = Math.min(i, sums.length - 1);
    sums[at] = (sums[at] ?? 0) + (buckets[i] ?? 0);
  }
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
