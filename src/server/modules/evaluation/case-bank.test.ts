import { describe, expect, it } from 'vitest';
import {
  EVALUATION_AMBIGUITY_LEVELS,
  EVALUATION_CASE_COUNTS,
  EVALUATION_CATEGORIES,
  EVALUATION_COMPLEXITIES,
} from '@shared/contracts/evaluation';
import { CASE_BANK, selectBankCases } from './case-bank';

/** A small seeded generator, so a failing spread can be reproduced. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const spread = <T extends string>(values: T[], all: readonly T[]) => {
  const counts = all.map((v) => values.filter((x) => x === v).length);
  return { min: Math.min(...counts), max: Math.max(...counts) };
};

describe('the evaluation case bank', () => {
  it('holds at least 60 distinct hand-written prompts, one for every category × complexity × ambiguity', () => {
    expect(CASE_BANK.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASE_BANK.map((c) => c.prompt)).size).toBe(CASE_BANK.length);
    const combos = new Set(CASE_BANK.map((c) => `${c.category}|${c.complexity}|${c.ambiguityLevel}`));
    expect(combos.size).toBe(
      EVALUATION_CATEGORIES.length * EVALUATION_COMPLEXITIES.length * EVALUATION_AMBIGUITY_LEVELS.length,
    );
    for (const c of CASE_BANK) {
      expect(c.prompt.length).toBeGreaterThan(8);
      expect(c.prompt).not.toMatch(/lorem|ipsum|todo|placeholder/i);
    }
  });

  it('writes clear prompts longer and more constrained than highly ambiguous ones', () => {
    const avg = (level: string, f: (c: (typeof CASE_BANK)[number]) => number) => {
      const of = CASE_BANK.filter((c) => c.ambiguityLevel === level);
      return of.reduce((s, c) => s + f(c), 0) / of.length;
    };
    expect(avg('clear', (c) => c.prompt.length)).toBeGreaterThan(
      avg('highly_ambiguous', (c) => c.prompt.length),
    );
    expect(avg('clear', (c) => c.constraints.length)).toBeGreaterThan(
      avg('highly_ambiguous', (c) => c.constraints.length),
    );
  });

  it.each(EVALUATION_CASE_COUNTS)(
    'spreads %i cases evenly over categories, complexities and ambiguity',
    (n) => {
      for (const seed of [1, 2, 3, 42, 1234]) {
        const cases = selectBankCases(n, seeded(seed));
        expect(cases).toHaveLength(n);
        expect(new Set(cases.map((c) => c.prompt)).size).toBe(n);
        const cat = spread(
          cases.map((c) => c.category),
          EVALUATION_CATEGORIES,
        );
        const cx = spread(
          cases.map((c) => c.complexity),
          EVALUATION_COMPLEXITIES,
        );
        const amb = spread(
          cases.map((c) => c.ambiguityLevel),
          EVALUATION_AMBIGUITY_LEVELS,
        );
        expect(cat.max - cat.min).toBeLessThanOrEqual(1);
        expect(cx.max - cx.min).toBeLessThanOrEqual(1);
        expect(amb.max - amb.min).toBeLessThanOrEqual(1);
      }
    },
  );

  it('draws different cases on different runs', () => {
    const a = selectBankCases(10, seeded(1)).map((c) => c.prompt);
    const b = selectBankCases(10, seeded(99)).map((c) => c.prompt);
    expect(a).not.toEqual(b);
  });
});
