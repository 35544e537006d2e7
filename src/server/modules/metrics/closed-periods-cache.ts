import type { KeyCounts, PeriodSums } from './metrics-dashboard.queries';

/** The sums of a window's finished UTC days: what a dashboard reads of them. */
export interface ClosedSums {
  periods: PeriodSums[];
  keys: KeyCounts;
}

/** How long finished days' sums are kept: a feedback given late on an old reply shows within it. */
export const CLOSED_PERIODS_TTL_MS = 10 * 60_000;
/** Entries kept per process (a user's own view, everyone's); the oldest used goes first. */
const MAX_ENTRIES = 256;

/**
 * Per process, the sums of the finished days of a window (everything before today's UTC
 * midnight), by scope and window: those hours are written, so a year's view reads 364 days' rollups
 * once per CLOSED_PERIODS_TTL_MS and only today's on every request (issue 22 benchmark: each
 * /admin/metrics timeframe under 100 ms at p99 with 1,000,000 generations). A load in flight is
 * shared, so a burst of views after expiry reads the days once.
 */
export class ClosedPeriodsCache {
  private readonly entries = new Map<string, { value: Promise<ClosedSums>; expiresAt: number }>();

  constructor(
    private readonly ttlMs = CLOSED_PERIODS_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(key: string, load: () => Promise<ClosedSums>, now = Date.now()): Promise<ClosedSums> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      // Most recently used last, so the eviction below takes the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    // A failed read is not kept: the next view asks the database again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
