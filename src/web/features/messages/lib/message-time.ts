import type { Formatters } from '@web/lib/format/formatters';

/** §9: the unread badge shows 99+ above 99. */
export const UNREAD_CAP = 99;
export const unreadLabel = (count: number): string => (count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count));

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** How many calendar days `value` is before `now`, both read on the reader's clock. */
function daysAgo(format: Formatters, value: Date, now: Date): number {
  const a = format.wallClock(value);
  const b = format.wallClock(now);
  if (sameDay(a, b)) return 0;
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(b) - start(a)) / 86_400_000);
}

export type MessageTime =
  | { kind: 'unknown' }
  | { kind: 'today'; time: string }
  | { kind: 'yesterday'; time: string }
  | { kind: 'other'; day: string; time: string };

/**
 * §2 Timestamps: the time alone today, 'Yesterday' and the time, else the short day and the time
 * ('MMM d, HH:mm' in English, the language's own order elsewhere); unparseable: 'Unknown time'.
 * The caller words the kinds (the catalogue's `time.*`).
 */
export function messageTime(
  format: Formatters,
  value: string | null | undefined,
  now = new Date(),
): MessageTime {
  const date = parse(value);
  if (!date) return { kind: 'unknown' };
  const time = format.time(date);
  const days = daysAgo(format, date, now);
  if (days === 0) return { kind: 'today', time };
  if (days === 1) return { kind: 'yesterday', time };
  return { kind: 'other', day: format.monthDay(date), time };
}

export type DaySeparator =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'date'; date: string }
  | { kind: 'unknown' };

/** §2 date separators: Today, Yesterday, else the full date in the reader's date format. */
export function daySeparator(format: Formatters, value: string, now = new Date()): DaySeparator {
  const date = parse(value);
  if (!date) return { kind: 'unknown' };
  const days = daysAgo(format, date, now);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  return { kind: 'date', date: format.date(date) };
}

/** The day a message belongs to on the reader's clock, to start a new separator when it changes. */
export function dayKey(format: Formatters, value: string): string {
  const date = parse(value);
  if (!date) return 'unknown';
  const d = format.wallClock(date);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}
