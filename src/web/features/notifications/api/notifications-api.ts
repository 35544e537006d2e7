import { notificationsEndpoints } from '@shared/contracts/endpoints/notifications';
import type { PushSubscriptionInput } from '@shared/contracts/notifications';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The bell's notifications and this browser's push subscription on the server
 * (shared/contracts/endpoints/notifications.ts). Errors: ApiRequestError, already worded.
 */
export function fetchNotifications(cursor?: string) {
  return callEndpoint(notificationsEndpoints.listNotifications, { query: cursor ? { cursor } : {} });
}

export function fetchUnreadNotifications() {
  return callEndpoint(notificationsEndpoints.unreadNotifications, {});
}

export function markAllNotificationsRead() {
  return callEndpoint(notificationsEndpoints.markAllNotificationsRead, {});
}

export function markNotificationRead(notificationId: string) {
  return callEndpoint(notificationsEndpoints.markNotificationRead, { params: { notificationId } });
}

/** The server's VAPID public key (base64url), which the browser's subscription is made for. */
export function fetchPushKey() {
  return callEndpoint(notificationsEndpoints.pushKey, {});
}

export function savePushSubscription(subscription: PushSubscriptionInput) {
  return callEndpoint(notificationsEndpoints.subscribePush, { body: subscription });
}

/** Forgets this browser's subscription on the server (a DELETE that names it in its body). */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await callEndpoint(notificationsEndpoints.unsubscribePush, { body: { endpoint } });
}
