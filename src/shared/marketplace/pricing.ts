/**
 * Marketplace prices (DESIGN.md "Publishing", platform.md §5, §9): integer cents, shown in USD.
 * A listing is free (0) or costs 0.99 to 999.99.
 */
export const MARKETPLACE_CURRENCY = 'USD';
export const MIN_PAID_PRICE_CENTS = 99;
export const MAX_PRICE_CENTS = 99_999;
/** The gallery's price dialog starts here (platform.md §9), in dollars. */
export const GALLERY_DIALOG_START_PRICE = 5;
/** The publish page's default price (platform.md §9), in dollars. */
export const PUBLISH_PAGE_DEFAULT_PRICE = 9.99;
/** Presets of the gallery and chat price dialogs, in dollars; the paid ones 'Requires Stripe'. */
export const PRICE_PRESETS = [0, 2.99, 4.99, 9.99] as const;
/** The public preview of a listing a visitor does not own (platform.md §9). */
export const LISTING_PREVIEW_CHARS = 200;

export const isValidPriceCents = (cents: number): boolean =>
  Number.isSafeInteger(cents) && (cents === 0 || (cents >= MIN_PAID_PRICE_CENTS && cents <= MAX_PRICE_CENTS));

/**
 * A price typed in dollars, as cents; null when it is not a price at all (not a number, negative,
 * fractions of a cent, too large). Whether it is in range is `isValidPriceCents`.
 */
export function dollarsToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
