import type { FastifyRequest } from 'fastify';

/**
 * A Gemini key sent with one request (anonymous visitors, and browsers that keep a key of their
 * own): used for that request, never stored. A signed-in user's saved key wins over it.
 */
export const USER_KEY_HEADER = 'x-gemini-api-key';

/** The request's own Gemini key, when it carries a plausible one. */
export function headerKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[USER_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.trim().length >= 10 && key.length <= 200 ? key.trim() : undefined;
}
