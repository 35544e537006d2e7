import { describe, expect, it } from 'vitest';
import { newPage, waitForApp } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

describe('error boundaries on /error-test', () => {
  it('titles the error by class and counts Try Again attempts down', async () => {
    const { page, close } = await newPage(ctx.browser());
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Throw: Popup security error' }).click();
    await page.getByRole('heading', { name: 'Authentication Security Notice' }).waitFor();
    expect(page.url()).toContain('throw=popupSecurity');
    const remaining = page.getByTestId('attempts-remaining');
    expect(await remaining.textContent()).toBe('3 attempts remaining');

    const tryAgain = page.getByRole('button', { name: 'Try Again' });
    await tryAgain.click();
    await page.getByText('2 attempts remaining').waitFor();
    await tryAgain.click();
    await page.getByText('1 attempt remaining').waitFor();
    await tryAgain.click();
    await page.getByText('No attempts remaining. Reload the page to start fresh.').waitFor();
    expect(await tryAgain.isDisabled()).toBe(true);
    // The layout is still there around the failing page.
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(true);
    await close();
  });

  it.each([
    ['Authentication error', 'Authentication Error'],
    ['Context error', 'Context Error'],
    ['React error', 'React Error'],
    ['Generic error', 'Something went wrong'],
  ])('"%s" shows "%s"; a one-off error recovers on Try Again', async (label, title) => {
    const { page, close } = await newPage(ctx.browser());
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    await page.getByRole('checkbox', { name: /Keep failing/ }).uncheck();
    await page.getByRole('button', { name: `Throw: ${label}` }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Error boundary test' }).waitFor();
    await close();
  });

  it('reloads once by itself for an initialisation-order error, then offers refresh options', async () => {
    const { page, close } = await newPage(ctx.browser());
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await waitForApp(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Throw: Initialisation-order error' }).click();
    await page.getByRole('button', { name: 'Clear local storage and refresh' }).waitFor();
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('rf-init-order-reloaded'))).toBe('1');
    await page.getByText(/Retrying automatically in \d seconds/).waitFor();
    // The automatic retry after 3 s spends an attempt.
    await page.getByText('2 attempts remaining').waitFor({ timeout: 6_000 });
    await close();
  });
});
