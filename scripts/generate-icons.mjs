// Renders the PNG icons of the web app manifest (and the Open Graph image) from
// src/web/public/favicon.svg with Debian's Chromium. Run after changing the mark:
//   node scripts/generate-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = readFileSync(`${root}src/web/public/favicon.svg`, 'utf8');
const out = `${root}src/web/public/icons`;
const mark = (size, pad = 0) =>
  `<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${pad ? '#c2410c' : 'transparent'}">` +
  `<div style="width:${size - pad * 2}px;height:${size - pad * 2}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const shoot = async (html, width, height, file, transparent = true) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
    await page.screenshot({ path: `${out}/${file}`, omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  };
  await shoot(mark(192), 192, 192, 'icon-192.png');
  await shoot(mark(512), 512, 512, 'icon-512.png');
  await shoot(mark(512, 80), 512, 512, 'icon-maskable-512.png', false);
  await shoot(mark(180, 18), 180, 180, 'apple-touch-icon.png', false);
  await shoot(
    `<div style="width:1200px;height:630px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:32px;background:#f7f7f5;font-family:system-ui,sans-serif;color:#1c1b19">${mark(160)}<div style="font-size:64px;font-weight:600;letter-spacing:-1px">Recipe Forge</div><div style="font-size:30px;color:#6b6862">Turn rough ideas into reusable AI prompt recipes</div></div>`,
    1200,
    630,
    'og-image.png',
    false,
  );
} finally {
  await browser.close();
}
console.log(`icons written to ${out}`);
