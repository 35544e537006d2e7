import type { Env } from '../env';
import type { RecipeModel } from './model';
import { offlineModel } from './offline-model';

/** The AI SDK providers load only when a model provider is used (the offline default needs none). */
const sdk = () => import('./sdk-model');

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface ModelResolver {
  readonly provider: Env['AI_PROVIDER'];
  /** The configured model, or Gemini with the user's own key when one is given. */
  resolve(userGeminiKey?: string): Promise<RecipeModel>;
}

/** The first model an OpenAI-compatible server lists (when AI_MODEL is not set). */
async function firstServerModel(baseURL: string, apiKey?: string): Promise<string> {
  const res = await fetch(`${baseURL.replace(/\/$/, '')}/models`, {
    headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`listing models at ${baseURL} answered ${res.status}`);
  const body = (await res.json()) as { data?: Array<{ id: string }> };
  const id = body.data?.[0]?.id;
  if (!id) throw new Error(`${baseURL} lists no models: set AI_MODEL`);
  return id;
}

export function createModelResolver(env: Env): ModelResolver {
  let configured: Promise<RecipeModel> | undefined;
  const build = async (): Promise<RecipeModel> => {
    switch (env.AI_PROVIDER) {
      case 'gemini':
        return (await sdk()).geminiModel({
          apiKey: env.GEMINI_API_KEY!,
          baseURL: env.GEMINI_BASE_URL,
          model: env.AI_MODEL ?? DEFAULT_GEMINI_MODEL,
        });
      case 'openai-compatible':
        return (await sdk()).openAiCompatibleModel({
          baseURL: env.AI_BASE_URL!,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL ?? (await firstServerModel(env.AI_BASE_URL!, env.AI_API_KEY)),
        });
      default:
        return offlineModel();
    }
  };
  return {
    provider: env.AI_PROVIDER,
    resolve(userGeminiKey) {
      if (userGeminiKey) {
        return sdk().then(({ geminiModel }) =>
          geminiModel({
            apiKey: userGeminiKey,
            baseURL: env.GEMINI_BASE_URL,
            model: env.AI_MODEL && env.AI_PROVIDER === 'gemini' ? env.AI_MODEL : DEFAULT_GEMINI_MODEL,
          }),
        );
      }
      // A failed lookup (server down) is not cached: the next request tries again.
      configured ??= build().catch((error) => {
        configured = undefined;
        throw error;
      });
      return configured;
    },
  };
}
