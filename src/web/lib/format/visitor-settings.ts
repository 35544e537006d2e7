import type { DateFormat, Language, TimeFormat } from '@shared/preference-options';
import type { FormatSettings } from './formatters';

/** The date format each language's readers write by habit (platform.md §9's four). */
const DATE_FORMAT_OF: Record<Language, DateFormat> = {
  en: 'MM/DD/YYYY',
  es: 'DD/MM/YYYY',
  fr: 'DD/MM/YYYY',
  de: 'DD/MM/YYYY',
  it: 'DD/MM/YYYY',
  pt: 'DD/MM/YYYY',
  ja: 'YYYY-MM-DD',
  ko: 'YYYY-MM-DD',
  zh: 'YYYY-MM-DD',
};

/** The browser's own zone; UTC where it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * How a visitor (or a user whose saved preferences are not here yet) sees dates and prices:
 * their language's habits, their browser's time zone, and USD, the currency the app sells in.
 */
export function visitorSettings(language: Language, timeZone: string = browserTimeZone()): FormatSettings {
  const timeFormat: TimeFormat = language === 'en' ? '12h' : '24h';
  return { language, timeZone, dateFormat: DATE_FORMAT_OF[language], timeFormat, currency: 'USD' };
}
