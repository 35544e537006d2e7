import type { FastifyInstance } from 'fastify';
import { marketplaceCommunityEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-community';
import { readSession } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { reviewsService } from './reviews.service';

/** A listing's reviews (shared/contracts/endpoints/marketplace-community.ts). */
export async function reviewsRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const service = reviewsService(app.deps.database.db, context);

  route(endpoints.listReviews, async ({ params, query, request, reply }) => {
    // Public, but the page says whether this caller may review: never shared by a cache.
    const viewer = (await readSession(app, request))?.user;
    reply.header('cache-control', 'private, no-store');
    return service.list(viewer, params.id, query.cursor, viewer?.emailVerified === true);
  });

  route(endpoints.createReview, async ({ user, params, body }) => service.create(user, params.id, body));
}
