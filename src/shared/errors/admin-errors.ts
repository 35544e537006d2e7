import type { ErrorEntries } from './error-entry';

/** Errors of the evaluation, metrics and admin issue's admin part, by key (see error-table.ts). */
export const ADMIN_ERRORS = {} as const satisfies ErrorEntries;
