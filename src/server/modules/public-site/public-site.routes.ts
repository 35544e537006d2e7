import type { FastifyInstance } from 'fastify';
import { siteEndpoints } from '@shared/contracts/endpoints/site';
import { endpointRoutes } from '../../http/endpoint-routes';
import { registerRouteRateLimits } from '../../http/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { createPublicSiteService, supportAddress } from './public-site.service';

/** Per IP and minute: enough for a person retrying, too few for a script (no mail storm). */
export const PUBLIC_SITE_RATE_LIMITS = { contactPerMinute: 5, newsletterPerMinute: 10 } as const;

/** The public site's API: contact form, newsletter, sitemap.xml and robots.txt. */
export async function publicSiteRoutes(app: FastifyInstance, options: { mailer: Mailer }): Promise<void> {
  const { env } = app.deps;
  const service = createPublicSiteService({
    db: app.deps.database.db,
    bus: app.deps.bus,
    mailer: options.mailer,
    supportEmail: supportAddress(env.MAIL_FROM, env.PUBLIC_URL),
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });

  // Scoped to this plugin: only the routes below that ask for a limit get one.
  await registerRouteRateLimits(app);

  const route = endpointRoutes(app);
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  route(
    siteEndpoints.contact,
    async ({ body, request }) => {
      const { id } = await service.submitContact(body, request.ip ?? null);
      return { ok: true as const, id };
    },
    { config: perMinute(PUBLIC_SITE_RATE_LIMITS.contactPerMinute) },
  );

  route(
    siteEndpoints.newsletter,
    async ({ body, request }) => {
      const { created } = await service.subscribe(body.email, request.ip ?? null);
      return { ok: true as const, created };
    },
    { config: perMinute(PUBLIC_SITE_RATE_LIMITS.newsletterPerMinute) },
  );

  // Not API endpoints: files for crawlers, outside the API reference.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.sitemap()),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.robots()),
  );
}
