/** What other modules may use of notifications: telling a user something happened. */
export { notificationsModule } from './notifications.module';
export { markSubjectRead, type NotifyContext, type NotifyInput, notifyUser } from './notify';
/** For a module's own notification mail job: the user's e-mail toggle and quiet hours. */
export { deferJob, notificationMailWindow } from './delivery';
