import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { api } from './support/api';
import { newPage } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';

/**
 * The presenter where a saved recipe is read (issue 24, platform.md §2 Recipe presenter and display
 * views): on /recipes/:id a reader switches the display mode through cards, flow, masonry and
 * story and picks a style, ticks two items, and after a reload finds the ticks and the chosen view
 * kept (ticks per recipe on the server, the view in the reader's preferences); then pins the recipe
 * and the gallery's card shows 'Pinned'.
 */
const ctx = serverAndBrowserPerFile();

const TITLE = 'E2E Morning Routine';
const CONTENT = [
  `# Recipe Title: ${TITLE}`,
  '## Goal',
  'Start the day calm and focused.',
  '## Steps',
  '1. Drink a glass of water',
  '2. Stretch for five minutes',
  '3. Plan the three most important tasks',
].join('\n');

/** Chooses one entry of the presenter's 'View' menu (a style or a display mode). */
async function chooseView(page: Page, label: string) {
  await page.getByRole('button', { name: 'Style and display mode' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

const presenter = (page: Page) => page.getByTestId('recipe-presenter');

/** The reading state the server keeps for the recipe. */
async function serverState(page: Page, id: string) {
  return api<{ completed: string[]; pinned: boolean }>(page, 'GET', `/api/reading-states/recipe/${id}`);
}

describe('the presenter on a saved recipe', () => {
  it('switches modes and style, keeps ticks and the view after a reload, and pins into the gallery', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser());
    const base = ctx.server().baseUrl;
    await signUpVerified(page, ctx.server(), 'presenter-reader@example.com');
    const { id } = await api<{ id: string }>(page, 'POST', '/api/recipes', {
      title: TITLE,
      description: 'A calm start.',
      content: CONTENT,
    });

    await page.goto(`${base}/recipes/${id}`);
    await presenter(page).waitFor();
    expect(await presenter(page).getAttribute('data-mode')).toBe('cards');
    await page.getByTestId('recipe-title').filter({ hasText: TITLE.toUpperCase() }).waitFor();

    // Every display mode in turn, then a style.
    for (const [label, mode] of [
      ['Flow', 'flow'],
      ['Masonry', 'masonry'],
      ['Story', 'story'],
    ] as const) {
      await chooseView(page, label);
      await page.locator(`[data-testid="recipe-presenter"][data-mode="${mode}"]`).waitFor();
    }
    await page.getByTestId('recipe-story').waitFor();
    await chooseView(page, 'Terminal');
    await page.locator('[data-testid="recipe-presenter"][data-style="terminal"]').waitFor();

    // Story shows one section at a time: the Steps are the second.
    await page.getByRole('button', { name: 'Next section' }).click();
    await page.getByTestId('recipe-story-position').filter({ hasText: '2 / 2' }).waitFor();
    await page.getByRole('checkbox', { name: 'Drink a glass of water' }).check();
    await page.getByRole('checkbox', { name: 'Stretch for five minutes' }).check();
    await page
      .getByTestId('recipe-stats')
      .filter({ hasText: '2 of 4 completed · 50% · 2 sections' })
      .waitFor();
    // Ticks are saved once the reader pauses (300 ms); the view as soon as it is chosen.
    await expect.poll(async () => (await serverState(page, id)).completed.sort()).toEqual(['1:0', '1:1']);
    await expect
      .poll(async () => {
        const prefs = await api<{ presenterStyle: string; presenterMode: string }>(
          page,
          'GET',
          '/api/preferences',
        );
        return `${prefs.presenterStyle}/${prefs.presenterMode}`;
      })
      .toBe('terminal/story');

    await page.reload();
    await page
      .locator('[data-testid="recipe-presenter"][data-mode="story"][data-style="terminal"]')
      .waitFor();
    await page
      .getByTestId('recipe-stats')
      .filter({ hasText: '2 of 4 completed · 50% · 2 sections' })
      .waitFor();
    await page.getByRole('button', { name: 'Next section' }).click();
    expect(await page.getByRole('checkbox', { name: 'Drink a glass of water' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Stretch for five minutes' }).isChecked()).toBe(true);
    expect(
      await page.getByRole('checkbox', { name: 'Plan the three most important tasks' }).isChecked(),
    ).toBe(false);

    // Pin it: the gallery's card says 'Pinned'.
    const pin = page.getByRole('button', { name: 'Pin recipe' });
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await pin.click();
    await page.getByRole('button', { name: 'Pin recipe', pressed: true }).waitFor();
    await expect.poll(async () => (await serverState(page, id)).pinned).toBe(true);
    await page.goto(`${base}/recipes`);
    const card = page.getByTestId('recipe-card').filter({ hasText: TITLE });
    await card.getByTestId('pinned-chip').filter({ hasText: 'Pinned' }).waitFor();

    expect(pageErrors).toEqual([]);
    await close();
  });
});
