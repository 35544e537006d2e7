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
  const res = await session.post('/api/auth/sign-up/email', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const [row] = await t.database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email.toLowerCase()))
    .returning({ id: user.id });
  return row!.id;
}
