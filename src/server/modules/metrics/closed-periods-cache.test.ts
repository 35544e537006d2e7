import { describe, expect, it, vi } from 'vitest';
import { ClosedPeriodsCache, type ClosedSums } from './closed-periods-cache';

const sums = (generations: number): ClosedSums => ({
  periods: [
    {
      index: 0,
      generations,
      successes: generations,
      errors: 0,
      cancelled: 0,
      tokensIn: 0,
      tokensOut: 0,
      feedbackGood: 0,
      feedbackBad: 0,
      qualitySum: 0,
      qualityCount: 0,
      totalMs: [],
      firstTokenMs: [],
    },
  ],
  keys: { actions: {}, errorClasses: {} },
});

describe('the finished days cache', () => {
  it('reads a window once until its time is up, sharing a read in flight', async () => {
    const cache = new ClosedPeriodsCache(1000);
    const load = vi.fn(async () => sums(1));
    const [a, b] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 10)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('k', load, 999);
    expect(load).toHaveBeenCalledTimes(1);
    await cache
      .get('k', async () => sums(2), 1000)
      .then((fresh) => expect(fresh.periods[0]!.generations).toBe(2));
  });

  it('keeps no failed read', async () => {
    const cache = new ClosedPeriodsCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')), 0)).rejects.toThrow(
      'db down',
    );
    await Promise.resolve();
    expect((await cache.get('k', async () => sums(3), 1)).periods[0]!.generations).toBe(3);
  });

  it('drops the least recently used window beyond its size', async () => {
    const cache = new ClosedPeriodsCache(60_000, 2);
    await cache.get('a', async () => sums(1), 0);
    await cache.get('b', async () => sums(2), 0);
    await cache.get('a', async () => sums(9), 1); // a is used again: b is now the oldest
    await cache.get('c', async () => sums(3), 2);
    expect((await cache.get('a', async () => sums(9), 3)).periods[0]!.generations).toBe(1);
    expect((await cache.get('b', async () => sums(4), 3)).periods[0]!.generations).toBe(4);
  });
});
