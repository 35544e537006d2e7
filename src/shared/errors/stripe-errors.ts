import type { ErrorEntries } from './error-entry';

/** Errors of the creators-and-payments issue's stripe part, by key (see error-table.ts). */
export const STRIPE_ERRORS = {} as const satisfies ErrorEntries;
