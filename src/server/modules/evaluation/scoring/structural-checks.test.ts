import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import { structuralScoresSchema } from '@shared/contracts/evaluation-report';
import { describe, expect, it } from 'vitest';
import { isActionable } from './imperative-verbs';
import { BROKEN_RECIPE, GOOD_RECIPE, PLACEHOLDER_RECIPE } from './scoring-fixtures';
import { structuralScores } from './structural-checks';

const checkOf = (scores: ReturnType<typeof structuralScores>, id: string) =>
  Object.values(scores.criteria)
    .flatMap((c) => c.checks)
    .find((c) => c.id === id);

describe('structural checks', () => {
  it('scores a good recipe higher than a broken one on every criterion', () => {
    const good = structuralScores(GOOD_RECIPE);
    const broken = structuralScores(BROKEN_RECIPE);
    for (const criterion of EVALUATION_CRITERIA)
      expect(good.criteria[criterion].score, criterion).toBeGreaterThan(broken.criteria[criterion].score);
    expect(good.overall).toBeGreaterThanOrEqual(4.5);
    expect(broken.overall).toBeLessThan(2);
    expect(structuralScoresSchema.parse(good)).toEqual(good);
  });

  it('is deterministic', () => {
    expect(structuralScores(GOOD_RECIPE)).toEqual(structuralScores(GOOD_RECIPE));
    expect(structuralScores(BROKEN_RECIPE)).toEqual(structuralScores(BROKEN_RECIPE));
  });

  it('gives full marks to every check of the good recipe', () => {
    const good = structuralScores(GOOD_RECIPE, ['restore test', 'keep 14 days']);
    const failed = Object.values(good.criteria)
      .flatMap((c) => c.checks)
      .filter((c) => !c.passed);
    expect(failed).toEqual([]);
    for (const criterion of EVALUATION_CRITERIA) expect(good.criteria[criterion].score).toBe(5);
  });

  it('names what the broken recipe misses', () => {
    const broken = structuralScores(BROKEN_RECIPE);
    expect(checkOf(broken, 'sectionsPresent')).toMatchObject({
      passed: false,
      params: { missing: 'title, goal, operations', count: 2 },
    });
    expect(checkOf(broken, 'sectionsOrdered')?.passed).toBe(false);
    expect(checkOf(broken, 'principlesDistinct')?.passed).toBe(false);
    expect(checkOf(broken, 'noRepeatedSteps')?.passed).toBe(false);
    expect(checkOf(broken, 'stepsActionable')?.met).toBe(0);
    expect(checkOf(broken, 'errorHandling')?.met).toBe(0);
    expect(checkOf(broken, 'verificationStep')?.passed).toBe(false);
  });

  it('finds placeholder text', () => {
    const scores = structuralScores(PLACEHOLDER_RECIPE);
    expect(checkOf(scores, 'noPlaceholders')).toMatchObject({ passed: false, met: 0 });
    expect(checkOf(scores, 'sectionsPresent')?.passed).toBe(true);
    expect(scores.criteria.structural_adherence.score).toBeLessThan(
      structuralScores(GOOD_RECIPE).criteria.structural_adherence.score,
    );
    expect(checkOf(structuralScores(GOOD_RECIPE), 'noPlaceholders')?.passed).toBe(true);
  });

  it('checks the case constraints', () => {
    const scores = structuralScores(GOOD_RECIPE, ['restore test', 'encrypt with customer keys']);
    expect(checkOf(scores, 'constraintsAddressed')).toMatchObject({
      met: 0.5,
      params: { addressed: 1, total: 2 },
    });
    expect(checkOf(structuralScores(GOOD_RECIPE), 'constraintsAddressed')).toBeUndefined();
  });

  it('scores nothing as zero', () => {
    const empty = structuralScores('');
    expect(empty.overall).toBe(0);
  });

  it('tells an instruction from a statement', () => {
    expect(isActionable('Archive everything older than 30 days.')).toBe(true);
    expect(isActionable('Prioritize the open tickets')).toBe(true);
    expect(isActionable('The inbox is not a to-do list.')).toBe(false);
    expect(isActionable('')).toBe(false);
  });
});
