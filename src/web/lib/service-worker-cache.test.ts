import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * public/sw.js run in a sandbox with a fake Cache Storage: which requests it answers from its
 * caches and stores. The marketplace's answers (a listing's detail carries its content for
 * owners, the download is the recipe) must never be stored; the user's own recipes still are.
 */
function loadWorker() {
  const stored: string[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const cache = {
    match: vi.fn(async () => undefined),
    put: vi.fn(async (request: Request | string) => {
      stored.push(typeof request === 'string' ? request : new URL(request.url).pathname);
    }),
    add: vi.fn(async () => undefined),
    addAll: vi.fn(async () => undefined),
  };
  const context = {
    self: {
      location: { origin: 'https://forge.example' },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
      skipWaiting: () => undefined,
      clients: { claim: async () => undefined },
    },
    caches: { open: async () => cache, keys: async () => [], delete: async () => true },
    fetch: async () => new Response('{"content":"SECRET"}', { status: 200 }),
    URL,
    Response,
    Promise,
  };
  vm.runInNewContext(readFileSync(path.resolve('src/web/public/sw.js'), 'utf8'), context);

  /** Dispatches a GET; resolves with whether the worker answered it, after its cache writes. */
  async function get(pathname: string, mode: RequestMode = 'cors') {
    let answered: Promise<Response> | null = null;
    const request = { method: 'GET', url: `https://forge.example${pathname}`, mode, clone: () => request };
    listeners.get('fetch')!({
      request,
      respondWith: (response: Promise<Response>) => {
        answered = response;
      },
    });
    if (answered) await answered;
    return answered !== null;
  }
  return { get, stored };
}

describe('the service worker', () => {
  it('never answers or stores a marketplace or payments API response', async () => {
    const worker = loadWorker();
    for (const url of [
      '/api/marketplace/listings/l1',
      '/api/marketplace/listings/l1/download',
      '/api/marketplace/listings?q=weekly',
      '/api/marketplace/purchases',
      '/api/marketplace/listings/l1/image',
      '/api/payments/account-status',
    ])
      expect(await worker.get(url), url).toBe(false);
    expect(worker.stored).toEqual([]);
  });

  it('still keeps the user’s own recipes for offline reading', async () => {
    const worker = loadWorker();
    expect(await worker.get('/api/recipes/r1')).toBe(true);
    expect(worker.stored).toEqual(['/api/recipes/r1']);
  });
});
