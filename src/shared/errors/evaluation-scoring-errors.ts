import type { ErrorEntries } from './error-entry';

/** Errors of the evaluation, metrics and admin issue's evaluation-scoring part, by key (see error-table.ts). */
export const EVALUATION_SCORING_ERRORS = {} as const satisfies ErrorEntries;
