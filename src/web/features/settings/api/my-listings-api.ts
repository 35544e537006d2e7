import { marketplacePublishEndpoints } from '@shared/contracts/endpoints/marketplace-publish';
import type { UpdateListingRequest } from '@shared/contracts/marketplace-publish';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The Recipe Manager's listings on the server (shared/contracts/endpoints/marketplace-publish.ts).
 * Errors: ApiRequestError, already worded.
 */
export function fetchMyListings() {
  return callEndpoint(marketplacePublishEndpoints.myListings, {});
}

export function updateListing(id: string, change: UpdateListingRequest) {
  return callEndpoint(marketplacePublishEndpoints.update, { params: { id }, body: change });
}

/** Publish (again): a new version, checked by the server before it goes live. */
export function publishListing(id: string) {
  return callEndpoint(marketplacePublishEndpoints.republish, { params: { id } });
}

export function unpublishListing(id: string) {
  return callEndpoint(marketplacePublishEndpoints.unpublish, { params: { id } });
}

export function deleteListing(id: string) {
  return callEndpoint(marketplacePublishEndpoints.remove, { params: { id } });
}
