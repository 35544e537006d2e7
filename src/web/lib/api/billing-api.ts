import { billingEndpoints as endpoints } from '@shared/contracts/endpoints/billing';
import { callEndpoint } from './call-endpoint';

/**
 * The Standard subscription (shared/contracts/endpoints/billing.ts), for the screens that show or
 * sell it: the settings' Subscription section, /pricing and the local provider's test checkout.
 * Errors are ApiRequestError with the server's words. Query keys: lib/query-keys.ts `billing`.
 */
export const billingApi = {
  subscription: (signal?: AbortSignal) => callEndpoint(endpoints.subscription, {}, { signal }),
  /** The provider's checkout to go to; the price and the trial are the server's. */
  checkout: () => callEndpoint(endpoints.checkout, {}),
  cancel: () => callEndpoint(endpoints.cancel, {}),
  resume: () => callEndpoint(endpoints.resume, {}),
  localSession: (sessionId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.localSession, { params: { sessionId } }, { signal }),
  startLocalTrial: (sessionId: string) => callEndpoint(endpoints.localStart, { params: { sessionId } }),
  cancelLocalSession: (sessionId: string) => callEndpoint(endpoints.localCancel, { params: { sessionId } }),
};

/**
 * Goes to a checkout the server answered: the local provider's page is a path of this app (the
 * router's `navigate`), Stripe's an address of its own (a full page load).
 */
export function goToCheckout(url: string, navigate: (path: string) => void): void {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
