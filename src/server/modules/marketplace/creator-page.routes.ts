import type { FastifyInstance } from 'fastify';
import { marketplaceBrowseEndpoints } from '@shared/contracts/endpoints/marketplace-browse';
import { readSession } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import { readCreatorListings, readCreatorProfile } from './creator-page.service';

/** A creator's public page and their published listings: public, but a private profile is its creator's only. */
export async function creatorPageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);
  const { creator, creatorListings } = marketplaceBrowseEndpoints;
  const viewerOf = async (request: Parameters<typeof readSession>[1]) =>
    (await readSession(app, request).catch(() => null))?.user.id;

  route(creator, async ({ params, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return readCreatorProfile(db, params.creatorId, await viewerOf(request));
  });

  route(creatorListings, async ({ params, query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return readCreatorListings(db, params.creatorId, await viewerOf(request), {
      cursor: query.cursor,
      limit: query.limit,
    });
  });
}
