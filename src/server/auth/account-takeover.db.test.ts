import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { renderErrorText } from '@shared/errors/error-table';
import { user } from '../db/schema';
import { signUp as signUpAccount } from '../test/accounts';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { secretFromUri } from '../test/totp';
import { VERIFICATION_MAILS_PER_ADDRESS, VERIFICATION_MAILS_PER_RECIPIENT } from './verification-mail-limit';

/**
 * The security review's account findings: pre-hijacking through an unverified sign-up, reset
 * links that outlive a reset or a password change, and verification mail on demand.
 */
const ORIGIN = 'http://localhost:3993';
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: { PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url, MAIL_FROM: 'Recipe Forge <hello@recipe.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let nextIp = 1;
/** A browser of its own, from an address of its own (the sign-in limiter counts per address). */
const browser = () => t.session(`10.9.0.${nextIp++}`);
const signIn = (email: string, password: string) =>
  browser().post('/api/auth/sign-in/email', { email, password });

/** A new, unverified account signed in on a browser of its own. */
const signUp = async (email: string, password: string) =>
  (await signUpAccount(t, email, { password, ip: `10.9.0.${nextIp++}`, verified: false })).session;

/** The token of the newest verification mail to `email`. */
async function verificationToken(email: string): Promise<string> {
  return linkIn(await smtp.next(email), '/verify-email').searchParams.get('token')!;
}

/** The token of a freshly requested reset link. */
async function resetToken(email: string): Promise<string> {
  await browser().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  return linkIn(await smtp.next(email), '/api/auth/reset-password/')
    .pathname.split('/')
    .pop()!;
}

describe('account pre-hijacking', () => {
  it("verification ends the sign-up's sessions, and the mailbox owner's password replaces the sign-up's", async () => {
    const attacker = await signUp('victim@example.com', 'attacker-pass');
    // The attacker also sets up two-factor on the account before its owner ever sees it.
    const enabled = await attacker.post('/api/auth/two-factor/enable', { password: 'attacker-pass' });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(secretFromUri(enabled.json().totpURI)).toBeTruthy();
    const token = await verificationToken('victim@example.com');

    const victim = browser();
    const verified = await victim.post('/api/auth/verify-email', { token, password: 'victim-pass' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ status: true, signedIn: true });

    // The victim is signed in to a verified account without the attacker's two-factor.
    expect((await victim.get('/api/me')).json().user).toMatchObject({
      email: 'victim@example.com',
      emailVerified: true,
      twoFactorEnabled: false,
    });
    // The attacker's session and password are gone.
    expect((await attacker.get('/api/me')).statusCode).toBe(401);
    expect((await signIn('victim@example.com', 'attacker-pass')).statusCode).toBe(401);
    const again = await signIn('victim@example.com', 'victim-pass');
    expect(again.statusCode).toBe(200);
    expect(again.json().twoFactorRedirect).toBeFalsy();
  });

  it('does not let the link set the password again once the address is verified', async () => {
    await signUp('twice-verified@example.com', 'first-pass');
    const token = await verificationToken('twice-verified@example.com');
    expect(
      (await browser().post('/api/auth/verify-email', { token, password: 'owner-pass' })).statusCode,
    ).toBe(200);
    const replay = await browser().post('/api/auth/verify-email', { token, password: 'other-pass' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'CONFLICT', message: AUTH_MESSAGES.alreadyVerifiedSignIn });
    expect((await signIn('twice-verified@example.com', 'owner-pass')).statusCode).toBe(200);
    expect((await signIn('twice-verified@example.com', 'other-pass')).statusCode).toBe(401);
  });

  it('refuses a forged or expired-looking token and a too-short password, changing nothing', async () => {
    const s = await signUp('careful@example.com', 'sign-up-pass');
    const token = await verificationToken('careful@example.com');
    const forged = await s.post('/api/auth/verify-email', { token: `${token}x`, password: 'owner-pass' });
    expect(forged.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });
    const short = await s.post('/api/auth/verify-email', { token, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await s.get('/api/me')).json().user.emailVerified).toBe(false);
  });

  it('sends links mailed for the old endpoint to the verification page', async () => {
    const res = await browser().get('/api/auth/verify-email?token=abc.def&callbackURL=%2Fverify-email');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email?token=abc.def');
  });

  it('a reset of an address never verified also proves the mailbox and drops the two-factor set before', async () => {
    const attacker = await signUp('reset-owner@example.com', 'attacker-pass');
    expect(
      (await attacker.post('/api/auth/two-factor/enable', { password: 'attacker-pass' })).statusCode,
    ).toBe(200);
    await smtp.next('reset-owner@example.com'); // the verification mail, not used
    const token = await resetToken('reset-owner@example.com');
    expect(
      (await browser().post('/api/auth/reset-password', { token, newPassword: 'owner-pass' })).statusCode,
    ).toBe(200);
    expect((await attacker.get('/api/me')).statusCode).toBe(401);
    const owner = await signIn('reset-owner@example.com', 'owner-pass');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().twoFactorRedirect).toBeFalsy();
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'reset-owner@example.com'));
    expect(row).toMatchObject({ emailVerified: true, twoFactorEnabled: false });
  });
});

describe('reset links', () => {
  it('a reset ends every other reset link of the account', async () => {
    await signUp('two-links@example.com', 'old-pass');
    await smtp.next('two-links@example.com');
    const older = await resetToken('two-links@example.com');
    const newer = await resetToken('two-links@example.com');
    expect(
      (await browser().post('/api/auth/reset-password', { token: newer, newPassword: 'new-pass' }))
        .statusCode,
    ).toBe(200);
    const stale = await browser().post('/api/auth/reset-password', {
      token: older,
      newPassword: 'evil-pass',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });
    expect((await signIn('two-links@example.com', 'new-pass')).statusCode).toBe(200);
  });

  it('a password change ends the reset links issued before it', async () => {
    const s = await signUp('changes@example.com', 'old-pass');
    await smtp.next('changes@example.com');
    const before = await resetToken('changes@example.com');
    const changed = await s.post('/api/auth/change-password', {
      currentPassword: 'old-pass',
      newPassword: 'new-pass',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await browser().post('/api/auth/reset-password', {
      token: before,
      newPassword: 'evil-pass',
    });
    expect(stale.json()).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidLink });
    expect((await signIn('changes@example.com', 'new-pass')).statusCode).toBe(200);
  });
});

describe('verification mail on request', () => {
  it('is limited per recipient, from any address', async () => {
    await signUp('flooded@example.com', 'secret-pass');
    await smtp.next('flooded@example.com');
    for (let i = 0; i < VERIFICATION_MAILS_PER_RECIPIENT; i++) {
      const res = await browser().post('/api/auth/send-verification-email', { email: 'flooded@example.com' });
      expect(res.statusCode, res.body).toBe(200);
      await smtp.next('flooded@example.com');
    }
    const refused = await browser().post('/api/auth/send-verification-email', {
      email: 'FLOODED@example.com',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      key: 'auth.verificationMailLimit',
      params: { minutes: 15 },
      message: renderErrorText('auth.verificationMailLimit', { minutes: 15 }),
    });
    expect(refused.headers['retry-after']).toBeDefined();
    await expect(smtp.next('flooded@example.com', 300)).rejects.toThrow();
  });

  it('is limited per client address, whatever the recipients', async () => {
    const s = browser();
    for (let i = 0; i < VERIFICATION_MAILS_PER_ADDRESS; i++) {
      const res = await s.post('/api/auth/send-verification-email', { email: `spray${i}@example.com` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await s.post('/api/auth/send-verification-email', { email: 'spray-last@example.com' });
    expect(refused.statusCode).toBe(429);
    // Another address still may.
    expect(
      (await browser().post('/api/auth/send-verification-email', { email: 'spray-last@example.com' }))
        .statusCode,
    ).toBe(200);
  });
});
