import type {
  Currency,
  DateFormat,
  Language,
  MeasurementUnit,
  TimeFormat,
  TimeZone,
} from '@shared/preference-options';

/**
 * Names and samples of the preference options in the reader's language, from the browser's own
 * Intl data: no catalogue has to spell 'Japanese Yen' or 'Central European Time' nine times.
 */

const capitalise = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** 'Deutsch', or 'Deutsch (German)' for a reader of another language: theirs is easy to find. */
export function languageLabel(language: Language, reader: Language): string {
  const own = capitalise(
    new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language,
    language,
  );
  if (language === reader) return own;
  const inReader = new Intl.DisplayNames([reader], { type: 'language' }).of(language);
  return inReader && inReader.toLocaleLowerCase(reader) !== own.toLocaleLowerCase(reader)
    ? `${own} (${capitalise(inReader, reader)})`
    : own;
}

function zonePart(zone: TimeZone, reader: Language, style: 'longGeneric' | 'shortOffset', at: Date): string {
  const parts = new Intl.DateTimeFormat(reader, { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** '(GMT-5) Eastern Time': today's offset, then the zone's name in the reader's language. */
export function timeZoneLabel(zone: Exclude<TimeZone, 'UTC'>, reader: Language, at = new Date()): string {
  return `(${zonePart(zone, reader, 'shortOffset', at)}) ${capitalise(zonePart(zone, reader, 'longGeneric', at), reader)}`;
}

/** 'USD · US Dollar ($)'. */
export function currencyLabel(currency: Currency, reader: Language): string {
  const name = new Intl.DisplayNames([reader], { type: 'currency' }).of(currency) ?? currency;
  const symbol = new Intl.NumberFormat(reader, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value;
  const named = `${currency} · ${capitalise(name, reader)}`;
  return symbol && symbol !== currency ? `${named} (${symbol})` : named;
}

/** A fixed day that tells the formats apart (day 24 cannot be a month). */
const SAMPLE = new Date(Date.UTC(2026, 2, 24, 14, 30));

const pad = (n: number) => String(n).padStart(2, '0');

/** The sample day written in a date format, the month's short name in the reader's language. */
export function dateSample(format: DateFormat, reader: Language, at = SAMPLE): string {
  const day = pad(at.getUTCDate());
  const month = pad(at.getUTCMonth() + 1);
  const year = String(at.getUTCFullYear());
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    case 'DD MMM YYYY': {
      const short = new Intl.DateTimeFormat(reader, { month: 'short', timeZone: 'UTC' }).format(at);
      return `${day} ${short.replace(/\.$/, '')} ${year}`;
    }
  }
}

/** The sample time on a 12- or 24-hour clock ('2:30 PM', '14:30'). */
export function timeSample(format: TimeFormat, reader: Language, at = SAMPLE): string {
  return new Intl.DateTimeFormat(reader, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: format === '12h' ? 'h12' : 'h23',
    timeZone: 'UTC',
  }).format(at);
}

const UNITS: Record<MeasurementUnit, readonly string[]> = {
  metric: ['kilogram', 'liter', 'centimeter', 'celsius'],
  imperial: ['pound', 'gallon', 'inch', 'fahrenheit'],
};

/** The system's units as the reader abbreviates them: 'kg · L · cm · °C'. */
export function unitSamples(system: MeasurementUnit, reader: Language): string {
  return UNITS[system]
    .map(
      (unit) =>
        new Intl.NumberFormat(reader, { style: 'unit', unit, unitDisplay: 'short' })
          .formatToParts(1)
          .find((part) => part.type === 'unit')
          ?.value.trim() ?? unit,
    )
    .join(' · ');
}
