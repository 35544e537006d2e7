import type { FastifyInstance } from 'fastify';
import type { EndpointDefinition } from '@shared/contracts/endpoint';
import { authEndpoints } from '@shared/contracts/endpoints/auth';
import { displayNameFromEmail } from '@shared/contracts/profile';
import { AppError } from '../http/app-error';
import { endpointRoutes } from '../http/endpoint-routes';
import { endResetLinks } from './account-claims';
import { announceEndedSessions } from './announce-ended-sessions';
import type { ServerModuleContext } from '../modules/module';
import { VERIFY_EMAIL_PAGE } from './auth';
import { answer, forward, headersFor } from './better-auth-relay';
import { LoginLimiter, minutesLeft } from './login-limiter';
import { verificationMailLimiters } from './verification-mail-limit';
import { verifyEmailWithPassword } from './verify-email';

/**
 * better-auth behind Fastify, one route per account endpoint (shared/contracts/endpoints/auth.ts):
 * only those are reachable (any other /api/auth path is the app's NOT_FOUND); every body is
 * validated with the shared contracts first; sign-in passes through the database-backed limiter;
 * errors come back in the app's `{ code, message }` shape with the spec's wording.
 */
export async function authRoutes(
  app: FastifyInstance,
  options: Pick<ServerModuleContext, 'auth' | 'loginLimiter'>,
): Promise<void> {
  const { auth, loginLimiter: limiter } = options;
  const { db } = app.deps.database;
  const mailLimit = verificationMailLimiters(db);
  const route = endpointRoutes(app);
  // Open event streams of sessions these routes end close at once, in every process.
  announceEndedSessions(app);
  // better-auth takes a POST without a body as an empty one: the field messages then say what
  // is missing, rather than that the body is.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });

  /** Endpoints better-auth answers as they are, once validated. */
  const relayed: EndpointDefinition[] = [
    authEndpoints.signOut,
    authEndpoints.getSession,
    authEndpoints.requestPasswordReset,
    authEndpoints.resetPasswordLink,
    authEndpoints.resetPassword,
    authEndpoints.deleteUser,
    authEndpoints.revokeSessions,
    authEndpoints.enableTwoFactor,
    authEndpoints.disableTwoFactor,
    authEndpoints.getTotpUri,
    authEndpoints.verifyTotp,
    authEndpoints.verifyBackupCode,
    authEndpoints.errorPage,
  ];
  for (const definition of relayed) {
    // An endpoint without a body schema takes none: what a client sent anyway is not passed on.
    route(definition, async ({ request, reply, body }) =>
      answer(reply, await forward(auth, request, 'body' in definition ? body : {}), definition.path),
    );
  }

  route(authEndpoints.signUp, async ({ request, reply, body }) => {
    const named = { ...body, name: body.name ?? displayNameFromEmail(body.email) };
    return answer(reply, await forward(auth, request, named), authEndpoints.signUp.path);
  });

  route(authEndpoints.signIn, async ({ request, reply, body }) => {
    const { path } = authEndpoints.signIn;
    const keys = LoginLimiter.keys(body.email, request.ip);
    const check = await limiter.check(keys);
    if (check.locked) {
      reply.header('retry-after', String(Math.ceil(check.retryAfterMs / 1000)));
      throw new AppError('auth.lockedOut', { minutes: minutesLeft(check.retryAfterMs) });
    }
    const response = await forward(auth, request, body);
    if (response.ok) {
      // Only the account's own counter: clearing the address's would let one address guess a
      // few times at each of many accounts, signing in to its own in between.
      await limiter.reset([LoginLimiter.accountKey(body.email)]);
      return answer(reply, response, path);
    }
    if (response.status !== 401) return answer(reply, response, path);
    const { remaining, retryAfterMs } = await limiter.recordFailure(keys);
    if (retryAfterMs) {
      reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
      return answer(
        reply,
        response,
        path,
        new AppError('auth.lockedOut', { minutes: minutesLeft(retryAfterMs) }),
      );
    }
    const refusal =
      remaining <= 2
        ? new AppError('auth.wrongCredentialsAttemptsLeft', { remaining })
        : new AppError('auth.wrongCredentials');
    return answer(reply, response, path, refusal);
  });

  route(authEndpoints.changePassword, async ({ request, reply, body, user }) => {
    const response = await forward(auth, request, body);
    // A password change ends every reset link issued before it.
    if (response.ok) await endResetLinks(db, user.id);
    return answer(reply, response, authEndpoints.changePassword.path);
  });

  route(authEndpoints.sendVerificationEmail, async ({ request, reply, body }) => {
    const check = await mailLimit.take(body.email, request.ip);
    if (check.locked) {
      reply.header('retry-after', String(Math.ceil(check.retryAfterMs / 1000)));
      throw new AppError('auth.verificationMailLimit', { minutes: minutesLeft(check.retryAfterMs) });
    }
    return answer(reply, await forward(auth, request, body), authEndpoints.sendVerificationEmail.path);
  });

  // Links mailed before the verification page existed point here: send them to the page.
  route(authEndpoints.verifyEmailLink, async ({ query, reply }) =>
    reply.redirect(`${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(query.token ?? '')}`, 302),
  );

  /** The mailed link's token and the owner's new password: verify, end old sessions, sign in. */
  route(authEndpoints.verifyEmail, async ({ request, reply, body }) => {
    const verified = await verifyEmailWithPassword(auth, db, app.deps.env.AUTH_SECRET, body);
    const signIn = (await auth.api.signInEmail({
      body: { email: verified.email, password: body.password },
      headers: headersFor(request),
      asResponse: true,
    })) as Response;
    const cookies = signIn.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return { status: true as const, signedIn: signIn.ok };
  });

  // Our contract names the provider `providerId`; better-auth serves OIDC providers through its
  // social sign-in endpoint.
  route(authEndpoints.signInWithProvider, async ({ request, reply, body }) => {
    const { providerId, ...rest } = body;
    const response = await forward(auth, request, { ...rest, provider: providerId }, '/sign-in/social');
    return answer(reply, response, authEndpoints.signInWithProvider.path);
  });

  route(authEndpoints.providerCallback, async ({ request, reply }) => {
    // The provider's redirect back passes through here inside the sign-in popup; a stricter
    // opener policy on this hop would cut the popup off from the window waiting for it.
    reply.header('cross-origin-opener-policy', 'unsafe-none');
    return answer(reply, await forward(auth, request, undefined), authEndpoints.providerCallback.path);
  });
}
