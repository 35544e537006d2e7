import type { FastifyInstance } from 'fastify';
import { marketplaceDetailEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-detail';
import { readSession } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { listingSitemap } from './listing-detail-sitemap';
import { listingDetailService } from './listing-detail.service';
import { viewerKey } from './listing-views';

/** A listing's detail page (shared/contracts/endpoints/marketplace-detail.ts). */
export async function listingDetailRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const service = listingDetailService(app.deps.database.db);

  route(endpoints.get, async ({ params, request, reply }) => {
    // Public, but what it holds depends on who asks (an owner's answer carries the recipe): no
    // cache, shared or the browser's own, may keep it.
    const viewer = (await readSession(app, request))?.user ?? null;
    reply.header('cache-control', 'private, no-store');
    return service.get(viewer, params.id, viewerKey(viewer, request, context.env.AUTH_SECRET));
  });

  route(endpoints.markSeen, async ({ user, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.markSeen(user, params.id);
  });

  // Not an API endpoint: the crawlers' list of listing pages (robots.txt names it).
  app.get('/sitemap-marketplace.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await listingSitemap(app.deps.database.db, context.env.PUBLIC_URL)),
  );
}
