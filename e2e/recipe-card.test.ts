import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

/**
 * The recipe card's JPEG export (issue 24, platform.md §2: quality 0.9, scale 2) in a real
 * browser: on the presenter demo page, the card exports a file that decodes as a JPEG twice the
 * card's size, on the theme's own background (light in light, dark in dark), at 1280 and 390 px.
 */
const ctx = serverAndBrowserPerFile();

/** Width and height from a JPEG's start-of-frame segment (baseline SOF0 or progressive SOF2...). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG: no start-of-image marker');
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`not a JPEG: no marker at byte ${i}`);
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('not a JPEG: no start-of-frame segment');
}

/** The decoded image's colour at (x, y), read back by the page's own image decoder. */
async function pixelAt(page: Page, jpeg: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ([data, x, y]) => {
      const image = new Image();
      image.src = `data:image/jpeg;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    [jpeg.toString('base64'), x, y] as const,
  );
}

async function exportCard(page: Page) {
  await page.goto(`${ctx.server().baseUrl}/recipe-presenter-demo`);
  const card = page.getByTestId('recipe-analysis-card').first();
  await card.waitFor();
  // The export waits for the recipe to be whole (a demo stream in progress ends first).
  const button = page.getByRole('button', { name: 'Export JPEG' }).first();
  await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  if (!box) throw new Error('the recipe card has no box');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const jpeg = readFileSync(path);
  return { box, jpeg, name: download.suggestedFilename() };
}

const luminance = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

describe('recipe card JPEG export', () => {
  it('light, 1280 px: a JPEG twice the card size on a light background', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser(), {
      viewport: DESKTOP,
      colorScheme: 'light',
    });
    const { box, jpeg, name } = await exportCard(page);
    expect(name).toMatch(/^[\p{L}\p{N}-]+\.jpg$/u);
    const { width, height } = jpegSize(jpeg);
    expect(Math.abs(width - 2 * box.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(height - 2 * box.height)).toBeLessThanOrEqual(2);
    // Inside the card's padding, left middle: the surface colour, white in the light theme.
    expect(luminance(await pixelAt(page, jpeg, 12, Math.round(height / 2)))).toBeGreaterThan(235);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('dark, 390 px: the same scale, on the dark surface (not black, not white)', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser(), {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    const { box, jpeg } = await exportCard(page);
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    const { width, height } = jpegSize(jpeg);
    expect(Math.abs(width - 2 * box.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(height - 2 * box.height)).toBeLessThanOrEqual(2);
    // #19191c, give or take JPEG's rounding.
    const light = luminance(await pixelAt(page, jpeg, 12, Math.round(height / 2)));
    expect(light).toBeGreaterThan(12);
    expect(light).toBeLessThan(45);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
