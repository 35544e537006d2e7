import { marketplacePurchaseEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-purchase';
import type { PurchasesQuery } from '@shared/contracts/marketplace-purchase';
import { callEndpoint, fetchEndpoint } from '@web/lib/api/call-endpoint';

/**
 * Buying and owning listings (shared/contracts/endpoints/marketplace-purchase.ts). Errors are
 * ApiRequestError with the server's words. Query keys: lib/query-keys.ts `marketplace`.
 */
export const purchaseApi = {
  /** The provider's checkout page to go to; the price is the server's. */
  checkout: (listingId: string) => callEndpoint(endpoints.checkout, { params: { id: listingId }, body: {} }),
  getCheckout: (checkoutId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.getCheckout, { params: { id: checkoutId } }, { signal }),
  payWithTestCard: (checkoutId: string) => callEndpoint(endpoints.localPay, { params: { id: checkoutId } }),
  cancelTestCheckout: (checkoutId: string) =>
    callEndpoint(endpoints.localCancel, { params: { id: checkoutId } }),
  claim: (listingId: string) => callEndpoint(endpoints.claim, { params: { id: listingId } }),
  /** The .txt attachment as a raw response, so the caller reads it with progress. */
  download: (listingId: string, signal?: AbortSignal) =>
    fetchEndpoint(
      endpoints.download,
      { params: { id: listingId } },
      { signal, headers: { accept: 'text/plain, application/json' } },
    ),
  purchases: (query: PurchasesQuery, signal?: AbortSignal) =>
    callEndpoint(endpoints.purchases, { query }, { signal }),
  saveCopy: (listingId: string) => callEndpoint(endpoints.copy, { params: { id: listingId } }),
};
