import type { SettledSales } from './analytics.queries';

/**
 * Creators' settled sales per listing (analytics.queries.ts settledSales), kept in this process
 * for a while. Sales older than the settled instant are final: the refund window is 30 days
 * (platform.md §5) and the instant is further back than that, so their sums do not change, and a
 * new day moves the instant (a new key). A refund made outside the app (the provider's dashboard)
 * shows within `ttlMs`. Derived data only: every process keeps its own, and a miss reads the
 * database again.
 */
export class SettledSalesCache {
  readonly #entries = new Map<string, { value: SettledSales; until: number }>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 1_000,
  ) {}

  async get(
    creatorId: string,
    settledBefore: Date,
    load: () => Promise<SettledSales>,
  ): Promise<SettledSales> {
    const key = `${creatorId} ${settledBefore.toISOString()}`;
    const hit = this.#entries.get(key);
    if (hit && hit.until > Date.now()) {
      // Most recently used last: the oldest entry is the first to go.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const value = await load();
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: Date.now() + this.ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return value;
  }
}
