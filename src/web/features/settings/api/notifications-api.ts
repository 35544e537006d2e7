import { notificationPreferencesEndpoints } from '@shared/contracts/endpoints/preferences';
import type { UpdateNotificationPreferences } from '@shared/contracts/preferences';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The user's notification toggles and quiet hours on the server
 * (shared/contracts/endpoints/preferences.ts). Errors: ApiRequestError, already worded.
 */
export function fetchNotificationPreferences() {
  return callEndpoint(notificationPreferencesEndpoints.get, {});
}

/** Changes only what `change` names; answers every toggle as saved. */
export function updateNotificationPreferences(change: UpdateNotificationPreferences) {
  return callEndpoint(notificationPreferencesEndpoints.update, { body: change });
}

/** 'Send Test': a real e-mail to the user's address; refused while e-mail is off, once a minute. */
export function sendTestNotification() {
  return callEndpoint(notificationPreferencesEndpoints.sendTest, {});
}
