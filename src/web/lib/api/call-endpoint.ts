import {
  type EndpointDefinition,
  type EndpointRequest,
  type EndpointResult,
  fillPath,
} from '@shared/contracts/endpoint';
import { apiFetch, type FetchOptions, type HttpMethod } from '../api-client';

/**
 * Calls an API endpoint from its shared definition: the path is filled from `params`, `query`
 * becomes the query string, `body` is sent as JSON, and the answer is typed by the definition's
 * response. No feature writes an '/api/…' path by hand. Errors: ApiRequestError (api-client).
 */

/**
 * The URL of a call. Takes a whole definition, or only its path: the start-up code, which must
 * not load zod, passes an address of shared/contracts/endpoints/start-up.ts.
 */
export function endpointUrl(
  definition: Pick<EndpointDefinition, 'path'>,
  request: { params?: unknown; query?: unknown } = {},
): string {
  const path = fillPath(definition.path, request.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The raw response (files, streams): for JSON answers use callEndpoint. */
export function fetchEndpoint<D extends EndpointDefinition>(
  definition: D,
  request: EndpointRequest<D>,
  options: FetchOptions = {},
): Promise<Response> {
  const { body } = request as { body?: unknown };
  return apiFetch(definition.method as HttpMethod, endpointUrl(definition, request), body, options);
}

export async function callEndpoint<D extends EndpointDefinition>(
  definition: D,
  request: EndpointRequest<D>,
  options: FetchOptions = {},
): Promise<EndpointResult<D>> {
  const response = await fetchEndpoint(definition, request, options);
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as EndpointResult<D>;
  } catch {
    return undefined as EndpointResult<D>;
  }
}
