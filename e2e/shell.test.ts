import { describe, expect, it } from 'vitest';
import { newPage, waitForApp } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

describe('app shell', () => {
  it('shows the start-up screen, then the app (here the 404 page of a path no screen has)', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser());
    // Hold /readyz back a moment so the start-up screen is observable, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/readyz', async (route) => {
      await held;
      await route.continue();
    });
    // A path that stays unknown: its 404 page is rendered inside the sidebar layout.
    await page.goto(`${ctx.server().baseUrl}/no-such-page`);
    await page.getByText('Initializing application...').waitFor();
    release();
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Recipe Forge');
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('answers an unknown route with status 404 and the 404 page', async () => {
    const { page, close } = await newPage(ctx.browser());
    const response = await page.goto(`${ctx.server().baseUrl}/definitely/not/here`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('/definitely/not/here').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL(`${ctx.server().baseUrl}/`);
    // Home is the landing page, in the public site's layout.
    await page
      .getByRole('heading', { level: 1, name: 'Turn rough ideas into reusable AI prompt recipes' })
      .waitFor();
    await close();
  });

  it('renders the built /error-test screen under the CSP without errors', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser());
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto(`${ctx.server().baseUrl}/error-test`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Error boundary test' }).waitFor();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
