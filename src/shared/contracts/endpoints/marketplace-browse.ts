import { defineEndpoint } from '../endpoint';
import {
  browseQuery,
  categoryCountsSchema,
  creatorIdParams,
  creatorListingsQuery,
  creatorProfileSchema,
  listingPageSchema,
} from '../marketplace-browse';

/** Browsing the marketplace and creators' public pages: open to everyone, signed in or not. */
export const marketplaceBrowseEndpoints = {
  listings: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/listings',
    access: 'public',
    tag: 'Marketplace',
    summary:
      'A page of published listings: search over title, description and tags; filter by category; sort For You, Trending, Best Value or Top Rated (keyset paged)',
    query: browseQuery,
    response: { kind: 'json', schema: listingPageSchema },
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/categories',
    access: 'public',
    tag: 'Marketplace',
    summary: 'The categories of published listings with their counts, most listings first',
    response: { kind: 'json', schema: categoryCountsSchema },
  }),
  creator: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/creators/:creatorId',
    access: 'public',
    tag: 'Marketplace',
    summary: "A creator's public profile with stats computed from their published listings",
    params: creatorIdParams,
    response: { kind: 'json', schema: creatorProfileSchema },
    // No profile yet; a private profile (to anyone but its creator).
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  creatorListings: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/creators/:creatorId/listings',
    access: 'public',
    tag: 'Marketplace',
    summary: "A creator's published listings, newest first (keyset paged)",
    params: creatorIdParams,
    query: creatorListingsQuery,
    response: { kind: 'json', schema: listingPageSchema },
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
};
