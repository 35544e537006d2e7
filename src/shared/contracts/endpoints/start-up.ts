/**
 * The method and path of the endpoints the browser's start-up bundle calls: on every page load
 * (the session, the client configuration, the readiness check), from the user menu (signing
 * out) and from the route guards' verification screen (resending the link). That bundle carries
 * no zod (web/lib/zod-jitless.ts: about 26 KB gzip more for every page), so its code takes these
 * schema-free addresses; the full definitions (account.ts, auth.ts, site.ts) are built on them,
 * which keeps the two from drifting apart. This module must not import zod.
 */
export const START_UP_ENDPOINTS = {
  session: { method: 'GET', path: '/api/session' },
  config: { method: 'GET', path: '/api/config' },
  ready: { method: 'GET', path: '/readyz' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  sendVerificationEmail: { method: 'POST', path: '/api/auth/send-verification-email' },
} as const;
