import type { FastifyBaseLogger } from 'fastify';
import type { SaveAiKey } from '@shared/contracts/ai-key';
import { classifyFailure } from '../../ai/classify-error';
import { assertPublicHost, PrivateAddressError } from '../../ai/guarded-fetch';
import { ownModel } from '../../ai/model-registry';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';

/** Where Gemini is called when the operator sets no GEMINI_BASE_URL (the AI SDK's default). */
const GEMINI_DEFAULT_HOST = 'generativelanguage.googleapis.com';
const CHECK_TIMEOUT_MS = 20_000;

const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 6; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/**
 * Proves a key works before it is saved: one short, real completion with it. A base URL that
 * resolves to a non-public address is refused before any call (unless the operator allows it), and
 * every failure becomes a keyed error saying what to fix; the provider's own words go to the log.
 */
export async function checkAiKey(env: Env, log: FastifyBaseLogger, settings: SaveAiKey): Promise<void> {
  const host =
    settings.provider === 'openai-compatible'
      ? new URL(settings.baseUrl).hostname
      : env.GEMINI_BASE_URL
        ? new URL(env.GEMINI_BASE_URL).hostname
        : GEMINI_DEFAULT_HOST;
  const shownHost = host.replace(/^\[|\]$/g, '');
  try {
    if (settings.provider === 'openai-compatible' && !env.AI_ALLOW_PRIVATE_USER_URLS)
      await assertPublicHost(new URL(settings.baseUrl));
    const model = await ownModel(env, settings);
    // Every provider model of ours has complete(); only the offline composer lacks it.
    await model.complete!(
      'Answer with the single word OK.',
      'Say OK.',
      AbortSignal.timeout(CHECK_TIMEOUT_MS),
    );
  } catch (error) {
    const chain = causes(error);
    if (chain.some((e) => e instanceof PrivateAddressError))
      throw new AppError('ai.privateAddress', { host: shownHost });
    log.info({ err: error, provider: settings.provider, host: shownHost }, 'an AI key failed its test call');
    if (chain.some((e) => UNREACHABLE_CODES.has((e as NodeJS.ErrnoException)?.code ?? '')))
      throw new AppError('ai.keyUnreachable', { host: shownHost });
    const failure = classifyFailure(error);
    if (failure.kind === 'auth') throw new AppError('ai.keyRefused');
    if (failure.kind === 'rate-limit') throw new AppError('ai.keyRateLimited');
    throw new AppError('ai.keyTestFailed');
  }
}
