import {
  localSubscriptionResultSchema,
  localSubscriptionSessionSchema,
  subscriptionCheckoutResponseSchema,
  subscriptionSessionParams,
  subscriptionViewSchema,
} from '../billing';
import { defineEndpoint } from '../endpoint';

/**
 * The Standard subscription (platform.md §2 Settings "Subscription", §4, §8 "Subscription", §9;
 * issue 21 §7): its state, the checkout in subscription mode (the amount from the server's plan
 * table), cancel at period end and resume. State changes arrive only by the provider's signed
 * `customer.subscription.*` and `invoice.*` webhooks. The local test provider's checkout page
 * has its own 'Start trial' and 'Cancel'.
 */
export const billingEndpoints = {
  subscription: defineEndpoint({
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'signed-in',
    tag: 'Billing',
    summary:
      "The user's plan and subscription: status, trial end, period end, cancel at period end, and this month's generations used",
    response: { kind: 'json', schema: subscriptionViewSchema },
    signedOutKey: 'auth.signInToManageSubscription',
  }),
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/checkout',
    access: 'verified',
    tag: 'Billing',
    summary:
      "Upgrade: the provider's checkout in subscription mode for the Standard plan at the plan table's price (its 14-day trial once per user); refused while subscribed",
    response: { kind: 'json', schema: subscriptionCheckoutResponseSchema },
    signedOutKey: 'auth.signInToUpgrade',
    // Already subscribed; the provider refused or is not available.
    errors: ['CONFLICT', 'INTERNAL', 'NOT_READY'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/cancel',
    access: 'signed-in',
    tag: 'Billing',
    summary:
      'Cancel at the end of the current period (access kept until then); the provider confirms by webhook',
    response: { kind: 'json', schema: subscriptionViewSchema },
    signedOutKey: 'auth.signInToManageSubscription',
    // No subscription; the provider refused.
    errors: ['CONFLICT', 'INTERNAL'],
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/resume',
    access: 'signed-in',
    tag: 'Billing',
    summary: 'Undo a cancel at period end while the period lasts; the provider confirms by webhook',
    response: { kind: 'json', schema: subscriptionViewSchema },
    signedOutKey: 'auth.signInToManageSubscription',
    errors: ['CONFLICT', 'INTERNAL'],
  }),
  localSession: defineEndpoint({
    method: 'GET',
    path: '/api/billing/local/sessions/:sessionId',
    access: 'verified',
    tag: 'Billing',
    summary: "The local test provider's subscription checkout, for its page; only the user's own",
    params: subscriptionSessionParams,
    response: { kind: 'json', schema: localSubscriptionSessionSchema },
    errors: ['NOT_FOUND'],
  }),
  localStart: defineEndpoint({
    method: 'POST',
    path: '/api/billing/local/sessions/:sessionId/start',
    access: 'verified',
    tag: 'Billing',
    summary:
      "The local test provider's 'Start trial': it sends signed checkout.session.completed and customer.subscription.created webhooks to the app",
    params: subscriptionSessionParams,
    response: { kind: 'json', schema: localSubscriptionResultSchema },
    // Not the user's session; already subscribed; not delivered.
    errors: ['NOT_FOUND', 'CONFLICT', 'INTERNAL'],
  }),
  localCancel: defineEndpoint({
    method: 'POST',
    path: '/api/billing/local/sessions/:sessionId/cancel',
    access: 'verified',
    tag: 'Billing',
    summary: "The local test provider's 'Cancel': the session is closed; answers the pricing page",
    params: subscriptionSessionParams,
    response: { kind: 'json', schema: localSubscriptionResultSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
