import { defineEndpoint } from '../endpoint';
import { webhookResponseSchema } from '../marketplace-purchase';

/** The header Stripe signs its webhooks in (`t=…,v1=…`, checked by the SDK over the raw body). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * Stripe's webhook (issue 21 §1, §2): every event Stripe sends this platform, checked over the
 * raw body exactly as received and handled once per event id (payments/fulfilment.ts). While the
 * local test provider is the configured one it accepts nothing (stripe.notConfigured, 404).
 */
export const stripeWebhookEndpoints = {
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhooks/stripe',
    access: 'public',
    tag: 'Payments',
    summary:
      "Stripe's webhook: an event signed in the `stripe-signature` header with the endpoint's signing secret; each event id is handled once (checkouts, account.updated, charge.refunded, payouts, subscriptions, invoices)",
    response: { kind: 'json', schema: webhookResponseSchema },
    // A missing, wrong or stale signature, or a body that is no event; Stripe is not configured.
    errors: ['BAD_REQUEST', 'NOT_FOUND'],
  }),
};
