import type { ErrorEntries } from './error-entry';

/**
 * Refusals every part of the marketplace shares (platform.md §8 Marketplace). Each part of the
 * marketplace keeps its own refusals in a file of its own beside this one.
 */
export const MARKETPLACE_ERRORS = {
  'marketplace.listingNotFound': { code: 'NOT_FOUND', text: 'Recipe not found' },
} as const satisfies ErrorEntries;
