/**
 * Registers public/sw.js in production builds (never in dev: Vite's modules must not be cached).
 * The worker stores what must work offline (the app and the documentation and legal pages, listed
 * at build time in /offline-assets.json) when it installs, so the page downloads nothing extra.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, blocked): the app works online as before.
    });
  });
}

/** Drops the signed-in user's cached API answers (recipes, session) from the service worker. */
export function clearUserCaches(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'clear-user-caches' });
}
