import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { profiles, user, verification } from '../db/schema';
import { signUp as signUpAccount } from '../test/accounts';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { secretFromUri, totp } from '../test/totp';

const ORIGIN = 'http://localhost:3999';
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Recipe Forge <hello@recipe.test>',
      ADMIN_EMAILS: 'boss@example.com',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const session = (ip?: string) => t.session(ip);
const pathOf = (url: URL) => url.pathname + url.search;

/** A new account, signed in and not yet verified: verification is what these tests are about. */
const signUp = async (email: string, password = 'secret-pass') =>
  (await signUpAccount(t, email, { password, verified: false })).session;

describe('sign-up and e-mail verification', () => {
  it('creates the account, signs in, names the user after the e-mail, and mails a verification link', async () => {
    const s = await signUp('grace.hopper@example.com');
    const me = await s.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'grace.hopper@example.com',
      displayName: 'grace.hopper',
      emailVerified: false,
      isAdmin: false,
      hasPassword: true,
      twoFactorEnabled: false,
    });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'grace.hopper@example.com'));
    expect(profile).toMatchObject({ displayName: 'grace.hopper', generationCount: 0 });
    expect(profile!.subscription).toMatchObject({ plan: 'free', status: 'active' });
    expect(profile!.lastLoginAt).not.toBeNull();

    const mail = await smtp.next('grace.hopper@example.com');
    expect(mail.subject).toBe('Verify your e-mail for Recipe Forge');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('Content-Type: text/plain');
    // The link opens the page where the mailbox's owner sets the password (account-claims).
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/verify-email');
    const verified = await s.post('/api/auth/verify-email', {
      token: link.searchParams.get('token'),
      password: 'secret-pass',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await s.get('/api/me')).json().user.emailVerified).toBe(true);
  });

  it('refuses a second account with the same e-mail', async () => {
    await signUp('twice@example.com');
    const res = await session().post('/api/auth/sign-up/email', {
      email: 'TWICE@example.com',
      password: 'another-pass',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.emailInUse });
  });

  it('rejects bad input with clear messages and creates nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: '', password: 'secret-pass' }, AUTH_MESSAGES.invalidEmail],
      [{ email: 'not-an-email', password: 'secret-pass' }, AUTH_MESSAGES.invalidEmail],
      [{ email: `${'a'.repeat(250)}@example.com`, password: 'secret-pass' }, AUTH_MESSAGES.invalidEmail],
      [{ email: 'short@example.com', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
      [{ email: 'long@example.com', password: 'x'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
      [{ email: 'nopass@example.com' }, AUTH_MESSAGES.passwordTooShort],
    ];
    for (const [body, message] of cases) {
      const res = await session().post('/api/auth/sign-up/email', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(message),
      });
    }
    const users = await t.database.db.select().from(user).where(eq(user.email, 'short@example.com'));
    expect(users).toHaveLength(0);
  });

  it('sends a new verification mail on request and rejects a forged token', async () => {
    const s = await signUp('resend@example.com');
    await smtp.next('resend@example.com');
    const again = await s.post('/api/auth/send-verification-email', {
      email: 'resend@example.com',
      callbackURL: '/verify-email',
    });
    expect(again.statusCode).toBe(200);
    const mail = await smtp.next('resend@example.com');
    const link = linkIn(mail, '/verify-email');
    expect(link.searchParams.get('token')).toBeTruthy();

    const forged = await s.post('/api/auth/verify-email', {
      token: 'forged.token.value',
      password: 'secret-pass',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });
    expect((await s.get('/api/me')).json().user.emailVerified).toBe(false);
  });

  it('does not follow an off-site callback', async () => {
    const res = await session().post('/api/auth/sign-up/email', {
      email: 'evil@example.com',
      password: 'secret-pass',
      callbackURL: 'https://evil.example/steal',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in, lockout and sign-out', () => {
  it('signs in, updates lastLoginAt, and signs out', async () => {
    await signUp('ada@example.com', 'right-password');
    const [before] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'ada@example.com'));
    await new Promise((r) => setTimeout(r, 10));
    const s = session();
    const res = await s.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'right-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
    const [after] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'ada@example.com'));
    expect(after!.lastLoginAt!.getTime()).toBeGreaterThan(before!.lastLoginAt!.getTime());

    const signedIn = await s.get('/api/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.json().user).toMatchObject({ email: 'ada@example.com' });
    expect(signedIn.json().user).toEqual((await s.get('/api/me')).json().user);

    expect((await s.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await s.get('/api/me')).statusCode).toBe(401);
    // The browser's question on every page load: a visitor is an answer, not an error.
    const signedOut = await s.get('/api/session');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const unknown = await session('10.0.0.1').post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'whatever',
    });
    const wrong = await session('10.0.0.2').post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'wrong',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.wrongCredentials });
  });

  it('warns when 2 or fewer attempts remain, locks after 5 failures even with the right password', async () => {
    await signUp('locked@example.com', 'right-password');
    const s = session('10.0.1.1');
    const attempt = (password: string) =>
      s.post('/api/auth/sign-in/email', { email: 'locked@example.com', password });
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await attempt('nope')).json().message);
    expect(messages[0]).toBe(AUTH_MESSAGES.wrongCredentials);
    expect(messages[1]).toBe(AUTH_MESSAGES.wrongCredentials);
    expect(messages[2]).toBe(
      `${AUTH_MESSAGES.wrongCredentials} 2 attempt(s) remaining before temporary lockout.`,
    );
    expect(messages[3]).toBe(
      `${AUTH_MESSAGES.wrongCredentials} 1 attempt(s) remaining before temporary lockout.`,
    );
    expect(messages[4]).toBe('Too many authentication attempts. Please try again in 5 minute(s).');
    const right = await attempt('right-password');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many authentication attempts. Please try again in 5 minute(s).',
    });
    expect(right.headers['retry-after']).toBeDefined();
    // The account is locked from anywhere, not just from this address.
    const elsewhere = await session('10.0.1.2').post('/api/auth/sign-in/email', {
      email: 'locked@example.com',
      password: 'right-password',
    });
    expect(elsewhere.statusCode).toBe(429);
  });

  it('locks an address that tries many accounts', async () => {
    const s = session('10.0.2.1');
    for (let i = 0; i < 5; i++)
      await s.post('/api/auth/sign-in/email', { email: `probe${i}@example.com`, password: 'x' });
    const res = await s.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'right-password',
    });
    expect(res.statusCode).toBe(429);
  });

  it("resets the account's count after a successful sign-in", async () => {
    await signUp('reset-count@example.com', 'right-password');
    const s = session('10.0.3.1');
    for (let i = 0; i < 4; i++)
      await s.post('/api/auth/sign-in/email', { email: 'reset-count@example.com', password: 'bad' });
    expect(
      (
        await s.post('/api/auth/sign-in/email', {
          email: 'reset-count@example.com',
          password: 'right-password',
        })
      ).statusCode,
    ).toBe(200);
    const next = await session('10.0.3.2').post('/api/auth/sign-in/email', {
      email: 'reset-count@example.com',
      password: 'bad',
    });
    expect(next.json().message).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it("keeps the address's count when a sign-in from it succeeds", async () => {
    // One address guessing 4 times at each of several accounts, signing in to its own between.
    await signUp('own-account@example.com', 'right-password');
    const s = session('10.0.3.9');
    for (let i = 0; i < 4; i++)
      await s.post('/api/auth/sign-in/email', { email: 'target-a@example.com', password: `guess${i}` });
    const own = await s.post('/api/auth/sign-in/email', {
      email: 'own-account@example.com',
      password: 'right-password',
    });
    expect(own.statusCode).toBe(200);
    const fifth = await s.post('/api/auth/sign-in/email', {
      email: 'target-b@example.com',
      password: 'guess',
    });
    expect(fifth.json().message).toBe('Too many authentication attempts. Please try again in 5 minute(s).');
    const sixth = await s.post('/api/auth/sign-in/email', {
      email: 'target-c@example.com',
      password: 'guess',
    });
    expect(sixth.statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const known = await session().post('/api/auth/request-password-reset', {
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
    const unknown = await session().post('/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await smtp.next('ada@example.com');
    await expect(smtp.next('ghost@example.com', 300)).rejects.toThrow();
  });

  it('resets through the mailed link once, signs out old sessions, and the new password works', async () => {
    const old = await signUp('forgetful@example.com', 'old-password');
    await smtp.next('forgetful@example.com'); // verification
    await session().post('/api/auth/request-password-reset', {
      email: 'forgetful@example.com',
      redirectTo: '/reset-password',
    });
    const mail = await smtp.next('forgetful@example.com');
    expect(mail.subject).toBe('Reset your Recipe Forge password');
    const link = linkIn(mail, '/api/auth/reset-password/');
    const landing = await session().get(pathOf(link));
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const tooShort = await session().post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const done = await session().post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(done.statusCode).toBe(200);
    const reuse = await session().post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });

    expect((await old.get('/api/me')).statusCode).toBe(401);
    const signIn = (password: string) =>
      session('10.0.4.1').post('/api/auth/sign-in/email', { email: 'forgetful@example.com', password });
    expect((await signIn('old-password')).statusCode).toBe(401);
    expect((await signIn('new-password')).statusCode).toBe(200);
  });

  it('rejects an expired reset token and keeps the old password', async () => {
    await signUp('slow@example.com', 'old-password');
    await smtp.next('slow@example.com');
    await session().post('/api/auth/request-password-reset', {
      email: 'slow@example.com',
      redirectTo: '/reset-password',
    });
    const link = linkIn(await smtp.next('slow@example.com'), '/api/auth/reset-password/');
    const token = link.pathname.split('/').pop()!;
    // The link's hour has passed.
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const res = await session().post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });
    const signIn = await session('10.0.4.9').post('/api/auth/sign-in/email', {
      email: 'slow@example.com',
      password: 'old-password',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('rejects a forged reset token', async () => {
    const res = await session().post('/api/auth/reset-password', {
      token: 'forged',
      newPassword: 'new-password',
    });
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });
  });
});

describe('security settings', () => {
  it('changes the password only with the right current password', async () => {
    const s = await signUp('changer@example.com', 'first-password');
    const wrong = await s.post('/api/auth/change-password', {
      currentPassword: 'nope',
      newPassword: 'second-password',
    });
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.currentPasswordIncorrect });
    const short = await s.post('/api/auth/change-password', {
      currentPassword: 'first-password',
      newPassword: '123',
    });
    expect(short.json().message).toContain(AUTH_MESSAGES.newPasswordTooShort);
    const ok = await s.post('/api/auth/change-password', {
      currentPassword: 'first-password',
      newPassword: 'second-password',
    });
    expect(ok.statusCode).toBe(200);
    const signIn = await session('10.0.5.1').post('/api/auth/sign-in/email', {
      email: 'changer@example.com',
      password: 'second-password',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('signs out everywhere: a replayed session no longer works', async () => {
    const a = await signUp('everywhere@example.com', 'secret-pass');
    const b = session('10.0.6.1');
    await b.post('/api/auth/sign-in/email', { email: 'everywhere@example.com', password: 'secret-pass' });
    const replay = b.copy();
    expect((await b.get('/api/me')).statusCode).toBe(200);
    expect((await a.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect((await replay.get('/api/me')).statusCode).toBe(401);
    expect((await a.get('/api/me')).statusCode).toBe(401);
  });

  it('deletes the account after re-authentication, with its profile', async () => {
    const s = await signUp('leaving@example.com', 'secret-pass');
    const id = (await s.get('/api/me')).json().user.id as string;
    const wrong = await s.post('/api/auth/delete-user', { password: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Incorrect password.');
    const ok = await s.post('/api/auth/delete-user', { password: 'secret-pass' });
    expect(ok.statusCode).toBe(200);
    expect(await t.database.db.select().from(user).where(eq(user.id, id))).toHaveLength(0);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
    const signIn = await session('10.0.7.1').post('/api/auth/sign-in/email', {
      email: 'leaving@example.com',
      password: 'secret-pass',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('enables two-factor with a confirmed code, then asks for a code at sign-in, and disables with the password', async () => {
    const s = await signUp('careful@example.com', 'secret-pass');
    const wrongPassword = await s.post('/api/auth/two-factor/enable', { password: 'nope' });
    expect(wrongPassword.statusCode).toBe(400);
    const enabled = await s.post('/api/auth/two-factor/enable', { password: 'secret-pass' });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = secretFromUri(totpURI);

    const badCode = await s.post('/api/auth/two-factor/verify-totp', {
      code: '000000' === totp(secret) ? '111111' : '000000',
    });
    expect(badCode.json().message).toBe(AUTH_MESSAGES.invalidTwoFactorCode);
    expect((await s.post('/api/auth/two-factor/verify-totp', { code: 'abc' })).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await s.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).statusCode).toBe(200);
    expect((await s.get('/api/me')).json().user.twoFactorEnabled).toBe(true);

    const fresh = session('10.0.8.1');
    const first = await fresh.post('/api/auth/sign-in/email', {
      email: 'careful@example.com',
      password: 'secret-pass',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await fresh.get('/api/me')).statusCode).toBe(401);
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).statusCode).toBe(
      200,
    );
    expect((await fresh.get('/api/me')).statusCode).toBe(200);

    const backup = session('10.0.8.2');
    await backup.post('/api/auth/sign-in/email', { email: 'careful@example.com', password: 'secret-pass' });
    expect(
      (await backup.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(200);
    expect((await backup.get('/api/me')).statusCode).toBe(200);

    expect((await fresh.post('/api/auth/two-factor/disable', { password: 'secret-pass' })).statusCode).toBe(
      200,
    );
    expect((await fresh.get('/api/me')).json().user.twoFactorEnabled).toBe(false);
  });
});

describe('guards and request hygiene', () => {
  it('answers 401 without a session', async () => {
    const res = await session().get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.signInRequired });
  });

  it('knows administrators by ADMIN_EMAILS', async () => {
    const s = await signUp('boss@example.com');
    expect((await s.get('/api/me')).json().user.isAdmin).toBe(true);
  });

  it('refuses cross-site state changes that carry cookies', async () => {
    const s = await signUp('csrf@example.com');
    const res = await s.post(
      '/api/auth/sign-out',
      {},
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect((await s.get('/api/me')).statusCode).toBe(200);
  });

  it('exposes only the endpoints the product uses', async () => {
    expect((await session().post('/api/auth/update-user', { name: 'x' })).statusCode).toBe(404);
    expect((await session().get('/api/auth/list-sessions')).statusCode).toBe(404);
    expect((await session().post('/api/auth/sign-in/social', { provider: 'google' })).statusCode).toBe(404);
  });

  it('caps over-long and malformed fields', async () => {
    const res = await session().post('/api/auth/sign-in/email', {
      email: 'a@example.com',
      password: 'x'.repeat(10_000),
    });
    expect(res.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });
});
