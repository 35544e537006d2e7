import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import {
  AUTH_MESSAGES,
  attemptsRemainingMessage,
  backupCodeSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  lockoutMessage,
  oauthSignInSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  signInSchema,
  signUpSchema,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
  verificationMailLimitMessage,
  verifyEmailSchema,
} from '@shared/contracts/auth';
import { displayNameFromEmail } from '@shared/contracts/profile';
import { AppError } from '../http/app-error';
import { parseOrThrow } from '../http/validation';
import { endResetLinks } from './account-claims';
import { announceEndedSessions } from './announce-ended-sessions';
import { AUTH_BASE_PATH, type Auth, VERIFY_EMAIL_PAGE } from './auth';
import { translateAuthError } from './auth-errors';
import { LoginLimiter, minutesLeft } from './login-limiter';
import { verificationMailLimiters } from './verification-mail-limit';
import { verifyEmailWithPassword } from './verify-email';

/**
 * better-auth behind Fastify. Only the endpoints the product uses are reachable; every body is
 * validated with the shared contracts first; sign-in passes through the database-backed limiter;
 * errors come back in the app's `{ code, message }` shape with the spec's wording.
 */
const POST_BODIES: Record<string, ZodType> = {
  '/sign-up/email': signUpSchema.partial({ name: true }),
  '/sign-in/email': signInSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/reset-password': resetPasswordSchema,
  '/change-password': changePasswordSchema,
  '/send-verification-email': sendVerificationSchema,
  '/delete-user': deleteAccountSchema,
  '/two-factor/enable': twoFactorPasswordSchema,
  '/two-factor/disable': twoFactorPasswordSchema,
  '/two-factor/get-totp-uri': twoFactorPasswordSchema,
  '/two-factor/verify-totp': twoFactorCodeSchema,
  '/two-factor/verify-backup-code': backupCodeSchema,
  '/sign-in/oauth2': oauthSignInSchema,
  '/verify-email': verifyEmailSchema,
};
const POST_WITHOUT_BODY = new Set(['/sign-out', '/revoke-sessions']);
const GET_PATHS = [
  /^\/get-session$/,
  /^\/verify-email$/,
  /^\/reset-password\/[^/]+$/,
  /^\/callback\/google$/,
  /^\/error$/,
];

function headersFor(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length' || key === 'x-forwarded-for') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address as Fastify resolved it (trusted proxies only), never a client's claim.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

async function forward(
  auth: Auth,
  request: FastifyRequest,
  body: unknown,
  pathOverride?: string,
): Promise<Response> {
  const url = new URL(request.url, 'http://internal');
  if (pathOverride) url.pathname = AUTH_BASE_PATH + pathOverride;
  const init: RequestInit = { method: request.method, headers: headersFor(request) };
  if (request.method === 'POST') {
    (init.headers as Headers).set('content-type', 'application/json');
    init.body = JSON.stringify(body ?? {});
  }
  return auth.handler(new Request(new URL(url.pathname + url.search, auth.options.baseURL as string), init));
}

async function send(reply: FastifyReply, response: Response, path: string, override?: { message: string }) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text.length ? text : null);
  let parsed: { code?: string; message?: string } | null = null;
  try {
    parsed = text ? (JSON.parse(text) as { code?: string; message?: string }) : null;
  } catch {
    parsed = null;
  }
  const error = translateAuthError(path, response.status, parsed);
  return reply
    .type('application/json; charset=utf-8')
    .send(override ? { ...error, message: override.message } : error);
}

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; limiter: LoginLimiter },
): Promise<void> {
  const { auth, limiter } = options;
  const { db } = app.deps.database;
  const mailLimit = verificationMailLimiters(db);
  // Open event streams of sessions these routes end close at once, in every process.
  announceEndedSessions(app);

  /** Whose session this request carries (for the paths that act on the signed-in account). */
  const sessionUserId = async (request: FastifyRequest) =>
    (await auth.api.getSession({ headers: headersFor(request) }))?.user.id ?? null;

  /** The mailed link's token and the owner's new password: verify, end old sessions, sign in. */
  async function verifyEmail(request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) {
    const input = { token: String(body.token), password: String(body.password) };
    const verified = await verifyEmailWithPassword(auth, db, app.deps.env.AUTH_SECRET, input);
    const signIn = (await auth.api.signInEmail({
      body: { email: verified.email, password: input.password },
      headers: headersFor(request),
      asResponse: true,
    })) as Response;
    const cookies = signIn.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.type('application/json; charset=utf-8').send({ status: true, signedIn: signIn.ok });
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    async handler(request, reply) {
      const path = (request.url.split('?')[0] ?? '').slice(AUTH_BASE_PATH.length);
      let body: Record<string, unknown> | undefined;
      if (request.method === 'POST') {
        const schema = POST_BODIES[path];
        if (!schema && !POST_WITHOUT_BODY.has(path))
          throw new AppError('NOT_FOUND', `No route matches POST ${request.url.split('?')[0]}.`);
        body = schema ? (parseOrThrow(schema, request.body ?? {}) as Record<string, unknown>) : {};
      } else if (!GET_PATHS.some((re) => re.test(path))) {
        throw new AppError('NOT_FOUND', `No route matches GET ${request.url.split('?')[0]}.`);
      }

      // Links mailed before the verification page existed point here: send them to the page.
      if (path === '/verify-email' && request.method === 'GET') {
        const token = new URL(request.url, 'http://internal').searchParams.get('token') ?? '';
        return reply.redirect(`${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(token)}`, 302);
      }
      if (path === '/verify-email') return verifyEmail(request, reply, body!);
      if (path === '/send-verification-email') {
        const check = await mailLimit.take(String(body!.email), request.ip);
        if (check.locked) {
          reply.header('retry-after', String(Math.ceil(check.retryAfterMs / 1000)));
          throw new AppError('RATE_LIMITED', verificationMailLimitMessage(minutesLeft(check.retryAfterMs)));
        }
      }
      if (path === '/change-password') {
        // A password change ends every reset link issued before it.
        const userId = await sessionUserId(request);
        const response = await forward(auth, request, body);
        if (response.ok && userId) await endResetLinks(db, userId);
        return send(reply, response, path);
      }

      if (path === '/sign-up/email' && body) {
        body.name ??= displayNameFromEmail(String(body.email));
      }
      // Our contract names the provider `providerId`; better-auth serves OIDC providers through
      // its social sign-in endpoint.
      if (path === '/sign-in/oauth2' && body) {
        const { providerId, ...rest } = body;
        return send(
          reply,
          await forward(auth, request, { ...rest, provider: providerId }, '/sign-in/social'),
          path,
        );
      }
      // The provider's redirect back passes through here inside the sign-in popup; a stricter
      // opener policy on this hop would cut the popup off from the window waiting for it.
      if (path.startsWith('/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
      if (path !== '/sign-in/email') return send(reply, await forward(auth, request, body), path);

      const keys = LoginLimiter.keys(String(body!.email), request.ip);
      const check = await limiter.check(keys);
      if (check.locked) {
        reply.header('retry-after', String(Math.ceil(check.retryAfterMs / 1000)));
        throw new AppError('RATE_LIMITED', lockoutMessage(minutesLeft(check.retryAfterMs)));
      }
      const response = await forward(auth, request, body);
      if (response.ok) {
        // Only the account's own counter: clearing the address's would let one address guess a
        // few times at each of many accounts, signing in to its own in between.
        await limiter.reset([LoginLimiter.accountKey(String(body!.email))]);
        return send(reply, response, path);
      }
      if (response.status !== 401) return send(reply, response, path);
      const { remaining, retryAfterMs } = await limiter.recordFailure(keys);
      if (retryAfterMs) {
        reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
        return send(reply, response, path, { message: lockoutMessage(minutesLeft(retryAfterMs)) });
      }
      const warning = remaining <= 2 ? ` ${attemptsRemainingMessage(remaining)}` : '';
      return send(reply, response, path, { message: `${AUTH_MESSAGES.wrongCredentials}${warning}` });
    },
  });
}
