import { APICallError } from '@ai-sdk/provider';
import { type FailureKind, GenerationFailure } from './model';

const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let i = 0; current && i < 6; i++) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Maps whatever a provider threw onto the failure kinds the chat reacts to. */
export function classifyFailure(error: unknown, signal?: AbortSignal): GenerationFailure {
  if (error instanceof GenerationFailure) return error;
  const kind = ((): FailureKind => {
    if (signal?.aborted) return 'cancelled';
    for (const e of causeChain(error)) {
      if ((e as Error)?.name === 'AbortError') return 'cancelled';
      if (APICallError.isInstance(e)) {
        const status = e.statusCode ?? 0;
        if (status === 401 || status === 403 || /api[_ -]?key/i.test(e.message)) return 'auth';
        if (status === 429) return 'rate-limit';
        if (status >= 500 || status === 408 || e.isRetryable) return 'transient';
        return 'other';
      }
      const code = (e as NodeJS.ErrnoException)?.code;
      if (code && TRANSIENT_CODES.has(code)) return 'transient';
      if (/fetch failed|network|socket hang up|terminated|timed? ?out/i.test((e as Error)?.message ?? ''))
        return 'transient';
    }
    return 'other';
  })();
  return new GenerationFailure(kind, (error as Error)?.message ?? String(error), { cause: error });
}
