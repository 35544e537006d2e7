import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Attachments in the chat (chat-assistant.md §5, issue #5 item 6) against the built app with
 * the offline composer: attach a real image and a PDF, send, see them after a reload; a program
 * renamed .png is refused by the server; a disallowed type is skipped in the browser; an
 * anonymous visitor's image stays in the browser.
 */
let server: RunningServer;
let browser: Browser;
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 0)]);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ FREE_GENERATIONS: '10' }), launchBrowser()]);
  png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const complete = (page: Page) =>
  page
    .locator('[data-testid="message-assistant"][data-status="complete"]')
    .last()
    .waitFor({ timeout: 20_000 });

/** Serious or critical axe findings on the page as it is. */
async function axeProblems(page: Page): Promise<string[]> {
  // Colours read mid-transition (the theme settling after sign-in) are not the page's colours;
  // endless animations (spinners) are left out, they never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const attach = (page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) =>
  page.getByTestId('chat-file-input').setInputFiles(files);

describe('chat attachments', () => {
  it('sends an image and a PDF, keeps them after a reload, and refuses a file that lies', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, server, 'attacher@example.com');
    await page.goto(`${server.baseUrl}/chat/new`);

    await attach(page, [
      { name: 'diagram.png', mimeType: 'image/png', buffer: png },
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    const chips = page.getByTestId('pending-attachment');
    await expect.poll(() => chips.count()).toBe(2);
    // Both uploaded: no chip is busy any more, and Send is enabled with no text at all.
    await expect
      .poll(() => page.locator('[data-testid="pending-attachment"][aria-busy="true"]').count())
      .toBe(0);
    expect(await page.getByTestId('chat-send').isEnabled()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);

    await page.getByTestId('chat-input').fill('Turn this diagram into a plan');
    await page.getByTestId('chat-send').click();
    await page.waitForURL(/\/chat\/(?!new)[^/]+$/);
    await complete(page);
    expect(await chips.count()).toBe(0);

    const shown = page.getByTestId('message-user').getByTestId('message-attachments');
    await shown.getByTestId('attachment-image').waitFor();
    expect(await shown.getByTestId('attachment-file').innerText()).toContain('brief.pdf');

    // After a reload the message still has its files, and the image is served to its owner.
    await page.reload();
    const image = page.getByTestId('message-user').getByTestId('attachment-image');
    await image.waitFor();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/attachments\/[\w-]+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    const res = await page.request.get(`${server.baseUrl}${src}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(await axeProblems(page)).toEqual([]);

    // A program renamed .png passes the browser's check but not the server's.
    await attach(page, [{ name: 'evil.png', mimeType: 'image/png', buffer: EXE }]);
    await page.getByText('evil.png was not attached: its content does not match its type.').waitFor();
    await expect.poll(() => chips.count()).toBe(0);

    // A type that is not allowed never leaves the browser.
    await attach(page, [{ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: EXE }]);
    await page.getByText('setup.exe was not attached: this file type is not supported.').waitFor();
    expect(await chips.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('compresses a large photo in the browser before it is uploaded', async () => {
    const { page, close } = await newPage(browser);
    await signUpVerified(page, server, 'photographer@example.com');
    await page.goto(`${server.baseUrl}/chat/new`);
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    // What the page hands to fetch is what goes over the wire: record the file's size and pixels.
    await page.evaluate(() => {
      const w = window as unknown as { uploads: Array<{ size: number; width: number; height: number }> };
      w.uploads = [];
      const original = window.fetch;
      window.fetch = async (input, init) => {
        const file = init?.body instanceof FormData ? init.body.get('file') : null;
        if (file instanceof File) {
          const bitmap = await createImageBitmap(file);
          w.uploads.push({ size: file.size, width: bitmap.width, height: bitmap.height });
        }
        return original(input, init);
      };
    });
    await attach(page, [{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await page.waitForFunction(() => (window as unknown as { uploads: unknown[] }).uploads.length === 1);
    const [sent] = await page.evaluate(
      () =>
        (window as unknown as { uploads: Array<{ size: number; width: number; height: number }> }).uploads,
    );
    expect([sent!.width, sent!.height]).toEqual([1440, 1080]);
    expect(sent!.size).toBeLessThan(photo.length);
    await close();
  });

  it("keeps an anonymous visitor's image in the browser, and removes a chip on request", async () => {
    const { page, pageErrors, close } = await newPage(browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${server.baseUrl}/chat/new`);
    await attach(page, [
      { name: 'photo.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bring snacks') },
    ]);
    const chips = page.getByTestId('pending-attachment');
    await expect.poll(() => chips.count()).toBe(2);
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect.poll(() => chips.count()).toBe(1);
    await expect
      .poll(() => page.locator('[data-testid="pending-attachment"][aria-busy="true"]').count())
      .toBe(0);

    // Dropping a file on the chat attaches it; the overlay shows while it is dragged over.
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['bring a blanket'], 'list.md', { type: '' }));
      return data;
    });
    const zone = page.getByTestId('chat-drop-zone');
    await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await page.getByTestId('drop-overlay').getByText('Drop files to attach').waitFor();
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    await expect.poll(() => page.getByTestId('drop-overlay').count()).toBe(0);
    await expect.poll(() => chips.count()).toBe(2);
    expect(await chips.last().innerText()).toContain('list.md');

    await page.getByTestId('chat-input').fill('Plan a picnic like this photo');
    await page.getByTestId('chat-input').press('Enter');
    await complete(page);
    const image = page.getByTestId('message-user').getByTestId('attachment-image');
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await page.getByTestId('message-user').getByTestId('attachment-file').innerText()).toContain(
      'list.md',
    );
    await page.reload();
    await page.getByTestId('message-user').getByTestId('attachment-image').waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });
});
