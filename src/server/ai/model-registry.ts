import type { Env } from '../env';
import { guardedFetch } from './guarded-fetch';
import type { RecipeModel } from './model';
import { offlineModel } from './offline-model';

/** The AI SDK providers load only when a model provider is used (the offline default needs none). */
const sdk = () => import('./sdk-model');

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

/**
 * A user's own model (Settings, "Your own AI key", or the x-gemini-api-key header): Gemini on the
 * server's Gemini endpoint, or an OpenAI-compatible server of theirs.
 */
export type OwnModelSettings =
  | { provider: 'gemini'; apiKey: string; model?: string }
  | { provider: 'openai-compatible'; baseUrl: string; apiKey: string; model: string };

export interface ModelResolver {
  readonly provider: Env['AI_PROVIDER'];
  /** The configured model, or the user's own model when one is given. */
  resolve(own?: OwnModelSettings): Promise<RecipeModel>;
}

/**
 * The user's own model. Their base URL is called through the guarded fetch, which refuses
 * private addresses (unless AI_ALLOW_PRIVATE_USER_URLS) and never follows redirects.
 */
export async function ownModel(env: Env, own: OwnModelSettings): Promise<RecipeModel> {
  const { geminiModel, openAiCompatibleModel } = await sdk();
  const model =
    own.provider === 'gemini'
      ? geminiModel({
          apiKey: own.apiKey,
          baseURL: env.GEMINI_BASE_URL,
          model:
            own.model ?? (env.AI_MODEL && env.AI_PROVIDER === 'gemini' ? env.AI_MODEL : DEFAULT_GEMINI_MODEL),
        })
      : openAiCompatibleModel({
          baseURL: own.baseUrl,
          apiKey: own.apiKey,
          model: own.model,
          fetch: guardedFetch({ allowPrivate: env.AI_ALLOW_PRIVATE_USER_URLS }),
        });
  return { ...model, ownKey: true };
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
    resolve(own) {
      if (own) return ownModel(env, own);
      // A failed lookup (server down) is not cached: the next request tries again.
      configured ??= build().catch((error) => {
        configured = undefined;
        throw error;
      });
      return configured;
    },
  };
}
