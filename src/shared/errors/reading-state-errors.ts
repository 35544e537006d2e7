import type { ErrorEntries } from './error-entry';

/** Refusals of a reader's ticks and pin (issue 24; contracts/presenter.ts). */
export const READING_STATE_ERRORS = {
  /** The gallery shows pins; a chat reply or a listing has no gallery card to pin. */
  'reading.pinRecipesOnly': {
    code: 'VALIDATION_ERROR',
    text: 'Only saved recipes can be pinned. Save this recipe to your gallery to pin it.',
  },
} as const satisfies ErrorEntries;
