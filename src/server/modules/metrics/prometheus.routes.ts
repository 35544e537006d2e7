import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metricsPrometheusEndpoints as endpoints } from '@shared/contracts/endpoints/metrics-prometheus';
import { isAdminEmail, readSession } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';

/** Compared as hashes: equal length, constant time, whatever the caller sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The Prometheus endpoint (issue 22 §1): a scraper sends `Authorization: Bearer <METRICS_TOKEN>`;
 * an admin may look in a browser with their session. A wrong token is refused even from an admin's
 * browser, so a misconfigured scraper is noticed rather than quietly let in.
 */
export async function prometheusRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const expected = context.env.METRICS_TOKEN ? digest(context.env.METRICS_TOKEN) : null;

  const authorize = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
      if (!expected || !timingSafeEqual(digest(token), expected)) throw new AppError('telemetry.wrongToken');
      return;
    }
    const session = await readSession(app, request);
    if (!session) throw new AppError('telemetry.tokenRequired');
    if (!isAdminEmail(context.env.ADMIN_EMAILS, session.user.email))
      throw new AppError('telemetry.adminRequired');
  };

  route(endpoints.scrape, async ({ request, reply }) => {
    await authorize(request);
    const { contentType, body } = await context.prometheus.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
