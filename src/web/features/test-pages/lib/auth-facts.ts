import { authEndpoints } from '@shared/contracts/endpoints/auth';
import { START_UP_ENDPOINTS } from '@shared/contracts/endpoints/start-up';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';

/**
 * What the auth test pages read beyond the app's session hook, keeping nothing secret: better-auth's
 * session answer carries the session token, so only its times are taken out of it here and the
 * rest is dropped at once; cookies are named, never read for their values.
 */

export interface SessionTimes {
  expiresAt: string | null;
  createdAt: string | null;
}

const timeOf = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

/** The session's times from GET /api/auth/get-session's answer; nothing else of it is kept. */
export function sessionTimesOf(body: unknown): SessionTimes | null {
  const session = (body as { session?: Record<string, unknown> } | null)?.session;
  if (!session || typeof session !== 'object') return null;
  return { expiresAt: timeOf(session.expiresAt), createdAt: timeOf(session.createdAt) };
}

/** The current session's expiry and start, for a signed-in user (`userId`); null when there is none. */
export function useSessionTimes(userId: string | null) {
  return useQuery({
    queryKey: ['test-pages', 'session-times', userId],
    enabled: userId !== null,
    queryFn: async () => sessionTimesOf(await callEndpoint(authEndpoints.getSession, {})),
    staleTime: 30_000,
  });
}

/** The names of the cookies a script can see (`document.cookie`), without their values. */
export function cookieNames(cookieString: string): string[] {
  return [
    ...new Set(
      cookieString
        .split(';')
        .map((part) => part.split('=')[0]!.trim())
        .filter(Boolean),
    ),
  ].sort();
}

/**
 * The session cookie's name as the server sets it (server/auth/auth.ts: better-auth with the
 * cookie prefix 'rf', `__Secure-` over HTTPS). It is HttpOnly: no script can read it, this page
 * included, which is the point.
 */
export function sessionCookieName(protocol: string): string {
  return `${protocol === 'https:' ? '__Secure-' : ''}rf.session_token`;
}

export interface ClockReading {
  /** The server's clock (its Date header), or null when the answer had none. */
  server: Date | null;
  client: Date;
  /** Server minus client in whole seconds (the Date header has second precision). */
  skewSeconds: number | null;
}

/** Server time from a Date header against the browser's clock at the answer's midpoint. */
export function clockReading(dateHeader: string | null, sentAt: number, receivedAt: number): ClockReading {
  const client = new Date(Math.round((sentAt + receivedAt) / 2));
  const parsed = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(parsed)) return { server: null, client, skewSeconds: null };
  return { server: new Date(parsed), client, skewSeconds: Math.round((parsed - client.getTime()) / 1000) };
}

/** Reads the server's clock from the session endpoint's Date header (its body is not kept). */
export function useServerClock() {
  return useQuery({
    queryKey: ['test-pages', 'server-clock'],
    queryFn: async () => {
      const sentAt = Date.now();
      const response = await fetch(endpointUrl(START_UP_ENDPOINTS.session), {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      const receivedAt = Date.now();
      await response.body?.cancel();
      return clockReading(response.headers.get('date'), sentAt, receivedAt);
    },
    staleTime: 0,
  });
}
