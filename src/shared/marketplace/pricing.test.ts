import { describe, expect, it } from 'vitest';
import { dollarsToCents, isValidPriceCents } from './pricing';

describe('marketplace prices', () => {
  it('reads dollars as whole cents, refusing what is not a price', () => {
    expect(dollarsToCents('4.99')).toBe(499);
    expect(dollarsToCents(2.9)).toBe(290);
    expect(dollarsToCents('0')).toBe(0);
    expect(dollarsToCents('999.99')).toBe(99_999);
    for (const bad of ['-1', '1.999', 'abc', '', '1e3', '1,5', '10000000'])
      expect(dollarsToCents(bad)).toBeNull();
  });

  it('allows free, or 0.99 to 999.99', () => {
    expect(isValidPriceCents(0)).toBe(true);
    expect(isValidPriceCents(99)).toBe(true);
    expect(isValidPriceCents(99_999)).toBe(true);
    for (const bad of [1, 98, 100_000, -99, 1.5, Number.NaN]) expect(isValidPriceCents(bad)).toBe(false);
  });
});
