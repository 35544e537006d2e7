/**
 * Upper bounds (ms) of the latency histograms kept in the hourly rollups (generation_rollups
 * total_ms_buckets and first_token_ms_buckets): bucket i counts latencies ≤ LATENCY_BUCKETS_MS[i]
 * and above the one before; the last bucket (index LATENCY_BUCKETS_MS.length) counts the rest.
 * p50 and p95 are read from them (the bucket's upper bound), so dashboards over a year read
 * rollups, never every generation.
 */
export const LATENCY_BUCKETS_MS = [
  50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10_000, 15_000, 20_000, 30_000,
  45_000, 60_000, 90_000, 120_000,
] as const;

/** The bucket a latency falls in. */
export function latencyBucketOf(ms: number): number {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? LATENCY_BUCKETS_MS.length : index;
}

/** The latency at quantile q (0–1) of a histogram, as its bucket's upper bound; null when empty. */
export function quantileOfBuckets(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const wanted = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i] ?? 0;
    if (seen >= wanted) return i < LATENCY_BUCKETS_MS.length ? LATENCY_BUCKETS_MS[i]! : null;
  }
  return null;
}
