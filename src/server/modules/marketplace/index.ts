/**
 * The marketplace module's public surface: what other modules may use (docs/ARCHITECTURE.md,
 * "Server modules"). Everything else in this folder is its own business.
 */
export { ensureCreatorProfile } from './creator-profiles.queries';
// Reading states (issue 24) keep ticks on a listing its reader may read in full.
export { loadListingAccess } from './listing-access';
export { listingPolicy } from './listing.policy';
