import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

describe('offline start-up', () => {
  it('shows the offline screen when /readyz is unreachable and continues in offline mode', async () => {
    const { page, close } = await newPage(ctx.browser());
    let readyzCalls = 0;
    await page.route('**/readyz', async (route) => {
      readyzCalls++;
      await route.abort('connectionrefused');
    });
    const started = Date.now();
    await page.goto(`${ctx.server().baseUrl}/`);
    await page.getByText('Initializing application...').waitFor();
    await page.getByRole('heading', { name: 'Services unavailable' }).waitFor({ timeout: 10_000 });
    // The start-up window is 5 s, polled about every second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(readyzCalls).toBeGreaterThanOrEqual(3);
    await page
      .getByText(
        'Recipe Forge services are currently unavailable. The app will continue in offline mode with limited functionality.',
      )
      .waitFor();
    expect(await page.getByTestId('startup-error').textContent()).toBe(
      'Network error: Could not connect to Recipe Forge services. Please check your connection.',
    );
    for (const text of ['Cached recipes', 'Documentation', 'Help', 'Authentication', 'AI features']) {
      expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }

    const callsBefore = readyzCalls;
    await page.getByRole('button', { name: 'Continue in Offline Mode' }).click();
    await page.waitForURL(`${ctx.server().baseUrl}/?bypass=true`);
    // The landing page (public site layout) renders without the backend.
    await page.getByRole('heading', { level: 1, name: 'Turn rough ideas into reusable AI prompt recipes' }).waitFor();
    expect(readyzCalls).toBe(callsBefore);
    await close();
  });

  it('Retry Connection reaches the app once the API answers again', async () => {
    const { page, close } = await newPage(ctx.browser());
    let down = true;
    await page.route('**/readyz', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await page.goto(`${ctx.server().baseUrl}/error-test`);
    await page.getByRole('heading', { name: 'Services unavailable' }).waitFor({ timeout: 10_000 });
    down = false;
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await page.getByRole('heading', { name: 'Error boundary test' }).waitFor();
    await close();
  });
});
