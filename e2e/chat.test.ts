import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../src/server/test/fakes/fake-llm-server';
import { launchBrowser, newPage, waitForApp } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Chat journeys against the built app. The model is a local fake that speaks the
 * OpenAI-compatible streaming wire format, so the streams are real and their pace controllable.
 */
const LONG_RECIPE = [
  '# Recipe Title: Launch Checklist',
  '',
  '## Goal',
  'Ship a small product launch without surprises, with every owner knowing their part.',
  '',
  '## Principles',
  ...Array.from(
    { length: 6 },
    (_, i) => `${i + 1}. Principle number ${i + 1} keeps the launch calm and predictable.`,
  ),
  '',
  '## Operations',
  ...Array.from(
    { length: 6 },
    (_, i) => `- Operation ${i + 1}: prepare, verify and hand over the launch material.`,
  ),
  '',
  '## Steps',
  ...Array.from({ length: 10 }, (_, i) => `${i + 1}. Step ${i + 1}: do the next launch task and record it.`),
  '',
  'Final words of the launch recipe.',
].join('\n');

let fake: FakeLlmServer;
let model: RunningServer;
let limited: RunningServer;
let offline: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeLlmServer({ chunkDelayMs: 30 });
  const modelEnv = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.openAiBaseUrl,
    AI_MODEL: 'fake-model',
  };
  [model, limited, offline, browser] = await Promise.all([
    startServer({ ...modelEnv, FREE_GENERATIONS: '10' }),
    startServer({ ...modelEnv, FREE_GENERATIONS: '1' }),
    startServer(),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([model?.stop(), limited?.stop(), offline?.stop()]);
  await fake?.close();
});

const lastReply = (page: Page) => page.getByTestId('message-assistant').last();
const replyText = (page: Page) => lastReply(page).innerText();

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

describe('chat, signed in', () => {
  it('streams a recipe with its sections and progress, stops on Stop, and continues the same reply after a reload', async () => {
    const { page, pageErrors, close } = await newPage(browser);
    await page.goto(`${model.baseUrl}/chat`);
    await waitForApp(page);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'chef@example.com', password: 'secret-pass', name: 'chef' }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    await page.goto(`${model.baseUrl}/chat/new`);
    await page.getByTestId('chat-input').waitFor();

    // 1. A streamed recipe: progress loader, sections appearing, the URL of the new chat.
    fake.reset({ text: LONG_RECIPE, chunkSize: 8, chunkDelayMs: 30 });
    await send(page, 'Plan a product launch checklist');
    await page.waitForURL(/\/chat\/(?!new)[^/]+$/);
    await page.locator('[data-testid="generation-progress"][data-stage]').waitFor();
    await page.locator('[data-testid="recipe-section"][data-type="goal"]').waitFor();
    await page.getByText('Writing...').first().waitFor();
    await page
      .locator('[data-testid="message-assistant"][data-status="complete"]')
      .waitFor({ timeout: 20_000 });
    const types = await page
      .getByTestId('recipe-section')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect(types).toEqual(['goal', 'principles', 'operations', 'steps']);
    expect(await page.getByTestId('recipe-title').innerText()).toBe('LAUNCH CHECKLIST');
    // The sidebar lists the chat under TODAY.
    await page.getByTestId('chat-group-today').getByRole('link').first().waitFor();

    // 2. Stop: the reply ends as stopped, part-written, and the provider call is aborted.
    await send(page, 'Write a recipe for onboarding volunteers');
    await page.waitForFunction(() => {
      const replies = document.querySelectorAll('[data-testid="message-assistant"]');
      return (replies[replies.length - 1]?.textContent ?? '').length > 80;
    });
    await page.getByTestId('chat-stop').click();
    await page.locator('[data-testid="message-assistant"][data-status="cancelled"]').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // Cut short: the Steps card (10 steps and the closing line) never filled up.
    expect(await replyText(page)).not.toContain('11 items');
    await expect.poll(() => fake.open(), { timeout: 5_000 }).toBe(0);

    // 3. Reload mid-stream: the same reply picks up from what is stored and finishes.
    await send(page, 'Draft a recipe for quarterly planning');
    await page.waitForFunction(() => {
      const replies = document.querySelectorAll('[data-testid="message-assistant"]');
      return (replies[replies.length - 1]?.textContent ?? '').length > 120;
    });
    const before = (await replyText(page)).length;
    await page.reload();
    await page.getByTestId('message-list').waitFor();
    expect(await page.getByTestId('message-assistant').count()).toBe(3);
    const resumed = await lastReply(page).getAttribute('data-status');
    expect(['streaming', 'complete']).toContain(resumed);
    await page
      .locator('[data-testid="message-assistant"]:nth-last-child(1)[data-status="complete"]')
      .waitFor({
        timeout: 20_000,
      });
    expect((await replyText(page)).length).toBeGreaterThan(before);
    // The whole reply arrived: the Steps card holds its 10 steps and the closing line.
    expect(await replyText(page)).toContain('11 items');
    expect(await page.getByTestId('message-assistant').count()).toBe(3);
    expect(pageErrors).toEqual([]);
    await close();
  });
});

describe('chat, anonymous', () => {
  it('keeps the chat in the browser and opens the auth prompt at the free limit', async () => {
    const { page, close } = await newPage(browser);
    fake.reset({ chunkDelayMs: 10 });
    await page.goto(`${limited.baseUrl}/chat`);
    await waitForApp(page);
    await page.evaluate(() => {
      const w = window as unknown as { prompts: string[] };
      w.prompts = [];
      window.addEventListener('rf:auth-prompt', (e) => w.prompts.push((e as CustomEvent).detail.mode));
    });
    await send(page, 'Organise a neighbourhood bake sale');
    await page.locator('[data-testid="message-assistant"][data-status="complete"]').waitFor();
    await page.getByText('Generations Used 1/1').waitFor();
    await page.waitForURL(/\/chat\/anon-/);

    await send(page, 'Summarise quantum computing history');
    const notice = page.getByTestId('limit-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/free/i);
    const prompts = await page.evaluate(() => (window as unknown as { prompts: string[] }).prompts);
    expect(prompts).toContain('signup');
    // The text that could not be sent is back in the input.
    expect(await page.getByTestId('chat-input').inputValue()).toBe('Summarise quantum computing history');

    // The chat survives a reload (kept in this browser).
    await page.reload();
    await page.getByTestId('message-user').first().waitFor();
    expect(await page.getByTestId('message-user').first().innerText()).toBe(
      'Organise a neighbourhood bake sale',
    );
    await close();
  });
});

describe('chat, offline composer', () => {
  it('says plainly that no AI model is configured, and the notice can be dismissed', async () => {
    const { page, close } = await newPage(browser);
    await page.goto(`${offline.baseUrl}/chat`);
    await waitForApp(page);
    const notice = page.getByTestId('offline-provider-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('No AI model is configured');
    expect(await notice.innerText()).toContain('GEMINI_API_KEY');
    await page.getByText("Hi, I'm your assistant.").waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('chat-input').waitFor();
    expect(await page.getByTestId('offline-provider-notice').count()).toBe(0);
    await close();
  });
});
