import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Sharing a chat by link and the chat history page (platform.md §2), against the built app with
 * the offline composer: share an answer, open the link signed out, stop sharing; search, tabs and
 * delete on /chat-history.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ FREE_GENERATIONS: '10' }), launchBrowser()]);
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

async function newChat(page: Page, prompt: string): Promise<string> {
  await page.goto(`${server.baseUrl}/chat/new`);
  const input = page.getByTestId('chat-input');
  await input.fill(prompt);
  await input.press('Enter');
  await page.waitForURL(/\/chat\/(?!new)[^/]+$/);
  await complete(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('sharing a chat', () => {
  it('copies an answer’s link, shows it read-only to a signed-out visitor, and stops it', async () => {
    const { page, pageErrors, close } = await newPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signUpVerified(page, server, 'sharer@example.com');
    await newChat(page, 'Plan a neighbourhood book swap');
    const answer = page.getByTestId('message-assistant').last();
    await answer.hover();
    await page.getByTestId('share-message').click();
    await answer.getByRole('button', { name: 'Link copied' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/share/[A-Za-z0-9_-]{20,}#message-[\\w-]+$`));

    // A fresh, signed-out browser context opens the link.
    const visitor = await newPage(browser, { viewport: { width: 390, height: 700 } });
    await visitor.page.goto(link);
    const messages = visitor.page.getByTestId('shared-messages');
    await messages.waitFor();
    expect(await visitor.page.getByTestId('shared-user').first().innerText()).toBe(
      'Plan a neighbourhood book swap',
    );
    expect(await visitor.page.getByTestId('shared-other').count()).toBe(1);
    // The anchored answer is scrolled into view.
    const anchored = visitor.page.locator(`[id="${decodeURIComponent(new URL(link).hash.slice(1))}"]`);
    await visitor.page.waitForFunction(
      (id) => {
        const el = document.getElementById(id);
        const box = el?.getBoundingClientRect();
        return !!box && box.top < window.innerHeight && box.bottom > 0;
      },
      decodeURIComponent(new URL(link).hash.slice(1)),
    );
    expect(await anchored.getAttribute('data-testid')).toBe('shared-other');
    expect(await visitor.page.getByRole('textbox').count()).toBe(0);

    // The owner stops sharing: the link now says so.
    await page.getByTestId('chat-share').getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('The link no longer works.').waitFor();
    // (Only the #hash would change: reload so the page asks the server again.)
    await visitor.page.reload();
    await visitor.page
      .getByTestId('shared-error')
      .getByText('You do not have permission to view this chat.')
      .waitFor();
    await visitor.page.goto(`${server.baseUrl}/share/AAAAAAAAAAAAAAAAAAAAAA`);
    await visitor.page
      .getByTestId('shared-error')
      .getByText('This shared chat link is invalid or has expired.')
      .waitFor();
    await visitor.close();
    expect(pageErrors).toEqual([]);
    await close();
  });
});

describe('chat history page', () => {
  it('lists the chats, searches them, switches tabs and deletes one', async () => {
    const { page, close } = await newPage(browser);
    await signUpVerified(page, server, 'historian@example.com');
    await newChat(page, 'Organise a charity bake sale');
    await newChat(page, 'Write a packing list for a hiking trip');

    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL(`${server.baseUrl}/chat-history`);
    await page.getByRole('heading', { level: 1, name: 'Chat History' }).waitFor();
    const cards = page.getByTestId('history-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();

    await page.getByPlaceholder('Search chat history...').fill('HIKING');
    await page.getByRole('heading', { name: 'Search Results (1)' }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('Write a packing list for a hiking trip');
    await page.getByPlaceholder('Search chat history...').fill('nothing like this');
    await page.getByText('No chat history found').waitFor();
    await page.getByText('Try a different search term').waitFor();
    await page.getByPlaceholder('Search chat history...').fill('');

    // This Week holds chats of the last 7 days but not today's.
    await page.getByRole('tab', { name: 'This Week' }).click();
    await page.getByText('Start your first conversation').waitFor();
    await page.getByRole('tab', { name: 'Today' }).click();
    expect(await cards.count()).toBe(2);

    await page.getByRole('button', { name: 'Delete chat' }).first().click();
    await page.getByText('Chat deleted').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-card"]').length === 1);
    // Gone on the server too.
    await page.reload();
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);

    await cards.first().getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/chat\/[^/]+$/);
    await page.getByTestId('message-assistant').first().waitFor();
    await close();
  });
});
