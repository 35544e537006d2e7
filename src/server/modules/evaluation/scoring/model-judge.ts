import { z } from 'zod';
import { EVALUATION_CRITERIA, type EvaluationCriterion } from '@shared/contracts/evaluation';
import type { JudgeScores, UnjudgedReason } from '@shared/contracts/evaluation-report';
import type { RecipeModel } from '../../../ai/model';

/**
 * The model judge (issue 22 item 2): where a model is configured, it reads the case's prompt,
 * constraints and recipe against a written rubric and answers JSON scores with reasons, checked
 * with zod. Anything else (no model, nothing, garbage, a timeout, a provider failure) leaves the
 * case unjudged with the reason: the run goes on with the structural scores.
 */

/** The rubric, per criterion: what a 5, a 3 and a 1 look like. */
export const JUDGE_RUBRIC: Record<EvaluationCriterion, string> = {
  structural_adherence:
    'Has a title, then Goal, Principles, Operations and Steps in that order, each with real content. 5: all sections, ordered, no filler or placeholder text. 3: one section missing or thin. 1: barely a recipe.',
  computational_completeness:
    'Covers everything the prompt asks for, end to end: inputs, every stage, the result. 5: nothing a user would have to invent. 3: a stage or an input missing. 1: only a fragment of the task.',
  practical_executability:
    'Someone could follow the steps today: each step is a concrete action with enough detail (tools, quantities, outputs). 5: every step actionable. 3: some steps vague. 1: advice, not instructions.',
  clarity_effectiveness:
    'Plain, precise and short: no repetition, no jargon without need, each step one idea. 5: reads at once. 3: understandable with effort. 1: confusing.',
  reasoning_driven_algorithm:
    'The principles are distinct and explain why; the steps follow from the goal and the principles in a sensible order. 5: a coherent method. 3: steps loosely tied to the reasoning. 1: a list without logic.',
  robustness_error_handling:
    'Anticipates what can go wrong (failures, edge cases, ambiguity in the prompt) and says what to do, and checks the result. 5: failures and verification covered. 3: mentioned in passing. 1: none.',
};

export const JUDGE_SYSTEM = [
  'You are a strict evaluator of prompt recipes. A recipe has a title, a Goal, Principles, Operations and numbered Steps.',
  'Score the recipe on each criterion from 0 to 5 (decimals allowed) by this rubric, and give a one-sentence reason per criterion:',
  ...EVALUATION_CRITERIA.map((c) => `- ${c}: ${JUDGE_RUBRIC[c]}`),
  'Answer with JSON only, no prose and no code fence, exactly of this shape:',
  `{"scores": {${EVALUATION_CRITERIA.map((c) => `"${c}": {"score": 0-5, "reason": "..."}`).join(', ')}}, "summary": "one sentence"}`,
].join('\n');

const criterionAnswer = z.object({
  score: z.coerce.number().min(0).max(5),
  reason: z.string().trim().min(1).max(2000),
});
const judgeAnswerSchema = z.object({
  scores: z.object(
    Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c, criterionAnswer])) as Record<
      EvaluationCriterion,
      typeof criterionAnswer
    >,
  ),
  summary: z.string().max(2000).optional().nullable(),
});

export function judgePrompt(input: { prompt: string; constraints: string[]; recipe: string }): string {
  const constraints = input.constraints.length ? input.constraints.map((c) => `- ${c}`).join('\n') : '(none)';
  return `User prompt:\n${input.prompt}\n\nConstraints:\n${constraints}\n\nRecipe to evaluate:\n<<<\n${input.recipe}\n>>>`;
}

/** The JSON object in an answer: bare, or inside a code fence or some prose. */
function extractJson(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer)?.[1];
  const text = fenced ?? answer;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

export type JudgeResult = { judged: JudgeScores } | { unjudged: UnjudgedReason; detail?: string };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Asks `model` to judge one case; never throws. */
export async function judgeCase(
  model: RecipeModel | null | undefined,
  input: { prompt: string; constraints: string[]; recipe: string },
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<JudgeResult> {
  if (!model?.complete) return { unjudged: 'no_model' };
  if (!input.recipe.trim()) return { unjudged: 'no_recipe' };
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let answer: string;
  try {
    // The model may ignore the signal: the race ends the wait anyway.
    answer = await Promise.race([
      model.complete(JUDGE_SYSTEM, judgePrompt(input), signal),
      new Promise<never>((_, reject) => {
        const fail = () => reject(signal.reason ?? new Error('aborted'));
        if (signal.aborted) fail();
        else signal.addEventListener('abort', fail, { once: true });
      }),
    ]);
  } catch (error) {
    if (timeout.aborted) return { unjudged: 'timeout' };
    return {
      unjudged: 'model_error',
      detail: error instanceof Error ? error.message.slice(0, 200) : undefined,
    };
  }
  if (!answer?.trim()) return { unjudged: 'no_answer' };
  const parsed = judgeAnswerSchema.safeParse(extractJson(answer));
  if (!parsed.success) return { unjudged: 'invalid_answer' };
  const criteria = Object.fromEntries(
    EVALUATION_CRITERIA.map((c) => {
      const { score, reason } = parsed.data.scores[c];
      return [c, { score: round1(score), reason }];
    }),
  ) as JudgeScores['criteria'];
  const overall = round1(
    EVALUATION_CRITERIA.reduce((sum, c) => sum + criteria[c].score, 0) / EVALUATION_CRITERIA.length,
  );
  return { judged: { model: model.id, criteria, overall, summary: parsed.data.summary?.trim() || null } };
}
