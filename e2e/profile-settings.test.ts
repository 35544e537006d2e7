import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { newPage, waitForApp } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

/** The sidebar's user block: its trigger is named 'Account menu: {name}'. */
const accountMenu = (page: import('playwright-core').Page) =>
  page.getByRole('button', { name: /^Account menu:/ });

describe('profile settings (platform.md §2 Settings "Profile", §8)', () => {
  it('uploads a photo: the sidebar avatar changes at once, in another open tab too, and a renamed text file is refused', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser());
    const server = ctx.server();
    await signUpVerified(page, server, 'profile-e2e@example.com');
    // A second tab of the same browser, showing the sidebar, to follow the change live.
    const other = await page.context().newPage();
    await other.goto(`${server.baseUrl}/recipes`);
    await waitForApp(other);
    await page.goto(`${server.baseUrl}/settings?tab=profile`);
    await waitForApp(page);

    const menu = accountMenu(page);
    await menu.waitFor();
    expect(await menu.locator('img').count()).toBe(0);
    await page.getByText('Email cannot be changed').waitFor();

    // A photo that is not square: it comes back cropped to one.
    const photo = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile/photo') && r.request().method() === 'PUT',
    );
    await page
      .getByLabel('Upload photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect((await uploaded).status()).toBe(200);
    await page.getByText('Profile saved successfully!').waitFor();

    const avatar = menu.locator('img');
    await avatar.waitFor();
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(/^\/api\/profile-photos\/[^/]+\/[a-z0-9]+\.webp$/);
    // The browser really shows it: loaded, square.
    await expect
      .poll(() =>
        avatar.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([true, 512, 512]);

    // The other tab follows through the user's event channel, without a reload.
    await expect
      .poll(() => accountMenu(other).locator('img').getAttribute('src'), { timeout: 10_000 })
      .toBe(src);

    // A text file named like a photo: refused with its own words, and the photo stays.
    await page.getByLabel('Change photo').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('only words, no picture'),
    });
    await page.getByText('This file is not an image. Choose a JPEG, PNG, GIF, WebP or AVIF photo.').waitFor();
    expect(await avatar.getAttribute('src')).toBe(src);

    // The name too: saved trimmed, shown in the sidebar at once.
    const name = page.getByRole('textbox', { name: 'Display name' });
    await name.fill('   Ada Lovelace  ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('Account menu: Ada Lovelace');
    await expect
      .poll(() => accountMenu(other).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Account menu: Ada Lovelace');

    expect(pageErrors).toEqual([]);
    await close();
  }, 90_000);
});
