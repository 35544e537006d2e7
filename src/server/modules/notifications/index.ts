/** What other modules may use of notifications: writing one for a user. */
export { notificationsModule } from './notifications.module';
