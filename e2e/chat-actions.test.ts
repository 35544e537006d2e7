import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../src/server/test/fakes/fake-llm-server';
import { signUpVerified } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Message actions (chat-assistant.md §2, §4) against the built app with the offline composer:
 * regenerate and page through versions, edit a message, negative feedback that persists, and
 * convert to code with copy and Show Original.
 */
let server: RunningServer;
let modelServer: RunningServer;
let fake: FakeLlmServer;
let browser: Browser;

beforeAll(async () => {
  // Regenerations count like any generation: room for the four this journey makes.
  fake = await startFakeLlmServer({ chunkDelayMs: 10 });
  [server, modelServer, browser] = await Promise.all([
    startServer({ FREE_GENERATIONS: '10' }),
    startServer({
      FREE_GENERATIONS: '10',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.openAiBaseUrl,
      AI_MODEL: 'fake-model',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), modelServer?.stop()]);
  await fake?.close();
});

const reply = (page: Page) => page.getByTestId('message-assistant').last();
const complete = (page: Page) =>
  page
    .locator('[data-testid="message-assistant"][data-status="complete"]')
    .last()
    .waitFor({ timeout: 20_000 });

async function regenerate(page: Page, option: string, expected: string) {
  await reply(page).hover();
  await page.getByTestId('regenerate-menu').click();
  await page.getByTestId(`regenerate-${option}`).click();
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="version-label"]')?.textContent === text,
    expected,
  );
  await complete(page);
}

describe('chat message actions, signed in', () => {
  it('regenerates, pages versions, edits, rates, converts and copies', async () => {
    const { page, pageErrors, close } = await newPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signUpVerified(page, server, 'actions@example.com');
    await page.goto(`${server.baseUrl}/chat/new`);
    const input = page.getByTestId('chat-input');
    await input.fill('Plan a weekly newsletter for a bakery');
    await input.press('Enter');
    await page.waitForURL(/\/chat\/(?!new)[^/]+$/);
    await complete(page);
    // One version: just the content, no carousel.
    expect(await page.getByTestId('version-carousel').count()).toBe(0);

    // 1. Regenerate twice: 'Recipe 2 of 2', then 'Recipe 3 of 3', and the badge counts.
    await regenerate(page, 'concise', 'Recipe 2 of 2');
    await regenerate(page, 'different', 'Recipe 3 of 3');
    expect(await page.getByTestId('regenerated-badge').innerText()).toBe('Regenerated 2x');
    // Each version counted like any generation.
    await page.getByTestId('usage-badge').getByText('Generations Used 3/10').waitFor();
    const next = page.getByTestId('version-next');
    const previous = page.getByTestId('version-previous');
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await page.getByText('Recipe 2 of 3').waitFor();
    // The 300 ms slide: both buttons wait, then previous works again.
    await page.waitForTimeout(350);
    await previous.click();
    await page.getByText('Recipe 1 of 3').waitFor();
    await page.waitForTimeout(350);
    expect(await previous.isDisabled()).toBe(true);
    // Arrow keys while the carousel has focus.
    await page.getByTestId('version-carousel').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Recipe 2 of 3').waitFor();
    // Stored: a reload shows the chosen version.
    await page.reload();
    await page.getByText('Recipe 2 of 3').waitFor();

    // 2. Edit the user message: Escape cancels, Ctrl+Enter saves and answers it again.
    const bubble = page.getByTestId('message-user').first();
    await bubble.hover();
    await page.getByTestId('edit-message').click();
    await page.getByTestId('edit-textarea').fill('changed my mind');
    await page.getByTestId('edit-textarea').press('Escape');
    expect(await bubble.innerText()).toContain('Plan a weekly newsletter for a bakery');
    await bubble.hover();
    await page.getByTestId('edit-message').click();
    await page.getByTestId('edit-textarea').fill('Plan a monthly newsletter for a flower shop');
    await page.getByTestId('edit-textarea').press('Control+Enter');
    await page.getByText('Recipe 4 of 4').waitFor({ timeout: 20_000 });
    await complete(page);
    expect(await bubble.innerText()).toContain('Plan a monthly newsletter for a flower shop');
    expect(await reply(page).innerText()).toMatch(/flower/i);

    // 3. Negative feedback with a reason and comment; it persists.
    await reply(page).hover();
    await page.getByTestId('feedback-down').click();
    const form = page.getByTestId('feedback-form');
    await form.getByLabel('Too vague or unclear').check();
    await form.getByLabel('Comment (optional)').fill('Needs concrete dates');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[data-testid="feedback-down"][aria-pressed="true"]').waitFor();

    // 4. Convert to code: tabs, copy ('Copied'), Show Original and back.
    await reply(page).hover();
    await page.getByTestId('convert-recipe').click();
    const viewer = page.getByTestId('code-viewer');
    await viewer.waitFor();
    const tabs = viewer.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'System prompt',
      'Markdown',
      'JSON',
      'YAML',
      'Python',
      'TypeScript',
    ]);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await viewer.getByRole('tab', { selected: true }).innerText()).toBe('JSON');
    await viewer.getByRole('button', { name: 'Copy code' }).click();
    await viewer.getByText('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({ sections: expect.any(Array) });
    await page.getByRole('button', { name: 'Show Original' }).click();
    await viewer.waitFor({ state: 'detached' });
    await reply(page).getByTestId('recipe-section').first().waitFor();
    await page.getByRole('button', { name: 'Show Code' }).click();
    await viewer.waitFor();

    // 5. Delete the user message from the view: said to be local, still gone after a reload.
    await bubble.hover();
    await page.getByTestId('delete-message').click();
    await page.getByText('Removed from this view only; it stays in the conversation.').waitFor();
    expect(await page.getByTestId('message-user').count()).toBe(0);
    await page.reload();
    await page.getByTestId('message-assistant').first().waitFor();
    expect(await page.getByTestId('message-user').count()).toBe(0);

    expect(pageErrors).toEqual([]);
    await close();
  });

  it('keeps the earlier version and says so when a regeneration fails', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, modelServer, 'failing@example.com');
    await page.goto(`${modelServer.baseUrl}/chat/new`);
    fake.reset({ chunkDelayMs: 10 });
    await page.getByTestId('chat-input').fill('Plan a bake sale');
    await page.getByTestId('chat-input').press('Enter');
    await page.waitForURL(/\/chat\/(?!new)[^/]+$/);
    await complete(page);
    const first = await reply(page).innerText();
    fake.reset({ status: 500 });
    await reply(page).hover();
    await page.getByTestId('regenerate-menu').click();
    await page.getByTestId('regenerate-default').click();
    await page
      .getByText('Sorry, I encountered an error regenerating the response.')
      .waitFor({ timeout: 20_000 });
    await complete(page);
    expect(await page.getByTestId('version-carousel').count()).toBe(0);
    expect(await page.getByTestId('regenerated-badge').count()).toBe(0);
    expect(await reply(page).innerText()).toContain(first.split('\n')[0]!);
    // The progress loader resets (it stays mounted, without a stage).
    await page
      .locator('[data-testid="generation-progress"]:not([data-stage])')
      .waitFor({ state: 'attached' });
    expect(pageErrors).toEqual([]);
    await close();
  });
});

describe('chat message actions, anonymous', () => {
  it('keeps versions and feedback in this browser and asks to sign in to convert', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await page.goto(`${server.baseUrl}/chat/new`);
    await page.getByTestId('chat-input').fill('Plan a garden party');
    await page.getByTestId('chat-input').press('Enter');
    await complete(page);
    await regenerate(page, 'detailed', 'Recipe 2 of 2');
    await reply(page).hover();
    await page.getByTestId('feedback-down').click();
    await page.getByTestId('feedback-form').getByLabel('Other').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('feedback-form').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Recipe 2 of 2').waitFor();
    await page.locator('[data-testid="feedback-down"][aria-pressed="true"]').waitFor();
    await reply(page).hover();
    await page.getByTestId('convert-recipe').click();
    await page.getByRole('dialog').getByText('Welcome Back').waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });
});
