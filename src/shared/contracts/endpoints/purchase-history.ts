import { defineEndpoint } from '../endpoint';
import {
  purchaseHistoryPageSchema,
  purchaseHistoryQuery,
  purchaseIdParams,
  refundRequestSchema,
  refundResponseSchema,
} from '../purchase-history';

/**
 * The Purchase History settings section (issue 21 §8): the user's purchases with summary,
 * search, filters, sorts and pages, and the buyer's refund of a recent paid purchase. The
 * server decides what is refundable and downloadable; ownership ends only when the payment
 * provider's `charge.refunded` arrives.
 */
export const purchaseHistoryEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/purchase-history',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      "The user's purchases and subscription (summary, search over title and creator, filter, sort, pages of 50), each with whether it can be refunded or downloaded",
    query: purchaseHistoryQuery,
    response: { kind: 'json', schema: purchaseHistoryPageSchema },
    errors: ['BAD_REQUEST'],
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/purchases/:id/refund',
    access: 'verified',
    tag: 'Marketplace',
    summary:
      "Refund one's own completed paid purchase under 30 days old through the payment provider (the transfer and the fee reversed); ownership ends when the provider confirms",
    params: purchaseIdParams,
    body: refundRequestSchema,
    response: { kind: 'json', schema: refundResponseSchema },
    // Not the caller's (or none); refunded or asked already, another provider; free, not completed,
    // too old; the provider failed.
    errors: ['NOT_FOUND', 'CONFLICT', 'BAD_REQUEST', 'INTERNAL'],
  }),
};
