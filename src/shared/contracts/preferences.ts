import { z } from 'zod';
import { THEME_MODES } from '../constants';
import {
  DEFAULT_PRESENTER_MODE,
  DEFAULT_PRESENTER_STYLE,
  PRESENTER_MODES,
  PRESENTER_STYLES,
} from './presenter';
import {
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  MEASUREMENT_UNITS,
  TIME_FORMATS,
  TIME_ZONES,
} from '../preference-options';

/**
 * The user's preferences and notification preferences (platform.md §2 Settings, §3, §9), stored
 * on the server so every tab and device applies the same. The option lists live here once, so
 * the settings screen offers exactly what the server accepts.
 */

export * from '../preference-options';

export const userPreferencesSchema = z.object({
  theme: z.enum(THEME_MODES),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIME_ZONES),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
  currency: z.enum(CURRENCIES),
  measurementUnit: z.enum(MEASUREMENT_UNITS),
  autoSave: z.boolean(),
  showTutorials: z.boolean(),
  compactMode: z.boolean(),
  animationsEnabled: z.boolean(),
  soundEnabled: z.boolean(),
  /** The recipe presenter's style and display mode (issue 24), remembered per user. */
  presenterStyle: z.enum(PRESENTER_STYLES),
  presenterMode: z.enum(PRESENTER_MODES),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** platform.md §3 "User preferences (default)". */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  theme: 'dark',
  language: 'en',
  timezone: 'UTC',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  currency: 'USD',
  measurementUnit: 'metric',
  autoSave: true,
  showTutorials: true,
  compactMode: false,
  animationsEnabled: true,
  soundEnabled: false,
  presenterStyle: DEFAULT_PRESENTER_STYLE,
  presenterMode: DEFAULT_PRESENTER_MODE,
};

/**
 * A partial update. Language, time zone and currency are taken as any short string here and
 * checked against their lists by the server, so an unknown one gets its own error naming it
 * ('preferences.unknownLanguage') rather than a schema's generic words; the rest are enums.
 */
const optionCode = z.string().trim().min(1).max(64);
export const updateUserPreferencesSchema = z
  .strictObject({
    theme: z.enum(THEME_MODES),
    language: optionCode,
    timezone: optionCode,
    dateFormat: z.enum(DATE_FORMATS),
    timeFormat: z.enum(TIME_FORMATS),
    currency: optionCode,
    measurementUnit: z.enum(MEASUREMENT_UNITS),
    autoSave: z.boolean(),
    showTutorials: z.boolean(),
    compactMode: z.boolean(),
    animationsEnabled: z.boolean(),
    soundEnabled: z.boolean(),
    presenterStyle: z.enum(PRESENTER_STYLES),
    presenterMode: z.enum(PRESENTER_MODES),
  })
  .partial();
export type UpdateUserPreferences = z.infer<typeof updateUserPreferencesSchema>;

/** "HH:MM", 00:00 to 23:59. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00');

/**
 * Quiet hours (platform.md §2 Notifications): no notification is sent between `from` and `to` in
 * the user's time zone; the window may cross midnight, and `from` equal to `to` means none.
 */
export const quietHoursSchema = z.strictObject({ from: clockTimeSchema, to: clockTimeSchema });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const NOTIFICATION_TOGGLES = [
  'emailNotifications',
  'pushNotifications',
  'recipeUpdates',
  'marketplaceUpdates',
  'securityAlerts',
  'weeklyDigest',
  'promotionalEmails',
  'communityUpdates',
] as const;
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  recipeUpdates: z.boolean(),
  marketplaceUpdates: z.boolean(),
  securityAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  promotionalEmails: z.boolean(),
  communityUpdates: z.boolean(),
  quietHours: quietHoursSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** platform.md §3 "Notification preferences (default)"; quiet hours §2 (22:00 to 08:00). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: false,
  recipeUpdates: true,
  marketplaceUpdates: false,
  securityAlerts: true,
  weeklyDigest: true,
  promotionalEmails: false,
  communityUpdates: false,
  quietHours: { from: '22:00', to: '08:00' },
};

export const updateNotificationPreferencesSchema = notificationPreferencesSchema.strict().partial();
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** What 'Send Test' answers: where the test e-mail went. */
export const testNotificationResultSchema = z.object({ sentTo: z.email() });
