import type { PushSubscriptionInput } from '@shared/contracts/notifications';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from './api/notifications-api';

/**
 * This browser's Web Push subscription (issue 23 item 4), for the settings' Push toggle: the
 * service worker (public/sw.js) subscribes with the server's VAPID key and the server keeps the
 * subscription; turning Push off unsubscribes and forgets it. Only the browser's own APIs are
 * used here (Notification, navigator.serviceWorker, PushManager).
 */

/** Why Push could not be turned on in this browser. */
export type PushProblem = 'unsupported' | 'noServiceWorker' | 'denied' | 'failed';

export class PushSetupError extends Error {
  constructor(
    readonly problem: PushProblem,
    options?: { cause?: unknown },
  ) {
    super(`Push notifications could not be set up: ${problem}`, options);
    this.name = 'PushSetupError';
  }
}

/** How long a just-registered service worker may take to become active before we give up. */
const WORKER_READY_TIMEOUT_MS = 10_000;

/** Whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The app's active service worker registration; none in development builds (the worker is
 * registered in production only) or where the browser refused it (some private modes).
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  if (registration.active) return registration;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A base64url string (the VAPID public key) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** What the server stores: PushSubscription.toJSON(). */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushSetupError('failed');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/**
 * Turns Web Push on for this browser: checks it can (a service worker is running), asks the
 * user's permission, subscribes with the server's key (replacing a subscription made for another
 * key) and stores the subscription on the server. Throws PushSetupError for the browser's
 * refusals, ApiRequestError (already worded) for the server's.
 */
export async function subscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  const registration = await activeRegistration().catch(() => null);
  if (!registration?.pushManager) throw new PushSetupError('noServiceWorker');

  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');

  const { publicKey } = await fetchPushKey();
  const applicationServerKey = base64UrlToBytes(publicKey);

  let subscription: PushSubscription | null = null;
  try {
    subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameBytes(subscription.options?.applicationServerKey, applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError')
      throw new PushSetupError('denied', { cause: error });
    throw new PushSetupError('failed', { cause: error });
  }
  await savePushSubscription(subscriptionInput(subscription));
}

/**
 * Turns Web Push off for this browser: unsubscribes and asks the server to forget the
 * subscription. Best effort: with Push off the server sends nothing anyway, and a subscription it
 * still holds is removed at the push service's first refusal.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    const { endpoint } = subscription;
    await subscription.unsubscribe().catch(() => false);
    await deletePushSubscription(endpoint);
  } catch {
    // Nothing more to do here: see above.
  }
}
