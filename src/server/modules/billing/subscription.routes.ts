import type { FastifyInstance } from 'fastify';
import { billingEndpoints as endpoints } from '@shared/contracts/endpoints/billing';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { SubscriptionService } from './subscription.service';

/** The Standard subscription: state, checkout, cancel, resume, and the local provider's test page (issue 21 §7). */
export async function subscriptionRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const service = new SubscriptionService({
    db: context.database.db,
    env: context.env,
    log: context.log,
    allowance: context.allowance,
    provider: context.payments,
  });
  const route = endpointRoutes(app);

  route(endpoints.subscription, ({ user }) => service.view(user.id));
  route(endpoints.checkout, ({ user, reply }) => {
    // A checkout link is for one use: no cache keeps it.
    reply.header('cache-control', 'no-store');
    return service.startCheckout({ id: user.id, email: user.email });
  });
  route(endpoints.cancel, ({ user }) => service.setCancelAtPeriodEnd(user.id, true));
  route(endpoints.resume, ({ user }) => service.setCancelAtPeriodEnd(user.id, false));
  route(endpoints.localSession, ({ user, params }) => service.readLocalSession(user.id, params.sessionId));
  route(endpoints.localStart, ({ user, params }) => service.startLocal({ id: user.id }, params.sessionId));
  route(endpoints.localCancel, ({ user, params }) => service.cancelLocal(user.id, params.sessionId));
}
