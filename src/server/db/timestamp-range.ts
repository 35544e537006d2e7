/**
 * What a `timestamptz` column can hold. PostgreSQL's range starts at 4714-11-24 00:00 BC (Julian
 * day 0; JavaScript's year -4713) and ends in 294276 AD; JavaScript's own range (±275760) reaches
 * further back and not as far forward, so a valid Date only needs the lower bound checked. A date
 * outside the range fails in the database as a 500, so what a user sends is checked first.
 */
const EARLIEST_MS = Date.UTC(-4713, 10, 24);

export const isStorableDate = (date: Date): boolean => date.getTime() >= EARLIEST_MS;

/**
 * `2025-03-01 12:00:00.123456+00`, `0044-03-15 00:00:00+00 BC` (PostgreSQL's text for a
 * timestamptz) or `2025-03-01T12:00:00Z`: always with an offset, so the instant does not depend
 * on the session's time zone.
 */
const TIMESTAMP_TEXT =
  /^(\d{4,6})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::\d{2}){0,2})( BC)?$/;

/** PostgreSQL refuses offsets of 16 hours or more ("time zone displacement out of range"). */
const MAX_OFFSET_SECONDS = 16 * 3600 - 1;

function offsetSeconds(text: string): number {
  if (text === 'Z') return 0;
  const [hours = 0, minutes = 0, seconds = 0] = text.slice(1).split(':').map(Number);
  return (text[0] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds);
}

/**
 * The instant a timestamp text names, or null unless PostgreSQL reads it as that same instant
 * and can store it. Stricter than Date.parse, which accepts `2025-02-30`, free text and dates
 * the database cannot hold.
 */
export function parseTimestampText(text: string): Date | null {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map(Number);
  const fraction = match[7] ?? '';
  const offset = match[8]!;
  const bc = match[9] !== undefined;
  // PostgreSQL has no year 0: 1 BC is JavaScript's year 0.
  if (year === 0 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const shift = offsetSeconds(offset);
  if (Math.abs(shift) > MAX_OFFSET_SECONDS || /:[6-9]\d/.test(offset)) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(bc ? 1 - year : year, month - 1, day);
  // A day past the month's end rolls over into the next month: 2025-02-30 is not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const instant = new Date(date.getTime() - shift * 1000);
  return !Number.isNaN(instant.getTime()) && isStorableDate(instant) ? instant : null;
}
