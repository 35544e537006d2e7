import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignedOutKey } from '@shared/errors/error-table';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';

/**
 * Access checks, one place for all of them. Every API route that needs a user says so with one
 * of these preHandlers; the browser's guards only mirror them for a better experience.
 */
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards: the signed-in user of this request. */
    user?: SessionUser;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionData | null>>();

/** The request's session, read once per request. */
export function readSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionData | null> {
  let pending = sessionCache.get(request);
  if (!pending) {
    pending = app.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
    }) as Promise<SessionData | null>;
    sessionCache.set(request, pending);
  }
  return pending;
}

export const isAdminEmail = (adminEmails: readonly string[], email: string) =>
  adminEmails.includes(email.toLowerCase());

export function guards(app: FastifyInstance) {
  /**
   * requireUser with the route's own words for a signed-out caller, where the spec has some
   * (platform.md §8 "Folder provider errors: 'User must be logged in to ...'"); a function picks
   * them from the validated request, which the preHandler runs after.
   */
  const requireUserSaying =
    (key: SignedOutKey | ((request: FastifyRequest) => SignedOutKey)) => async (request: FastifyRequest) => {
      const session = await readSession(app, request);
      if (!session) throw new AppError(typeof key === 'string' ? key : key(request));
      request.user = session.user;
    };
  const requireUser = requireUserSaying('auth.signInRequired');
  /**
   * The APIs behind the pages platform.md §2 reserves for a verified e-mail refuse an unverified
   * account here, not only in the browser: throwaway accounts would otherwise farm the allowance.
   */
  const requireVerifiedSaying =
    (key: SignedOutKey | ((request: FastifyRequest) => SignedOutKey)) => async (request: FastifyRequest) => {
      await requireUserSaying(key)(request);
      if (!request.user!.emailVerified) throw new AppError('auth.verificationRequired');
    };
  const requireVerified = requireVerifiedSaying('auth.signInRequired');
  const requireAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    if (!isAdminEmail(app.deps.env.ADMIN_EMAILS, request.user!.email)) {
      throw new AppError('auth.adminRequired');
    }
  };
  return { requireUser, requireUserSaying, requireVerified, requireVerifiedSaying, requireAdmin };
}
