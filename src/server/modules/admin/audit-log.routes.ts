import type { FastifyInstance } from 'fastify';
import { adminModerationEndpoints as endpoints } from '@shared/contracts/endpoints/admin-moderation';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { auditLogPage } from './audit-log.queries';

/** The admin panel's audit log (issue 22 §4): every admin action, newest first. */
export async function auditLogRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  route(endpoints.auditLog, async ({ query, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return auditLogPage(context.database.db, query.cursor);
  });
}
