// Odo's service worker: shows web push notifications and opens their link when tapped, and keeps
// the app shell so Odo opens offline.
//
// Caching (no build step: the version is read from the shell itself):
// - install: fetch the SPA shell (/dashboard answers index.html), cache it with the hashed assets
//   its <script>/<link> tags and <meta name="odo-app"> name and the icons/manifest, in `odo-shell-<hash of those assets>`;
// - the page then tells the worker what it has loaded (lazy route chunks), which joins the cache;
// - navigations: network first, given NAVIGATION_TIMEOUT_MS, then the cached page for that URL or
//   the shell; a fresh page whose assets changed (a new deploy) re-caches the shell; a page
//   rendered for the signed-in user (Cache-Control no-store) is never kept;
// - /assets/* (content-hashed): cache first; /api/*: never cached or intercepted (network only);
// - activate: shell caches of other versions are deleted.
/* global self, caches */

const SHELL_URL = '/dashboard';
const STATIC_URLS = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/theme.js',
  '/intl-warm.js',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];
const SHELL_PREFIX = 'odo-shell-';
const PAGES_CACHE = 'odo-pages';
const META_CACHE = 'odo-meta';
const VERSION_KEY = '/__odo-shell-version';
const NAVIGATION_TIMEOUT_MS = 3000;
const MAX_PAGES = 30;

/**
 * Same-origin paths the page loads: its <script src> and <link href> tags, and the app's code
 * listed in <meta name="odo-app" content="..."> (theme.js requests those once the page painted).
 */
function assetUrls(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) || []) {
    if (/\brel=["']?(canonical|alternate|manifest|apple-touch-icon|icon)\b/i.test(tag)) continue;
    const match = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag);
    if (match) found.push(match[1]);
  }
  const app = /<meta name="odo-app" content="([^"]*)"/i.exec(html);
  if (app) found.push(...app[1].split(/\s+/).filter(Boolean));
  const urls = new Set();
  for (const href of found) {
    const url = new URL(href, self.location.origin);
    if (url.origin === self.location.origin && !url.pathname.startsWith('/api/')) {
      urls.add(url.pathname + url.search);
    }
  }
  return [...urls];
}

/** FNV-1a of the sorted hashed asset paths: changes exactly when a deploy changes the shell. */
function versionOf(urls) {
  const text = urls
    .filter((url) => url.startsWith('/assets/'))
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

let currentName = null;

async function currentShellName() {
  if (currentName) return currentName;
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match(VERSION_KEY);
  if (stored) currentName = SHELL_PREFIX + (await stored.text());
  return currentName;
}

/** Fetches the shell and everything it names into a new versioned cache; returns its name. */
async function cacheShell() {
  // Without the session cookie: the plain shell, never a page rendered for the signed-in user.
  const response = await fetch(SHELL_URL, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`the shell answered ${response.status}`);
  const html = await response.clone().text();
  const assets = assetUrls(html);
  const name = SHELL_PREFIX + versionOf(assets);
  const cache = await caches.open(name);
  await cache.addAll(assets);
  await Promise.allSettled(STATIC_URLS.map((url) => cache.add(url)));
  await cache.put(SHELL_URL, response);
  await (
    await caches.open(META_CACHE)
  ).put(VERSION_KEY, new Response(name.slice(SHELL_PREFIX.length)));
  const changed = currentName !== null && currentName !== name;
  currentName = name;
  if (changed) await dropOldCaches();
  return name;
}

/** Deletes shell caches of other versions (and the pages that pointed at their assets). */
async function dropOldCaches() {
  const keep = await currentShellName();
  const names = await caches.keys();
  const stale = names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== keep);
  if (stale.length > 0) await caches.delete(PAGES_CACHE);
  await Promise.all(stale.map((name) => caches.delete(name)));
}

function isHtml(response) {
  return (response.headers.get('content-type') || '').startsWith('text/html');
}

/** Keeps a fresh page for offline use; a page built from other assets means a new deploy. */
async function rememberPage(url, response) {
  const html = await response.clone().text();
  const version = versionOf(assetUrls(html));
  const current = await currentShellName();
  if (
    current &&
    current !== SHELL_PREFIX + version &&
    assetUrls(html).some((u) => u.startsWith('/assets/'))
  ) {
    await cacheShell();
  }
  const pages = await caches.open(PAGES_CACHE);
  await pages.put(url, response);
  const keys = await pages.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => pages.delete(key)),
  );
}

async function cachedPage(url) {
  const pages = await caches.open(PAGES_CACHE);
  const page = (await pages.match(url)) || (await pages.match(url, { ignoreSearch: true }));
  if (page) return page;
  const name = await currentShellName();
  const shell = name ? await (await caches.open(name)).match(SHELL_URL) : undefined;
  return shell || (await caches.match(SHELL_URL));
}

const OFFLINE_PAGE =
  '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Odo is offline</title><body style="font-family:system-ui;padding:2rem">' +
  '<h1>You are offline</h1><p>Odo has not been saved on this device yet. Connect and try again.</p>';

async function navigation(event) {
  const request = event.request;
  const network = fetch(request).then((response) => {
    // A page rendered for the signed-in user (no-store) is not kept: offline, the plain shell
    // opens with the profile saved on this device instead.
    if (
      response.ok &&
      isHtml(response) &&
      !/no-store/.test(response.headers.get('cache-control') || '')
    ) {
      const saving = rememberPage(request.url, response.clone()).catch(() => undefined);
      try {
        event.waitUntil(saving);
      } catch {
        // The answer already went out (the cached page won the race); the save still runs.
      }
    }
    return response;
  });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('slow network')), NAVIGATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([network, timeout]);
  } catch {
    const cached = await cachedPage(request.url);
    if (cached) return cached;
    try {
      return await network;
    } catch {
      return new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
  } finally {
    clearTimeout(timer);
  }
}

async function putInShell(request, response) {
  const name = await currentShellName();
  if (name) await (await caches.open(name)).put(request, response);
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok)
    event.waitUntil(putInShell(event.request, response.clone()).catch(() => undefined));
  return response;
}

async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok)
      event.waitUntil(putInShell(event.request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const cached = await caches.match(event.request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('install', (event) => {
  // A shell that cannot be fetched now (offline, server restarting) must not stop push working:
  // the next navigation caches it.
  event.waitUntil(
    cacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    dropOldCaches()
      .catch(() => undefined)
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event));
  } else if (STATIC_URLS.includes(url.pathname)) {
    event.respondWith(networkFirst(event));
  }
});

// The page lists what it loaded before this worker controlled it (its route's lazy chunks), so a
// reload offline finds them too.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const wanted = data.urls
    .map((value) => {
      try {
        return new URL(String(value), self.location.origin);
      } catch {
        return null;
      }
    })
    .filter(
      (url) =>
        url &&
        url.origin === self.location.origin &&
        (url.pathname.startsWith('/assets/') || STATIC_URLS.includes(url.pathname)),
    )
    .map((url) => url.pathname);
  event.waitUntil(
    (async () => {
      const name = (await currentShellName()) || (await cacheShell());
      const cache = await caches.open(name);
      await Promise.allSettled(
        wanted.map(async (url) => {
          if (!(await cache.match(url))) await cache.add(url);
        }),
      );
      if (event.source) event.source.postMessage({ type: 'cached', count: wanted.length });
    })().catch(() => undefined),
  );
});

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Odo';
  const link =
    typeof payload.link === 'string' && /^\/(?![/\\])/.test(payload.link)
      ? payload.link
      : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/favicon.svg',
      tag: typeof payload.id === 'string' ? payload.id : undefined,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/notifications';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then((focused) => (focused ? focused.navigate(target) : undefined));
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
