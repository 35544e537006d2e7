import { purchaseHistoryEndpoints } from '@shared/contracts/endpoints/purchase-history';
import type { PurchaseHistoryQuery } from '@shared/contracts/purchase-history';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The purchase history on the server (shared/contracts/endpoints/purchase-history.ts).
 * Errors: ApiRequestError, already worded.
 */
export function fetchPurchaseHistory(query: PurchaseHistoryQuery, signal?: AbortSignal) {
  return callEndpoint(purchaseHistoryEndpoints.history, { query }, { signal });
}

/** Asks for a refund; the answer is the purchase after it (refunded, or pending until confirmed). */
export function requestRefund(purchaseId: string) {
  return callEndpoint(purchaseHistoryEndpoints.refund, { params: { id: purchaseId }, body: {} });
}
