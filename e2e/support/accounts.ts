import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

/** The verification link of the newest dev-outbox mail to `email` (quoted-printable decoded). */
export async function verificationLink(
  server: RunningServer,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(join(server.dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    } catch {
      // No mail yet.
    }
    for (const file of files.sort().reverse()) {
      const raw = readFileSync(join(server.dataDir, 'mail', file), 'utf8');
      if (!raw.includes(email)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = (text.match(/https?:\/\/[^\s"<>]+/g) ?? []).find((l) =>
        l.includes('/verify-email?token='),
      );
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * Opens a verification link and finishes it as the mailbox's owner does: the page asks for the
 * account's password (the sign-up's may have been someone else's), verifies and signs in.
 */
export async function completeVerification(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Confirm Your Email' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
}

/**
 * Signs a new account up through the API from the page (so its cookie lands in the browser) and
 * follows the verification link from the dev outbox: a signed-in, verified user.
 */
export async function signUpVerified(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.goto(`${server.baseUrl}/`);
  await signUpFromPage(page, email);
  await completeVerification(page, await verificationLink(server, email), 'secret-pass');
}

/** Signs an account up through the API from the open page (password 'secret-pass'), unverified. */
export async function signUpFromPage(page: Page, email: string): Promise<void> {
  const status = await page.evaluate(async (address) => {
    const res = await fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: 'secret-pass', name: address.split('@')[0] }),
    });
    return res.status;
  }, email);
  if (status !== 200) throw new Error(`sign-up answered ${status}`);
}
