import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { waitForListing } from './support/marketplace';
import { type RunningServer, startServer } from './support/server';

/**
 * The evaluation harness and the admin panel (issue 22) against the built app on its embedded
 * defaults (the offline composer): a non-admin is refused the admin panel; an admin moderates a
 * flagged comment; an admin runs a 10-case evaluation to its report and exports it.
 */
const ADMIN = 'journey-admin@example.com';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAILS: ADMIN }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const RECIPE = `# Recipe Title: Weekly Review Ritual

## Goal
Close every week with a calm, complete review of work and plans.

## Principles
- Capture before you judge
- Small, honest numbers beat big guesses

## Operations
- Collect: gather notes, inboxes and calendars
- Decide: one next action per open loop

## Steps
1. Empty every inbox into one list.
2. Review the calendar of the past and next two weeks.
3. Choose the three outcomes that matter most next week.
`;

describe('admin panel and evaluation', () => {
  it('refuses the admin panel to a member', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, server, 'journey-member@example.com');
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page
      .getByText("You don't have permission to access this page. Admin privileges are required.")
      .waitFor();
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('an admin removes a flagged comment from the moderation queue', async () => {
    // A free listing with a comment, flagged by a third person (seeded through the API).
    const creator = await newPage(browser);
    await signUpVerified(creator.page, server, 'journey-mod-creator@example.com');
    const recipe = await api<{ id: string }>(creator.page, 'POST', '/api/recipes', {
      title: 'Weekly Review Ritual',
      content: RECIPE,
    });
    const listing = await api<{ id: string }>(creator.page, 'POST', '/api/marketplace/listings', {
      recipeId: recipe.id,
      priceCents: 0,
    });
    await waitForListing(creator.page, server.baseUrl, 'Weekly Review Ritual');
    await creator.close();

    const commenter = await newPage(browser);
    await signUpVerified(commenter.page, server, 'journey-commenter@example.com');
    const comment = await api<{ id: string }>(
      commenter.page,
      'POST',
      `/api/marketplace/listings/${listing.id}/comments`,
      {
        content: 'Buy cheap watches at my site!!!',
      },
    );
    await commenter.close();
    const flagger = await newPage(browser);
    await signUpVerified(flagger.page, server, 'journey-flagger@example.com');
    await api(flagger.page, 'POST', `/api/marketplace/comments/${comment.id}/flag`, { reason: 'Spam link' });
    await flagger.close();

    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, server, ADMIN);
    // The sidebar offers the panel to an admin.
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByText('Spam link').first().waitFor();
    await page
      .getByRole('button', { name: /^Remove the comment by / })
      .first()
      .click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await dialog
      .getByRole('button', { name: /Remove/ })
      .last()
      .click();
    await page.getByText('No comments are flagged.').waitFor({ timeout: 15_000 });

    // The audit log shows the action; the listing shows the comment as removed.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByText(ADMIN).first().waitFor();
    await page.goto(`${server.baseUrl}/marketplace/recipe/${listing.id}`);
    await page.getByText('[Comment removed by a moderator]').waitFor();
    expect(await page.getByText('Buy cheap watches at my site!!!').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('an admin runs a 10-case evaluation to its report and exports it', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await page.goto(`${server.baseUrl}/sign-in`);
    await page.getByLabel('Email Address').fill(ADMIN);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/chat/);

    await page.goto(`${server.baseUrl}/internal/evaluation`);
    await page.getByText('Access through your admin account').waitFor();
    await page.getByText('10 cases').click();
    await page.getByRole('button', { name: 'Start Evaluation' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Test Cases' }).click();
    await page
      .getByText(/10 test cases/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Export Summary' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('menuitem', { name: 'Markdown (.md)' })
        .or(page.getByRole('link', { name: 'Markdown (.md)' }))
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^evaluation-.*\.md$/);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
