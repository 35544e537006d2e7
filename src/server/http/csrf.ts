import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie-authenticated state changes. Browsers say where a
 * request comes from (Sec-Fetch-Site, Origin); a state-changing request that carries cookies and
 * comes from another site is refused. Non-browser clients send neither header and carry no
 * ambient cookies of a victim, so they pass. better-auth applies the same rule to its endpoints.
 */
export function registerCsrfGuard(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const sameSite = site === undefined || site === 'same-origin' || site === 'none';
    const originOk = origin === undefined || trusted.has(origin);
    if (!sameSite || !originOk) {
      throw new AppError('request.crossSite');
    }
  });
}
