import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../src/server/test/smtp-capture';
import { totp } from '../src/server/test/totp';
import { completeVerification } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { startOidcServer, type OidcServer } from './support/oidc-server';
import { freePort, type RunningServer, startServer } from './support/server';

/**
 * Accounts as a person uses them, against the built app: mail over a real SMTP exchange, Google
 * through a local OpenID Connect provider, two-factor with a real TOTP code.
 */
let smtp: SmtpCapture;
let oidc: OidcServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const port = await freePort();
  oidc = await startOidcServer(`http://127.0.0.1:${port}`);
  server = await startServer(
    {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    },
    { port },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.stop();
  await smtp?.close();
});

const at = (path: string) => `${server.baseUrl}${path}`;

async function me(
  page: Page,
): Promise<{ email: string; emailVerified: boolean; twoFactorEnabled: boolean } | null> {
  return page.evaluate(async () => {
    const res = await fetch('/api/me');
    return res.ok
      ? ((await res.json()) as { user: { email: string; emailVerified: boolean; twoFactorEnabled: boolean } })
          .user
      : null;
  });
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto(at('/sign-in'));
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(at('/'));
  expect(await me(page)).toBeNull();
}

async function signUpAndVerify(page: Page, email: string, password: string) {
  await signUpThroughForm(page, email, password);
  await completeVerification(page, linkIn(await smtp.next(email), '/verify-email').toString(), password);
}

async function signUpThroughForm(page: Page, email: string, password: string) {
  await page.goto(at('/sign-up'));
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-up'));
}

describe('e-mail and password', () => {
  it('signs up, verifies from the mail, signs out and in, resets a forgotten password', async () => {
    const { page, close } = await newPage(browser);
    const email = 'journey@example.com';
    await signUpThroughForm(page, email, 'first-password');
    expect(await me(page)).toMatchObject({ email, emailVerified: false });

    const verification = await smtp.next(email);
    await completeVerification(page, linkIn(verification, '/verify-email').toString(), 'first-password');
    expect(await me(page)).toMatchObject({ emailVerified: true });

    await page.goto(at('/settings?tab=security'));
    await signOutThroughMenu(page);

    await fillSignIn(page, email, 'first-password');
    await page.waitForURL(at('/chat'));
    expect(await me(page)).toMatchObject({ email });
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );

    await page.goto(at('/forgot-password'));
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);

    const reset = await smtp.next(email);
    await page.goto(linkIn(reset, '/api/auth/reset-password/').toString());
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm New Password').fill('second-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset' }).waitFor();

    await fillSignIn(page, email, 'first-password');
    await page.getByText('Incorrect email or password.').waitFor();
    await fillSignIn(page, email, 'second-password');
    await page.waitForURL(at('/chat'));
    await close();
  });
});

describe('Google', () => {
  it('signs in through the provider in a popup', async () => {
    const { page, close } = await newPage(browser);
    await page.goto(at('/sign-in'));
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    const visited: string[] = [];
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) visited.push(frame.url());
    });
    await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await popup.getByLabel('Account').fill('grace');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await popup.waitForEvent('close', { timeout: 15_000 }).catch(async (error) => {
      const opener = await popup.evaluate(() => Boolean(window.opener)).catch(() => 'n/a');
      throw new Error(
        `popup stayed open at ${popup.url()} (opener: ${opener}) after ${visited.join(' -> ')}`,
        { cause: error },
      );
    });
    await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 15_000 });
    expect(await me(page)).toMatchObject({ email: 'grace@example.com', emailVerified: true });
    await close();
  });
});

describe('security settings', () => {
  it('turns on two-factor with a real code, then asks for a code at sign-in', async () => {
    const { page, close } = await newPage(browser);
    const email = 'twofactor@example.com';
    await signUpAndVerify(page, email, 'secret-pass');
    await page.goto(at('/settings?tab=security'));
    await page.getByRole('switch', { name: 'Two-factor authentication' }).click();
    await page.getByLabel('Password', { exact: true }).last().fill('secret-pass');
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret.length).toBeGreaterThan(10);
    await page.getByLabel('Authentication code').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();
    expect(await me(page)).toMatchObject({ twoFactorEnabled: true });

    await page.evaluate(() =>
      fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await fillSignIn(page, email, 'secret-pass');
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    expect(await me(page)).toBeNull();
    await page.getByLabel('Authentication code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(at('/chat'));
    expect(await me(page)).toMatchObject({ email });
    await close();
  });

  it('deletes the account: the old credentials no longer work', async () => {
    const { page, close } = await newPage(browser);
    const email = 'leaving-e2e@example.com';
    await signUpAndVerify(page, email, 'secret-pass');
    await page.goto(at('/settings?tab=security'));
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await page.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByLabel('Password', { exact: true }).last().fill('secret-pass');
    await confirm.click();
    await page.waitForURL(at('/'));
    expect(await me(page)).toBeNull();
    await fillSignIn(page, email, 'secret-pass');
    await page.getByText('Incorrect email or password.').waitFor();
    await close();
  });
});

// Last: the lockout also locks this machine's address for 5 minutes (per-IP limit).
describe('sign-in limit', () => {
  it('locks the account after wrong passwords, even for the right one', async () => {
    const { page, close } = await newPage(browser);
    await signUpThroughForm(page, 'lockout@example.com', 'right-password');
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await page.goto(at('/sign-in'));
    // Earlier journeys may have left a failure or two on this machine's address, so the
    // warning and the lock can come an attempt early; never later than the fifth.
    const lockout = page.getByText('Too many authentication attempts. Please try again in 5 minute(s).');
    const warning = page.getByText(/[12] attempt\(s\) remaining before temporary lockout\./);
    let warned = false;
    let attempts = 0;
    while (!(await lockout.isVisible())) {
      attempts++;
      expect(attempts).toBeLessThanOrEqual(5);
      await page.getByLabel('Email Address').fill('lockout@example.com');
      await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempts}`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('alert').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
      await page.waitForTimeout(150);
      warned ||= await warning.isVisible();
    }
    expect(warned).toBe(true);
    // A sixth try with the right password: the browser's own counter stops it at once.
    await page.getByLabel('Password', { exact: true }).fill('right-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByText(/Too many (login|authentication) attempts/)
      .first()
      .waitFor();
    await close();

    // Another browser, without that counter: the server still refuses the right password.
    const fresh = await newPage(browser);
    await fillSignIn(fresh.page, 'lockout@example.com', 'right-password');
    await fresh.page
      .getByText('Too many authentication attempts. Please try again in 5 minute(s).')
      .waitFor();
    expect(await me(fresh.page)).toBeNull();
    await fresh.close();
  });
});
