import type { FastifyInstance } from 'fastify';
import { marketplaceBrowseEndpoints } from '@shared/contracts/endpoints/marketplace-browse';
import { readSession } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import { presentListingCard } from './browse-card.presenter';
import { viewerTaste } from './browse-for-you';
import { browseListings, categoryCounts, presentTotal } from './browse.queries';

/**
 * Browsing the marketplace (shared/contracts/endpoints/marketplace-browse.ts): public. Only For You
 * reads the session, to rank by the visitor's own taste; everyone else gets the same answer.
 */
export async function browseRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);
  const { listings, categories } = marketplaceBrowseEndpoints;

  route(listings, async ({ query, request, reply }) => {
    let taste = null;
    if (query.sort === 'for-you') {
      const session = await readSession(app, request).catch(() => null);
      if (session) taste = await viewerTaste(db, session.user.id);
      // A personal ranking must not be kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
    } else reply.header('cache-control', 'no-store');
    const page = await browseListings(db, {
      q: query.q || undefined,
      category: query.category,
      sort: query.sort,
      cursor: query.cursor,
      limit: query.limit,
      taste,
    });
    return {
      items: page.rows.map(presentListingCard),
      nextCursor: page.nextCursor,
      ...presentTotal(page.counted),
    };
  });

  route(categories, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { categories: await categoryCounts(db) };
  });
}
