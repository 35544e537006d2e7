import type { ErrorEntries } from './error-entry';

/** Errors of the creators-and-payments issue's creator-profile part, by key (see error-table.ts). */
export const CREATOR_PROFILE_ERRORS = {} as const satisfies ErrorEntries;
