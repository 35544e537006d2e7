import type { ErrorEntries } from './error-entry';

/**
 * Refusals of the creator analytics API. The screen's own load failures ('Failed to load
 * analytics data', 'Failed to load payout history', platform.md §8) are the web's words in the
 * creator-analytics catalogue: the server has no failure of its own to name there.
 */
export const CREATOR_ANALYTICS_ERRORS = {
  'analytics.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
} as const satisfies ErrorEntries;
