import type { FastifyBaseLogger } from 'fastify';
import {
  CURRENCIES,
  isOneOf,
  LANGUAGES,
  type NotificationPreferences,
  TIME_ZONES,
  type UpdateUserPreferences,
  type UserPreferences,
} from '@shared/contracts/preferences';
import type { Language } from '@shared/preference-options';
import type { UserEvent } from '@shared/contracts/user-events';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { testNotificationMail } from '../../mail/templates';
import type { Mailer } from '../../mail/mailer';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import {
  claimTestMail,
  readNotificationPreferences,
  readSavedLanguage,
  releaseTestMail,
  writeNotificationPreferences,
  writeUserPreferences,
} from './preferences.queries';

/** One test e-mail per user per minute: enough to try again, too few to mail-bomb oneself. */
export const TEST_MAIL_INTERVAL_SECONDS = 60;

export interface PreferencesDeps {
  db: Db;
  bus: RealtimeBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Language, time zone and currency arrive as strings (see updateUserPreferencesSchema): an
 * unknown one is refused here with its own key naming it, before anything is written.
 */
function checkedPreferences(changes: UpdateUserPreferences): Partial<UserPreferences> {
  const { language, timezone, currency, ...rest } = changes;
  if (language !== undefined && !isOneOf(LANGUAGES, language))
    throw new AppError('preferences.unknownLanguage', { language, options: LANGUAGES.join(', ') });
  if (timezone !== undefined && !isOneOf(TIME_ZONES, timezone))
    throw new AppError('preferences.unknownTimezone', { timezone, options: TIME_ZONES.join(', ') });
  if (currency !== undefined && !isOneOf(CURRENCIES, currency))
    throw new AppError('preferences.unknownCurrency', { currency, options: CURRENCIES.join(', ') });
  return {
    ...rest,
    ...(language !== undefined ? { language } : {}),
    ...(timezone !== undefined ? { timezone } : {}),
    ...(currency !== undefined ? { currency } : {}),
  };
}

export function createPreferencesService(deps: PreferencesDeps) {
  const announce = (userId: string, event: UserEvent) =>
    void publishUserEvent(deps.bus, deps.log, userId, event);

  return {
    async updatePreferences(userId: string, changes: UpdateUserPreferences): Promise<UserPreferences> {
      const saved = await writeUserPreferences(deps.db, userId, checkedPreferences(changes));
      announce(userId, { type: 'preferences.updated' });
      return saved;
    },

    async resetPreferences(userId: string, defaults: UserPreferences): Promise<UserPreferences> {
      const saved = await writeUserPreferences(deps.db, userId, defaults);
      announce(userId, { type: 'preferences.updated' });
      return saved;
    },

    async updateNotifications(
      userId: string,
      changes: Partial<NotificationPreferences>,
    ): Promise<NotificationPreferences> {
      const saved = await writeNotificationPreferences(deps.db, userId, changes);
      announce(userId, { type: 'notificationPreferences.updated' });
      return saved;
    },

    /**
     * 'Send Test': a real e-mail to the user's address through the app's mailer, refused while
     * e-mail notifications are off and at most once per TEST_MAIL_INTERVAL_SECONDS. Written in
     * the language the user saved, else `requestLanguage` (the one their browser asked in).
     */
    async sendTestNotification(
      userId: string,
      email: string,
      requestLanguage: Language,
    ): Promise<{ sentTo: string }> {
      const { emailNotifications } = await readNotificationPreferences(deps.db, userId);
      if (!emailNotifications) throw new AppError('notifications.emailOff');
      const turn = await claimTestMail(deps.db, userId, TEST_MAIL_INTERVAL_SECONDS);
      if (!turn.claimed) throw new AppError('notifications.testTooSoon', { seconds: turn.waitSeconds });
      const settingsUrl = new URL('/settings?tab=notifications', deps.publicUrl).toString();
      try {
        const language = (await readSavedLanguage(deps.db, userId)) ?? requestLanguage;
        await deps.mailer.send(testNotificationMail(email, settingsUrl, language));
      } catch (error) {
        await releaseTestMail(deps.db, userId, turn.sentAt, turn.previous);
        // The mail server failed, not this app: 502, as a model provider's failure is relayed.
        throw new AppError('notifications.testFailed', {}, { cause: error, status: 502 });
      }
      return { sentTo: email };
    },
  };
}
