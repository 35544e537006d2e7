import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@shared/contracts/endpoints/auth';
import { SESSIONS_ENDED_TOPIC } from '../realtime/session-streams';
import { readSession } from './guards';

/**
 * The auth calls that end sessions, and whose: the caller's own (signing out, revoking, changing
 * the password, deleting the account), or those of a mailed link's account, which the caller
 * need not be signed in as (a password reset; the e-mail verification ends the sessions opened
 * before it). All are POSTs; keyed by their route's path.
 */
const ENDS_SESSIONS = new Map<string, 'caller' | 'link'>([
  [authEndpoints.signOut.path, 'caller'],
  [authEndpoints.revokeSessions.path, 'caller'],
  [authEndpoints.changePassword.path, 'caller'],
  [authEndpoints.deleteUser.path, 'caller'],
  [authEndpoints.resetPassword.path, 'link'],
  [authEndpoints.verifyEmail.path, 'link'],
]);

const whoseSessionsEnd = (request: FastifyRequest) =>
  request.method === 'POST' ? ENDS_SESSIONS.get(request.routeOptions.url ?? '') : undefined;

/**
 * After an auth call that ended sessions succeeds, tells every process over the realtime bus, so
 * the event streams of those sessions close at once (realtime/session-streams.ts). For the
 * routes of the auth plugin that calls it. The caller is read before the call: after a sign-out
 * or a deletion the session is gone. For a link's account, every process re-checks all its
 * streams (one query each).
 */
export function announceEndedSessions(app: FastifyInstance): void {
  const callers = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request) => {
    if (whoseSessionsEnd(request) !== 'caller') return;
    const userId = (await readSession(app, request).catch(() => null))?.user.id;
    if (userId) callers.set(request, userId);
  });
  app.addHook('onResponse', async (request, reply) => {
    const whose = whoseSessionsEnd(request);
    if (!whose || reply.statusCode >= 400) return;
    const userId = whose === 'caller' ? callers.get(request) : null;
    if (userId === undefined) return; // signed out already: no session ended
    await app.deps.bus
      .publish(SESSIONS_ENDED_TOPIC, { userId })
      .catch((error) => request.log.warn({ err: error }, 'ended sessions not announced'));
  });
}
