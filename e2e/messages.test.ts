import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { api } from './support/api';
import { launchBrowser, newPage, PHONE, waitForApp } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Direct messages and notifications (issue 23) against the built app: a user writes to a creator
 * from the creator's page; the creator sees the unread count and the bell live, reads it (the
 * sender's single check turns double live), answers (it arrives live), and sees the sender's edit
 * live; then the same conversation at 390 px, where the list and the thread are separate views.
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

const CARA = 'cara-creator@example.com';
const UMA = 'uma-writer@example.com';
const FIRST = 'Hello Cara, is <b>this</b> recipe good for teams?';

describe('messages between a user and a creator', () => {
  let cara: Page;
  let uma: Page;
  let caraId: string;
  let conversationId: string;

  it('a user writes from the creator page; the creator sees the count and the bell live', async () => {
    ({ page: cara } = await newPage(browser));
    ({ page: uma } = await newPage(browser));
    await signUpVerified(cara, server, CARA);
    await api(cara, 'POST', '/api/creators/me');
    caraId = (await api<{ user: { id: string } }>(cara, 'GET', '/api/me')).user.id;
    await signUpVerified(uma, server, UMA);

    // The creator is somewhere else in the app while the message comes in.
    await cara.goto(`${server.baseUrl}/recipes`);
    await waitForApp(cara);
    const bell = cara.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();

    await uma.goto(`${server.baseUrl}/marketplace/creator/${caraId}`);
    await uma.getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = uma.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(FIRST);
    await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
    await uma.getByRole('link', { name: 'Continue Chat' }).waitFor();

    // Live: the sidebar's Messages count and the bell.
    await cara.getByTestId('messages-unread').filter({ hasText: '1 unread message' }).waitFor();
    await cara.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await bell.click();
    await cara.getByText('uma-writer sent you a message').waitFor();
    await cara.keyboard.press('Escape');

    conversationId = (
      await api<{ conversationId: string }>(uma, 'GET', `/api/messaging/conversations/with/${caraId}`)
    ).conversationId;
    expect(conversationId).toBeTruthy();
  });

  it('the creator reads it (two checks for the sender, live), answers live, and sees an edit live', async () => {
    await uma.goto(`${server.baseUrl}/messages?conversation=${conversationId}`);
    const umaLog = uma.getByRole('log');
    await umaLog.getByText(FIRST).waitFor();
    await umaLog.getByTestId('check-sent').waitFor();

    await cara
      .getByRole('link', { name: /Messages/ })
      .first()
      .click();
    await cara.waitForURL(/\/messages/);
    await cara
      .getByRole('button', { name: /uma-writer/ })
      .first()
      .click();
    const caraLog = cara.getByRole('log');
    // HTML is shown as the text it is.
    await caraLog.getByText(FIRST).waitFor();
    expect(await caraLog.locator('b').count()).toBe(0);
    await caraLog.getByText('Today').waitFor();

    // The sender's single check turns double while she watches.
    await umaLog.getByTestId('check-read').waitFor();
    // Read: the count and the bell have nothing left.
    await cara.getByTestId('messages-unread').waitFor({ state: 'detached' });
    await cara.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // The answer arrives live.
    const composer = cara.getByRole('textbox', { name: 'Message' });
    await composer.fill('Yes! It works well for teams of five.');
    await composer.press('Enter');
    await expect.poll(() => composer.inputValue()).toBe('');
    await umaLog.getByText('Yes! It works well for teams of five.').waitFor();

    // Shift+Enter makes a new line instead of sending.
    const umaComposer = uma.getByRole('textbox', { name: 'Message' });
    await umaComposer.fill('Line one');
    await umaComposer.press('Shift+Enter');
    await umaComposer.pressSequentially('line two');
    expect(await umaComposer.inputValue()).toBe('Line one\nline two');
    await umaComposer.fill('');

    // The sender edits her first message; the creator sees 'edited' live.
    await umaLog.getByText(FIRST).hover();
    await uma.getByRole('button', { name: 'Edit message' }).first().click();
    const edit = uma.getByRole('textbox', { name: 'Edit your message' });
    await edit.fill('Hello Cara, is this recipe good for small teams?');
    await edit.press('Enter');
    await caraLog.getByText('Hello Cara, is this recipe good for small teams?').waitFor();
    await caraLog.getByTestId('edited-marker').waitFor();
  });

  it('at 390 px the list and the thread are separate views with a back arrow', async () => {
    const { page: phone, close } = await newPage(browser, {
      viewport: PHONE,
      storageState: await uma.context().storageState(),
    });
    try {
      await phone.goto(`${server.baseUrl}/messages`);
      const row = phone.getByRole('button', { name: /cara-creator/ }).first();
      await row.waitFor();
      await row.click();
      await phone.getByRole('log').getByText('Yes! It works well for teams of five.').waitFor();
      // Live on the phone too: the creator's next answer arrives while it is open.
      await api(cara, 'POST', `/api/messaging/conversations/${conversationId}/messages`, {
        content: 'Tell me how the first review goes.',
      });
      await phone.getByRole('log').getByText('Tell me how the first review goes.').waitFor();
      // The list is not shown beside the thread.
      expect(await phone.getByPlaceholder('Search conversations...').isVisible()).toBe(false);
      await phone.getByRole('button', { name: 'Back to conversations' }).click();
      await phone.getByPlaceholder('Search conversations...').waitFor();
      expect(await phone.getByRole('log').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
