import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ThemeMode } from '@shared/constants';
import type { PresenterMode, PresenterStyle } from '@shared/contracts/presenter';
import {
  type Currency,
  type DateFormat,
  DEFAULT_NOTIFICATION_PREFERENCES as NOTIFY,
  DEFAULT_USER_PREFERENCES as PREFS,
  type Language,
  type MeasurementUnit,
  type TimeFormat,
  type TimeZone,
} from '@shared/contracts/preferences';
import { user } from './auth-schema';

/**
 * A user's preferences (platform.md §3 User preferences), one row per user, written at the first
 * change: a user without a row has the defaults, which are also the columns' defaults.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  theme: text('theme').$type<ThemeMode>().notNull().default(PREFS.theme),
  language: text('language').$type<Language>().notNull().default(PREFS.language),
  timezone: text('timezone').$type<TimeZone>().notNull().default(PREFS.timezone),
  dateFormat: text('date_format').$type<DateFormat>().notNull().default(PREFS.dateFormat),
  timeFormat: text('time_format').$type<TimeFormat>().notNull().default(PREFS.timeFormat),
  currency: text('currency').$type<Currency>().notNull().default(PREFS.currency),
  measurementUnit: text('measurement_unit').$type<MeasurementUnit>().notNull().default(PREFS.measurementUnit),
  autoSave: boolean('auto_save').notNull().default(PREFS.autoSave),
  showTutorials: boolean('show_tutorials').notNull().default(PREFS.showTutorials),
  compactMode: boolean('compact_mode').notNull().default(PREFS.compactMode),
  animationsEnabled: boolean('animations_enabled').notNull().default(PREFS.animationsEnabled),
  soundEnabled: boolean('sound_enabled').notNull().default(PREFS.soundEnabled),
  presenterStyle: text('presenter_style').$type<PresenterStyle>().notNull().default(PREFS.presenterStyle),
  presenterMode: text('presenter_mode').$type<PresenterMode>().notNull().default(PREFS.presenterMode),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's notification preferences (platform.md §3) and quiet hours (§2), one row per user, as
 * above. `testMailSentAt` is when 'Send Test' last mailed, which spaces test e-mails out.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(NOTIFY.emailNotifications),
  pushNotifications: boolean('push_notifications').notNull().default(NOTIFY.pushNotifications),
  recipeUpdates: boolean('recipe_updates').notNull().default(NOTIFY.recipeUpdates),
  marketplaceUpdates: boolean('marketplace_updates').notNull().default(NOTIFY.marketplaceUpdates),
  securityAlerts: boolean('security_alerts').notNull().default(NOTIFY.securityAlerts),
  weeklyDigest: boolean('weekly_digest').notNull().default(NOTIFY.weeklyDigest),
  promotionalEmails: boolean('promotional_emails').notNull().default(NOTIFY.promotionalEmails),
  communityUpdates: boolean('community_updates').notNull().default(NOTIFY.communityUpdates),
  /** "HH:MM" in the user's time zone (user_preferences.timezone). */
  quietHoursFrom: text('quiet_hours_from').notNull().default(NOTIFY.quietHours.from),
  quietHoursTo: text('quiet_hours_to').notNull().default(NOTIFY.quietHours.to),
  testMailSentAt: timestamp('test_mail_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
