import type { ErrorEntries } from './error-entry';

/** Errors of the creators-and-payments issue's marketplace-settings part, by key (see error-table.ts). */
export const MARKETPLACE_SETTINGS_ERRORS = {} as const satisfies ErrorEntries;
