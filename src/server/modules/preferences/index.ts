/**
 * What other modules may use: a user's settings as stored (defaults when none), so the messaging
 * and marketplace modules check the toggles, and quiet hours in the user's time zone, before
 * they notify anyone; and the language a user saved, for what the server writes to them.
 */
export { readNotificationPreferences, readSavedLanguage, readUserPreferences } from './preferences.queries';
export { clockMinutes, isWithinQuietHours } from './quiet-hours';
