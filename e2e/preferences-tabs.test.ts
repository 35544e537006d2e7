import { describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { newPage } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

describe('preferences in every open tab (issue 19)', () => {
  it('applies a theme, date format and currency changed in one tab to a second open tab at once', async () => {
    const server = ctx.server();
    const { page, pageErrors, close } = await newPage(ctx.browser());
    await signUpVerified(page, server, 'preferences-tabs@example.com');

    // A recipe, so the second tab shows a date written by the user's date format.
    const recipe = await page.evaluate(async () => {
      const res = await fetch('/api/recipes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Tab test',
          content: '# Recipe Title: Tab test\n\n## Goal\nSee dates.',
        }),
      });
      return (await res.json()) as { id: string; createdAt: string };
    });

    // The second tab: same browser context (same session), open on the recipe.
    const second = await page.context().newPage();
    await second.goto(`${server.baseUrl}/recipes/${recipe.id}`);
    const created = second.getByText(/^Created /);
    await created.waitFor();
    const year = new Date(recipe.createdAt).getUTCFullYear();
    // §3's default: MM/DD/YYYY.
    expect(await created.textContent()).toMatch(new RegExp(`\\d{2}/\\d{2}/${year}`));

    await page.goto(`${server.baseUrl}/settings?tab=preferences`);
    await page.getByRole('radiogroup', { name: 'Date format' }).waitFor();

    // Date format: the second tab's date is rewritten without a reload.
    await page
      .getByRole('radiogroup', { name: 'Date format' })
      .getByRole('radio', { name: /YYYY-MM-DD/ })
      .click();
    await expect
      .poll(() => created.textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`${year}-\\d{2}-\\d{2}`));

    // Theme: the second tab's page turns light.
    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .first()
      .getByRole('radio', { name: /Light/ })
      .click();
    await expect
      .poll(() => second.evaluate(() => document.documentElement.classList.contains('dark')), {
        timeout: 10_000,
      })
      .toBe(false);

    // Currency: a second tab on the same settings shows the new choice.
    await second.goto(`${server.baseUrl}/settings?tab=preferences`);
    const currency = second.getByLabel('Currency');
    await currency.waitFor();
    expect(await currency.inputValue()).toBe('USD');
    await page.getByLabel('Currency').selectOption('JPY');
    await expect.poll(() => currency.inputValue(), { timeout: 10_000 }).toBe('JPY');

    expect(pageErrors).toEqual([]);
    await close();
  });
});
