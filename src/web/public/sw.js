/*
 * Recipe Forge service worker (registered in production builds only, see
 * src/web/lib/service-worker.ts).
 *
 * What it keeps, so the offline screen's promise holds (platform.md §2: cached recipes,
 * documentation and help remain available):
 *   - the app shell: index.html (every page answers with it), theme script, icons, manifest;
 *   - static assets under /assets/ (hashed, immutable: cache first). Once active it stores the
 *     app's own files and the lazy chunks of the documentation and legal pages, as listed by the
 *     build in /offline-assets.json, so they are there offline even if never opened online.
 * Page navigations are network first and fall back to the cached shell offline.
 *
 * API calls (/api/…, /healthz, /readyz) are network only, except the user's own recipes (issue #6):
 * the session, the gallery's lists and folders, and every recipe opened with its cover are kept
 * network first, so offline the last copy is read (the offline screen's "cached recipes"). They
 * are the user's data: the app posts { type: 'clear-user-caches' } on sign-out and they go.
 * The marketplace's answers are never kept, whatever rule is added above: a paid recipe its owner
 * read must not stay on a shared computer (issue 20).
 *
 * Web Push (issue 23): a push carries { title, body, link } (the server words it in the user's
 * language) and is shown as a system notification; clicking it focuses an open tab of the app on
 * its link, or opens one. Only links of this origin are followed.
 */
const VERSION = 'v1';
const SHELL_CACHE = `rf-shell-${VERSION}`;
const ASSET_CACHE = `rf-assets-${VERSION}`;
const SHELL_URLS = ['/', '/theme-init.js', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];
const NETWORK_ONLY = [/^\/api\//, /^\/healthz$/, /^\/readyz$/];
/** Never cached, by any rule: a listing's content goes to its owners only. */
const NEVER_CACHED = /^\/api\/(?:marketplace|payments)\//;

const USER_CACHE = `rf-user-${VERSION}`;
/** /api/recipes/{id} and its cover, but not the collection's own verbs that share the prefix. */
const RECIPE_PATH = /^\/api\/recipes\/(?!(?:search|export|import|generate|from-message)$)[^/]+(?:\/image)?$/;
/** @type {Array<{ test: (url: URL) => boolean, cache: string }>} */
const API_CACHE_RULES = [
  { test: (url) => url.pathname === '/api/session', cache: USER_CACHE },
  { test: (url) => url.pathname === '/api/recipes' || url.pathname === '/api/folders', cache: USER_CACHE },
  { test: (url) => RECIPE_PATH.test(url.pathname), cache: USER_CACHE },
];
const KNOWN_CACHES = new Set([SHELL_CACHE, ASSET_CACHE, USER_CACHE]);

/**
 * The build's list of files to keep for offline use; missing (a dev server) means none. Best
 * effort, file by file: one that fails is fetched again on first use, and never holds up the rest.
 */
async function storeOfflineAssets() {
  const response = await fetch('/offline-assets.json', { cache: 'no-store' });
  if (!response.ok) return;
  const files = await response.json();
  const cache = await caches.open(ASSET_CACHE);
  await Promise.allSettled(files.map(async (file) => (await cache.match(file)) || cache.add(file)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('rf-') && !KNOWN_CACHES.has(k)).map((k) => caches.delete(k))))
      // Control the open pages first, then store the offline files: the page is not kept waiting.
      // Chromium may call the worker 'activated' before they are all stored (seen on a loaded
      // machine), so 'activated' does not mean they are there.
      .then(() => self.clients.claim())
      .then(() => storeOfflineAssets().catch(() => {})),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'clear-user-caches') {
    event.waitUntil(caches.delete(USER_CACHE));
  }
});

async function networkFirst(request, cacheName, cacheKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (NEVER_CACHED.test(url.pathname)) return;
  const apiRule = API_CACHE_RULES.find((rule) => rule.test(url));
  if (apiRule) {
    event.respondWith(networkFirst(request, apiRule.cache));
    return;
  }
  if (NETWORK_ONLY.some((re) => re.test(url.pathname))) return;

  if (request.mode === 'navigate') {
    // Every page is the same shell; the router draws the screen. Keep the freshest copy under '/'.
    event.respondWith(networkFirst(request, SHELL_CACHE, '/'));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE));
    return;
  }
  event.respondWith(networkFirst(request, SHELL_CACHE));
});

/** The notification's page, on this origin only (anything else opens the app's home). */
function sameOriginLink(link) {
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

/** The push's payload: JSON { title, body, link, tag }, or plain text as the body. */
function readPush(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : { body: String(parsed) };
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Recipe Forge';
  const link = sameOriginLink(payload.link);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notice per subject: a newer one about the same page replaces the older.
      tag: typeof payload.tag === 'string' && payload.tag ? payload.tag : link,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = sameOriginLink(event.notification.data?.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((client) => client.url === link) ??
        windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (open.url === link) return;
        try {
          // Only a page this worker controls can be navigated; another opens a window of its own.
          if (await (focused ?? open).navigate(link)) return;
        } catch {}
      }
      await self.clients.openWindow(link);
    })(),
  );
});
