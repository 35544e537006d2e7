import type { ErrorEntries } from './error-entry';

/** Errors of the creators-and-payments issue's purchase-history part, by key (see error-table.ts). */
export const PURCHASE_HISTORY_ERRORS = {} as const satisfies ErrorEntries;
