import { z } from 'zod';
import type { RecipeModel } from '../../ai/model';
import { type BankCase, selectBankCases } from './case-bank';

/**
 * A run's test cases (issue 22 item 2): written by the configured model where there is one, else
 * drawn from the built-in bank. The spread is planned first (the bank's selection gives `count`
 * slots of category × complexity × ambiguity), and the model writes one prompt per slot, so a
 * model-written run is spread as evenly as a bank run. An answer that is not the JSON asked for,
 * or has the wrong number of cases, falls back to the bank; the run records which it got.
 */

const MODEL_TIMEOUT_MS = 90_000;

const modelCasesSchema = z.object({
  cases: z.array(
    z.object({
      prompt: z.string().trim().min(12).max(1000),
      constraints: z.array(z.string().trim().min(2).max(200)).max(6),
    }),
  ),
});

const SYSTEM = [
  'You write test cases for evaluating an assistant that turns a request into a structured recipe',
  '(title, goal, principles, operations, numbered steps). For each slot you are given, write one',
  'realistic user request of that category, complexity and ambiguity level, with 0 to 4 concrete',
  'constraints. Clear requests state the goal, scope and limits; slightly ambiguous ones leave',
  'one important thing open; highly ambiguous ones are vague and short. Answer only with JSON:',
  '{"cases":[{"prompt":"...","constraints":["..."]}]}, one entry per slot, in the slots\' order.',
].join(' ');

/** Whether `model` can write cases: a real model with a one-shot completion (not the offline composer). */
export const canWriteCases = (
  model: RecipeModel,
): model is RecipeModel & Required<Pick<RecipeModel, 'complete'>> =>
  model.id !== 'offline' && typeof model.complete === 'function';

/** Parses the model's answer (tolerating a code fence around the JSON); null when unusable. */
export function parseModelCases(answer: string, slots: BankCase[]): BankCase[] | null {
  const text = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```\s*$/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = modelCasesSchema.safeParse(json);
  if (!parsed.success || parsed.data.cases.length !== slots.length) return null;
  return slots.map((slot, i) => ({ ...slot, ...parsed.data.cases[i]! }));
}

export async function writeCases(
  model: RecipeModel,
  count: number,
  signal: AbortSignal,
  log: { warn(obj: unknown, msg: string): void },
): Promise<{ cases: BankCase[]; source: 'model' | 'bank' }> {
  const slots = selectBankCases(count);
  if (!canWriteCases(model)) return { cases: slots, source: 'bank' };
  const prompt = slots
    .map(
      (s, i) =>
        `${i + 1}. category: ${s.category}; complexity: ${s.complexity}; ambiguity: ${s.ambiguityLevel}`,
    )
    .join('\n');
  try {
    const answer = await model.complete(
      SYSTEM,
      `Slots:\n${prompt}`,
      AbortSignal.any([signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)]),
    );
    const cases = parseModelCases(answer, slots);
    if (cases) return { cases, source: 'model' };
    log.warn({ chars: answer.length }, 'evaluation cases from the model unusable; the bank writes them');
  } catch (error) {
    // A stopping runner aborts: the job is retried, not finished with bank cases.
    if (signal.aborted) throw error;
    log.warn({ err: error }, 'evaluation cases not written by the model; the bank writes them');
  }
  return { cases: slots, source: 'bank' };
}
