/**
 * Registers public/sw.js in production builds (never in dev: Vite's modules must not be cached),
 * then, once the browser is idle, loads the chunks of the screens that must work offline so the
 * service worker has them cached before they are needed.
 */
export function registerServiceWorker(offlineScreens: ReadonlyArray<() => Promise<unknown>> = []): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2_000));
        idle(() => {
          for (const load of offlineScreens) void load().catch(() => {});
        });
      })
      .catch(() => {
        // No service worker (private mode, blocked): the app works online as before.
      });
  });
}

/** Drops the signed-in user's cached API answers (recipes, session) from the service worker. */
export function clearUserCaches(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'clear-user-caches' });
}
