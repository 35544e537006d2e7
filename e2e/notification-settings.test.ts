import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { newPage, PHONE } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();
const SAVE_FAILED = 'Failed to update notification preferences. Please try again.';

const checked = (page: Page, name: string) =>
  page.getByRole('switch', { name, exact: true }).getAttribute('aria-checked');

/** Dev-outbox mails to `email` whose text contains `words`. */
function mailsTo(dataDir: string, email: string, words: string): number {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
  } catch {
    return 0;
  }
  return files.filter((file) => {
    const raw = readFileSync(join(dataDir, 'mail', file), 'utf8');
    return (
      raw.includes(email) &&
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .includes(words)
    );
  }).length;
}

describe('notification settings (platform.md §2 Settings, §4, §8)', () => {
  it('saves a toggle on the server, and puts one back with §8’s message when the server fails', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser(), { viewport: PHONE });
    const server = ctx.server();
    const email = 'notifications-e2e@example.com';
    await signUpVerified(page, server, email);
    await page.goto(`${server.baseUrl}/settings?tab=notifications`);

    const push = page.getByRole('switch', { name: 'Push notifications', exact: true });
    await push.waitFor();
    expect(await checked(page, 'Push notifications')).toBe('false');
    expect(await checked(page, 'Email notifications')).toBe('true');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('22:00');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('08:00');
    // The phone layout fits: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PATCH',
    );
    await page.getByRole('switch', { name: 'Marketplace updates', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await push.waitFor();
    expect(await checked(page, 'Marketplace updates')).toBe('true');

    // Push is real Web Push: the browser subscribes with a push service first. This Chromium has
    // no way to one (no network), so the switch stays off and says why instead of pretending.
    await page.context().grantPermissions(['notifications'], { origin: server.baseUrl });
    await push.click();
    await page
      .getByText(/Couldn’t turn on push notifications|aren’t available on this page|can’t receive push/)
      .waitFor();
    expect(await checked(page, 'Push notifications')).toBe('false');

    // The server fails every save from here on.
    await page.route('**/api/notification-preferences', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }),
          })
        : route.fallback(),
    );
    await page.getByRole('switch', { name: 'Community updates', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: SAVE_FAILED }).waitFor();
    expect(await checked(page, 'Community updates')).toBe('false');
    expect(await checked(page, 'Marketplace updates')).toBe('true');

    await page.unroute('**/api/notification-preferences');
    await page.reload();
    await push.waitFor();
    expect(await checked(page, 'Community updates')).toBe('false');

    // 'Send Test' mails for real (the dev outbox here).
    await page.getByRole('button', { name: 'Send Test' }).click();
    await page.getByText('Test notification sent').waitFor();
    expect(mailsTo(server.dataDir, email, 'settings?tab=notifications')).toBe(1);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
