import type { FastifyBaseLogger } from 'fastify';
import type { RecipeModel } from '../../ai/model';

/**
 * Python and TypeScript written by the model from a recipe (chat-assistant.md §7 convert to code
 * formats). Each language is asked for separately, with a time limit; an answer without a code
 * block of that language is not used, and the caller keeps its deterministic version.
 */
const LANGUAGES = {
  python: { fence: /```(?:python|py)\s*\n([\s\S]*?)```/i, name: 'Python 3' },
  typescript: { fence: /```(?:typescript|ts)\s*\n([\s\S]*?)```/i, name: 'TypeScript' },
} as const;
const TIMEOUT_MS = 45_000;

const SYSTEM = (language: string) =>
  `You turn a prompt recipe (given as JSON) into a small, self-contained ${language} module. It must hold the recipe as data and expose a function that builds a system prompt applying the recipe to a task given as its argument. No external packages. Answer with one fenced ${language} code block and nothing else.`;

export async function writeCodeWithModel(
  model: RecipeModel,
  recipeJson: string,
  log: FastifyBaseLogger,
): Promise<Partial<Record<keyof typeof LANGUAGES, string>>> {
  const out: Partial<Record<keyof typeof LANGUAGES, string>> = {};
  await Promise.all(
    (Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>).map(async (key) => {
      const { fence, name } = LANGUAGES[key];
      try {
        const answer = await model.complete!(SYSTEM(name), recipeJson, AbortSignal.timeout(TIMEOUT_MS));
        const code = fence.exec(answer)?.[1]?.trim();
        if (code) out[key] = `${code}\n`;
        else log.warn({ language: key }, 'model answer had no code block; keeping the standard code');
      } catch (error) {
        log.warn({ err: error, language: key }, 'model could not write code; keeping the standard code');
      }
    }),
  );
  return out;
}
