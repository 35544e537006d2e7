import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Me } from '@shared/contracts/auth';
import { guards, isAdminEmail } from '../../auth/guards';
import { account } from '../../db/schema';
import { findProfile } from '../profiles/profiles.queries';

/** GET /api/me: who is signed in, as the browser needs it (guards, menus, settings). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { requireUser } = guards(app);
  const { db } = app.deps.database;

  app.get('/api/me', { preHandler: requireUser }, async (request, reply): Promise<Me> => {
    reply.header('cache-control', 'no-store');
    const user = request.user!;
    const [profile, credential] = await Promise.all([
      findProfile(db, user.id),
      db
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .limit(1),
    ]);
    return {
      user: {
        id: user.id,
        email: user.email,
        displayName: profile?.displayName ?? user.name,
        photoURL: profile?.photoUrl ?? user.image ?? null,
        emailVerified: user.emailVerified,
        twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
        isAdmin: isAdminEmail(app.deps.env.ADMIN_EMAILS, user.email),
        hasPassword: credential.length > 0,
      },
    };
  });
}
