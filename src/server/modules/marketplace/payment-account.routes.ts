import type { FastifyInstance } from 'fastify';
import { paymentAccountEndpoints as endpoints } from '@shared/contracts/endpoints/payment-accounts';
import { endpointRoutes } from '../../http/endpoint-routes';
import { ownWebhookUrl } from '../../payments/own-webhook-url';
import type { ServerModuleContext } from '../module';
import { PaymentAccountService } from './payment-account.service';

/** A creator's payment account and the local test provider's onboarding (payment-account.service.ts). */
export async function paymentAccountRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const { db } = context.database;
  const service = new PaymentAccountService({
    db,
    env: context.env,
    log: context.log,
    provider: context.payments,
  });
  const route = endpointRoutes(app);

  route(endpoints.createAccount, ({ user }) => service.createAccount({ id: user.id, email: user.email }));
  route(endpoints.onboardingLink, ({ user, reply }) => {
    // A link is for one use: no cache keeps it.
    reply.header('cache-control', 'no-store');
    return service.onboardingLink(user.id);
  });
  route(endpoints.refreshStatus, ({ user, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.refreshStatus(user.id, body.accountId);
  });
  route(endpoints.localComplete, ({ user, params }) =>
    service.completeLocalOnboarding(user.id, params.accountId, () => ownWebhookUrl(app)),
  );
}
