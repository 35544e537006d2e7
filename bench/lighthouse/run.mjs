// bench/lighthouse: Lighthouse (the npm package) driving Debian's Chromium against the production
// build served locally: performance, accessibility, best-practices and SEO scores, LCP and TBT for
// /, /pricing and /documentation, and the JavaScript transferred (gzip) for / and /chat.
// Prints JSON. Targets: every score >= 95; JavaScript for / under 150 KB gzip.
// Needs `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { freePort, startBuiltServer, until200 } from '../lib/server-process.mjs';

// LH_PAGES=/ (comma-separated) measures only those pages, for quick iterations.
const only = process.env.LH_PAGES?.split(',').filter(Boolean);
const PAGES = only ?? ['/', '/pricing', '/documentation'];
const JS_PAGES = only ? only.filter((p) => ['/', '/chat'].includes(p)) : ['/', '/chat'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const TARGETS = { score: 95, jsForRootKbGzip: 150 };

const round = (n, d = 0) => Math.round(n * 10 ** d) / 10 ** d;

/** Gzip size of every script the page loaded (what a gzip-only client would transfer). */
async function jsGzipKb(baseUrl, requests) {
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(baseUrl));
  let bytes = 0;
  for (const s of scripts) bytes += gzipSync(Buffer.from(await (await fetch(s.url)).arrayBuffer()), { level: 9 }).length;
  return { files: scripts.length, kbGzip: round(bytes / 1024, 1), kbTransferred: round(scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024, 1) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-lh-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = startBuiltServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseUrl });
let chrome;
try {
  await until200(`${baseUrl}/readyz`, performance.now());
  const options = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Desktop profile without network throttling: a local server, measured for regressions.
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttlingMethod: 'provided',
  };
  const pages = {};
  const js = {};
  const errors = {};
  for (const p of [...new Set([...PAGES, ...JS_PAGES])]) {
    // A fresh browser per page: no service worker or cache carried over, and no NO_FCP flakes from
    // a reused headless instance.
    let lhr;
    // A trace Lighthouse failed to record (NO_NAVSTART, NO_FCP) says nothing about the page; as
    // Lighthouse itself advises, that page is run again, once. The first error is still reported.
    for (let attempt = 1; attempt <= 2; attempt++) {
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
      const result = await lighthouse(`${baseUrl}${p}`, { ...options, port: chrome.port });
      await chrome.kill();
      chrome = undefined;
      lhr = result.lhr;
      if (!lhr.runtimeError) break;
      errors[p] = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}${attempt === 1 ? ' (run again)' : ''}`;
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    if (PAGES.includes(p)) {
      pages[p] = {
        performance: round(lhr.categories.performance.score * 100),
        accessibility: round(lhr.categories.accessibility.score * 100),
        bestPractices: round(lhr.categories['best-practices'].score * 100),
        seo: round(lhr.categories.seo.score * 100),
        fcpMs: round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: round(lhr.audits['largest-contentful-paint'].numericValue),
        speedIndexMs: round(lhr.audits['speed-index'].numericValue),
        tbtMs: round(lhr.audits['total-blocking-time'].numericValue),
        cls: round(lhr.audits['cumulative-layout-shift'].numericValue, 3),
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
    }
    if (JS_PAGES.includes(p)) js[p] = await jsGzipKb(baseUrl, requests);
  }
  const scores = Object.values(pages).flatMap((r) => [r.performance, r.accessibility, r.bestPractices, r.seo]);
  console.log(
    JSON.stringify(
      {
        bench: 'lighthouse',
        node: process.version,
        lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
        pages,
        javascript: js,
        runtimeErrors: errors,
        targets: TARGETS,
        // A missing figure for / is a failure, not 0 KB.
        withinTargets: scores.every((s) => s >= TARGETS.score) && (js['/']?.kbGzip ?? Number.POSITIVE_INFINITY) < TARGETS.jsForRootKbGzip,
      },
      null,
      2,
    ),
  );
} finally {
  await chrome?.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
