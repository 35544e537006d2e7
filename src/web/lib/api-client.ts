import type { ApiError } from '@shared/contracts/errors';

/** Code of a failure where no HTTP answer arrived at all (offline, DNS, refused). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** A failed API call: the server's `{ code, message }`, or a network failure. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Shown when the server answered an error without a readable message. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

const NETWORK_MESSAGE = 'Network error. Please check your connection.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

function isApiError(body: unknown): body is ApiError {
  if (!body || typeof body !== 'object') return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && message.length > 0;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // Same-origin only: the session cookie rides along and the server's CSRF guard is satisfied.
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
      headers:
        method === 'POST'
          ? { accept: 'application/json', 'content-type': 'application/json' }
          : { accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
      throw error;
    throw new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    if (isApiError(parsed)) throw new ApiRequestError(parsed.code, parsed.message, response.status);
    throw new ApiRequestError(
      response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
      options.fallbackMessage ?? GENERIC_MESSAGE,
      response.status,
    );
  }
  return parsed as T;
}

/** POST JSON to this app's API; resolves with the parsed body or throws ApiRequestError. */
export function postJson<T = unknown>(path: string, body: unknown = {}, options: RequestOptions = {}) {
  return request<T>('POST', path, body, options);
}

export function getJson<T = unknown>(path: string, options: RequestOptions = {}) {
  return request<T>('GET', path, undefined, options);
}

/** The message to show for any caught error, with a fallback for the unexpected. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}
