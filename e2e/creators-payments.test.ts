import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { newPage } from './support/browser';
import { serverAndBrowserPerFile } from './support/fixtures';
import {
  askForRecipe,
  myListings,
  publishInDialog,
  setUpPayments,
  waitForListing,
} from './support/marketplace';

/**
 * Creators and payments (issue 21) against the built app on its embedded defaults, with the local
 * test provider: a user becomes a creator and fills in the profile, onboards, publishes a paid
 * recipe; another user buys it; the creator sees the sale in analytics; the buyer refunds it
 * (ownership ends) and then subscribes to Standard and cancels at period end.
 */
const ctx = serverAndBrowserPerFile();
const base = () => ctx.server().baseUrl;
const creatorEmail = 'journey-creator@example.com';
const buyerEmail = 'journey-buyer@example.com';
let listingId = '';
let listingTitle = '';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${base()}/sign-in`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/chat/);
}

describe('creators and payments', () => {
  it('a user becomes a creator, fills in the profile, onboards and publishes a paid recipe', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser());
    await signUpVerified(page, ctx.server(), creatorEmail);

    await page.goto(`${base()}/settings?tab=creator-profile`);
    await page.getByRole('button', { name: 'Become a Creator' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, become a creator' }).click();
    await page.getByLabel('Professional Title').fill('Workflow designer');
    await page.getByLabel('Bio').fill('I turn messy weekly routines into recipes anyone can run.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Creator profile updated successfully').first().waitFor();

    await setUpPayments(page, base());
    await askForRecipe(page, base(), 'Write a recipe for a quarterly volunteer onboarding checklist');
    await page.getByTestId('publish-recipe').last().click();
    await publishInDialog(page, '4.99', 'Publish for $4.99');
    const [listing] = await myListings(page);
    listingId = listing!.id;
    listingTitle = listing!.title;
    await waitForListing(page, base(), listingTitle);

    // The public profile shows what the creator filled in.
    await page.goto(`${base()}/settings?tab=creator-profile`);
    await page.getByRole('link', { name: 'View public profile' }).click();
    await page.getByText('Workflow designer').first().waitFor();
    await page.getByText('I turn messy weekly routines into recipes anyone can run.').waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('another user buys it; the creator sees the sale in analytics', async () => {
    const buyer = await newPage(ctx.browser());
    await signUpVerified(buyer.page, ctx.server(), buyerEmail);
    await buyer.page.goto(`${base()}/marketplace/recipe/${listingId}`);
    await buyer.page.getByRole('button', { name: 'Buy for $4.99' }).click();
    await buyer.page.getByRole('button', { name: 'Pay with test card' }).click();
    await buyer.page.getByRole('heading', { name: 'Purchase Successful!' }).waitFor({ timeout: 15_000 });
    expect(buyer.pageErrors).toEqual([]);
    await buyer.close();

    const { page, pageErrors, close } = await newPage(ctx.browser());
    await signIn(page, creatorEmail);
    await page.goto(`${base()}/creator/analytics`);
    const cards = page.getByLabel('Earnings summary');
    // $4.99 less the platform's 20% ($1.00).
    await cards.getByText('$3.99').first().waitFor();
    await cards.getByText('1 sale in all').waitFor();
    const row = page.getByRole('row').filter({ hasText: listingTitle });
    await row.waitFor();
    expect(await row.innerText()).toContain('$3.99');
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('the buyer refunds it and loses access, then subscribes to Standard and cancels at period end', async () => {
    const { page, pageErrors, close } = await newPage(ctx.browser());
    await signIn(page, buyerEmail);

    await page.goto(`${base()}/settings?tab=purchases`);
    await page.getByRole('button', { name: `Refund ${listingTitle}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refund $4.99' }).click();
    await page
      .getByText(/^Refund requested/)
      .first()
      .waitFor();
    // The local provider's charge.refunded arrives by webhook; the row says so once it has.
    // (the filter's hidden 'Refunded' option aside)
    await page
      .locator('#settings-purchases :text-is("Refunded"):visible')
      .first()
      .waitFor({ timeout: 20_000 });
    await page.goto(`${base()}/marketplace/recipe/${listingId}`);
    await page.getByText('Full Recipe Locked').waitFor();

    await page.goto(`${base()}/pricing`);
    await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
    await page.getByText('Test mode').first().waitFor();
    await page.getByRole('button', { name: 'Start trial' }).click();
    await page.waitForURL(/\/settings\?tab=subscription/, { timeout: 15_000 });
    const section = page.locator('#settings-subscription');
    await section.getByText('Standard Plan').first().waitFor({ timeout: 15_000 });
    await section.getByText('Free trial').first().waitFor();

    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await section.getByText('Cancels at period end').first().waitFor({ timeout: 15_000 });
    // Access is kept until the period ends.
    await section.getByText('Standard Plan').first().waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });
});
