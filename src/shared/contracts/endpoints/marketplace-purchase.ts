import { defineEndpoint } from '../endpoint';
import { listingIdParams } from '../marketplace';
import {
  checkoutIdParams,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutViewSchema,
  claimResponseSchema,
  copyResponseSchema,
  localCheckoutResultSchema,
  purchasesPageSchema,
  purchasesQuery,
  webhookResponseSchema,
} from '../marketplace-purchase';

/**
 * Buying and owning listings (issue 20 §5): a paid checkout through the payment provider, the
 * local test provider's own checkout page and signed webhook, free claims, downloads, the owned
 * list and 'Save a copy'. The server decides every price and every grant.
 */
export const marketplacePurchaseEndpoints = {
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/checkout',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      "Start a checkout for a published paid listing at the database's price; answers the provider's checkout page URL",
    params: listingIdParams,
    body: checkoutRequestSchema,
    response: { kind: 'json', schema: checkoutResponseSchema, status: 201 },
    // Not published (or no such listing); one's own; free; owned already; a creator without payments.
    errors: ['NOT_FOUND', 'CONFLICT', 'BAD_REQUEST', 'NOT_READY'],
  }),
  getCheckout: defineEndpoint({
    method: 'GET',
    path: '/api/payments/checkouts/:id',
    access: 'verified',
    tag: 'Payments',
    summary:
      'A checkout as its buyer sees it (status, listing, amount, owned): the test page and the success page',
    params: checkoutIdParams,
    response: { kind: 'json', schema: checkoutViewSchema },
    errors: ['NOT_FOUND'],
  }),
  localPay: defineEndpoint({
    method: 'POST',
    path: '/api/payments/local/checkouts/:id/pay',
    access: 'verified',
    tag: 'Payments',
    summary:
      "The local test provider's 'Pay with test card': it sends its signed webhook to the app, which fulfils the checkout",
    params: checkoutIdParams,
    response: { kind: 'json', schema: localCheckoutResultSchema },
    // Not the buyer's, or not open any more; the test provider is not the configured one.
    errors: ['NOT_FOUND', 'CONFLICT', 'INTERNAL'],
  }),
  localCancel: defineEndpoint({
    method: 'POST',
    path: '/api/payments/local/checkouts/:id/cancel',
    access: 'verified',
    tag: 'Payments',
    summary: "The local test provider's 'Cancel': the checkout is canceled; answers the listing's page",
    params: checkoutIdParams,
    response: { kind: 'json', schema: localCheckoutResultSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  localWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhooks/local',
    access: 'public',
    tag: 'Payments',
    summary:
      "The local test provider's webhook: a Stripe-style event, signed in the `payment-signature` header (t=…,v1=HMAC-SHA256 of 't.body'); each event id is handled once",
    response: { kind: 'json', schema: webhookResponseSchema },
    // A missing, wrong or stale signature; a body that is no event.
    errors: ['BAD_REQUEST'],
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/claim',
    access: 'verified',
    tag: 'Marketplace',
    summary: 'Claim a free published listing (ownership at 0); claiming again answers the same',
    params: listingIdParams,
    response: { kind: 'json', schema: claimResponseSchema },
    errors: ['NOT_FOUND', 'BAD_REQUEST'],
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings/:id/download',
    access: 'verified',
    tag: 'Marketplace',
    summary: "An owned (or one's own) listing as a .txt attachment named from its title",
    params: listingIdParams,
    response: { kind: 'file', contentTypes: ['text/plain; charset=utf-8'] },
    errors: ['NOT_FOUND'],
  }),
  purchases: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/purchases',
    access: 'verified',
    tag: 'Marketplace',
    summary: "The user's owned listings (purchase records), newest first, keyset paged",
    query: purchasesQuery,
    response: { kind: 'json', schema: purchasesPageSchema },
    errors: ['BAD_REQUEST'],
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/copy',
    access: 'verified',
    tag: 'Marketplace',
    summary: "'Save a copy': an owned listing's content as a new recipe in the user's own gallery",
    params: listingIdParams,
    response: { kind: 'json', schema: copyResponseSchema, status: 201 },
    errors: ['NOT_FOUND', 'LIMIT_REACHED'],
  }),
};
