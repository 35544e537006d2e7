import type { ErrorEntries } from './error-entry';

/** Errors of the evaluation, metrics and admin issue's telemetry part, by key (see error-table.ts). */
export const TELEMETRY_ERRORS = {} as const satisfies ErrorEntries;
