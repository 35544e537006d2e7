import { LATENCY_BUCKETS_MS, latencyBucketOf } from '@shared/metrics/latency-buckets';
import type { ActionRecord, GenerationRecord } from './generation-record';

/**
 * What one batch adds to the hourly rollups (generation_rollups), per scope and hour: everyone
 * ('*') and the user. Pure arithmetic, so the upsert sends one row per (scope, hour) however
 * many generations the batch holds, and a second process's batch adds to the same rows.
 */
export interface RollupDelta {
  scope: string;
  /** The hour's start, epoch milliseconds (UTC). */
  hour: number;
  generations: number;
  successes: number;
  errors: number;
  cancelled: number;
  tokensIn: number;
  tokensOut: number;
  totalMsBuckets: number[];
  firstTokenMsBuckets: number[];
  feedbackGood: number;
  feedbackBad: number;
  actions: Record<string, number>;
  qualitySum: number;
  qualityCount: number;
  errorClasses: Record<string, number>;
}

export const EVERYONE_SCOPE = '*';
const HOUR_MS = 3_600_000;
const BUCKET_COUNT = LATENCY_BUCKETS_MS.length + 1;

export const hourOf = (epochMs: number) => Math.floor(epochMs / HOUR_MS) * HOUR_MS;

function emptyDelta(scope: string, hour: number): RollupDelta {
  return {
    scope,
    hour,
    generations: 0,
    successes: 0,
    errors: 0,
    cancelled: 0,
    tokensIn: 0,
    tokensOut: 0,
    totalMsBuckets: new Array<number>(BUCKET_COUNT).fill(0),
    firstTokenMsBuckets: new Array<number>(BUCKET_COUNT).fill(0),
    feedbackGood: 0,
    feedbackBad: 0,
    actions: {},
    qualitySum: 0,
    qualityCount: 0,
    errorClasses: {},
  };
}

/** The deltas of a batch, sorted by scope and hour (upserts in one order cannot deadlock). */
export function rollupDeltas(
  generations: readonly GenerationRecord[],
  actions: readonly ActionRecord[] = [],
): RollupDelta[] {
  const deltas = new Map<string, RollupDelta>();
  const deltasOf = (userId: string | null, at: number): RollupDelta[] => {
    const hour = hourOf(at);
    const scopes = userId ? [EVERYONE_SCOPE, userId] : [EVERYONE_SCOPE];
    return scopes.map((scope) => {
      const key = `${scope}\u0000${hour}`;
      let delta = deltas.get(key);
      if (!delta) {
        delta = emptyDelta(scope, hour);
        deltas.set(key, delta);
      }
      return delta;
    });
  };

  for (const g of generations) {
    // The same bucket indexes for every scope: computed once per generation.
    const totalBucket = latencyBucketOf(g.totalMs);
    const firstBucket = g.firstTokenMs === null ? -1 : latencyBucketOf(g.firstTokenMs);
    for (const d of deltasOf(g.userId, g.startedAt)) {
      d.generations++;
      if (g.outcome === 'success') d.successes++;
      else if (g.outcome === 'cancelled') d.cancelled++;
      else {
        d.errors++;
        const errorClass = g.errorClass ?? 'unknown';
        d.errorClasses[errorClass] = (d.errorClasses[errorClass] ?? 0) + 1;
      }
      d.tokensIn += g.tokensIn;
      d.tokensOut += g.tokensOut;
      d.totalMsBuckets[totalBucket]!++;
      if (firstBucket >= 0) d.firstTokenMsBuckets[firstBucket]!++;
      if (g.qualityScore !== null) {
        d.qualitySum += g.qualityScore;
        d.qualityCount++;
      }
    }
  }

  for (const a of actions) {
    for (const d of deltasOf(a.userId, a.at)) {
      if (a.action === 'feedback_good') d.feedbackGood++;
      else if (a.action === 'feedback_bad') d.feedbackBad++;
      else d.actions[a.action] = (d.actions[a.action] ?? 0) + 1;
    }
  }

  return [...deltas.values()].sort((a, b) =>
    a.scope === b.scope ? a.hour - b.hour : a.scope < b.scope ? -1 : 1,
  );
}
