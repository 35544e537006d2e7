import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  notificationPreferencesEndpoints,
  preferencesEndpoints,
} from '@shared/contracts/endpoints/preferences';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_USER_PREFERENCES,
  type UserPreferences,
} from '@shared/contracts/preferences';
import { THEME_MODES } from '@shared/constants';
import { isOneOf } from '@shared/preference-options';
import { cookieValue } from '../../http/cookie-value';
import { endpointRoutes } from '../../http/endpoint-routes';
import { requestLanguage } from '../../i18n/request-language';
import type { ServerModuleContext } from '../module';
import { readNotificationPreferences, readSavedLanguage, readUserPreferences } from './preferences.queries';
import { createPreferencesService } from './preferences.service';

/** Set by the web's theme switcher (features/theme/resolve-theme.ts). */
const THEME_COOKIE = 'rf-theme';

/**
 * Until a user saves a preference, the language and theme they chose on this device as a visitor
 * (the switchers' cookies, else the browser's language) stand in for §3's 'en' and 'dark', so
 * signing up in Japanese with a light theme changes neither.
 */
function deviceChoices(
  headers: FastifyRequest['headers'],
): Pick<UserPreferences, 'language'> & Partial<UserPreferences> {
  const theme = cookieValue(headers.cookie, THEME_COOKIE);
  return { language: requestLanguage(headers), ...(theme && isOneOf(THEME_MODES, theme) ? { theme } : {}) };
}

/** The settings screen's Preferences and Notifications (shared/contracts/endpoints/preferences.ts). */
export async function preferencesRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const { db } = context.database;
  const service = createPreferencesService({
    db,
    bus: context.bus,
    mailer: context.mailer,
    log: app.log,
    publicUrl: context.env.PUBLIC_URL,
  });
  const route = endpointRoutes(app);

  route(preferencesEndpoints.get, async ({ user, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const [preferences, savedLanguage] = await Promise.all([
      readUserPreferences(db, user.id),
      readSavedLanguage(db, user.id),
    ]);
    return savedLanguage ? preferences : { ...preferences, ...deviceChoices(request.headers) };
  });
  route(preferencesEndpoints.update, async ({ user, request, body }) => {
    // The first save keeps what the device chose for everything else, not §3's defaults.
    const first = !(await readSavedLanguage(db, user.id));
    return service.updatePreferences(user.id, first ? { ...deviceChoices(request.headers), ...body } : body);
  });
  route(preferencesEndpoints.reset, ({ user }) =>
    service.resetPreferences(user.id, DEFAULT_USER_PREFERENCES),
  );

  route(notificationPreferencesEndpoints.get, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return readNotificationPreferences(db, user.id);
  });
  route(notificationPreferencesEndpoints.update, ({ user, body }) =>
    service.updateNotifications(user.id, body),
  );
  route(notificationPreferencesEndpoints.reset, ({ user }) =>
    service.updateNotifications(user.id, DEFAULT_NOTIFICATION_PREFERENCES),
  );
  route(notificationPreferencesEndpoints.sendTest, ({ user, request }) =>
    service.sendTestNotification(user.id, user.email, requestLanguage(request.headers)),
  );
}
