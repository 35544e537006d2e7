import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeLlmServer,
  fakeModelEnv,
  startFakeLlmServer,
} from '../src/server/test/fakes/fake-llm-server';
import { signUpVerified } from './support/accounts';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * /aichat (issue 24): the real chat in a focused, full-width layout with no sidebar, for verified
 * users. A chat started there stays there (/aichat?chat={id}) until Exit focus mode, which opens
 * the same chat at /chat/{id} in the sidebar layout. The model is the local fake.
 */
let fake: FakeLlmServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  [server, browser] = await Promise.all([startServer(fakeModelEnv(fake)), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('/aichat', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await page.goto(`${server.baseUrl}/aichat`);
    await page.waitForURL(/\/sign-in$/);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('gives a verified user the chat without a sidebar, keeps a new chat in focus mode, and exits to it', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await signUpVerified(page, server, 'focus@example.com');
    await page.goto(`${server.baseUrl}/aichat`);
    await page.getByRole('navigation', { name: 'Focus mode bar' }).waitFor();
    await page.getByTestId('chat-empty').waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
    expect(await page.getByTestId('sidebar-toggle').count()).toBe(0);
    // Full width: the chat's area spans the window, no sidebar column beside it.
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(1280);

    const input = page.getByTestId('chat-input');
    await input.fill('Plan a product launch');
    await input.press('Enter');
    await page.waitForURL(/\/aichat\?chat=[^&]+$/);
    await page.getByTestId('message-assistant').last().getByText('Do it well.').waitFor();
    const chatId = new URL(page.url()).searchParams.get('chat');
    expect(chatId).toBeTruthy();

    // A reload keeps the chat and the focused layout.
    await page.reload();
    await page.getByTestId('message-assistant').last().getByText('Do it well.').waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Exit focus mode' }).click();
    await page.waitForURL(`${server.baseUrl}/chat/${chatId}`);
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.getByTestId('message-assistant').last().getByText('Do it well.').waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('fits a 390 px screen with its bar and composer', async () => {
    const { page, pageErrors, close } = await newPage(browser, { viewport: PHONE });
    await signUpVerified(page, server, 'focus-phone@example.com');
    await page.goto(`${server.baseUrl}/aichat`);
    await page.getByRole('link', { name: 'Exit focus mode' }).waitFor();
    await page.getByTestId('chat-input').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
