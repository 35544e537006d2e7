import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { HttpSession } from './http-session';
import type { TestApp } from './test-app';

/**
 * Test set-up for suites that are not about verification: a new account, signed in on `session`,
 * with its e-mail marked verified straight in the database (the mailed-link flow has its own
 * tests in auth/). Returns the user's id.
 */
export async function signUpVerified(
  t: Pick<TestApp, 'database'>,
  session: HttpSession,
  email: string,
  password = 'secret-pass',
): Promise<string> {
  await signUpOn(session, email, password);
  const [row] = await t.database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email.toLowerCase()))
    .returning({ id: user.id });
  return row!.id;
}

export interface SignedUpUser {
  id: string;
  /** The new user's browser: signed in, keeping its cookies. */
  session: HttpSession;
  /** The session's Cookie header as it is now, for clients other than HttpSession (SSE, fetch). */
  readonly cookie: string;
}

/**
 * A new account, signed in on a browser of its own (from `ip`, which the sign-in and anonymous
 * limits count by). Verified unless `verified: false`: most suites are not about verification.
 */
export async function signUp(
  t: Pick<TestApp, 'database' | 'session'>,
  email: string,
  options: { password?: string; ip?: string; verified?: boolean } = {},
): Promise<SignedUpUser> {
  const { password = 'secret-pass', ip, verified = true } = options;
  const session = t.session(ip);
  const id = verified
    ? await signUpVerified(t, session, email, password)
    : await signUpOn(session, email, password).then(() => idOf(t, email));
  return {
    id,
    session,
    get cookie() {
      return session.cookieHeader;
    },
  };
}

async function signUpOn(session: HttpSession, email: string, password: string): Promise<void> {
  const res = await session.post('/api/auth/sign-up/email', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
}

async function idOf(t: Pick<TestApp, 'database'>, email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row!.id;
}
