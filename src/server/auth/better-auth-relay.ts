import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, type Auth } from './auth';
import type { AppError } from '../http/app-error';
import { translateAuthError } from './auth-errors';

/**
 * Hands an account request, once our route validated it, to better-auth's fetch-style handler,
 * and answers with better-auth's response: status, headers and cookies as they came, the body of
 * a success unchanged, an error rewritten into the app's `{ code, message, key, params }` with the spec's words.
 */

/** The request's headers for better-auth, with the client address Fastify resolved. */
export function headersFor(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length' || key === 'x-forwarded-for') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address as Fastify resolved it (trusted proxies only), never a client's claim.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * Calls better-auth at the request's own URL (query included), or at `betterAuthPath` (under
 * /api/auth) where its endpoint is named differently from ours. A POST carries `body`, the
 * validated one.
 */
export async function forward(
  auth: Auth,
  request: FastifyRequest,
  body: unknown,
  betterAuthPath?: string,
): Promise<Response> {
  const url = new URL(request.url, 'http://internal');
  if (betterAuthPath) url.pathname = AUTH_BASE_PATH + betterAuthPath;
  const init: RequestInit = { method: request.method, headers: headersFor(request) };
  if (request.method === 'POST') {
    (init.headers as Headers).set('content-type', 'application/json');
    init.body = JSON.stringify(body ?? {});
  }
  return auth.handler(new Request(new URL(url.pathname + url.search, auth.options.baseURL as string), init));
}

/**
 * Answers better-auth's response for the endpoint at `path` (the wording of some errors depends
 * on it); `instead` is our own error for a failure (the sign-in limiter's warnings).
 */
export async function answer(
  reply: FastifyReply,
  response: Response,
  path: string,
  instead?: AppError,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text.length ? text : null);
  let parsed: { code?: string; message?: string } | null = null;
  try {
    parsed = text ? (JSON.parse(text) as { code?: string; message?: string }) : null;
  } catch {
    parsed = null;
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(translateAuthError(path, response.status, parsed, instead));
}
