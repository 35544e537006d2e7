/** What other modules may use of notifications: telling a user something happened. */
export { notificationsModule } from './notifications.module';
export { markSubjectRead, type NotifyContext, type NotifyInput, notifyUser } from './notify';
