import { defineServerModule } from '../module';
import { notificationJobHandlers } from './notification-jobs';
import { notificationsRoutes } from './notifications.routes';

/**
 * Notifications (issue 23 item 4): the in-app list behind the bell, e-mail per the user's
 * notification preferences and quiet hours (unread messages batched into one mail after 10
 * minutes), and Web Push to the browsers the user subscribed.
 */
export const notificationsModule = defineServerModule({
  name: 'notifications',
  async routes(app, context) {
    await app.register(notificationsRoutes, context);
  },
  jobs: (context) => notificationJobHandlers(context),
});
