import type { ApiError } from '@shared/contracts/errors';
import type { KeyedError } from '@shared/errors/error-table';
import { loadErrorText } from './load-error-text';

/** Code of a failure where no HTTP answer arrived at all (offline, DNS, refused). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/**
 * A failed API call: the server's `{ code, key, params }`, or a network failure. `message` is the
 * text the user reads (errorText: the key in the reader's language); `key` is what code compares.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly key?: string,
    readonly params?: KeyedError['params'],
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Shown when the server answered an error without a readable message. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

export const NETWORK_MESSAGE = 'Network error. Please check your connection.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

function isApiError(body: unknown): body is ApiError {
  if (!body || typeof body !== 'object') return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && message.length > 0;
}

export const isAbortError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** The ApiRequestError for a non-OK response: the server's error in the reader's words, else the fallback. */
export async function toApiError(
  response: Response,
  fallbackMessage = GENERIC_MESSAGE,
): Promise<ApiRequestError> {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (isApiError(parsed))
    return new ApiRequestError(
      parsed.code,
      await loadErrorText(parsed),
      response.status,
      parsed.key,
      parsed.params,
    );
  return new ApiRequestError(
    response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    fallbackMessage,
    response.status,
  );
}

export interface FetchOptions extends RequestOptions {
  headers?: Record<string, string>;
  /** Also accept a server-sent event stream in answer (a streamed reply). */
  acceptStream?: boolean;
}

/**
 * fetch with this app's conventions: same-origin cookie (the server's CSRF guard is satisfied),
 * JSON in, `{ code, message }` errors turned into ApiRequestError, network failures too. Resolves
 * with the OK response for the caller to read.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiFetch(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: FetchOptions = {},
): Promise<Response> {
  let response: Response;
  // A DELETE carries a body only when one is given (forgetting a push subscription names it).
  const hasBody =
    method === 'POST' || method === 'PUT' || method === 'PATCH' || (method === 'DELETE' && body !== undefined);
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
      headers: {
        accept: options.acceptStream ? 'application/json, text/event-stream' : 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await toApiError(response, options.fallbackMessage);
  return response;
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const response = await apiFetch(method, path, body, options);
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    return null as T;
  }
}

/** POST JSON to this app's API; resolves with the parsed body or throws ApiRequestError. */
export function postJson<T = unknown>(path: string, body: unknown = {}, options: RequestOptions = {}) {
  return request<T>('POST', path, body, options);
}

export function getJson<T = unknown>(path: string, options: RequestOptions = {}) {
  return request<T>('GET', path, undefined, options);
}

export function patchJson<T = unknown>(path: string, body: unknown, options: RequestOptions = {}) {
  return request<T>('PATCH', path, body, options);
}

/** DELETE; resolves once the server answered OK (usually 204). */
export async function deleteRequest(path: string, options: RequestOptions = {}): Promise<void> {
  await apiFetch('DELETE', path, undefined, options);
}

/** The message to show for any caught error, with a fallback for the unexpected. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}

/** Uploads one file as multipart/form-data in the field `file`, answering the JSON reply. */
export async function uploadFile<T>(
  path: string,
  file: File,
  options: { fallbackMessage: string; signal?: AbortSignal },
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      signal: options.signal,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await toApiError(response, options.fallbackMessage);
  return (await response.json()) as T;
}
