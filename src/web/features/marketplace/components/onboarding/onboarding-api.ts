import { paymentAccountEndpoints as endpoints } from '@shared/contracts/endpoints/payment-accounts';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * A creator's payment account (shared/contracts/endpoints/payment-accounts.ts); its status is
 * publish-api's `accountStatus`. Errors are ApiRequestError with the server's words.
 */
export const onboardingApi = {
  createAccount: () => callEndpoint(endpoints.createAccount, {}),
  onboardingLink: () => callEndpoint(endpoints.onboardingLink, {}),
  /** The onboarding return: the provider asked afresh (the account the return URL named, if any). */
  refreshStatus: (accountId: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.refreshStatus, { body: accountId ? { accountId } : {} }, { signal }),
  completeTestOnboarding: (accountId: string) =>
    callEndpoint(endpoints.localComplete, { params: { accountId } }),
};
