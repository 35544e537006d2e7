import type { ErrorEntries } from './error-entry';

/** Errors of the creators-and-payments issue's creator-analytics part, by key (see error-table.ts). */
export const CREATOR_ANALYTICS_ERRORS = {} as const satisfies ErrorEntries;
