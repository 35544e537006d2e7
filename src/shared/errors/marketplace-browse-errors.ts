import type { ErrorEntries } from './error-entry';

/** Refusals of browsing the marketplace and of creators' public pages (platform.md §8 Marketplace). */
export const MARKETPLACE_BROWSE_ERRORS = {
  'browse.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'creator.notFound': {
    code: 'NOT_FOUND',
    text: 'Creator profile not found. The creator with ID {{id}} may not have set up their profile yet.',
  },
  'creator.private': {
    code: 'FORBIDDEN',
    text: 'This creator has chosen to keep their profile private.',
  },
} as const satisfies ErrorEntries;
