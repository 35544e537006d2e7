import type { Currency, DateFormat, Language, TimeFormat } from '@shared/preference-options';

/**
 * Dates, times, numbers and prices as the reader asked for them (platform.md §9): the interface
 * language gives month names, digits' grouping and the currency sign's place; the time zone, date
 * format, 12 or 24 hours and currency are the user's preferences (a visitor's come from their
 * language and browser, ./visitor-settings.ts). Pure: no React, no storage; `useFormat` builds
 * one per set of settings.
 */
export interface FormatSettings {
  language: Language;
  /** An IANA zone: instants are shown on its clock. */
  timeZone: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  /** The currency `price` assumes when its caller names none. */
  currency: Currency;
}

/**
 * An instant (a Date, epoch milliseconds, an ISO timestamp), or a calendar day written
 * 'YYYY-MM-DD': a day is shown as that day in every time zone, never shifted to its neighbour.
 */
export type DateInput = Date | number | string;

export interface Formatters {
  readonly settings: FormatSettings;
  /** The date in the chosen format: 11/03/2026, 03/11/2026, 2026-11-03 or 03 Nov 2026. */
  date(value: DateInput): string;
  /** The clock time: 9:05 PM, or 21:05. */
  time(value: DateInput): string;
  /** Date and time together. */
  dateTime(value: DateInput): string;
  /** A short day without the year for chips and lists ("Nov 3", "3 nov.", "11月3日"). */
  monthDay(value: DateInput): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /**
   * An amount in the currency's smallest unit (ISO 4217): cents for USD, EUR…, so 999 is 9.99
   * (platform.md §9 "price is amount divided by 100"); yen for JPY, which has none, so 1234 is
   * ¥1,234. Nothing is converted: the amount must already be in `currency`, which defaults to
   * the preferred one.
   */
  price(amountInMinorUnits: number, currency?: string): string;
  /**
   * The instant as a local Date whose fields (year … minutes) read the chosen zone's wall clock:
   * for calendar logic written against local time ("today", "yesterday") to follow that zone.
   */
  wallClock(value: DateInput): Date;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant, and the zone to read it in: a calendar day is midnight UTC, read in UTC. */
function resolve(value: DateInput, timeZone: string): [Date, string] {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return [new Date(`${value}T00:00:00Z`), 'UTC'];
  return [value instanceof Date ? value : new Date(value), timeZone];
}

type PartMap = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const partMap = (parts: Intl.DateTimeFormatPart[]): PartMap =>
  Object.fromEntries(parts.map((p) => [p.type, p.value])) as PartMap;

const pad = (n: string | undefined) => (n ?? '').padStart(2, '0');

export function createFormatters(settings: FormatSettings): Formatters {
  const { language, dateFormat, timeFormat } = settings;
  // Intl objects are slow to build and fast to use: one per kind and zone.
  const cache = new Map<string, Intl.DateTimeFormat>();
  const dtf = (kind: string, timeZone: string, options: Intl.DateTimeFormatOptions) => {
    const id = `${kind} ${timeZone}`;
    let format = cache.get(id);
    if (!format) {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone, calendar: 'gregory' });
      cache.set(id, format);
    }
    return format;
  };

  const digits = (d: Date, zone: string) =>
    partMap(
      dtf('digits', zone, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        numberingSystem: 'latn',
      }).formatToParts(d),
    );

  /** The month's abbreviation as it stands in a date of the language ("Nov", "nov.", "11月"). */
  const shortMonth = (d: Date, zone: string) => {
    const month = partMap(
      dtf('in-date', zone, { year: 'numeric', month: 'short', day: 'numeric' }).formatToParts(d),
    ).month;
    // Chinese, Japanese and Korean dates write the month as a number with 月/월 beside it.
    return month && !/^\d+$/.test(month) ? month : dtf('month', zone, { month: 'short' }).format(d);
  };

  const date = (value: DateInput) => {
    const [d, zone] = resolve(value, settings.timeZone);
    const { year, month, day } = digits(d, zone);
    switch (dateFormat) {
      case 'MM/DD/YYYY':
        return `${pad(month)}/${pad(day)}/${year}`;
      case 'DD/MM/YYYY':
        return `${pad(day)}/${pad(month)}/${year}`;
      case 'YYYY-MM-DD':
        return `${year}-${pad(month)}-${pad(day)}`;
      case 'DD MMM YYYY':
        return `${pad(day)} ${shortMonth(d, zone)} ${year}`;
    }
  };

  const time = (value: DateInput) => {
    const [d, zone] = resolve(value, settings.timeZone);
    const options: Intl.DateTimeFormatOptions =
      timeFormat === '12h'
        ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    return dtf(`time ${timeFormat}`, zone, options).format(d);
  };

  const numbers = new Intl.NumberFormat(language);
  const prices = new Map<string, Intl.NumberFormat>();

  return {
    settings,
    date,
    time,
    dateTime: (value) => `${date(value)} ${time(value)}`,
    monthDay: (value) => {
      const [d, zone] = resolve(value, settings.timeZone);
      return dtf('month-day', zone, { month: 'short', day: 'numeric' }).format(d);
    },
    number: (value, options) => (options ? new Intl.NumberFormat(language, options) : numbers).format(value),
    price: (amountInMinorUnits, currency = settings.currency) => {
      let format = prices.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(language, { style: 'currency', currency });
        prices.set(currency, format);
      }
      const minorDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(amountInMinorUnits / 10 ** minorDigits);
    },
    wallClock: (value) => {
      const [d, zone] = resolve(value, settings.timeZone);
      const p = partMap(
        dtf('clock', zone, {
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
          hourCycle: 'h23',
          numberingSystem: 'latn',
        }).formatToParts(d),
      );
      const n = (x: string | undefined) => Number(x ?? 0);
      return new Date(
        n(p.year),
        n(p.month) - 1,
        n(p.day),
        n(p.hour),
        n(p.minute),
        n(p.second),
        d.getMilliseconds(),
      );
    },
  };
}
