import { describe, expect, it } from 'vitest';
import { newPage, PHONE, waitForApp } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

describe('sidebar', () => {
  it('is closed at 390 px, opens as a drawer and closes on a backdrop click and on Escape', async () => {
    const { page, close } = await newPage(ctx.browser(), { viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    const toggle = page.getByTestId('sidebar-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width * 0.85 + 1);
    expect(await page.getByRole('radiogroup', { name: 'Theme' }).isVisible()).toBe(true);

    // Click the dimmed backdrop to the right of the drawer.
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await drawer.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await close();
  });

  it('is open beside the content on a desktop and collapses from the top bar', async () => {
    const { page, close } = await newPage(ctx.browser());
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect((await sidebar.boundingBox())?.width).toBe(280);
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await page.waitForFunction(() => {
      const el = document.getElementById('app-sidebar');
      return el ? el.getBoundingClientRect().right <= 0 : false;
    });
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')?.getBoundingClientRect().width === 260,
    );
    await close();
  });
});
