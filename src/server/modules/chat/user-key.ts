import type { FastifyRequest } from 'fastify';

/** A user's own Gemini key travels in this header; it is used for the request and never stored. */
export const USER_KEY_HEADER = 'x-gemini-api-key';

/** The request's own Gemini key, when it carries a plausible one. */
export function userKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[USER_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.trim().length >= 10 && key.length <= 200 ? key.trim() : undefined;
}
