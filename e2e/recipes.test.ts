import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Recipe journeys against the built app on its embedded defaults (PGlite, local files, the
 * offline composer): save from chat, tags and cover arriving live, folders, edit, Ctrl+K search,
 * export and re-import, and reading an opened recipe with the network cut (issue #7).
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const card = (page: Page, title: string) => page.getByTestId('recipe-card').filter({ hasText: title });

async function saveRecipeFromChat(page: Page, prompt: string): Promise<void> {
  await page.goto(`${server.baseUrl}/chat/new`);
  const input = page.getByTestId('chat-input');
  await input.fill(prompt);
  await input.press('Enter');
  await page
    .locator('[data-testid="message-assistant"][data-status="complete"]')
    .last()
    .waitFor({ timeout: 30_000 });
  await page.getByTestId('save-recipe').last().click();
  await page.getByText('Recipe saved to your gallery').waitFor();
}

/** The recipe's title as the gallery shows it (the composer's title line). */
async function onlyCardTitle(page: Page): Promise<string> {
  const first = page.getByTestId('recipe-card').first().getByRole('link').first();
  await first.waitFor();
  return (await first.innerText()).trim();
}

describe('recipes', () => {
  it('saves from chat, gets tags and a cover live, files into a folder, edits, and finds it with Ctrl+K', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, server, 'keeper@example.com');

    await saveRecipeFromChat(page, 'Write a recipe for onboarding volunteers at a food bank');
    await page.goto(`${server.baseUrl}/recipes`);
    await page.getByRole('heading', { name: 'Recipe Gallery' }).waitFor();
    const title = await onlyCardTitle(page);
    const saved = card(page, title);

    // The background jobs finish after the save: tags and the cover appear without a reload.
    await saved.locator('img').waitFor({ timeout: 30_000 });
    await expect.poll(() => saved.getByText('Adding tags…').count(), { timeout: 30_000 }).toBe(0);
    expect(await saved.locator('[data-testid="tag-chip"]').count()).toBe(2);
    await expect
      .poll(() => saved.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // A folder, then the recipe moved into it: the chip counts follow.
    await page.getByRole('button', { name: 'Folders' }).click();
    await page.getByLabel('New folder name').fill('Volunteering');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('dialog').getByText('Volunteering').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Volunteering (0)' }).waitFor();

    await saved.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to folder' }).click();
    await page.getByRole('dialog').getByLabel('Folder').selectOption({ label: 'Volunteering' });
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await page.getByRole('button', { name: 'Volunteering (1)' }).waitFor();
    await page.getByRole('button', { name: 'Volunteering (1)' }).click();
    await card(page, title).waitFor();

    // Edit page: a new title, back to the gallery with the success message.
    const id = new URL(
      await card(page, title)
        .getByRole('link')
        .first()
        .evaluate((a: HTMLAnchorElement) => a.href),
    ).pathname
      .split('/')
      .pop()!;
    await page.goto(`${server.baseUrl}/recipes/edit/${id}`);
    const titleField = page.getByLabel('Title', { exact: true });
    await titleField.fill('Volunteer onboarding at the food bank');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/recipes`);
    await page.getByText('Recipe updated successfully!').waitFor();
    await card(page, 'Volunteer onboarding at the food bank').waitFor();

    // Ctrl+K finds it by a tag and by a word from its content. The tag: one not in the title, else
    // the recipe is found as a title match first (the order is recipe, tag, content).
    const tags = await page.evaluate(
      async (recipeId) =>
        ((await (await fetch(`/api/recipes/${recipeId}`)).json()) as { tags: string[] }).tags,
      id,
    );
    const tag = tags.find((t) => !'volunteer onboarding at the food bank'.includes(t.toLowerCase()))!;
    expect(tag).toBeTruthy();
    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder('Search recipes, tags, or content...');
    await search.fill(tag);
    const tagHit = page
      .getByRole('option')
      .filter({ has: page.getByTestId('result-type') })
      .first();
    await tagHit.waitFor();
    await expect.poll(() => page.getByTestId('result-type').allInnerTexts()).toContain('Tag');

    await search.fill('food bank');
    await page.getByTestId('result-type').first().waitFor();
    // A word of the content that is neither in the title nor a tag: found as a content match.
    const word = await page.evaluate(
      async ({ recipeId, skip }) => {
        const recipe = (await (await fetch(`/api/recipes/${recipeId}`)).json()) as { content: string };
        const words = recipe.content.toLowerCase().match(/[a-z]{7,}/g) ?? [];
        return words.find((w) => !skip.some((s) => s.includes(w) || w.includes(s)))!;
      },
      { recipeId: id, skip: ['volunteer onboarding at the food bank', ...tags.map((t) => t.toLowerCase())] },
    );
    expect(word).toBeTruthy();
    await search.fill(word);
    await expect.poll(() => page.getByTestId('result-type').allInnerTexts()).toContain('Content');
    expect(
      (await page.locator('[data-testid="result-excerpt"] mark').first().innerText()).toLowerCase(),
    ).toBe(word);
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(`${server.baseUrl}/recipes/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Volunteer onboarding at the food bank' }).waitFor();

    expect(pageErrors).toEqual([]);
    await close();
  });

  it('exports the gallery as a zip and imports it back into an empty gallery', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, server, 'porter@example.com');
    await saveRecipeFromChat(page, 'Write a recipe for planning a weekly team meal');
    await page.goto(`${server.baseUrl}/recipes`);
    const title = await onlyCardTitle(page);
    await expect.poll(() => card(page, title).getByText('Adding tags…').count(), { timeout: 30_000 }).toBe(0);
    const tagsBefore = await card(page, title).locator('[data-testid="tag-chip"]').allInnerTexts();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zipPath = join(mkdtempSync(join(tmpdir(), 'rf-export-')), download.suggestedFilename());
    await download.saveAs(zipPath);
    expect(readFileSync(zipPath).subarray(0, 2).toString()).toBe('PK');

    // Delete it, then bring it back from the export.
    await card(page, title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this recipe?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No recipes yet').waitFor();

    await page.getByTestId('import-file').setInputFiles(zipPath);
    await page.getByText('Imported 1 recipe').waitFor();
    await card(page, title).waitFor();
    expect(await card(page, title).locator('[data-testid="tag-chip"]').allInnerTexts()).toEqual(tagsBefore);

    expect(pageErrors).toEqual([]);
    await close();
  });

  it('reads a recipe opened before the network went away', async () => {
    const { page, close } = await newPage(browser);
    await signUpVerified(page, server, 'reader@example.com');
    await saveRecipeFromChat(page, 'Write a recipe for a calm morning routine');
    // The service worker has to control the page before it can keep what the page fetches.
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });
    await page.goto(`${server.baseUrl}/recipes`);
    const title = await onlyCardTitle(page);
    await card(page, title).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const url = page.url();

    await page.context().setOffline(true);
    await page.goto(`${url}?bypass=true`);
    try {
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    } catch (error) {
      await page.screenshot({ path: '/tmp/offline-fail.png' });
      throw error;
    }
    expect(await page.getByText('Goal', { exact: false }).count()).toBeGreaterThan(0);
    await page.context().setOffline(false);
    await close();
  });
});
