import type { FastifyInstance } from 'fastify';
import {
  STRIPE_SIGNATURE_HEADER,
  stripeWebhookEndpoints as endpoints,
} from '@shared/contracts/endpoints/stripe-webhook';
import { endpointRoutes } from '../../http/endpoint-routes';
import { AppError } from '../../http/app-error';
import { handlePaymentEvent } from '../../payments/fulfilment';
import { StripePaymentProvider } from '../../payments/stripe-provider';
import type { ServerModuleContext } from '../module';

/** Stripe's events are small (a checkout session, an account); anything bigger is none of ours. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Stripe's signed webhook (issue 21 §1, §2). The route always exists, so the API reference and
 * the access matrix see one endpoint; with the local provider configured it refuses every event
 * (404 stripe.notConfigured) before reading it, so no event id is ever stored by it.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const { db } = context.database;
  const provider = context.payments instanceof StripePaymentProvider ? context.payments : null;

  // The signature is over the raw body exactly as Stripe sent it: a JSON parser of its own, for it alone.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    endpointRoutes(webhook)(
      endpoints.stripeWebhook,
      async ({ request }) => {
        if (!provider) {
          request.log.warn('stripe webhook called while stripe is not the configured provider: refused');
          throw new AppError('stripe.notConfigured');
        }
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[STRIPE_SIGNATURE_HEADER];
        let event: ReturnType<StripePaymentProvider['parseWebhook']>;
        try {
          event = provider.parseWebhook(raw, typeof header === 'string' ? header : undefined);
        } catch (error) {
          const key = error instanceof AppError ? error.key : 'unknown';
          request.log.warn({ refused: key, bytes: raw.length }, 'stripe webhook refused');
          throw error;
        }
        const outcome = await handlePaymentEvent(db, 'stripe', event);
        request.log.info(
          { eventId: event.eventId, type: event.type, kind: event.kind, outcome },
          'stripe webhook handled',
        );
        return { received: true as const };
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  });
}
