import type { ApiError } from '@shared/contracts/errors';
import { START_UP_ENDPOINTS } from '@shared/contracts/endpoints/start-up';
import { endpointUrl } from '@web/lib/api/call-endpoint';
import { loadErrorText } from '@web/lib/load-error-text';

/** Why one readiness check did not succeed; mapped to the spec's start-up messages. */
export type StartupFailure =
  | { kind: 'network' }
  | { kind: 'server'; message: string }
  | { kind: 'status'; status: number }
  | { kind: 'aborted' };

export type ReadinessResult = { ok: true } | { ok: false; failure: StartupFailure };

/** By its schema-free address: this runs before the first screen, which loads no zod. */
export const READINESS_PATH = endpointUrl(START_UP_ENDPOINTS.ready);

/** One GET /readyz. Never throws: every outcome is a value the poller can reason about. */
export async function checkReadiness(
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ReadinessResult> {
  let response: Response;
  try {
    response = await fetchImpl(READINESS_PATH, {
      signal,
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      return { ok: false, failure: { kind: 'aborted' } };
    }
    // fetch rejects (TypeError) only when no HTTP answer arrived at all.
    return { ok: false, failure: { kind: 'network' } };
  }
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => null);
  if (isApiError(body)) return { ok: false, failure: { kind: 'server', message: await loadErrorText(body) } };
  return { ok: false, failure: { kind: 'status', status: response.status } };
}

/**
 * The `{ code, message }` error contract, checked by hand: pulling zod into the start-up path
 * would add tens of kilobytes before the first screen for a two-field check.
 */
function isApiError(body: unknown): body is ApiError {
  if (!body || typeof body !== 'object') return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && message.length > 0;
}
