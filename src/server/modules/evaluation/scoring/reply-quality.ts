import { isRecipeLike } from '@shared/recipe/parse-recipe';
import { structuralScores } from './structural-checks';

/**
 * The quality figure of one generated reply for the metrics dashboards (issue 22 §1), 0–1: the
 * evaluation's structural checks (out of 5) on the recipe it wrote. A reply that is not a recipe
 * (a question back, a clarification) has no recipe quality and gets null, so it neither lowers nor
 * raises the figure. Deterministic: the same reply always scores the same.
 */
export function replyQuality(reply: string): number | null {
  if (!isRecipeLike(reply)) return null;
  return Math.min(1, Math.max(0, structuralScores(reply).overall / 5));
}
