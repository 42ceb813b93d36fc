// The service worker: keeps one build of the app in the browser's cache so that, after one visit,
// the app opens and runs with the network off (docs/app/OFFLINE.md).
//
// This file is a template: at build time web/make_service_worker.js writes dist/service_worker.js
// from it with BUILD filled in from what dist holds: {version, files: {name: content hash}}, the
// version a hash over every file. A new build therefore has a new service worker script, which the
// browser notices on its next check, installs beside the running one and keeps waiting until the
// page (web/offline.js) asks it to take over.
//
// Everything is relative to the worker's own folder (its scope), so the app works from any folder
// of any host; the cache's name holds the scope, so two copies of the app on one host keep apart.
'use strict';

const BUILD = /* PRECACHE */ null;

const SCOPE = new URL(self.registration.scope);
const CACHE_PREFIX = `puzzlelab ${SCOPE.href} `;
const CACHE = CACHE_PREFIX + BUILD.version;
const INDEX = new URL('index.html', SCOPE).href;
const PRECACHED = new Set(Object.keys(BUILD.files).map((name) => new URL(name, SCOPE).href));

// Install: fetch every file of this build and keep it. The page has just loaded most of them, so
// the browser's HTTP cache is asked first; a copy whose content is not this build's (an older
// build still in that cache) is fetched again past it. Any failure fails the install; the
// browser tries again on a later visit.
async function digest(response) {
  const bytes = await response.arrayBuffer();
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchBuildFile(name) {
  const url = new URL(name, SCOPE).href;
  let response = null;
  for (const mode of ['default', 'reload']) {
    response = await fetch(new Request(url, { cache: mode }));
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if ((await digest(response.clone())).startsWith(BUILD.files[name])) break;
  }
  // Still another content: a host that rewrites files, or a newer build deployed meanwhile, which
  // the next update check brings. A response that came through a redirect (a host sending
  // index.html on to its folder) is copied without that mark: a page may not be answered with one.
  if (response.redirected) {
    response = new Response(await response.blob(), { status: response.status, statusText: response.statusText,
                                                     headers: response.headers });
  }
  return [url, response];
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const responses = await Promise.all(Object.keys(BUILD.files).map(fetchBuildFile));
    for (const [url, response] of responses) await cache.put(url, response);
  })());
});

// Activate: drop the caches of this scope's older builds; take the page at once on a first visit
// (nothing older is running there, so no page can mix two builds).
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The cached copy of a precached file; the network for anything else. Opening the app's folder,
// with any query or link after it, is its index.html.
function cachedUrl(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.hash = '';
  if (request.mode === 'navigate') {
    const atIndex = url.origin === SCOPE.origin && (url.pathname === SCOPE.pathname || url.href.split('?')[0] === INDEX);
    return atIndex ? INDEX : null;
  }
  return PRECACHED.has(url.href) ? url.href : null;
}

self.addEventListener('fetch', (event) => {
  const url = cachedUrl(event.request);
  if (url === null) return;
  event.respondWith((async () => {
    // (ignoreVary: one copy per address, whatever headers a host lists in Vary)
    const cached = await caches.match(url, { cacheName: CACHE, ignoreVary: true });
    return cached || fetch(event.request);
  })());
});

// The page's requests: take over now (the player chose Reload), or report this build and how much
// of it is cached (the tests, and anyone curious, ask).
self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'skip-waiting') {
    event.waitUntil(self.skipWaiting());
  } else if (message.type === 'status' && event.ports[0]) {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      const cached = (await cache.keys()).map((request) => request.url);
      event.ports[0].postMessage({ version: BUILD.version, files: Object.keys(BUILD.files).length,
                                   cached: cached.filter((url) => PRECACHED.has(url)).length, cache: CACHE });
    })());
  }
});
