import type { FastifyInstance } from 'fastify';
import { adminModerationEndpoints as endpoints } from '@shared/contracts/endpoints/admin-moderation';
import type { SessionUser } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import type { AuditActor } from './audit';
import { createConversationReportsService } from './conversation-reports.service';
import { createModerationService } from './moderation.service';

/** The admin who acts, as the audit log records them. */
const actorOf = (user: SessionUser): AuditActor => ({ id: user.id, email: user.email });

/** The admin panel's moderation queue (issue 22 §4): admin-only, every decision audited. */
export async function moderationRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const service = createModerationService({
    db: context.database.db,
    bus: context.bus,
    log: context.log,
    notify: context,
  });
  const reports = createConversationReportsService(context);

  route(endpoints.queue, async ({ reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.queue();
  });
  route(endpoints.lookupListing, async ({ params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.lookupListing(params.id);
  });
  route(endpoints.approveListing, async ({ user, params }) =>
    service.approveListing(actorOf(user), params.id),
  );
  route(endpoints.rejectListing, async ({ user, params, body }) =>
    service.rejectListing(actorOf(user), params.id, body.reason),
  );
  route(endpoints.unpublishListing, async ({ user, params, body }) =>
    service.unpublishListing(actorOf(user), params.id, body.reason),
  );
  route(endpoints.deleteListing, async ({ user, params }) => {
    await service.deleteListing(actorOf(user), params.id);
  });
  route(endpoints.upholdComment, async ({ user, params }) =>
    service.upholdComment(actorOf(user), params.commentId),
  );
  route(endpoints.dismissComment, async ({ user, params }) =>
    service.dismissComment(actorOf(user), params.commentId),
  );
  route(endpoints.deleteComment, async ({ user, params }) => {
    await service.deleteComment(actorOf(user), params.commentId);
  });
  route(endpoints.conversationTranscript, async ({ user, params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return reports.transcript(actorOf(user), params.reportId);
  });
  route(endpoints.upholdConversationReport, async ({ user, params, body }) =>
    reports.uphold(actorOf(user), params.reportId, body.reason),
  );
  route(endpoints.dismissConversationReport, async ({ user, params, body }) =>
    reports.dismiss(actorOf(user), params.reportId, body.reason),
  );
}
