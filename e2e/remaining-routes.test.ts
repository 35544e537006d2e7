import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOINDEX_PATHS } from '../src/shared/route-map';
import { signUpVerified } from './support/accounts';
import { DESKTOP, newPage, PHONE } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

/**
 * Every route issue 24 adds (platform.md §2 route map: /original, /solutions, /aichat, the demo and
 * test pages, the auth test pages), at 1280 and at 390 px: each answers 200, shows its heading, and
 * logs no console error and throws no page error. The demo and test pages also carry the robots
 * noindex meta tag and header. /aichat is for verified users, so it and the auth pages are opened
 * signed in (the auth test pages must show a signed-in user, not send them away); the rest signed out.
 */
const ctx = serverAndBrowserPerFile();

const SIGNED_OUT_ROUTES = [
  '/original',
  '/solutions',
  '/recipe-presenter-demo',
  '/tiptap-demo',
  '/novel-recipe-demo',
  '/enhanced-recipe-demo',
  '/terminal-design',
  '/tooltip-test',
  '/error-test',
  '/recipe-test',
  '/rating-test',
  '/comments-test',
  '/icon-test',
  '/auth-test',
  '/google-auth-test',
  '/auth-debug',
] as const;
const SIGNED_IN_ROUTES = ['/aichat', '/auth-test', '/google-auth-test', '/auth-debug'] as const;

interface Tab {
  page: Page;
  consoleErrors: string[];
  pageErrors: Error[];
  close: () => Promise<void>;
}

async function openTab(viewport: typeof DESKTOP | typeof PHONE): Promise<Tab> {
  const { page, pageErrors, close } = await newPage(ctx.browser(), { viewport });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return { page, consoleErrors, pageErrors, close };
}

/** Opens `path` and checks it: status 200, a heading in the main region, no error of any kind. */
async function visit(tab: Tab, path: string, label: string): Promise<void> {
  tab.consoleErrors.length = 0;
  tab.pageErrors.length = 0;
  const response = await tab.page.goto(`${ctx.server().baseUrl}${path}`);
  expect(response?.status(), `${label} status`).toBe(200);
  const heading = tab.page.getByRole('main').getByRole('heading').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  expect((await heading.textContent())?.trim(), `${label} heading`).toBeTruthy();
  if (NOINDEX_PATHS.includes(path)) {
    expect(response?.headers()['x-robots-tag'], `${label} X-Robots-Tag`).toBe('noindex');
    expect(
      await tab.page.locator('meta[name="robots"]').getAttribute('content'),
      `${label} robots meta`,
    ).toBe('noindex');
  }
  // Late errors (a lazy chunk, a failed request) have a moment to show. Not 'networkidle': a
  // signed-in page keeps its event streams open.
  await tab.page.waitForTimeout(400);
  expect(tab.consoleErrors, `${label} console errors`).toEqual([]);
  expect(
    tab.pageErrors.map((e) => e.message),
    `${label} page errors`,
  ).toEqual([]);
}

describe('the remaining routes of the route map', () => {
  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    describe(`at ${name}`, () => {
      let visitor: Tab;
      let member: Tab;

      beforeAll(async () => {
        [visitor, member] = await Promise.all([openTab(viewport), openTab(viewport)]);
        const email = `routes-${viewport.width}@example.com`;
        await signUpVerified(member.page, ctx.server(), email);
      });
      afterAll(async () => {
        await Promise.all([visitor?.close(), member?.close()]);
      });

      for (const path of SIGNED_OUT_ROUTES)
        it(`opens ${path} signed out`, async () => {
          await visit(visitor, path, `${path} at ${name}, signed out`);
        });

      // Signed in and verified: /aichat opens, and the auth test pages show the user, not send them away.
      for (const path of SIGNED_IN_ROUTES)
        it(`opens ${path} signed in`, async () => {
          await visit(member, path, `${path} at ${name}, signed in`);
          expect(new URL(member.page.url()).pathname, `${path} stays`).toBe(path);
          if (path === '/auth-test')
            await member.page.getByText(`routes-${viewport.width}@example.com`).first().waitFor();
        });
    });
  }

  it('keeps the demo and test pages out of sitemap.xml', async () => {
    const sitemap = await (await fetch(`${ctx.server().baseUrl}/sitemap.xml`)).text();
    for (const path of NOINDEX_PATHS) expect(sitemap, path).not.toContain(`${path}</loc>`);
  });
});
