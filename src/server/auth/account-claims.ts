import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, session, twoFactor, user, verification } from '../db/schema';

/**
 * What proving control of an account's mailbox, or changing its password, must undo. Until an
 * address is verified anyone may have signed up with it (account pre-hijacking), so whatever was
 * set up before the owner proved the mailbox (sessions, two-factor, the sign-up password) is not
 * the owner's.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const RESET_PREFIX = 'reset-password:';

/** Every reset link the user still holds stops working (better-auth only consumes the one used). */
export async function endResetLinks(db: Db | Tx, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)));
}

/**
 * Marks an unverified account verified and drops the two-factor set-up made before that. Returns
 * false, changing nothing, when the account was already verified (so a replayed link or a second
 * process cannot run it twice).
 */
export async function markMailboxProven(tx: Db | Tx, userId: string): Promise<boolean> {
  const changed = await tx
    .update(user)
    .set({ emailVerified: true, twoFactorEnabled: false, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  if (changed.length === 0) return false;
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  return true;
}

/** Ends every session of the user (the caller signs the owner in afresh). */
export async function endAllSessions(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
}

/** Sets the e-mail-and-password credential's hash, creating the credential if there is none. */
export async function setCredentialPassword(tx: Db | Tx, userId: string, hash: string): Promise<void> {
  const now = new Date();
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length > 0) return;
  await tx.insert(account).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: hash,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The sign-up password of an unverified account stops working: used when another proof of the
 * mailbox (a Google sign-in with the same, provider-verified address) claims the account.
 */
export async function clearCredentialPassword(tx: Db | Tx, userId: string): Promise<void> {
  await tx
    .update(account)
    .set({ password: null, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
}
