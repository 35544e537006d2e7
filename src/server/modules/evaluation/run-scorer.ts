import type { RecipeModel } from '../../ai/model';
import { buildReport, scoreCase } from './scoring';
import type { evaluationCases, evaluationRuns } from '../../db/schema';

/**
 * What the run job needs from the scoring (scoring/, its own slice): a case's scores, the judge's
 * id, and the report. The job only stores what it is given, so it keeps no opinion on scores.
 */
export type RunRow = typeof evaluationRuns.$inferSelect;
export type CaseRow = typeof evaluationCases.$inferSelect;

export interface StoredCaseScores {
  structural: unknown;
  judge: unknown | null;
  unjudgedReason: string | null;
}

export interface RunScorer {
  /** The judging model's id, or null when only the structural checks judge (no model configured). */
  judgeId(model: RecipeModel): string | null;
  scoreCase(model: RecipeModel, row: CaseRow, signal: AbortSignal): Promise<StoredCaseScores>;
  buildReport(run: RunRow, cases: CaseRow[]): { report: unknown; overallScore: number };
}

/** A model that can judge: a real one (the offline composer writes recipes but cannot judge). */
export const judgeModelOf = (model: RecipeModel): RecipeModel | null =>
  model.id !== 'offline' && model.complete ? model : null;

/** The product's scorer: scoring/'s structural checks and model judge, and its report. */
export function productRunScorer(): RunScorer {
  return {
    judgeId: (model) => judgeModelOf(model)?.id ?? null,
    async scoreCase(model, row, signal) {
      const scores = await scoreCase(
        { prompt: row.prompt, constraints: row.constraints, recipe: row.recipe },
        { judge: judgeModelOf(model), signal },
      );
      return { structural: scores.structural, judge: scores.judge, unjudgedReason: scores.unjudgedReason };
    },
    buildReport(run, cases) {
      const report = buildReport(run, cases);
      return { report, overallScore: report.overallScore };
    },
  };
}
