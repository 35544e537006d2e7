/**
 * The option lists of the user's preferences (platform.md §9), free of zod: the web's start-up
 * code (the translator's language list) reads them without loading the contracts.
 */

/** platform.md §9: the nine interface languages. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * platform.md §9 asks for ten time zones including UTC without naming them: UTC and one zone for
 * each large group of the nine languages' readers (the Americas, Europe, East Asia, Oceania).
 */
export const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD MMM YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const TIME_FORMATS = ['12h', '24h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Whether a string is one of a list's values (narrows it), for checks outside zod. */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
