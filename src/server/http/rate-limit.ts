import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Per-IP request limits for the calling plugin's routes only: a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`, and a refusal is the API's `{ code, message }`
 * (429 RATE_LIMITED) saying how long to wait. Counted in this process's memory, before the body
 * is read, so a refused request costs next to nothing.
 */
export async function registerRouteRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('request.tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
