import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettledSales } from './analytics.queries';
import { SettledSalesCache } from './settled-sales-cache';

const sums = (revenueCents: number): SettledSales => new Map([['l1', { sales: 1, revenueCents }]]);
const at = new Date('2026-10-23T00:00:00Z');

afterEach(() => vi.useRealTimers());

describe('the settled sales cache', () => {
  it('reads once per creator and settled instant until the entry expires', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new SettledSalesCache(1_000, 10);
    const load = vi.fn(async () => sums(100));
    expect(await cache.get('ada', at, load)).toEqual(sums(100));
    await cache.get('ada', at, load);
    expect(load).toHaveBeenCalledTimes(1);
    // A new day moves the instant: another key, read afresh.
    await cache.get('ada', new Date('2026-10-24T00:00:00Z'), load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.setSystemTime(1_001);
    await cache.get('ada', at, async () => sums(200));
    expect(await cache.get('ada', at, load)).toEqual(sums(200));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of entries, dropping the least recently used', async () => {
    const cache = new SettledSalesCache(60_000, 2);
    const load = vi.fn(async () => sums(1));
    await cache.get('a', at, load);
    await cache.get('b', at, load);
    await cache.get('a', at, load); // a is used again: b is now the oldest
    await cache.get('c', at, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', at, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', at, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing with no lifetime (the default of a direct call)', async () => {
    const cache = new SettledSalesCache(0);
    const load = vi.fn(async () => sums(1));
    await cache.get('a', at, load);
    await cache.get('a', at, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
