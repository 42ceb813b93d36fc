// What the offline and the sub-path browser tests share (offline.test.js, subpath.test.js): the
// files dist should have cached, the service worker's own report, the cache's contents, the
// manifest as chromium reads it, a Fujisan move by clicks, and waiting out a reload.
'use strict';

const fs = require('fs');
const path = require('path');

// The files the service worker must precache, by the rule docs/app/OFFLINE.md states, read from
// the folder itself: every file but service_worker.js and the precompressed twins of others.
function distFiles(dir) {
  const all = [];
  const walk = (folder, prefix) => {
    for (const entry of fs.readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (fs.statSync(full).isDirectory()) walk(full, `${prefix}${entry}/`);
      else all.push(prefix + entry);
    }
  };
  walk(dir, '');
  const present = new Set(all);
  return all.filter((name) => name !== 'service_worker.js' &&
                     !(/\.(br|gz)$/.test(name) && present.has(name.replace(/\.(br|gz)$/, '')))).sort();
}

// The service worker in charge of the page, once there is one: {version, files, cached, cache}.
async function workerStatus(page, timeout = 60_000) {
  return page.evaluate(async (limit) => {
    const start = Date.now();
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) {
      if (Date.now() - start > limit) throw new Error('no service worker took the page');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return new Promise((resolve, reject) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      navigator.serviceWorker.controller.postMessage({ type: 'status' }, [channel.port2]);
      setTimeout(() => reject(new Error('the service worker did not answer')), 10_000);
    });
  }, timeout);
}

// The addresses the named cache holds, sorted.
async function cachedUrls(page, name) {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => request.url).sort();
  }, name);
}

// The manifest as chromium reads it (no errors, relative start and scope resolved under base, the
// app's colours, nothing but the incognito profile keeping chromium from offering to install it),
// and every icon it names served as a PNG or SVG of its stated size.
async function checkManifest(context, page, base, check) {
  const link = await page.evaluate(() => {
    const element = document.querySelector('link[rel="manifest"]');
    return element && element.getAttribute('href');
  });
  check(link === 'manifest.webmanifest', `the page links the manifest as ${link}`);
  const cdp = await context.newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  // What chromium would still want before offering to install (a test's profile is incognito-like:
  // that one reason is expected, any other is not).
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  const blocking = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
  check(blocking.length === 0, `chromium would not offer to install the app: ${JSON.stringify(blocking)}`);
  check(read.url === new URL('manifest.webmanifest', base).href, `chromium read the manifest at ${read.url}`);
  check(read.errors.length === 0, `the manifest has errors: ${JSON.stringify(read.errors)}`);
  const manifest = JSON.parse(read.data);
  check(manifest.name === 'Puzzle Lab' && manifest.short_name && manifest.display === 'standalone' &&
        manifest.start_url === '.' && manifest.scope === '.' && manifest.background_color === '#1d2230' &&
        manifest.theme_color === '#1d2230', `the manifest: ${read.data}`);
  const sizes = await page.evaluate(async (icons) => Promise.all(icons.map(async (icon) => {
    const response = await fetch(icon.src);
    const type = response.headers.get('Content-Type');
    if (!response.ok) return { src: icon.src, status: response.status };
    if (icon.type === 'image/svg+xml') return { src: icon.src, type, svg: (await response.text()).includes('<svg') };
    const bitmap = await createImageBitmap(await response.blob());
    return { src: icon.src, type, size: `${bitmap.width}x${bitmap.height}` };
  })), manifest.icons);
  for (let i = 0; i < manifest.icons.length; ++i) {
    const icon = manifest.icons[i];
    const got = sizes[i];
    check(got.type && got.type.startsWith(icon.type) && (icon.sizes === 'any' ? got.svg : got.size === icon.sizes),
          `the icon ${icon.src}: ${JSON.stringify(got)}, the manifest says ${icon.sizes} ${icon.type}`);
  }
  check(manifest.icons.some((icon) => icon.purpose === 'maskable'), 'no maskable icon');
  const touch = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="apple-touch-icon"]').getAttribute('href');
    const bitmap = await createImageBitmap(await (await fetch(href)).blob());
    return `${bitmap.width}x${bitmap.height}`;
  });
  check(touch === '180x180', `the apple-touch-icon is ${touch}`);
}

// Plays a Fujisan move by clicking its priest, then its target. Returns the state with it played.
// A click lost to a slow frame (software WebGL on a loaded machine) is given again, up to three
// times, as the harness's pick does.
async function playMove(page, move, { state, waitFor }) {
  let s = await state(page);
  const before = s.moves.length;
  const letter = move[0];
  for (let attempt = 1; ; ++attempt) {
    try {
      s = await state(page);
      if (s.board.selected !== letter) {
        const priest = s.board.spaces[s.board.priests[letter]];
        await page.mouse.click(priest.x, priest.y);
        s = await waitFor(page, `priest ${letter} selected`, (st) => st.board.selected === letter && st.board.targets.length > 0, 3000);
      }
      const target = s.board.targets.find((t) => t.move === move);
      if (!target) throw new Error(`move ${move} is not among the targets ${JSON.stringify(s.board.targets)}`);
      const spot = s.board.spaces[target.space];
      await page.mouse.click(spot.x, spot.y);
      return await waitFor(page, `the move ${move}`, (st) => st.moves.length === before + 1 && st.moves[before] === move, 3000);
    } catch (error) {
      if (attempt >= 3 || /is not among/.test(error.message)) throw error;
    }
  }
}

// Marks the page's document, so that afterReload can tell a new one from it.
async function markPage(page) {
  await page.evaluate(() => { window.__beforeReload = true; });
}

// Waits for a new document (not the one markPage marked) holding `selector` (the new page's own
// mark), with the given service worker version in charge and the app's state matching `ready`;
// returns the worker's status. (A page may load twice on its way: once more when the new worker
// claims it after a first load under the old one.) The worker is asked
// for its status only once the new document runs: a message to the old worker is an event it is
// handling, and Chromium lets a waiting worker that called skipWaiting() take over only when the
// active one has no event in flight, so asking every 100 ms could hold the new build back.
async function afterReload(page, ready, version, selector, timeout = 60_000) {
  const start = Date.now();
  let last = null;
  while (Date.now() - start < timeout) {
    try {
      const s = await page.evaluate((mark) => (!window.__beforeReload && document.querySelector(mark) &&
        window.puzzlelab && window.puzzlelab.ready() ? window.puzzlelab.state() : null), selector);
      if (s && ready(s)) {
        const status = await workerStatus(page, 2000);
        last = status.version;
        if (status.version === version) return status;
      }
    } catch (e) { /* the page is between documents */ }
    await page.waitForTimeout(100);
  }
  const workers = await page.evaluate(async (mark) => {
    const registration = await navigator.serviceWorker.getRegistration();
    const describe = (worker) => worker && worker.state;
    return { active: describe(registration.active), waiting: describe(registration.waiting),
             installing: describe(registration.installing), banner: document.getElementById('update-banner') !== null,
             button: document.getElementById('update-reload') && document.getElementById('update-reload').textContent,
             marked: Boolean(window.__beforeReload), page: document.querySelector(mark) !== null,
             // What the document is: its address, title and metas, whether the app runs in it, and
             // which worker answers it (a page the old worker served has none of the new marks).
             href: window.location.href, title: document.title,
             metas: Array.from(document.querySelectorAll('meta[name]'), (meta) => meta.getAttribute('name')),
             app: Boolean(window.puzzlelab && window.puzzlelab.ready()),
             controller: navigator.serviceWorker.controller && navigator.serviceWorker.controller.state };
  }, selector).catch((error) => error.message);
  const answering = await workerStatus(page, 2000).then((status) => status.version, (error) => error.message);
  throw new Error(`the page did not come back as ${selector} with version ${version} (last seen ${last}; ` +
                  `the worker in charge: ${answering}; ${JSON.stringify(workers)})`);
}

module.exports = { distFiles, workerStatus, cachedUrls, checkManifest, playMove, markPage, afterReload };
