import type { ErrorEntries } from './error-entry';

/** Errors of the creators-and-payments issue's billing part, by key (see error-table.ts). */
export const BILLING_ERRORS = {} as const satisfies ErrorEntries;
