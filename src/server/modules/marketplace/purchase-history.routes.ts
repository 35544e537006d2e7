import type { FastifyInstance } from 'fastify';
import { purchaseHistoryEndpoints as endpoints } from '@shared/contracts/endpoints/purchase-history';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { PurchaseHistoryService } from './purchase-history.service';

/** Purchase history and refunds (issue 21 §8; purchase-history.service.ts). */
export async function purchaseHistoryRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const service = new PurchaseHistoryService({
    db: context.database.db,
    log: context.log,
    provider: context.payments,
  });
  const route = endpointRoutes(app);

  route(endpoints.history, ({ user, query, reply }) => {
    // Per user, and changes with every purchase and refund.
    reply.header('cache-control', 'private, no-store');
    return service.history(user.id, query);
  });
  route(endpoints.refund, async ({ user, params }) => ({
    record: await service.requestRefund(user.id, params.id),
  }));
}
