import { EVALUATION_CRITERIA, type EvaluationCriterion } from '@shared/contracts/evaluation';
import {
  type EvaluationReport,
  type IMPROVEMENT_CATEGORIES,
  IMPROVEMENT_TIMELINE,
  type ImprovementAction,
  type ReportArea,
  type ReportDimension,
} from '@shared/contracts/evaluation-report';

/**
 * Improvement actions (platform.md §3 Improvement action, §9 timeline) derived from a report's
 * weakest areas: one per weakness, then the other criteria still below green, weakest first. Each
 * names its §3 category, a priority by how far the area is from green, the criteria it should move
 * and the steps to take. Texts are template keys (`<template>.description`, `.impact`, `.stepN`)
 * the web words with the area and its scores.
 */

type Category = (typeof IMPROVEMENT_CATEGORIES)[number];
type Template = EvaluationCriterion | ReportDimension;

/** Which kind of work moves each area. */
const CATEGORY_OF: Record<Template, Category> = {
  structural_adherence: 'structural_formatting',
  computational_completeness: 'knowledge_base_enhancement',
  practical_executability: 'prompt_engineering',
  clarity_effectiveness: 'clarity_optimization',
  reasoning_driven_algorithm: 'model_fine_tuning',
  robustness_error_handling: 'constraint_handling',
  category: 'knowledge_base_enhancement',
  complexity: 'model_fine_tuning',
  ambiguity: 'prompt_engineering',
};

/** Implementation steps per template (worded by the web). */
export const STEP_COUNT = 4;
const MAX_ACTIONS = 6;
const GREEN = 4;

export type DerivedImprovement = Omit<ImprovementAction, 'id' | 'runId' | 'completed'> & {
  /** What the action is about, unique within a run: 'criterion:clarity_effectiveness', 'category:daily_tasks'. */
  subject: string;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function priorityOf(score: number): ImprovementAction['priority'] {
  if (score < 3) return 'high';
  if (score < 3.5) return 'medium';
  return 'low';
}

function templateOf(area: ReportArea): Template {
  return area.kind === 'criterion' ? area.key : area.kind;
}

/** The criteria an area's action should move: the criterion itself, or the report's two weakest. */
function targetsOf(area: ReportArea, report: EvaluationReport): EvaluationCriterion[] {
  if (area.kind === 'criterion') return [area.key];
  return [...EVALUATION_CRITERIA]
    .sort((a, b) => report.averageScores[a] - report.averageScores[b])
    .slice(0, 2);
}

export function deriveImprovements(report: EvaluationReport): DerivedImprovement[] {
  const areas: ReportArea[] = [...report.weaknessAreas];
  const taken = new Set(areas.map((a) => `${a.kind}:${a.key}`));
  const belowGreen = EVALUATION_CRITERIA.filter(
    (c) => report.averageScores[c] < GREEN && !taken.has(`criterion:${c}`),
  )
    .sort((a, b) => report.averageScores[a] - report.averageScores[b])
    .map((c): ReportArea => ({ kind: 'criterion', key: c, score: report.averageScores[c] }));
  areas.push(...belowGreen);

  return areas.slice(0, MAX_ACTIONS).map((area) => {
    const template = templateOf(area);
    const priority = priorityOf(area.score);
    // Aim for green; an area already near it aims half a point higher.
    const target = round1(Math.min(5, Math.max(GREEN, area.score + 0.5)));
    return {
      subject: `${area.kind}:${area.key}`,
      priority,
      category: CATEGORY_OF[template],
      description: `${template}.description`,
      expectedImpact: `${template}.impact`,
      targetMetrics: targetsOf(area, report),
      implementationSteps: Array.from({ length: STEP_COUNT }, (_, i) => `${template}.step${i + 1}`),
      params: { area: area.key, score: round1(area.score), target },
      timeline: IMPROVEMENT_TIMELINE[priority],
    };
  });
}
