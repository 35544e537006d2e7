import { creatorAnalyticsSchema, payoutsPageSchema, payoutsQuery } from '../creator-analytics';
import { defineEndpoint } from '../endpoint';

/**
 * A creator's analytics and payout history (platform.md §2 Creator onboarding and analytics,
 * issue 21 §6): the signed-in user's own figures only, computed on the server. A user without
 * sales gets zeros and empty lists, not an error.
 */
export const creatorAnalyticsEndpoints = {
  analytics: defineEndpoint({
    method: 'GET',
    path: '/api/creator/analytics',
    access: 'verified',
    tag: 'Creators',
    summary:
      'The four stat cards (total earnings, month to date, pending, next payout), Recipe Performance per listing and 30 days of daily earnings and sales, in USD cents',
    response: { kind: 'json', schema: creatorAnalyticsSchema },
  }),
  payouts: defineEndpoint({
    method: 'GET',
    path: '/api/creator/payouts',
    access: 'verified',
    tag: 'Creators',
    summary: "The user's payout history, newest first, as the payment provider reported it",
    query: payoutsQuery,
    response: { kind: 'json', schema: payoutsPageSchema },
  }),
};
