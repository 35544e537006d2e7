import type { ErrorEntries } from './error-entry';

/** Refusals of a listing's detail page (platform.md §2 Recipe detail; issue 20 §4). */
export const MARKETPLACE_DETAIL_ERRORS = {
  'detail.notOwner': { code: 'FORBIDDEN', text: 'Only owners of this recipe receive its updates.' },
} as const satisfies ErrorEntries;
