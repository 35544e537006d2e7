import { dollarsToCents } from '@shared/marketplace/pricing';

/**
 * A price as typed in the dialog (platform.md §5 Gallery price input: a number, non-numeric
 * becomes 0), in dollars.
 */
export function dollarsOf(text: string): number {
  return isNumeric(text) ? Number(text.trim()) : 0;
}

/** Whether the text is a number at all (blank is not). */
export const isNumeric = (text: string) => text.trim() !== '' && Number.isFinite(Number(text.trim()));

/**
 * The typed price in cents, as the server is asked for it. A price `dollarsToCents` cannot read
 * exactly (negative, fractions of a cent, too many digits) is still turned into cents as it is, so
 * the shared price schema names what is wrong with it instead of this rounding it away.
 */
export function centsOf(text: string): number {
  const dollars = dollarsOf(text);
  return dollarsToCents(String(dollars)) ?? dollars * 100;
}

/** A preset's dollars as the input shows them: 0, 2.99. */
export const presetText = (dollars: number) =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
