import type { FastifyBaseLogger } from 'fastify';
import type { AiKeySettings, SaveAiKey } from '@shared/contracts/ai-key';
import { DEFAULT_GEMINI_MODEL, type OwnModelSettings } from '../../ai/model-registry';
import { SecretBoxError } from '../../crypto/secret-box';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';
import { aiKeyBox, keyContext } from './ai-key-box';
import { type AiKeyRow, deleteAiKey, findAiKey, upsertAiKey } from './ai-key.queries';
import { checkAiKey } from './key-check';

/** What the settings screen sees of a saved key: never the key, only its last four characters. */
export function presentAiKey(row: AiKeyRow | undefined): AiKeySettings {
  if (!row) return { aiKey: null };
  return {
    aiKey: {
      provider: row.provider,
      baseUrl: row.baseUrl,
      model: row.model,
      keyLast4: row.keyLast4,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

export async function readAiKey(db: Db, userId: string): Promise<AiKeySettings> {
  return presentAiKey(await findAiKey(db, userId));
}

/** Saves a key once its test call succeeded; a failed check saves nothing, not even a part. */
export async function saveAiKey(
  deps: { db: Db; env: Env; log: FastifyBaseLogger },
  userId: string,
  settings: SaveAiKey,
): Promise<AiKeySettings> {
  const model = settings.model ?? DEFAULT_GEMINI_MODEL;
  await checkAiKey(deps.env, deps.log, { ...settings, model });
  const row = await upsertAiKey(deps.db, {
    userId,
    provider: settings.provider,
    baseUrl: settings.provider === 'openai-compatible' ? settings.baseUrl : null,
    model,
    sealedKey: aiKeyBox(deps.env.AUTH_SECRET).seal(settings.apiKey, keyContext(userId)),
    keyLast4: settings.apiKey.slice(-4),
  });
  return presentAiKey(row);
}

export async function removeAiKey(db: Db, userId: string): Promise<AiKeySettings> {
  await deleteAiKey(db, userId);
  return { aiKey: null };
}

/**
 * The user's saved model, its key opened, for a generation. A key sealed under an earlier
 * AUTH_SECRET no longer opens: the user is told to save it again rather than silently charged.
 */
export async function savedOwnModel(db: Db, env: Env, userId: string): Promise<OwnModelSettings | undefined> {
  const row = await findAiKey(db, userId);
  if (!row) return undefined;
  let apiKey: string;
  try {
    apiKey = aiKeyBox(env.AUTH_SECRET).open(row.sealedKey, keyContext(userId));
  } catch (error) {
    if (error instanceof SecretBoxError) throw new AppError('ai.keyUnreadable');
    throw error;
  }
  return row.provider === 'gemini'
    ? { provider: 'gemini', apiKey, model: row.model }
    : // An OpenAI-compatible row always has its base URL (saveAiKey writes it).
      { provider: 'openai-compatible', baseUrl: row.baseUrl!, apiKey, model: row.model };
}
