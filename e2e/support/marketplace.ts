import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Steps of the marketplace journeys shared by their files: a reply of the offline composer, the
 * local test provider's onboarding, the publish price dialog, and waiting for a listing to go live.
 */

/** One reply of the offline composer, finished. */
export async function askForRecipe(page: Page, baseUrl: string, prompt: string): Promise<void> {
  await page.goto(`${baseUrl}/chat/new`);
  const input = page.getByTestId('chat-input');
  await input.fill(prompt);
  await input.press('Enter');
  await page
    .locator('[data-testid="message-assistant"][data-status="complete"]')
    .last()
    .waitFor({ timeout: 30_000 });
}

/** The local test provider's onboarding, as a new creator goes through it. */
export async function setUpPayments(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/creator/onboarding`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Start onboarding' }).click();
  await page.getByRole('button', { name: 'Complete test onboarding' }).click();
  await page.getByRole('heading', { name: 'Onboarding Complete!' }).waitFor();
}

/** Chooses a price in the open price dialog and publishes; the recipe's title as the dialog names it. */
export async function publishInDialog(page: Page, dollars: string, submit: string): Promise<string> {
  const dialog = page.getByTestId('publish-price-dialog');
  const named = await dialog.getByText(/^Choose what buyers pay for/).innerText();
  const title = named.includes('“') ? named.slice(named.indexOf('“') + 1, named.lastIndexOf('”')) : '';
  await dialog.getByLabel('Price (USD)').fill(dollars);
  await dialog.getByRole('button', { name: submit }).click();
  await page.waitForURL(/\/marketplace$/, { timeout: 15_000 });
  return title;
}

/** The listing's card in the marketplace once validation has published it (a job, so polled). */
export async function waitForListing(page: Page, baseUrl: string, title: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/marketplace?q=${encodeURIComponent(title)}`);
        await page
          .getByTestId('listing-card')
          .first()
          .or(page.getByText('No recipes found'))
          .first()
          .waitFor();
        return page.getByTestId('listing-card').filter({ hasText: title }).count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

/** The signed-in creator's listings, newest first, as the API answers them. */
export async function myListings(page: Page): Promise<Array<{ id: string; title: string }>> {
  return page.evaluate(async () => (await (await fetch('/api/marketplace/my-listings')).json()).items);
}

/** The id of the signed-in creator's own listing with this title (the same title may exist twice). */
export async function ownListingId(page: Page, title: string): Promise<string> {
  const id = (await myListings(page)).find((l) => l.title === title)?.id;
  if (!id) throw new Error(`no listing of mine named ${title}`);
  return id;
}
