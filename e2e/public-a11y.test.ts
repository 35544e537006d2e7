import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

const ctx = serverAndBrowserPerFile();

const PUBLIC_PAGES = [
  '/',
  '/features',
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

/**
 * axe-core on every public page in each theme: no serious or critical violations. The theme is
 * chosen the way a visitor's choice is remembered (theme-init.js reads it before first paint).
 */
describe('public pages are accessible', () => {
  for (const theme of THEMES) {
    it(`has no serious or critical axe violations in the ${theme} theme`, async () => {
      const { page, close } = await newPage(ctx.browser(), {
        viewport: theme === 'void' ? PHONE : undefined,
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
        const response = await page.goto(`${ctx.server().baseUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const v of results.violations) {
          if (v.impact === 'serious' || v.impact === 'critical') {
            problems.push(
              `${path} [${theme}] ${v.id}: ${v.help} — ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
      await close();
    });
  }
});
