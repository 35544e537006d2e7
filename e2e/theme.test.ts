import { describe, expect, it } from 'vitest';
import { newPage, waitForApp } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

const htmlClass = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.className);
const colorScheme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.style.colorScheme);

describe('theme', () => {
  it('follows the OS by default and remembers an explicit choice across reloads', async () => {
    const { page, close } = await newPage(ctx.browser(), { colorScheme: 'dark' });
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    expect(await htmlClass(page)).toBe('dark');

    await page.getByRole('radio', { name: 'Light' }).click();
    expect(await htmlClass(page)).toBe('light');
    expect(await colorScheme(page)).toBe('light');

    await page.getByRole('radio', { name: 'Void' }).click();
    expect(await htmlClass(page)).toBe('void');
    expect(await page.evaluate(() => localStorage.getItem('rf-theme'))).toBe('void');

    await page.reload();
    // theme-init.js applies the class before the app even starts.
    await page.waitForFunction(() => document.documentElement.classList.contains('void'));
    await waitForApp(page);
    expect(await htmlClass(page)).toBe('void');
    expect(await colorScheme(page)).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Void' }).getAttribute('aria-checked')).toBe('true');
    await close();
  });

  it('switches live with the OS preference while the mode is System', async () => {
    const { page, close } = await newPage(ctx.browser(), { colorScheme: 'light' });
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    expect(await htmlClass(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await close();
  });
});
