import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../src/server/test/smtp-capture';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import type { Browser } from 'playwright-core';

let smtp: SmtpCapture;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** Public pages have no sidebar: the app is up once the site header is there. */
async function openPublic(page: Page, path: string) {
  const response = await page.goto(`${server.baseUrl}${path}`);
  await page.getByRole('banner').waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  return response;
}

describe('landing page', () => {
  it('sends the task to /chat with the query in navigation state, ignoring blank text', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    const response = await openPublic(page, '/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Recipe Forge — turn rough ideas into reusable AI prompt recipes');
    const input = page.getByRole('textbox', { name: 'Describe a task' });
    await input.fill('   ');
    await page.getByRole('button', { name: 'Forge recipe' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await input.fill('  Plan a product launch  ');
    await page.getByRole('button', { name: 'Forge recipe' }).click();
    await page.waitForURL(`${server.baseUrl}/chat`);
    // The query travels in navigation state and fills the chat's input, ready to send.
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ initialQuery: 'Plan a product launch' });
    const chatInput = page.getByTestId('chat-input');
    await chatInput.waitFor();
    expect(await chatInput.inputValue()).toBe('Plan a product launch');
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('fills the form from the example chips', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/');
    for (const chip of ['Content strategy plan', 'Project management framework', 'Learning system design']) {
      await page.getByRole('button', { name: chip, exact: true }).click();
      expect(await page.getByRole('textbox', { name: 'Describe a task' }).inputValue()).toBe(chip);
    }
    await close();
  });

  it('shows the spec’s marketing claims word for word', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/');
    const claims = page.getByRole('region', { name: 'Recipe Forge in numbers' });
    const text = (await claims.textContent())?.replace(/\s+/g, ' ') ?? '';
    for (const claim of [
      '23% more accurate outputs',
      '5 recipe domains',
      '2,500+ users',
      '14-day free trial with no credit card',
    ]) {
      expect(text).toContain(claim);
    }
    await close();
  });

  it('advances the carousel and pauses it on hover', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/');
    const carousel = page.getByTestId('recipe-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const index = async () => Number(await carousel.getAttribute('data-index'));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="recipe-carousel"]')?.getAttribute('data-index') === '1',
      undefined,
      { timeout: 7_000 },
    );
    await carousel.hover();
    const held = await index();
    await page.waitForTimeout(6_000);
    expect(await index()).toBe(held);
    await close();
  });

  it('runs the Turing machine to Computation Complete!', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/');
    const machine = page.getByTestId('turing-machine');
    await machine.scrollIntoViewIfNeeded();
    await machine.getByRole('button', { name: 'Run' }).click();
    await machine.getByText('Computation Complete!').waitFor({ timeout: 10_000 });
    expect(await machine.getByTestId('turing-state').textContent()).toBe('2 · halt');
    await close();
  });

  it('has a mobile menu that closes when a link is followed', async () => {
    const { page, close } = await newPage(browser, { viewport: PHONE });
    await openPublic(page, '/');
    const toggle = page.getByTestId('public-menu-toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${server.baseUrl}/pricing`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await close();
  });
});

describe('/solutions and /original', () => {
  it('links /solutions from the header; Try it opens the chat with the domain\'s request', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await openPublic(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
    await page.waitForURL(`${server.baseUrl}/solutions`);
    await page.getByRole('heading', { level: 1, name: 'A recipe for every kind of work' }).waitFor();
    expect(await page.title()).toBe('Solutions · Recipe Forge');
    for (const headline of ['Content that stays on message', 'Learning that sticks', 'Research you can check'])
      await page.getByRole('heading', { level: 2, name: headline }).waitFor();
    await page.getByRole('button', { name: 'Try it: a Research recipe in the chat' }).click();
    await page.waitForURL(`${server.baseUrl}/chat`);
    await expect
      .poll(() => page.getByTestId('chat-input').inputValue())
      .toBe('Create a market research recipe to size a market and find competitors');
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('has Solutions in the mobile menu, and /original answers with its own page and head', async () => {
    const { page, pageErrors, close } = await newPage(browser, { viewport: PHONE });
    const response = await openPublic(page, '/original');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Original design · Recipe Forge');
    await page.getByRole('heading', { level: 1, name: 'Prompts work once. Recipes work every time.' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('public-menu-toggle').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
    await page.waitForURL(`${server.baseUrl}/solutions`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Both are in the sitemap (their page meta), and the server writes /original's head itself.
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.baseUrl}/original</loc>`);
    expect(sitemap).toContain(`<loc>${server.baseUrl}/solutions</loc>`);
    const html = await (await fetch(`${server.baseUrl}/original`)).text();
    expect(html).toContain('<title>Original design · Recipe Forge</title>');
    expect(pageErrors).toEqual([]);
    await close();
  });
});

describe('contact form', () => {
  it('validates in the browser, then stores and mails the message over SMTP', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/contact');
    await page.getByText('Our support team responds within about 24 hours.').first().waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const msg of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please choose a subject.',
      'Please enter a message.',
    ]) {
      await page.getByText(msg).waitFor();
    }
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill('grace@example.com');
    await page.locator('#contact-company').fill('Navy');
    await page.getByLabel('Subject').selectOption('partnership');
    await page.getByLabel('Message').fill('Let us build a compiler for recipes.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();

    const mail = await smtp.next(`support@127.0.0.1`);
    expect(mail.subject).toContain('partnership');
    expect(mail.text).toContain('Let us build a compiler for recipes.');
    expect(mail.raw).toMatch(/^Reply-To: grace@example\.com/m);
    await close();
  });
});

describe('newsletter', () => {
  it('rejects a malformed address and confirms a good one', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/blog');
    expect(await page.getByRole('article').count()).toBe(6);
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByLabel('Email address').fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thanks! reader@example.com is subscribed.').waitFor();
    await close();
  });
});

describe('documentation', () => {
  it('scrolls each anchor into view', async () => {
    const { page, close } = await newPage(browser);
    await openPublic(page, '/documentation');
    for (const id of [
      'getting-started',
      'creating-recipes',
      'using-recipes',
      'sharing-recipes',
      'api-reference',
      'faq',
    ]) {
      await page.goto(`${server.baseUrl}/documentation#${id}`);
      await page.waitForFunction(
        (anchor) => {
          const el = document.getElementById(anchor);
          if (!el) return false;
          const top = el.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight;
        },
        id,
        { timeout: 5_000 },
      );
    }
    await close();
  });
});

describe('web standards', () => {
  it('serves sitemap.xml, robots.txt and the manifest; pages set their own title and description', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.baseUrl}/pricing</loc>`);
    expect(await (await fetch(`${server.baseUrl}/robots.txt`)).text()).toContain('Sitemap:');
    const manifest = (await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json()) as {
      icons: unknown[];
    };
    expect(manifest.icons.length).toBeGreaterThan(0);
    const { page, close } = await newPage(browser);
    await openPublic(page, '/pricing');
    expect(await page.title()).toBe('Pricing · Recipe Forge');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Pricing · Recipe Forge',
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Standard $9.99 a month',
    );
    await close();
  });
});
