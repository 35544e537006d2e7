import type { FastifyInstance } from 'fastify';
import {
  notificationPreferencesEndpoints,
  preferencesEndpoints,
} from '@shared/contracts/endpoints/preferences';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_USER_PREFERENCES } from '@shared/contracts/preferences';
import { endpointRoutes } from '../../http/endpoint-routes';
import { requestLanguage } from '../../i18n/request-language';
import type { ServerModuleContext } from '../module';
import { readNotificationPreferences, readUserPreferences } from './preferences.queries';
import { createPreferencesService } from './preferences.service';

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

  route(preferencesEndpoints.get, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return readUserPreferences(db, user.id);
  });
  route(preferencesEndpoints.update, ({ user, body }) => service.updatePreferences(user.id, body));
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
