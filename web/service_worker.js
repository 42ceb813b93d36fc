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
  // the next update check brings.
  return [url, await copyWithoutRedirect(response)];
}

// A response that came through a redirect (a host sending index.html on to its folder) is copied
// without that mark: a page may not be answered with one.
async function copyWithoutRedirect(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText,
                                               headers: response.headers });
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

// A host where a file was replaced by hand, without the service worker that lists it: this worker
// stays the same, so the browser installs nothing new and would keep every returning visitor on
// the cached copies. So the page asks, once the app runs (web/offline.js), whether the host still
// serves what the cache holds: each file is asked for past the HTTP cache with the cached copy's
// validators (ETag, Last-Modified), which a host answers with a bare 304 when it is unchanged; a
// file that comes back in full is compared by its hash with the cached copy. Changed files replace
// their cached copies, and every page of the app is told (they offer a reload). Nothing is
// checked while a new service worker is on its way (the update banner's own case), offline, or
// against a file the host no longer has (a broken host is no newer build).
async function hostChanges() {
  try {
    await self.registration.update();
  } catch (error) {
    return { state: 'offline' };
  }
  if (self.registration.installing || self.registration.waiting) return { state: 'update' };
  const cache = await caches.open(CACHE);
  const changed = [];
  for (const name of Object.keys(BUILD.files)) {
    const url = new URL(name, SCOPE).href;
    const cached = await cache.match(url, { ignoreVary: true });
    const headers = new Headers();
    const etag = cached && cached.headers.get('ETag');
    const modified = cached && cached.headers.get('Last-Modified');
    if (etag) headers.set('If-None-Match', etag);
    if (modified) headers.set('If-Modified-Since', modified);
    let response;
    try {
      response = await fetch(new Request(url, { cache: 'no-store', headers }));
    } catch (error) {
      return { state: 'offline' };
    }
    if (response.status === 304 || !response.ok) continue;
    const hash = await digest(response.clone());
    if (cached && hash === await digest(cached)) continue;
    changed.push([name, url, await copyWithoutRedirect(response)]);
  }
  // Only when the install's own check would take them: a new build's files under an old worker
  // are exactly what the update banner handles.
  if (self.registration.installing || self.registration.waiting) return { state: 'update' };
  for (const [, url, response] of changed) await cache.put(url, response);
  return changed.length === 0 ? { state: 'unchanged' } : { state: 'changed', files: changed.map(([name]) => name) };
}

let checking = null;  // one check at a time, whichever pages ask

async function checkHost() {
  if (!checking) checking = hostChanges().finally(() => { checking = null; });
  const result = await checking;
  if (result.state === 'changed') {
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: 'host-changed', files: result.files });
  }
  return result;
}

// The page's requests: take over now (the player chose Reload), check the host's files (above), or
// report this build and how much of it is cached (the tests, and anyone curious, ask).
self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'skip-waiting') {
    event.waitUntil(self.skipWaiting());
  } else if (message.type === 'check-host') {
    event.waitUntil(checkHost().then((result) => {
      if (event.ports[0]) event.ports[0].postMessage(result);
    }));
  } else if (message.type === 'status' && event.ports[0]) {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      const cached = (await cache.keys()).map((request) => request.url);
      event.ports[0].postMessage({ version: BUILD.version, files: Object.keys(BUILD.files).length,
                                   cached: cached.filter((url) => PRECACHED.has(url)).length, cache: CACHE });
    })());
  }
});
