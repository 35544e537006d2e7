import type { Page } from 'playwright-core';

/**
 * A call to the app's API from a signed-in page (its session cookie and origin), for journeys
 * that seed through the API what the UI under test does not cover; throws on a refusal.
 */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
    { method, path, body },
  );
}
