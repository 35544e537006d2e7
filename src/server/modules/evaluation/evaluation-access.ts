import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EVALUATION_SESSION_HOURS,
  type EvaluationAccess,
  type EvaluationRole,
} from '@shared/contracts/evaluation';
import { isAdminEmail, readSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import { evaluationAccessAttempts, evaluationSessions } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';

/**
 * Evaluation access (platform.md §4 "Evaluation access", §6 roles, §9 "Session 24 hours"): a
 * signed-in admin (ADMIN_EMAILS) is in as role admin with no code; anyone else needs one of the
 * EVALUATION_ACCESS_CODES, which opens a 24-hour session. The browser holds only a random token in
 * an httpOnly cookie; the server keeps its SHA-256, so a leaked table opens nothing.
 */
export const EVALUATION_COOKIE = 'rf_evaluation';
const SESSION_MS = EVALUATION_SESSION_HOURS * 3600_000;
/** Wrong codes an address may send in the window before it is refused (brute force of a code). */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_MINUTES = 15;

/** Who is using the harness: the role, and the user when an admin (or a signed-in code holder). */
export interface EvaluationPrincipal {
  role: EvaluationRole;
  userId: string | null;
  expiresAt: Date | null;
  viaAdmin: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const tokenHash = (token: string) => sha256(token).toString('hex');

/**
 * The configured code `code` matches, compared in constant time: both sides are hashed first so
 * the comparison never depends on where they differ or on their lengths, and every code is tried.
 */
export function matchAccessCode(codes: Env['EVALUATION_ACCESS_CODES'], code: string): EvaluationRole | null {
  const given = sha256(code);
  let role: EvaluationRole | null = null;
  for (const entry of codes) {
    if (timingSafeEqual(given, sha256(entry.code)) && role === null) role = entry.role;
  }
  return role;
}

/** The request's evaluation session (from its cookie, unexpired), else a signed-in admin, else null. */
export async function readEvaluationAccess(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EvaluationPrincipal | null> {
  const token = request.cookies[EVALUATION_COOKIE];
  if (token) {
    const { db } = app.deps.database;
    const [row] = await db
      .select()
      .from(evaluationSessions)
      .where(
        and(eq(evaluationSessions.tokenHash, tokenHash(token)), gt(evaluationSessions.expiresAt, new Date())),
      )
      .limit(1);
    if (row)
      return {
        role: row.role as EvaluationRole,
        userId: row.userId,
        expiresAt: row.expiresAt,
        viaAdmin: false,
      };
  }
  const session = await readSession(app, request);
  if (session && isAdminEmail(app.deps.env.ADMIN_EMAILS, session.user.email))
    return { role: 'admin', userId: session.user.id, expiresAt: null, viaAdmin: true };
  return null;
}

/**
 * The guard of every evaluation route but the access ones (G3b's report routes use it too): the
 * caller's principal, or 401 'Authentication Required' (platform.md §8).
 */
export async function requireEvaluationAccess(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EvaluationPrincipal> {
  const principal = await readEvaluationAccess(app, request);
  if (!principal) throw new AppError('evaluation.authRequired');
  return principal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by guardEvaluationRoutes: who is using the harness. */
    evaluationPrincipal?: EvaluationPrincipal;
  }
}

/**
 * Guards every route registered after it in the calling plugin: the evaluation session is checked
 * before the input is validated (as the app's own guards are), so a caller without access learns
 * nothing of the input rules. Handlers read `evaluationPrincipalOf(request)`.
 */
export function guardEvaluationRoutes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.evaluationPrincipal = await requireEvaluationAccess(app, request);
  });
}

/** The principal guardEvaluationRoutes found (it always ran before a guarded handler). */
export function evaluationPrincipalOf(request: FastifyRequest): EvaluationPrincipal {
  if (!request.evaluationPrincipal) throw new AppError('evaluation.authRequired');
  return request.evaluationPrincipal;
}

/** The owner key of per-caller data (improvement actions): the user, else the code's role. */
export const principalOwner = (principal: EvaluationPrincipal) =>
  principal.userId ?? `role:${principal.role}`;

export function accessOf(principal: EvaluationPrincipal | null): EvaluationAccess {
  if (!principal) return { authorized: false, role: null, expiresAt: null, viaAdmin: false };
  return {
    authorized: true,
    role: principal.role,
    expiresAt: principal.expiresAt?.toISOString() ?? null,
    viaAdmin: principal.viaAdmin,
  };
}

function cookieOptions(app: FastifyInstance, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: maxAgeSeconds,
    secure: app.deps.env.PUBLIC_URL.startsWith('https:'),
  };
}

/**
 * Checks a code for `ip`: refused at once after MAX_WRONG_CODES wrong ones in the window (even a
 * right one, so guessing cannot go on), each attempt counted; a right code opens a session.
 */
export async function enterWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<EvaluationAccess> {
  const { db } = app.deps.database;
  const ip = request.ip;
  const windowStart = new Date(Date.now() - WRONG_CODE_WINDOW_MINUTES * 60_000);
  const [wrong] = await db
    .select({ n: count() })
    .from(evaluationAccessAttempts)
    .where(
      and(
        eq(evaluationAccessAttempts.ip, ip),
        eq(evaluationAccessAttempts.succeeded, false),
        gt(evaluationAccessAttempts.createdAt, windowStart),
      ),
    );
  if ((wrong?.n ?? 0) >= MAX_WRONG_CODES) {
    reply.header('retry-after', String(WRONG_CODE_WINDOW_MINUTES * 60));
    throw new AppError('evaluation.tooManyAttempts', { minutes: WRONG_CODE_WINDOW_MINUTES });
  }
  const role = matchAccessCode(app.deps.env.EVALUATION_ACCESS_CODES, code);
  await recordAttempt(db, ip, role !== null);
  if (!role) throw new AppError('evaluation.invalidCode');

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  const session = await readSession(app, request);
  await db.insert(evaluationSessions).values({
    tokenHash: tokenHash(token),
    role,
    userId: session?.user.id ?? null,
    expiresAt,
  });
  reply.setCookie(EVALUATION_COOKIE, token, cookieOptions(app, SESSION_MS / 1000));
  return accessOf({ role, userId: session?.user.id ?? null, expiresAt, viaAdmin: false });
}

async function recordAttempt(db: Db, ip: string, succeeded: boolean) {
  await db.insert(evaluationAccessAttempts).values({ id: randomUUID(), ip, succeeded });
  // Attempts matter only for the window: older ones (and expired sessions) are dropped as we go.
  const dayAgo = new Date(Date.now() - 24 * 3600_000);
  await db.delete(evaluationAccessAttempts).where(lt(evaluationAccessAttempts.createdAt, dayAgo));
  await db.delete(evaluationSessions).where(lt(evaluationSessions.expiresAt, new Date()));
}

/** Logout: the session row goes and the cookie is cleared. */
export async function leaveEvaluation(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[EVALUATION_COOKIE];
  if (token)
    await app.deps.database.db
      .delete(evaluationSessions)
      .where(eq(evaluationSessions.tokenHash, tokenHash(token)));
  reply.clearCookie(EVALUATION_COOKIE, { path: '/' });
}
