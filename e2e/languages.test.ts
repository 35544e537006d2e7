import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpVerified, signUpFromPage, verificationLink } from './support/accounts';
import { DESKTOP, PHONE, waitForApp } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

/**
 * Issue 19's languages in a real browser: a visitor switches the interface language in the
 * public header, walks the site, the visitor's chat, signs up and walks the app; on every screen
 * nothing is left in English, nothing overflows at 390 px and the choice survives a reload. A
 * verified user's choice is saved on the server and followed by their other tabs and devices.
 */
const ctx = serverAndBrowserPerFile();

const LOCALES = fileURLToPath(new URL('../src/web/locales', import.meta.url));
const SHOTS = '/tmp/shots';

type Catalogue = Map<string, string>;

/** Every string of a language's catalogues, keyed `namespace:path.to.key` (arrays by index). */
function loadCatalogue(language: string): Catalogue {
  const out: Catalogue = new Map();
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      out.set(key, node);
    } else if (node && typeof node === 'object') {
      // Arrays by index, objects by name: `marketing-prose:docs.0.title`.
      for (const [k, v] of Object.entries(node)) walk(v, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`);
    }
  };
  for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), `${file.replace(/\.json$/, '')}:`);
  }
  return out;
}

/** Product and format names that stay as they are in every language. */
// 'Standard' is also a plan's name (pricing), the same in every language, so a page showing the plan
// is not showing the presenter demo's translated 'Standard' left in English.
const NAMES = [
  'Recipe Forge',
  'Markdown',
  'JSON',
  'YAML',
  'Python',
  'TypeScript',
  'Google',
  'Gemini',
  'Standard',
];

/** Splits an ICU message at its top-level `{…}` arguments: the literal parts between them. */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of message) {
    if (ch === '{') {
      if (depth === 0) {
        parts.push(current);
        current = '';
      }
      depth++;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) current += ch;
  }
  parts.push(current);
  // Rich-text tags (<0>…</0>) wrap words the page shows; the tags themselves are not text.
  return parts.map((p) => p.replace(/<\/?\d+\/?>/g, ''));
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

interface EnglishText {
  key: string;
  text: string;
  pattern: RegExp;
}

/**
 * The English texts a page in `language` must not show: long enough to be telling (two words or
 * eight letters), not only a product name, and not the same text the language itself uses there.
 */
function englishTexts(language: string): EnglishText[] {
  const english = loadCatalogue('en');
  const target = loadCatalogue(language);
  const texts: EnglishText[] = [];
  for (const [key, text] of english) {
    if (target.get(key) === text) continue;
    const parts = literalParts(text);
    const plain = squash(parts.join(' '));
    if (letters(plain) === 0) continue;
    let withoutNames = plain;
    for (const name of NAMES) withoutNames = withoutNames.split(name).join(' ');
    if (words(withoutNames) < 2 && letters(withoutNames) < 8) continue;
    // Each argument may stand for any short text; the literal words around it must match.
    // Case matters (API field names such as `messages` in the documentation are not the
    // English "Messages"), but a text shown in capitals (text-transform) is still caught.
    const source = (pieces: string[]) => {
      // Spaces stay word breaks ("Recipe {n} of {total}" is not "Recipe Forge … Profil").
      const literal = pieces.map((p) => escapeRegExp(p.replace(/\s+/g, ' ')).replace(/ /g, '\\s+'));
      // Whole words only: 'PROVIDER' inside AI_PROVIDER is an identifier, not the text 'Provider'.
      return `(?<![\\p{L}\\p{N}_])${literal.join('.{1,60}?')}(?![\\p{L}\\p{N}_])`;
    };
    const capitals = parts.map((p) => p.toUpperCase());
    texts.push({ key, text, pattern: new RegExp(`${source(parts)}|${source(capitals)}`, 'u') });
  }
  return texts;
}

/** Waits until the page's text stops changing (lazy screens and their catalogues have arrived). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  let last = '';
  let stableSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const text = await page.evaluate(() => document.body.innerText);
    if (text !== last) {
      last = text;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 600) return;
    await page.waitForTimeout(150);
  }
}

/**
 * The page's text as a reader sees it, without code samples (`<pre>`, `<code>`: API paths,
 * field names and the API's own JSON answers are quoted verbatim in the documentation).
 */
function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'pre, code { display: none !important; }';
    document.head.append(style);
    try {
      return document.body.innerText;
    } finally {
      style.remove();
    }
  });
}

async function englishLeft(page: Page, texts: EnglishText[]): Promise<string[]> {
  const pageText = squash(await readerText(page));
  return texts.filter((t) => t.pattern.test(pageText)).map((t) => `${t.key}: ${JSON.stringify(t.text)}`);
}

/**
 * Texts the translator left unfinished: an ICU argument shown as is (`{count}`; a URL template's
 * `/api/chats/{chatId}` in the documentation is not one) or a missing text shown as its key
 * (`common:nav.home`).
 */
async function unfinishedTexts(page: Page): Promise<string[]> {
  const pageText = await readerText(page);
  const argument = /(?<![/\w])\{[A-Za-z_]\w*[,}]/g;
  const key = /\b(?:common|chat|recipes|marketing|marketing-prose|site-pages|errors):[A-Za-z]\w*(?:\.\w+)+/g;
  return [...pageText.matchAll(argument), ...pageText.matchAll(key)].map((m) =>
    squash(pageText.slice(Math.max(0, m.index - 30), m.index + 40)),
  );
}

/** Text cut off or pushing the page sideways, as the phone shows it. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const clippedAway = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath.startsWith('inset(50%') || (style.clip !== 'auto' && style.clip !== ''))
          return true;
      }
      return false;
    };
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > width) found.push(`page is ${doc.scrollWidth}px wide`);
    const selector = 'button, a, label, h1, h2, h3, h4, h5, h6, input, [role="button"], [role="tab"]';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Visually hidden (sr-only: clipped to nothing) until focused, like the skip link.
      if (clippedAway(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const text = (
          el.innerText ||
          (el as HTMLInputElement).placeholder ||
          el.getAttribute('aria-label') ||
          ''
        )
          .replace(/\s+/g, ' ')
          .slice(0, 80);
        found.push(
          `<${el.tagName.toLowerCase()}> ${JSON.stringify(text)} needs ${el.scrollWidth}px of ${el.clientWidth}px`,
        );
      }
    }
    return found;
  }, PHONE.width);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The switcher that is on screen: the header's (or its mobile menu's) or the sidebar's. */
function visibleSwitcher(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).filter({ visible: true });
}

/**
 * One screen in `language`: nothing English and no placeholder or key on a desktop, nothing cut
 * off or sideways at 390 px, and after a reload (on the phone) still `language`, nothing English.
 */
async function checkScreen(page: Page, path: string, language: string, texts: EnglishText[]): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${ctx.server().baseUrl}${path}`);
  await settle(page);
  expect(await htmlLang(page), `${path}: <html lang>`).toBe(language);
  expect.soft(await englishLeft(page, texts), `${path} (desktop) shows English`).toEqual([]);
  expect.soft(await unfinishedTexts(page), `${path} shows placeholders or keys`).toEqual([]);

  await page.setViewportSize(PHONE);
  await settle(page);
  expect.soft(await overflows(page), `${path} at 390 px overflows`).toEqual([]);

  await page.reload();
  await settle(page);
  expect(await htmlLang(page), `${path}: <html lang> after a reload`).toBe(language);
  expect.soft(await englishLeft(page, texts), `${path} (phone, reloaded) shows English`).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/** Both widths of a screen, light theme, into /tmp/shots (not the repository). */
async function screenshots(page: Page, path: string, language: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
  await page.goto(`${ctx.server().baseUrl}${path}`);
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({ path: join(SHOTS, `${language}-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** The e-mail's verification page in the page's language: the owner sets the password and is in. */
async function verifyIn(page: Page, language: string, email: string): Promise<void> {
  const common = loadCatalogue(language);
  const text = (key: string) => {
    const value = common.get(`common:${key}`);
    if (!value) throw new Error(`no common:${key} in ${language}`);
    return value;
  };
  await signUpFromPage(page, email);
  await page.goto(await verificationLink(ctx.server(), email));
  await page.getByRole('heading', { name: text('auth.verify.confirmHeading') }).waitFor();
  await page.getByLabel(text('auth.verify.passwordLabel'), { exact: true }).fill('secret-pass');
  await page.getByLabel(text('auth.verify.confirmLabel'), { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: text('auth.verify.submit') }).click();
  await page.getByRole('heading', { name: text('auth.verify.successHeading') }).waitFor();
}

const PUBLIC_SCREENS = ['/', '/features', '/pricing', '/documentation', '/about', '/contact', '/chat'];
const APP_SCREENS = ['/recipes', '/chat-history', '/settings?tab=security'];

async function journey(language: 'ja' | 'de'): Promise<void> {
  const texts = englishTexts(language);
  expect(texts.length).toBeGreaterThan(300);
  const context: BrowserContext = await ctx.browser().newContext({ viewport: DESKTOP, colorScheme: 'light' });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  try {
    await page.goto(`${ctx.server().baseUrl}/`);
    await settle(page);
    expect(await htmlLang(page)).toBe('en');
    // The detectors can fail: the English page is full of English, and a clipped label is found.
    expect((await englishLeft(page, texts)).length).toBeGreaterThan(20);
    await page.evaluate(() => {
      const probe = document.createElement('button');
      probe.id = 'overflow-probe';
      probe.style.cssText = 'width:40px;overflow:hidden;white-space:nowrap';
      probe.textContent = 'A label far too long for its button';
      document.body.prepend(probe);
    });
    expect(await overflows(page)).toContainEqual(expect.stringContaining('A label far too long'));
    await page.evaluate(() => document.getElementById('overflow-probe')?.remove());

    await visibleSwitcher(page, 'Language').selectOption(language);
    await page.waitForFunction((lng) => document.documentElement.lang === lng, language);

    for (const path of PUBLIC_SCREENS) await checkScreen(page, path, language, texts);
    for (const path of ['/', '/pricing', '/chat']) await screenshots(page, path, language);

    await page.goto(`${ctx.server().baseUrl}/`);
    await verifyIn(page, language, `${language}-walker@example.com`);
    // Signing up is no reason to change language: the stored preferences are only defaults.
    await page.goto(`${ctx.server().baseUrl}/recipes`);
    await waitForApp(page);
    await settle(page);
    expect(await htmlLang(page), 'the language a visitor chose, once they signed up and verified').toBe(
      language,
    );
    for (const path of APP_SCREENS) await checkScreen(page, path, language, texts);
    expect(
      pageErrors.map((e) => e.message),
      'errors the page raised',
    ).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('languages', () => {
  it(
    'shows every main screen in Japanese, remembered across reloads, fitting a phone',
    { timeout: 300_000 },
    () => journey('ja'),
  );

  it(
    'shows every main screen in German, remembered across reloads, fitting a phone',
    { timeout: 300_000 },
    () => journey('de'),
  );

  it('switches in the mobile menu of the public header below 768 px', async () => {
    const context = await ctx.browser().newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await page.goto(`${ctx.server().baseUrl}/pricing`);
      await settle(page);
      await page.getByTestId('public-menu-toggle').click();
      await visibleSwitcher(page, 'Language').selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      // The label now reads in French, and the choice is kept on this device.
      const french = loadCatalogue('fr').get('common:language.label') ?? '';
      expect(await visibleSwitcher(page, french).inputValue()).toBe('fr');
      expect(await page.evaluate(() => localStorage.getItem('rf-language'))).toBe('fr');
    } finally {
      await context.close();
    }
  });

  it('saves a verified user’s choice on the server; their other tabs and devices follow it', {
    timeout: 120_000,
  }, async () => {
    const server = ctx.server();
    const context = await ctx.browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpVerified(page, server, 'polyglot@example.com');
      await page.goto(`${server.baseUrl}/recipes`);
      await waitForApp(page);
      expect(await htmlLang(page)).toBe('en');
      const before = await page.request.get(`${server.baseUrl}/api/preferences`);
      expect(((await before.json()) as { language: string }).language).toBe('en');

      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      const saved = page.waitForResponse(
        (res) => res.url().endsWith('/api/preferences') && res.request().method() !== 'GET',
      );
      await sidebar.getByLabel('Language', { exact: true }).selectOption('ko');
      expect((await saved).status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.lang === 'ko');
      const after = await page.request.get(`${server.baseUrl}/api/preferences`);
      expect(after.status()).toBe(200);
      expect(((await after.json()) as { language: string }).language).toBe('ko');

      // A second tab opens in Korean.
      const second = await context.newPage();
      await second.goto(`${server.baseUrl}/chat-history`);
      await waitForApp(second);
      expect(await htmlLang(second)).toBe('ko');

      // Changed again in the first tab, the open second one follows without a reload.
      const korean = loadCatalogue('ko').get('common:language.label') ?? '';
      await page.getByRole('complementary').getByLabel(korean, { exact: true }).selectOption('it');
      await second.waitForFunction(() => document.documentElement.lang === 'it', undefined, {
        timeout: 15_000,
      });

      // Another device (own storage, so nothing remembered locally) signs in and opens in Italian.
      const device = await ctx.browser().newContext({ viewport: DESKTOP, locale: 'en-US' });
      try {
        const other = await device.newPage();
        await other.goto(`${server.baseUrl}/`);
        const status = await other.evaluate(async () => {
          const res = await fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'polyglot@example.com', password: 'secret-pass' }),
          });
          return res.status;
        });
        expect(status).toBe(200);
        await other.goto(`${server.baseUrl}/recipes`);
        await waitForApp(other);
        await other.waitForFunction(() => document.documentElement.lang === 'it', undefined, {
          timeout: 15_000,
        });
      } finally {
        await device.close();
      }
    } finally {
      await context.close();
    }
  });
});
