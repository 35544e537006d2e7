import type { ErrorEntries } from './error-entry';

/**
 * Errors of the marketplace settings (platform.md §8 "Marketplace settings"), by key (see
 * error-table.ts). The server throws this one when the payment provider refuses a creator's new
 * payout schedule; the web's own words for a failed load or save are in its catalogue.
 */
export const MARKETPLACE_SETTINGS_ERRORS = {
  'marketplace.settings.payoutUpdateFailed': { code: 'INTERNAL', text: 'Failed to update payout settings' },
} as const satisfies ErrorEntries;
