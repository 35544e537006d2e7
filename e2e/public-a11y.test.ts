import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

const PUBLIC_PAGES = [
  '/',
  '/original',
  '/features',
  '/solutions',
  '/pricing',
  '/about',
  '/blog',
  '/contact',
  '/documentation',
  '/terms',
  '/privacy',
];

/** A real shared chat (a recipe answer from the offline composer), made once for all themes. */
let sharedChat: Promise<string> | undefined;
function sharedChatPath(): Promise<string> {
  sharedChat ??= (async () => {
    const { page, close } = await newPage(ctx.browser());
    const base = ctx.server().baseUrl;
    await page.goto(`${base}/`);
    const path = await page.evaluate(async () => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('/api/auth/sign-up/email', { email: 'a11y-share@example.com', password: 'secret-pass' });
      const sent = await (
        await post('/api/chats', { content: 'Plan a community garden', stream: false })
      ).json();
      const { shareId } = await (await post(`/api/chats/${sent.chat.id}/share`, {})).json();
      return `/share/${shareId}`;
    });
    await close();
    return path;
  })();
  return sharedChat;
}
const THEMES = ['light', 'dark', 'void'] as const;
type Theme = (typeof THEMES)[number];

/**
 * The widths each theme is checked at: light and dark at 1280 and 390 px, void (a dark variant) at
 * 390 px only. Both widths are checked on one loaded page, resized in between: no second load.
 */
const WIDTHS: Record<Theme, ReadonlyArray<typeof DESKTOP | typeof PHONE>> = {
  light: [DESKTOP, PHONE],
  dark: [DESKTOP, PHONE],
  void: [PHONE],
};

async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Wider than the screen means a sideways scroll on a phone. */
async function overflowProblem(page: Page, label: string): Promise<string | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth <= innerWidth ? null : `${label} overflows: ${scrollWidth} px wide in ${innerWidth} px`;
}

/**
 * axe-core on every public page in each theme, at each of its widths: no serious or critical
 * violations, and nothing wider than a 390 px screen. The theme is chosen the way a visitor's
 * choice is remembered (theme-init.js reads it before first paint).
 */
describe('public pages are accessible', () => {
  for (const theme of THEMES) {
    const widths = WIDTHS[theme];
    it(`has no serious or critical axe violations in the ${theme} theme at ${widths.map((w) => w.width).join(' and ')} px, and no overflow at 390 px`, async () => {
      const { page, close } = await newPage(ctx.browser(), {
        viewport: widths[0],
        reducedMotion: 'reduce',
        colorScheme: theme === 'light' ? 'light' : 'dark',
      });
      await page.addInitScript((mode) => {
        try {
          window.localStorage.setItem('rf-theme', mode);
        } catch {}
      }, theme);
      const problems: string[] = [];
      for (const path of [...PUBLIC_PAGES, await sharedChatPath()]) {
        if (page.viewportSize()?.width !== widths[0]!.width) await page.setViewportSize(widths[0]!);
        const response = await page.goto(`${ctx.server().baseUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.getByRole('heading', { level: 1 }).waitFor();
        for (const size of widths) {
          if (page.viewportSize()?.width !== size.width) {
            await page.setViewportSize(size);
            await page.waitForFunction((w) => window.innerWidth === w, size.width);
          }
          const label = `${path} [${theme}, ${size.width} px]`;
          problems.push(...(await axeProblems(page, label)));
          if (size.width === PHONE.width) {
            const overflow = await overflowProblem(page, label);
            if (overflow) problems.push(overflow);
          }
        }
      }
      expect(problems).toEqual([]);
      await close();
    });
  }
});
