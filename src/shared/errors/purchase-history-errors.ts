import type { ErrorEntries } from './error-entry';

/**
 * Refusals of the purchase history and its refunds (issue 21 §8, platform.md §5 "Refund button
 * only for completed purchases under 30 days old", §8 "Purchases and settings" word for word where
 * the spec quotes them). Each refusal says why, so the buyer knows what to do instead.
 */
export const PURCHASE_HISTORY_ERRORS = {
  /** Someone else's purchase, or none of that id, reads the same. */
  'refund.purchaseNotFound': { code: 'NOT_FOUND', text: 'Purchase not found' },
  'refund.alreadyRefunded': { code: 'CONFLICT', text: 'This purchase has already been refunded.' },
  'refund.alreadyRequested': {
    code: 'CONFLICT',
    text: 'A refund for this purchase has already been requested.',
  },
  'refund.windowPassed': {
    code: 'BAD_REQUEST',
    text: 'The refund window has passed: refunds are available within {{days}} days of purchase.',
  },
  'refund.freeClaim': {
    code: 'BAD_REQUEST',
    text: 'This recipe was free, so there is nothing to refund.',
  },
  'refund.notCompleted': {
    code: 'BAD_REQUEST',
    text: 'Only completed purchases can be refunded.',
  },
  /** Paid through a provider that is not the configured one (the local test provider, then Stripe). */
  'refund.otherProvider': {
    code: 'CONFLICT',
    text: 'This purchase was paid through another payment provider and cannot be refunded here.',
  },
  'refund.failed': { code: 'INTERNAL', text: 'Failed to submit refund request. Please try again.' },
} as const satisfies ErrorEntries;
