import { z } from 'zod';

/**
 * The metrics dashboards' data (platform.md §2 Metrics dashboard; issue 22 §1): a user's own
 * figures (/metrics, /legacy-metrics) and everyone's (/admin/metrics), read from the hourly
 * rollups of generation_rollups. Every period is a UTC hour (Today) or a UTC day (the others).
 * Latencies come from histograms: a quantile is the upper bound (ms) of the bucket it falls in;
 * anything slower than the last bound counts as the last bound.
 */

export const METRICS_TIMEFRAMES = ['today', 'week', 'month', 'year'] as const;
export type MetricsTimeframe = (typeof METRICS_TIMEFRAMES)[number];

/** How many UTC days each timeframe covers, today included (Today: since 00:00 UTC, by hour). */
export const TIMEFRAME_DAYS: Record<MetricsTimeframe, number> = { today: 1, week: 7, month: 30, year: 365 };

/** platform.md §9: the metrics history shows at most this many periods. */
export const METRICS_HISTORY_LIMIT = 50;
/** The top failure causes listed. */
export const FAILURE_CAUSES_LIMIT = 8;

export const metricsQuery = z.object({
  timeframe: z
    .enum(METRICS_TIMEFRAMES, { error: () => 'Choose a timeframe: today, week, month or year.' })
    .default('today'),
});
export type MetricsQuery = z.input<typeof metricsQuery>;

const count = z.number().int().nonnegative();
/** A share 0–1; null when there is nothing to divide by (no generations, no feedback). */
const ratio = z.number().min(0).max(1).nullable();
/** A latency quantile in ms (its bucket's upper bound); null when nothing was measured. */
const latency = z.number().int().nonnegative().nullable();

/** The figures of one period, or of the whole timeframe. */
export const metricsFiguresSchema = z.object({
  generations: count,
  successes: count,
  errors: count,
  cancelled: count,
  /** successes / (successes + errors): a generation the user cancelled is no failure. */
  successRate: ratio,
  tokensIn: count,
  tokensOut: count,
  p50TotalMs: latency,
  p95TotalMs: latency,
  p50FirstTokenMs: latency,
  p95FirstTokenMs: latency,
  feedbackGood: count,
  feedbackBad: count,
  /** feedbackGood / (feedbackGood + feedbackBad). */
  feedbackRatio: ratio,
  /** The mean structural quality score (0–1) of the recipes written. */
  qualityScore: ratio,
});
export type MetricsFigures = z.infer<typeof metricsFiguresSchema>;

export const metricsPeriodSchema = metricsFiguresSchema.extend({
  /** The period's start, ISO 8601 in UTC (an hour for Today, a day otherwise). */
  start: z.string(),
});
export type MetricsPeriod = z.infer<typeof metricsPeriodSchema>;

export const failureCauseSchema = z.object({ errorClass: z.string(), count: count });
export type FailureCause = z.infer<typeof failureCauseSchema>;

/** GET /api/metrics/me and GET /api/admin/metrics. */
export const metricsDashboardSchema = z.object({
  timeframe: z.enum(METRICS_TIMEFRAMES),
  /** 'own': the caller's generations; 'everyone': every user's, anonymous ones included. */
  scope: z.enum(['own', 'everyone']),
  granularity: z.enum(['hour', 'day']),
  /** The first period's start and the end of the last (ISO 8601, UTC). */
  from: z.string(),
  to: z.string(),
  totals: metricsFiguresSchema.extend({
    /** The user's other later actions on the replies, by type (save, copy, export, …). */
    actions: z.record(z.string(), count),
  }),
  /** Every period of the timeframe, oldest first, empty ones included (zeros and nulls). */
  series: z.array(metricsPeriodSchema),
  /** The most frequent error classes of the timeframe, most frequent first. */
  failureCauses: z.array(failureCauseSchema),
  generatedAt: z.string(),
});
export type MetricsDashboard = z.infer<typeof metricsDashboardSchema>;
