import type { ErrorEntries } from './error-entry';

/**
 * Refusals of a creator's payment-account setup (platform.md §8 "Payment account setup", word
 * for word where the spec quotes them).
 */
export const PAYMENT_ACCOUNT_ERRORS = {
  'onboarding.createAccountFailed': { code: 'INTERNAL', text: 'Failed to create Stripe account' },
  'onboarding.createLinkFailed': { code: 'INTERNAL', text: 'Failed to create onboarding link' },
  /** The stored account belongs to another provider than the configured one (the configuration changed). */
  'onboarding.providerUnavailable': { code: 'NOT_READY', text: 'Failed to set up Stripe Connect' },
  'onboarding.noAccount': {
    code: 'NOT_FOUND',
    text: 'You have no payment account yet. Create one first.',
  },
  /** Someone else's account, or none of that id, reads the same. */
  'onboarding.accountNotFound': { code: 'NOT_FOUND', text: 'Payment account not found' },
  /** The provider could not tell the account's state on the onboarding return (platform.md §8). */
  'onboarding.statusCheckFailed': {
    code: 'NOT_READY',
    text: 'Unable to check account status. Service may be temporarily unavailable.',
  },
  'onboarding.completeFailed': {
    code: 'INTERNAL',
    text: 'The test onboarding could not be completed. Please try again.',
  },
} as const satisfies ErrorEntries;
