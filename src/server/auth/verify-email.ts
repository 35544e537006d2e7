import { verifyJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { AppError } from '../http/app-error';
import { endAllSessions, endResetLinks, markMailboxProven, setCredentialPassword } from './account-claims';
import type { Auth } from './auth';

/**
 * Following the mailed verification link (POST /api/auth/verify-email with the link's token and a
 * password). Anyone may have signed up with this address and chosen the sign-up password, so
 * the one who proves the mailbox sets the password here, in the same transaction that verifies
 * the address, ends every session opened before it (the sign-up's included), drops two-factor
 * and outstanding reset links set up before it. The caller then signs the owner in afresh.
 */
export interface VerifiedAccount {
  userId: string;
  email: string;
}

interface VerificationClaims {
  email: string;
  userId?: string;
  updateTo?: string;
}

function readClaims(payload: unknown): VerificationClaims | null {
  if (!payload || typeof payload !== 'object') return null;
  const { email, userId, updateTo } = payload as Record<string, unknown>;
  if (typeof email !== 'string') return null;
  if (userId !== undefined && typeof userId !== 'string') return null;
  // Tokens for changing an address are better-auth's other flow, which the product does not offer.
  if (updateTo !== undefined) return null;
  return { email, userId: userId as string | undefined };
}

export async function verifyEmailWithPassword(
  auth: Auth,
  db: Db,
  secret: string,
  input: { token: string; password: string },
): Promise<VerifiedAccount> {
  // verifyJWT checks the signature and the expiry; an expired or forged link reads as null.
  const claims = readClaims(await verifyJWT(input.token, secret));
  if (!claims) throw new AppError('auth.invalidLink');
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, claims.email.toLowerCase()))
    .limit(1);
  if (!row || (claims.userId && claims.userId !== row.id)) throw new AppError('auth.invalidLink');
  // A link followed again must not set the password of a verified account: that is a reset's job.
  if (row.emailVerified) throw new AppError('auth.alreadyVerifiedSignIn');

  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  const claimed = await db.transaction(async (tx) => {
    if (!(await markMailboxProven(tx, row.id))) return false;
    await setCredentialPassword(tx, row.id, hash);
    await endAllSessions(tx, row.id);
    await endResetLinks(tx, row.id);
    return true;
  });
  if (!claimed) throw new AppError('auth.alreadyVerifiedSignIn');
  return { userId: row.id, email: row.email };
}
