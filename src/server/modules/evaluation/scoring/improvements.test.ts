import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import { type EvaluationReport, improvementActionSchema } from '@shared/contracts/evaluation-report';
import { describe, expect, it } from 'vitest';
import { deriveImprovements, priorityOf } from './improvements';
import { buildReport } from './report';
import { BROKEN_RECIPE, GOOD_RECIPE } from './scoring-fixtures';
import { structuralScores } from './structural-checks';

const row = (recipe: string, category = 'software_engineering') => ({
  category,
  complexity: 'simple',
  ambiguityLevel: 'clear',
  status: 'judged',
  structuralScores: structuralScores(recipe),
  judgeScores: null,
  unjudgedReason: 'no_model',
});

describe('deriveImprovements', () => {
  it('derives one action per weak area, weakest first, with §3 categories and §9 timeline', () => {
    const report = buildReport({ id: 'r' }, [row(BROKEN_RECIPE, 'daily_tasks'), row(GOOD_RECIPE)]);
    const actions = deriveImprovements(report);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.length).toBeLessThanOrEqual(6);
    expect(actions[0]!.subject).toBe(`${report.weaknessAreas[0]!.kind}:${report.weaknessAreas[0]!.key}`);
    for (const action of actions) {
      improvementActionSchema.parse({ ...action, id: 'x', runId: 'r', completed: false });
      expect(action.priority).toBe(priorityOf(action.params.score));
      expect(action.timeline).toBe(
        { high: 'week1_2', medium: 'week3_4', low: 'week5_plus' }[action.priority],
      );
      expect(action.implementationSteps).toHaveLength(4);
      expect(action.params.target).toBeGreaterThan(action.params.score);
    }
    expect(new Set(actions.map((a) => a.subject)).size).toBe(actions.length);
  });

  it('maps each area to the work that moves it', () => {
    const report = buildReport({ id: 'r' }, [row(BROKEN_RECIPE)]);
    const byArea = Object.fromEntries(deriveImprovements(report).map((a) => [a.params.area, a]));
    expect(byArea.robustness_error_handling).toMatchObject({
      category: 'constraint_handling',
      description: 'robustness_error_handling.description',
      expectedImpact: 'robustness_error_handling.impact',
      targetMetrics: ['robustness_error_handling'],
      priority: 'high',
    });
    expect(Object.values(byArea).some((a) => a.priority === 'high')).toBe(true);
  });

  it('asks nothing of an all-green report', () => {
    const report = buildReport({ id: 'r' }, [row(GOOD_RECIPE)]);
    expect(deriveImprovements(report)).toEqual([]);
  });

  it('names the two weakest criteria for a weak group', () => {
    const averages = Object.fromEntries(
      EVALUATION_CRITERIA.map((c, i) => [c, 4 + i * 0.1]),
    ) as EvaluationReport['averageScores'];
    const report = {
      ...buildReport({ id: 'r' }, [row(GOOD_RECIPE)]),
      averageScores: averages,
      weaknessAreas: [{ kind: 'complexity', key: 'expert', score: 2.2, caseCount: 3 }],
    } as EvaluationReport;
    expect(deriveImprovements(report)).toEqual([
      expect.objectContaining({
        subject: 'complexity:expert',
        category: 'model_fine_tuning',
        description: 'complexity.description',
        targetMetrics: ['structural_adherence', 'computational_completeness'],
        params: { area: 'expert', score: 2.2, target: 4 },
        priority: 'high',
        timeline: 'week1_2',
      }),
    ]);
  });
});
