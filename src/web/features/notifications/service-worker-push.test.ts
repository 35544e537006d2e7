import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * public/sw.js's Web Push handlers, run in a sandbox: a push is shown as a system notification
 * with the server's words and link, and a click focuses an open tab on its page or opens one.
 */
const ORIGIN = 'https://forge.example';

interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const matchAll = vi.fn(async () => windows);
  const context = {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
      registration: { showNotification },
      clients: { claim: async () => undefined, matchAll, openWindow },
      skipWaiting: () => undefined,
    },
    caches: { open: async () => ({}), keys: async () => [], delete: async () => true },
    fetch: async () => new Response(''),
    URL,
    Response,
    Promise,
  };
  vm.runInNewContext(readFileSync(path.resolve('src/web/public/sw.js'), 'utf8'), context);

  async function dispatch(type: string, event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === null
          ? null
          : {
              json: () => (typeof data === 'string' ? JSON.parse(data) : data),
              text: () => (typeof data === 'string' ? data : JSON.stringify(data)),
            },
    });
  const click = (link: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { close, data: { link } } }).then(() => close);
  };
  return { push, click, showNotification, openWindow };
}

const client = (url: string, navigates = true): FakeClient => {
  const c: FakeClient = {
    url,
    focus: vi.fn(async () => c),
    navigate: vi.fn(async () => {
      if (!navigates) throw new TypeError('not controlled');
      return c;
    }),
  };
  return c;
};

describe('the service worker’s push handlers', () => {
  it('shows a push as a notification with its title, body, link, tag and the app’s icon', async () => {
    const worker = loadWorker();
    await worker.push({
      title: 'Grace sent you a message',
      body: 'Hello there',
      link: '/messages?conversation=c1',
    });
    expect(worker.showNotification).toHaveBeenCalledWith('Grace sent you a message', {
      body: 'Hello there',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `${ORIGIN}/messages?conversation=c1`,
      data: { link: `${ORIGIN}/messages?conversation=c1` },
    });
  });

  it('shows something for a push without JSON or without data, and never links off the site', async () => {
    const worker = loadWorker();
    await worker.push('not json');
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Recipe Forge',
      expect.objectContaining({ body: 'not json', data: { link: `${ORIGIN}/` } }),
    );
    await worker.push(null);
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Recipe Forge',
      expect.objectContaining({ body: '' }),
    );
    await worker.push({ title: 'Hi', body: 'x', link: 'https://evil.example/phish' });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Hi',
      expect.objectContaining({ data: { link: `${ORIGIN}/` } }),
    );
  });

  it('focuses an open tab of the app on a click and takes it to the link', async () => {
    const tab = client(`${ORIGIN}/gallery`);
    const worker = loadWorker([client('https://other.example/'), tab]);
    const close = await worker.click(`${ORIGIN}/messages?conversation=c1`);
    expect(close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/messages?conversation=c1`);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('prefers a tab already on the link, and opens a window when none is open or none can navigate', async () => {
    const there = client(`${ORIGIN}/marketplace/recipe/l1`);
    let worker = loadWorker([client(`${ORIGIN}/gallery`), there]);
    await worker.click(`${ORIGIN}/marketplace/recipe/l1`);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();

    worker = loadWorker([]);
    await worker.click(`${ORIGIN}/messages`);
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages`);

    worker = loadWorker([client(`${ORIGIN}/gallery`, false)]);
    await worker.click(`${ORIGIN}/messages`);
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages`);
  });
});
