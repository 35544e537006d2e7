import { defineEndpoint } from '../endpoint';
import { listingIdParams } from '../marketplace';
import { listingDetailViewSchema, markSeenResultSchema } from '../marketplace-detail';

/**
 * A listing's detail page (platform.md §2 Recipe detail). Public: the creator and owners get the
 * content, everyone else the 200-character preview and the section outline. A listing the caller
 * may not see (a draft, pending or deleted one, not theirs) answers 'Recipe not found'.
 */
export const marketplaceDetailEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings/:id',
    access: 'public',
    tag: 'Marketplace',
    summary:
      "A listing's detail: the full recipe for its creator and owners, the preview and outline for everyone else (counts the view once a day)",
    params: listingIdParams,
    response: { kind: 'json', schema: listingDetailViewSchema },
    errors: ['NOT_FOUND'],
  }),
  markSeen: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/listings/:id/seen',
    access: 'signed-in',
    tag: 'Marketplace',
    summary: "An owner has read what changed: the listing's current version is marked read",
    params: listingIdParams,
    response: { kind: 'json', schema: markSeenResultSchema },
    // FORBIDDEN: the caller can see the listing but does not own it.
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
};
