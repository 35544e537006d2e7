import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/**
 * Accounts an admin disabled (issue 22 §4, the panel's users) may not sign in: every way in
 * (password, Google, the verification page's sign-in) opens a session, and this refuses to
 * create one. It runs after the password was checked, so a wrong password still reads as one and
 * the refusal tells nothing to someone who does not know it. better-auth answers the error's
 * code, which auth-errors.ts words as 'auth.accountDisabled'.
 */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';

export async function refuseDisabledAccount(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ disabledAt: profiles.disabledAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (row?.disabledAt)
    throw new APIError('FORBIDDEN', {
      code: ACCOUNT_DISABLED_CODE,
      message: 'This account has been disabled.',
    });
}
