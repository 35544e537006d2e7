import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import {
  evaluationReportSchema,
  type JudgeScores,
  scoreBand,
  scoreRating,
} from '@shared/contracts/evaluation-report';
import { describe, expect, it } from 'vitest';
import type { StoredCase } from './case-scores';
import { buildReport } from './report';
import { BROKEN_RECIPE, GOOD_RECIPE } from './scoring-fixtures';
import { structuralScores } from './structural-checks';

const good = structuralScores(GOOD_RECIPE);
const broken = structuralScores(BROKEN_RECIPE);
const judge = (score: number): JudgeScores => ({
  model: 'fake:judge',
  criteria: Object.fromEntries(
    EVALUATION_CRITERIA.map((c) => [c, { score, reason: 'r' }]),
  ) as JudgeScores['criteria'],
  overall: score,
  summary: null,
});

const row = (over: Partial<StoredCase>): StoredCase => ({
  category: 'software_engineering',
  complexity: 'simple',
  ambiguityLevel: 'clear',
  status: 'judged',
  structuralScores: good,
  judgeScores: null,
  unjudgedReason: 'no_model',
  ...over,
});

describe('buildReport', () => {
  const now = new Date('2026-11-27T09:00:00Z');
  const rows = [
    row({}),
    row({ category: 'daily_tasks', complexity: 'expert', structuralScores: broken }),
    row({ judgeScores: judge(3), unjudgedReason: null, ambiguityLevel: 'highly_ambiguous' }),
    row({ status: 'failed', structuralScores: null, category: 'daily_tasks', complexity: 'expert' }),
  ];
  const report = buildReport({ id: 'run1' }, rows, now);

  it('averages every case, a failed one as 0, the judge’s scores where it judged', () => {
    expect(evaluationReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      evaluationId: 'run1',
      timestamp: '2026-11-27T09:00:00.000Z',
      totalTestCases: 4,
      judgedCases: 1,
      failedCases: 1,
    });
    const expected = Math.round(((good.overall + broken.overall + 3 + 0) / 4) * 100) / 100;
    expect(report.overallScore).toBe(expected);
    expect(report.band).toBe(scoreBand(expected));
    for (const c of EVALUATION_CRITERIA) {
      const want = Math.round(((good.criteria[c].score + broken.criteria[c].score + 3 + 0) / 4) * 100) / 100;
      expect(report.averageScores[c], c).toBe(want);
    }
    expect(report.judgeAverageScores?.clarity_effectiveness).toBe(3);
    expect(report.structuralAverageScores.structural_adherence).toBe(
      Math.round(
        ((good.criteria.structural_adherence.score * 2 + broken.criteria.structural_adherence.score) / 4) *
          100,
      ) / 100,
    );
  });

  it('groups by category, complexity and ambiguity, in the spec’s order, only those with cases', () => {
    expect(report.categoryPerformance.map((g) => [g.key, g.caseCount])).toEqual([
      ['software_engineering', 2],
      ['daily_tasks', 2],
    ]);
    const daily = report.categoryPerformance[1]!;
    expect(daily.averageScore).toBe(Math.round((broken.overall / 2) * 100) / 100);
    expect(daily.band).toBe('red');
    expect(report.complexityPerformance.map((g) => g.key)).toEqual(['simple', 'expert']);
    expect(report.ambiguityPerformance.map((g) => g.key)).toEqual(['clear', 'highly_ambiguous']);
  });

  it('reads strengths, weaknesses and recommendations off the data', () => {
    expect(report.strengthAreas.every((a) => a.score >= 4)).toBe(true);
    expect(report.strengthAreas).toContainEqual({
      kind: 'category',
      key: 'software_engineering',
      score: 4,
      caseCount: 2,
    });
    expect(report.weaknessAreas[0]).toMatchObject({ kind: 'category', key: 'daily_tasks' });
    expect(report.weaknessAreas.every((a) => a.score < 3)).toBe(true);
    const scores = report.weaknessAreas.map((a) => a.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(report.recommendations).toContainEqual({ kind: 'failedCases', failedCases: 1, totalCases: 4 });
    expect(report.recommendations).toContainEqual({
      kind: 'unjudged',
      reason: 'no_model',
      unjudgedCases: 2,
      totalCases: 4,
    });
    const criterion = report.recommendations.find((r) => r.kind === 'criterion');
    if (criterion) expect(criterion.failedCases).toBeGreaterThan(0);
  });

  it('names the weakest criterion and its most failed check when nothing is red', () => {
    const mixed = judge(4.5);
    mixed.criteria.robustness_error_handling.score = 3.2;
    const nearlyGood = buildReport(
      { id: 'r2' },
      [
        row({ judgeScores: mixed, unjudgedReason: null }),
        row({ category: 'daily_tasks', judgeScores: mixed, unjudgedReason: null }),
      ],
      now,
    );
    expect(nearlyGood.weaknessAreas).toEqual([
      { kind: 'criterion', key: 'robustness_error_handling', score: 3.2 },
    ]);
    // The structural checks all passed: no check to blame.
    expect(nearlyGood.recommendations).toEqual([
      {
        kind: 'criterion',
        criterion: 'robustness_error_handling',
        score: 3.2,
        check: null,
        failedCases: 0,
        totalCases: 2,
      },
    ]);
    // All green: nothing to improve.
    const allGood = buildReport({ id: 'r3' }, [row({})], now);
    expect(allGood.weaknessAreas).toEqual([]);
    // A broken recipe's weak criteria name the check that failed in it.
    const weak = buildReport({ id: 'r4' }, [row({ structuralScores: broken })], now);
    const robustness = weak.recommendations.find(
      (r) => r.kind === 'criterion' && r.criterion === 'robustness_error_handling',
    );
    expect(robustness).toMatchObject({ check: 'errorHandling', failedCases: 1, totalCases: 1 });
  });

  it('gives §9 colours and rating words at their thresholds', () => {
    expect([4, 3.99, 3, 2.99].map(scoreBand)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([4, 3.5, 3.49, 3, 2.9].map(scoreRating)).toEqual([
      'excellent',
      'good',
      'satisfactory',
      'satisfactory',
      'needs_improvement',
    ]);
  });

  it('makes an empty report of no cases', () => {
    const empty = buildReport({ id: 'r3' }, [], now);
    expect(empty).toMatchObject({
      overallScore: 0,
      totalTestCases: 0,
      strengthAreas: [],
      weaknessAreas: [],
      recommendations: [],
    });
  });
});
