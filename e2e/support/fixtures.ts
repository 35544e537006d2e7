import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * One server and one browser per test file, started before its tests and stopped after them.
 * The getters throw if used before `beforeAll` ran, which makes setup mistakes obvious.
 */
export function serverAndBrowserPerFile(): { server: () => RunningServer; browser: () => Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // allSettled: if one fails, the other is still recorded so afterAll can stop it.
    const [s, b] = await Promise.allSettled([startServer(), launchBrowser()]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    server: () => {
      if (!server) throw new Error('server not started');
      return server;
    },
    browser: () => {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
  };
}
