import type { FastifyInstance } from 'fastify';
import {
  type ContactResponse,
  contactRequestSchema,
  type NewsletterResponse,
  newsletterRequestSchema,
} from '@shared/contracts/contact';
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

  app.post(
    '/api/contact',
    {
      schema: { body: contactRequestSchema },
      config: { rateLimit: { max: PUBLIC_SITE_RATE_LIMITS.contactPerMinute, timeWindow: '1 minute' } },
    },
    async (request): Promise<ContactResponse> => {
      const body = request.body as ReturnType<typeof contactRequestSchema.parse>;
      const { id } = await service.submitContact(body, request.ip ?? null);
      return { ok: true, id };
    },
  );

  app.post(
    '/api/newsletter',
    {
      schema: { body: newsletterRequestSchema },
      config: { rateLimit: { max: PUBLIC_SITE_RATE_LIMITS.newsletterPerMinute, timeWindow: '1 minute' } },
    },
    async (request): Promise<NewsletterResponse> => {
      const { email } = request.body as ReturnType<typeof newsletterRequestSchema.parse>;
      const { created } = await service.subscribe(email, request.ip ?? null);
      return { ok: true, created };
    },
  );

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
