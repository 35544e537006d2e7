import type { ErrorEntries } from './error-entry';

/**
 * Refusals of buying and owning listings (platform.md §4 Purchase, §7 Free download, §8
 * Marketplace; issue 20 §5): checkouts, the payment provider's webhooks, claims and copies.
 */
export const MARKETPLACE_PURCHASE_ERRORS = {
  'purchase.ownListing': { code: 'CONFLICT', text: 'You cannot buy your own recipe.' },
  'purchase.alreadyOwned': { code: 'CONFLICT', text: 'You already own this recipe.' },
  'purchase.freeListing': {
    code: 'BAD_REQUEST',
    text: 'This recipe is free: download it instead of buying it.',
  },
  'purchase.notFree': { code: 'BAD_REQUEST', text: 'This recipe is not free' },
  'purchase.creatorCannotTakePayments': {
    code: 'NOT_READY',
    text: 'The creator of this recipe cannot take payments yet. Please try again later.',
  },
  'purchase.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'payment.checkoutNotFound': { code: 'NOT_FOUND', text: 'Checkout not found' },
  'payment.checkoutClosed': { code: 'CONFLICT', text: 'This checkout is no longer open.' },
  'payment.invalidSignature': { code: 'BAD_REQUEST', text: 'Invalid payment webhook signature.' },
  'payment.invalidEvent': { code: 'BAD_REQUEST', text: 'Invalid payment webhook event.' },
  'payment.confirmFailed': {
    code: 'INTERNAL',
    text: 'The payment could not be confirmed. Please try again.',
  },
} as const satisfies ErrorEntries;
