import type { ErrorEntries } from './error-entry';

/** Refusals of the preferences and notification settings (platform.md §2 Settings, §8, §9). */
export const PREFERENCES_ERRORS = {
  'preferences.unknownLanguage': {
    code: 'VALIDATION_ERROR',
    text: 'Unknown language "{{language}}". Choose one of: {{options}}.',
  },
  'preferences.unknownTimezone': {
    code: 'VALIDATION_ERROR',
    text: 'Unknown time zone "{{timezone}}". Choose one of: {{options}}.',
  },
  'preferences.unknownCurrency': {
    code: 'VALIDATION_ERROR',
    text: 'Unknown currency "{{currency}}". Choose one of: {{options}}.',
  },
  'notifications.emailOff': {
    code: 'CONFLICT',
    text: 'E-mail notifications are off. Turn them on to send a test e-mail.',
  },
  'notifications.testTooSoon': {
    code: 'RATE_LIMITED',
    text: 'A test notification was just sent. Please wait {{seconds}} seconds before sending another.',
  },
  /** platform.md §8 Purchases and settings, word for word. */
  'notifications.testFailed': { code: 'INTERNAL', text: 'Failed to send test notification.' },
} as const satisfies ErrorEntries;
