import type { ErrorEntries } from './error-entry';

/**
 * Errors of the Standard subscription (platform.md §8 "Subscription", word for word where the
 * spec quotes them). The two signed-out texts are the subscription endpoints' own (`auth.signIn*`).
 */
export const BILLING_ERRORS = {
  'auth.signInToManageSubscription': {
    code: 'UNAUTHORIZED',
    text: 'You must be logged in to manage your subscription',
  },
  'auth.signInToUpgrade': {
    code: 'UNAUTHORIZED',
    text: 'You must be logged in to upgrade your subscription',
  },
  'billing.cancelFailed': { code: 'INTERNAL', text: 'Failed to cancel subscription. Please try again.' },
  'billing.upgradeFailed': { code: 'INTERNAL', text: 'Failed to upgrade subscription. Please try again.' },
  'billing.resumeFailed': { code: 'INTERNAL', text: 'Failed to resume subscription. Please try again.' },
  /** No provider can take subscriptions right now. */
  'billing.providerUnavailable': {
    code: 'NOT_READY',
    text: 'Subscriptions are not available right now. Please try again later.',
  },
  'billing.alreadySubscribed': {
    code: 'CONFLICT',
    text: 'You are already subscribed to the Standard plan.',
  },
  'billing.notSubscribed': { code: 'CONFLICT', text: 'You have no active subscription.' },
  'billing.notCanceling': { code: 'CONFLICT', text: 'Your subscription is not set to cancel.' },
  /** Someone else's session, or none of that id, reads the same. */
  'billing.checkoutNotFound': { code: 'NOT_FOUND', text: 'This checkout was not found.' },
  'billing.startFailed': {
    code: 'INTERNAL',
    text: 'The test subscription could not be started. Please try again.',
  },
} as const satisfies ErrorEntries;
