import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, PUBLIC_PAGE_META } from '@shared/page-meta';
import { NOINDEX_PATHS } from '@shared/route-map';
import { SCREEN_MANIFEST_FILE } from '@shared/screen-manifest';
import { createTestApp, type TestApp } from '../test/test-app';
import { pageMetaTags, ROBOTS_NOINDEX_TAG, withRobotsNoindex } from './page-heads';

let t: TestApp;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'rf-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<!-- page-meta --><title>Recipe Forge</title><meta property="og:image" content="/icons/og-image.png" /><!-- /page-meta -->',
      '<meta property="og:type" content="website" />',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  // The build's list of screens: the public pages with their page meta, an app screen, and the
  // demo and test pages (/error-test among them).
  const screens = [
    ...Object.keys(PUBLIC_PAGE_META).map((p) => ({ path: p, meta: p })),
    { path: '/chat' },
    ...NOINDEX_PATHS.map((p) => ({ path: p })),
  ];
  writeFileSync(path.join(webRoot, SCREEN_MANIFEST_FILE), JSON.stringify({ screens }));
  writeFileSync(
    path.join(webRoot, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://forge.example.com/' } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves a built screen with the SPA shell and status 200', async () => {
    const res = await t.app.inject('/error-test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell with status 404 for screens not built yet and unknown paths', async () => {
    for (const url of ['/marketplace', '/aichat', '/messages/abc', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('redirects the route map redirects, keeping the query', async () => {
    const gallery = await t.app.inject('/gallery?folder=1');
    expect(gallery.statusCode).toBe(301);
    expect(gallery.headers.location).toBe('/recipes?folder=1');
    const legacy = await t.app.inject('/marketplace/recipes/r42');
    expect(legacy.headers.location).toBe('/marketplace/recipe/r42');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await t.app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses assets', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('does not serve source maps, even when the build left them beside the assets', async () => {
    for (const url of ['/assets/main-abc123.js.map', '/assets/main-abc123.js%2Emap']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers a missing asset or API path with JSON, not the shell', async () => {
    for (const url of ['/assets/missing-123.js', '/api/nothing']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('does not serve the shell for non-GET methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/error-test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("writes each public page's title, description, canonical and Open Graph tags, with absolute URLs", async () => {
    const pricing = await t.app.inject('/pricing');
    expect(pricing.statusCode).toBe(200);
    const head = pricing.body;
    expect(head).toContain('<title>Pricing · Recipe Forge</title>');
    expect(head).toContain('<meta property="og:title" content="Pricing · Recipe Forge" />');
    expect(head).toContain(
      `<meta name="description" content="${PUBLIC_PAGE_META['/pricing'].description.replace(/'/g, '&#39;')}" />`,
    );
    expect(head).toContain(
      '<meta property="og:description" content="Recipe Forge pricing: Free to start, Standard $9.99',
    );
    expect(head).toContain('<meta property="og:url" content="https://forge.example.com/pricing" />');
    expect(head).toContain('<link rel="canonical" href="https://forge.example.com/pricing" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://forge.example.com/icons/og-image.png" />',
    );
    // Only the marked block is replaced: one title, one og:image, the rest of the head kept.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/og:image/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).not.toContain('page-meta');

    const landing = (await t.app.inject('/')).body;
    const title = 'Recipe Forge — turn rough ideas into reusable AI prompt recipes';
    expect(landing).toContain(`<title>${title}</title>`);
    expect(landing).toContain(`<meta property="og:title" content="${title}" />`);
    expect(landing).toContain(
      `<meta property="og:description" content="${PUBLIC_PAGE_META['/'].description}" />`,
    );
    expect(landing).toContain('<meta property="og:url" content="https://forge.example.com/" />');
    expect(landing).toContain('<link rel="canonical" href="https://forge.example.com/" />');
    expect(landing).toContain(
      '<meta property="og:image" content="https://forge.example.com/icons/og-image.png" />',
    );
  });

  it('gives every public page its own tags, and other paths the site default without a canonical link', async () => {
    for (const path of Object.keys(PUBLIC_PAGE_META) as Array<keyof typeof PUBLIC_PAGE_META>) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${documentTitle(PUBLIC_PAGE_META[path])}</title>`);
      expect(res.body, path).toContain(`<link rel="canonical" href="https://forge.example.com${path}" />`);
    }
    for (const url of ['/chat', '/no/such/page', '/pricing?x=1']) {
      const res = await t.app.inject(url);
      if (url === '/pricing?x=1') {
        expect(res.body, url).toContain('<title>Pricing · Recipe Forge</title>');
        continue;
      }
      expect(res.body, url).toContain('<title>Recipe Forge</title>');
      expect(res.body, url).not.toContain('rel="canonical"');
      expect(res.body, url).toContain('<meta property="og:url" content="https://forge.example.com/" />');
    }
    expect((await t.app.inject('/no/such/page')).statusCode).toBe(404);
  });

  it('answers <html lang> and the page meta in the language of the rf-language cookie', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie: 'theme=dark; rf-language=ja' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja">');
    const title = 'Recipe Forge — ラフなアイデアを再利用できる AI プロンプトレシピに';
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).not.toContain('turn rough ideas');
    // The cookie wins over the browser's languages; the addresses stay the page's own.
    const pricing = await t.app.inject({
      url: '/pricing',
      headers: { cookie: 'rf-language=ja', 'accept-language': 'de' },
    });
    expect(pricing.body).toContain('<title>料金 · Recipe Forge</title>');
    expect(pricing.body).toContain('<link rel="canonical" href="https://forge.example.com/pricing" />');
    // One shell for every language: caches must keep them apart.
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('follows Accept-Language without the cookie, and is English when none of the nine is asked for', async () => {
    const german = await t.app.inject({
      url: '/pricing',
      headers: { 'accept-language': 'nl;q=0.9, de-AT;q=0.8, en;q=0.5' },
    });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<title>Preise · Recipe Forge</title>');
    expect(german.body).toContain(
      '<meta name="description" content="Preise von Recipe Forge: kostenlos starten, Standard',
    );
    // A screen of the app, not a public page: the site's name and its summary in French.
    const chat = await t.app.inject({ url: '/chat', headers: { 'accept-language': 'fr-CA' } });
    expect(chat.body).toContain('<html lang="fr">');
    expect(chat.body).toContain('<title>Recipe Forge</title>');
    expect(chat.body).toContain(
      '<meta property="og:description" content="Recipe Forge transforme une discussion avec un assistant IA',
    );
    for (const headers of [{}, { 'accept-language': 'nl, sv;q=0.8' }, { cookie: 'rf-language=xx' }]) {
      const res = await t.app.inject({ url: '/pricing', headers });
      expect(res.body, JSON.stringify(headers)).toContain('<html lang="en">');
      expect(res.body, JSON.stringify(headers)).toContain('<title>Pricing · Recipe Forge</title>');
    }
  });

  it('answers every demo and test page with the robots noindex tag in its head and X-Robots-Tag', async () => {
    expect(NOINDEX_PATHS.length).toBeGreaterThanOrEqual(14);
    for (const url of [...NOINDEX_PATHS, '/tiptap-demo/', '/auth-debug?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head.split(ROBOTS_NOINDEX_TAG), url).toHaveLength(2);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('leaves the other pages indexable', async () => {
    for (const url of ['/', '/pricing', '/chat', '/error-testing', '/auth-tests']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
      expect(res.body, url).not.toContain('name="robots"');
    }
  });

  it('keeps the demo and test pages out of sitemap.xml', async () => {
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>https://forge.example.com/pricing</loc>');
    for (const path of NOINDEX_PATHS) expect(sitemap.body, path).not.toContain(`${path}</loc>`);
  });

  it('puts the noindex tag at the end of the head, or first in a document without one', () => {
    expect(
      withRobotsNoindex(Buffer.from('<html><head><title>x</title></HEAD><body></body></html>')).toString(),
    ).toBe(`<html><head><title>x</title>${ROBOTS_NOINDEX_TAG}\n</HEAD><body></body></html>`);
    expect(withRobotsNoindex(Buffer.from('<p>bare</p>')).toString()).toBe(`${ROBOTS_NOINDEX_TAG}<p>bare</p>`);
  });

  it('escapes the texts it writes into the HTML', () => {
    const tags = pageMetaTags(
      { title: '<script>alert("x")</script>', description: 'a & b "quoted"', fullTitle: true },
      'https://forge.example.com',
      'https://forge.example.com/a?b="c"',
    );
    expect(tags).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(tags).toContain('content="a &amp; b &quot;quoted&quot;"');
    expect(tags).toContain('href="https://forge.example.com/a?b=&quot;c&quot;"');
    expect(tags).not.toContain('<script>');
  });
});
