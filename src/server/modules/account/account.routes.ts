import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Me } from '@shared/contracts/auth';
import { accountEndpoints } from '@shared/contracts/endpoints/account';
import { isAdminEmail, readSession, type SessionUser } from '../../auth/guards';
import { account } from '../../db/schema';
import { endpointRoutes } from '../../http/endpoint-routes';
import { findProfile } from '../profiles';

/**
 * GET /api/me: who is signed in, as the browser needs it (guards, menus, settings); 401 when
 * nobody is. GET /api/session: the same user or null, always 200: the browser asks it on every
 * page load, and a signed-out visitor is the normal case there, not an error in the console.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);

  async function present(user: SessionUser): Promise<Me['user']> {
    const [profile, credential] = await Promise.all([
      findProfile(db, user.id),
      db
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .limit(1),
    ]);
    return {
      id: user.id,
      email: user.email,
      displayName: profile?.displayName ?? user.name,
      // A profile's photo, or none once removed there; without a profile yet, the sign-in's.
      photoURL: profile ? profile.photoUrl : (user.image ?? null),
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      isAdmin: isAdminEmail(app.deps.env.ADMIN_EMAILS, user.email),
      hasPassword: credential.length > 0,
    };
  }

  route(accountEndpoints.me, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { user: await present(user) };
  });

  route(accountEndpoints.session, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const session = await readSession(app, request);
    return { user: session ? await present(session.user) : null };
  });
}
