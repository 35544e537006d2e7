import type { ErrorEntries } from './error-entry';

/** Errors of the evaluation, metrics and admin issue's metrics part, by key (see error-table.ts). */
export const METRICS_ERRORS = {} as const satisfies ErrorEntries;
