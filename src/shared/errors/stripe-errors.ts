import type { ErrorEntries } from './error-entry';

/**
 * Errors of Stripe behind the payments interface (issue 21 §1, §2, "Bad input"), by key (see
 * error-table.ts). A Stripe outage or refusal never leaves anything half-written, and these texts
 * say so: nothing was charged.
 */
export const STRIPE_ERRORS = {
  /** Stripe could not be reached, timed out, or answered 5xx or 429 (the SDK retried first). */
  'stripe.unavailable': {
    code: 'NOT_READY',
    text: 'The payment service is not reachable right now. Nothing was charged. Please try again in a moment.',
  },
  /** Stripe answered but refused the request (a 4xx other than rate limiting): logged with its reason. */
  'stripe.refused': {
    code: 'INTERNAL',
    text: 'The payment service refused the request. Nothing was charged. Please try again later.',
  },
  /** The Stripe webhook while Stripe is not the configured provider: it accepts nothing. */
  'stripe.notConfigured': {
    code: 'NOT_FOUND',
    text: 'Stripe is not the configured payment provider: this webhook accepts no events.',
  },
} as const satisfies ErrorEntries;
