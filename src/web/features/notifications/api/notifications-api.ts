import { notificationsEndpoints } from '@shared/contracts/endpoints/notifications';
import type { PushSubscriptionInput } from '@shared/contracts/notifications';
import { toApiError } from '@web/lib/api-client';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';

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

/**
 * DELETE with a JSON body: the shared client (apiFetch) sends bodies with POST, PUT and PATCH
 * only, so this one call is made here, from the endpoint's definition all the same.
 */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  const definition = notificationsEndpoints.unsubscribePush;
  const response = await fetch(endpointUrl(definition), {
    method: definition.method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint }),
  });
  if (!response.ok) throw await toApiError(response);
}
