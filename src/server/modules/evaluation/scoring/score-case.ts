import type { CaseScores } from '@shared/contracts/evaluation-report';
import type { RecipeModel } from '../../../ai/model';
import { judgeCase } from './model-judge';
import { structuralScores } from './structural-checks';

export interface CaseToScore {
  prompt: string;
  constraints: string[];
  /** The recipe the generator wrote; null or empty when it wrote none. */
  recipe: string | null;
}

export interface ScoreOptions {
  /** The configured model, or null when only the offline composer runs (no judge then). */
  judge?: RecipeModel | null;
  /** How long the judge may take per case (default 60 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Scores one evaluation case (issue 22 item 2): the structural checks always, the model judge
 * where a model is configured; both are kept. The case's overall is the judge's when it judged,
 * else the structural one. Never throws for a bad judge answer: the case is unjudged with why.
 */
export async function scoreCase(input: CaseToScore, options: ScoreOptions = {}): Promise<CaseScores> {
  const recipe = input.recipe ?? '';
  const structural = structuralScores(recipe, input.constraints);
  const result = await judgeCase(
    options.judge,
    { prompt: input.prompt, constraints: input.constraints, recipe },
    { timeoutMs: options.timeoutMs, signal: options.signal },
  );
  if ('judged' in result)
    return {
      structural,
      judge: result.judged,
      unjudgedReason: null,
      overall: result.judged.overall,
      overallFrom: 'judge',
    };
  return {
    structural,
    judge: null,
    unjudgedReason: result.unjudged,
    overall: structural.overall,
    overallFrom: 'structural',
  };
}
