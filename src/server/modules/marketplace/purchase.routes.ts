import type { FastifyInstance } from 'fastify';
import { marketplacePurchaseEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-purchase';
import { endpointRoutes } from '../../http/endpoint-routes';
import { LOCAL_SIGNATURE_HEADER } from '../../payments/local-provider';
import { ownWebhookUrl } from '../../payments/own-webhook-url';
import type { ServerModuleContext } from '../module';
import { PurchaseService } from './purchase.service';

/** A webhook event is small; anything bigger is no event of ours. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Checkouts, the local test provider's pay and cancel, and its signed webhook (issue 20 §5). */
export async function purchaseRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const service = new PurchaseService({
    db: context.database.db,
    env: context.env,
    log: context.log,
    provider: context.payments,
  });
  const route = endpointRoutes(app);

  route(endpoints.checkout, ({ user, params }) =>
    service.startCheckout({ id: user.id, email: user.email }, params.id),
  );
  route(endpoints.getCheckout, ({ user, params }) => service.readCheckout(user.id, params.id));
  route(endpoints.localPay, ({ user, params }) =>
    service.payLocal(user.id, params.id, () => ownWebhookUrl(app)),
  );
  route(endpoints.localCancel, ({ user, params }) => service.cancelLocal(user.id, params.id));

  // The webhook reads its body raw, exactly as signed: a JSON parser of its own, for it alone.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    endpointRoutes(webhook)(
      endpoints.localWebhook,
      async ({ request }) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[LOCAL_SIGNATURE_HEADER];
        const outcome = await service.receiveLocalWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        request.log.info({ outcome }, 'local payment webhook');
        return { received: true as const };
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  });
}
