import { describe, expect, it } from 'vitest';
import { replyQuality } from './reply-quality';
import { structuralScores } from './structural-checks';
import { BROKEN_RECIPE, GOOD_RECIPE } from './scoring-fixtures';

describe('replyQuality', () => {
  it("is a recipe's structural score out of 5 as a fraction, the same each time", () => {
    const good = replyQuality(GOOD_RECIPE);
    expect(good).toBeCloseTo(structuralScores(GOOD_RECIPE).overall / 5, 10);
    expect(replyQuality(GOOD_RECIPE)).toBe(good);
    expect(good!).toBeGreaterThan(0.7);
    expect(good!).toBeLessThanOrEqual(1);
  });

  it('ranks a broken recipe below a good one', () => {
    expect(replyQuality(BROKEN_RECIPE)!).toBeLessThan(replyQuality(GOOD_RECIPE)!);
  });

  it('gives a reply that is not a recipe no score', () => {
    expect(replyQuality('Could you tell me more about what the launch is for?')).toBeNull();
    expect(replyQuality('')).toBeNull();
  });
});
