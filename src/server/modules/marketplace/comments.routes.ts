import type { FastifyInstance } from 'fastify';
import { marketplaceCommunityEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-community';
import { readSession } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { commentsService } from './comments.service';

/** A listing's comments and their replies, likes, edits, deletes and flags. */
export async function commentsRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const service = commentsService(app.deps.database.db, context);
  // Public pages that still say whether the viewer likes each comment: never shared by a cache.
  const viewerOf = async (request: Parameters<typeof readSession>[1]) =>
    (await readSession(app, request))?.user;

  route(endpoints.listComments, async ({ params, query, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.list(await viewerOf(request), params.id, query.cursor);
  });
  route(endpoints.listReplies, async ({ params, query, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.listReplies(await viewerOf(request), params.commentId, query.cursor);
  });
  route(endpoints.createComment, async ({ user, params, body }) => service.create(user, params.id, body));
  route(endpoints.editComment, async ({ user, params, body }) =>
    service.edit(user, params.commentId, body.content),
  );
  route(endpoints.deleteComment, async ({ user, params }) => service.remove(user, params.commentId));
  route(endpoints.likeComment, async ({ user, params }) => service.like(user, params.commentId));
  route(endpoints.flagComment, async ({ user, params, body }) =>
    service.flag(user, params.commentId, body.reason),
  );
}
