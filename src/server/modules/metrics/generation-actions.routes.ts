import type { FastifyInstance } from 'fastify';
import { metricsActionEndpoints as endpoints } from '@shared/contracts/endpoints/metrics-actions';
import { endpointRoutes } from '../../http/endpoint-routes';
import { registerRouteRateLimits } from '../../http/rate-limit';
import type { ServerModuleContext } from '../module';
import { findOwnReply } from './generation-actions.queries';

/**
 * Copies and exports are done in the browser alone, so the browser reports them (issue 22 §1).
 * Anonymous chats live in the browser: nothing to record. A user's reply only: another user's,
 * or a message that is not a reply, is refused like one that does not exist.
 */
const REPORTS_PER_MINUTE = 60;

export async function generationActionsRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  // Before the route: the plugin reads each route's rateLimit config as the route is added.
  await registerRouteRateLimits(app);
  const { db } = context.database;
  const route = endpointRoutes(app);

  route(
    endpoints.record,
    async ({ user, body }) => {
      await findOwnReply(db, user.id, body.messageId);
      context.metrics.recordAction({
        messageId: body.messageId,
        userId: user.id,
        action: body.action,
        at: Date.now(),
      });
    },
    { config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
