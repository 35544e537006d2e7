import { sql } from 'drizzle-orm';
import { LATENCY_BUCKETS_MS } from '@shared/metrics/latency-buckets';
import type { Db } from '../../db/client';

/** One period's sums of the hourly rollups in it (an hour, or a UTC day of up to 24 rows). */
export interface PeriodSums {
  /** The period's place in the window: 0 for the first. */
  index: number;
  generations: number;
  successes: number;
  errors: number;
  cancelled: number;
  tokensIn: number;
  tokensOut: number;
  feedbackGood: number;
  feedbackBad: number;
  qualitySum: number;
  qualityCount: number;
  /** Element-wise sums of the latency histograms. */
  totalMs: number[];
  firstTokenMs: number[];
}

/** The window's later actions and error classes, summed by type over its rollups. */
export interface KeyCounts {
  actions: Record<string, number>;
  errorClasses: Record<string, number>;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

const BUCKET_COUNT = LATENCY_BUCKETS_MS.length + 1;

/** `array[sum(column[1]), …]` over every bucket: a histogram summed element-wise, in SQL. */
function summedHistogram(column: 'total_ms_buckets' | 'first_token_ms_buckets') {
  const sums = Array.from({ length: BUCKET_COUNT }, (_, i) => `coalesce(sum(${column}[${i + 1}]), 0)`);
  return sql.raw(`array[${sums.join(', ')}]::float8[]`);
}

/**
 * The rollups of one scope (a user id, or '*' for everyone) in [from, to), summed per period of
 * `periodMs` in the database (through the primary key (scope, hour)): a year of everyone's
 * generations is 8,760 rows read there and at most 365 sent here, however many generations.
 * Periods are numbered from `origin` (the window's start); periods without a row are absent.
 */
export async function sumRollupsByPeriod(
  db: Db,
  scope: string,
  range: { from: Date; to: Date; origin: Date },
  periodMs: number,
): Promise<PeriodSums[]> {
  const { from, to } = range;
  const periodSeconds = periodMs / 1000;
  const firstPeriod = Math.floor(range.origin.getTime() / periodMs);
  const result = await db.execute(sql`
    select (floor(extract(epoch from hour) / ${periodSeconds}) - ${firstPeriod})::int as "index",
           sum(generations)::float8 as generations, sum(successes)::float8 as successes,
           sum(errors)::float8 as errors, sum(cancelled)::float8 as cancelled,
           sum(tokens_in)::float8 as "tokensIn", sum(tokens_out)::float8 as "tokensOut",
           sum(feedback_good)::float8 as "feedbackGood", sum(feedback_bad)::float8 as "feedbackBad",
           sum(quality_sum)::float8 as "qualitySum", sum(quality_count)::float8 as "qualityCount",
           ${summedHistogram('total_ms_buckets')} as "totalMs",
           ${summedHistogram('first_token_ms_buckets')} as "firstTokenMs"
    from generation_rollups
    where scope = ${scope} and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz
    group by 1`);
  return rowsOf<PeriodSums>(result).map((row) => ({
    ...row,
    totalMs: (row.totalMs ?? []).map(Number),
    firstTokenMs: (row.firstTokenMs ?? []).map(Number),
  }));
}

/** The window's later actions and error classes by type (jsonb maps of the rollups, summed). */
export async function sumKeyCounts(db: Db, scope: string, from: Date, to: Date): Promise<KeyCounts> {
  const window = sql`scope = ${scope} and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select 'action' as kind, e.key, sum(e.value::numeric)::float8 as n
    from generation_rollups r cross join lateral jsonb_each_text(r.actions) e
    where ${window} group by e.key
    union all
    select 'error' as kind, e.key, sum(e.value::numeric)::float8 as n
    from generation_rollups r cross join lateral jsonb_each_text(r.error_classes) e
    where ${window} group by e.key`);
  const counts: KeyCounts = { actions: {}, errorClasses: {} };
  for (const row of rowsOf<{ kind: string; key: string; n: number }>(result)) {
    const target = row.kind === 'action' ? counts.actions : counts.errorClasses;
    target[row.key] = Number(row.n);
  }
  return counts;
}
