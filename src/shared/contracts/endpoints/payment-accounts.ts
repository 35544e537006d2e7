import { defineEndpoint } from '../endpoint';
import {
  createPaymentAccountResponseSchema,
  localOnboardingResultSchema,
  onboardingLinkResponseSchema,
  paymentAccountIdParams,
  refreshPaymentAccountSchema,
} from '../payment-accounts';
import { paymentAccountStatusSchema } from '../marketplace-publish';

/**
 * A creator's payment account (platform.md §7 createCreatorAccount, createOnboardingLink): the
 * status itself is `GET /api/payments/account-status` (marketplace-publish.ts). The local test
 * provider's onboarding page completes through a signed `account.updated` webhook, the way Stripe
 * tells the app an Express account is ready.
 */
export const paymentAccountEndpoints = {
  createAccount: defineEndpoint({
    method: 'POST',
    path: '/api/payments/account',
    access: 'verified',
    tag: 'Payments',
    summary:
      "Create the user's payment account with the configured provider (not ready until onboarding); a second call answers the existing one",
    response: { kind: 'json', schema: createPaymentAccountResponseSchema },
    // The provider refused or is not available.
    errors: ['INTERNAL', 'NOT_READY'],
  }),
  onboardingLink: defineEndpoint({
    method: 'POST',
    path: '/api/payments/account/onboarding-link',
    access: 'verified',
    tag: 'Payments',
    summary:
      "A one-time onboarding page of the provider for the user's account; it returns to /creator/onboarding/success (or /creator/onboarding to start again)",
    response: { kind: 'json', schema: onboardingLinkResponseSchema },
    // No account yet; the provider refused or is not available.
    errors: ['NOT_FOUND', 'INTERNAL', 'NOT_READY'],
  }),
  refreshStatus: defineEndpoint({
    method: 'POST',
    path: '/api/payments/account/refresh',
    access: 'verified',
    tag: 'Payments',
    summary:
      "The onboarding return: the user's account flags read afresh from the provider and stored; an account id not the user's is refused and changes nothing",
    body: refreshPaymentAccountSchema,
    response: { kind: 'json', schema: paymentAccountStatusSchema },
    // Not the user's account; the provider could not be asked.
    errors: ['NOT_FOUND', 'NOT_READY'],
  }),
  localComplete: defineEndpoint({
    method: 'POST',
    path: '/api/payments/local/accounts/:accountId/complete',
    access: 'verified',
    tag: 'Payments',
    summary:
      "The local test provider's 'Complete test onboarding': it sends a signed account.updated webhook (charges, payouts, details) to the app; only the account's user",
    params: paymentAccountIdParams,
    response: { kind: 'json', schema: localOnboardingResultSchema },
    // Not the user's account (or none); the test provider is not the configured one; not delivered.
    errors: ['NOT_FOUND', 'INTERNAL'],
  }),
};
