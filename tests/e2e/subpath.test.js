// The app served from a sub-path (docs/HOSTING.md), in headless Debian chromium driven by
// playwright-core: a folder whose only content is games/puzzlelab/, a link to the built dist, is
// served, and the app opened at /games/puzzlelab/. Every request the page and its workers make
// stays under that path; the service worker's scope is that folder; the manifest's start and scope
// resolve there. A move is played, the link popup's address (read from the clipboard, as Copy puts
// it there) lies under /games/puzzlelab/, and opened in a new tab it reopens the same challenge
// with the move in a fresh browser profile. Screenshots: subpath-*.png.
//
// Usage: node tests/e2e/subpath.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const harness = require('./harness');
const offline = require('./offline_helpers');

function summary(s) {
  return { screen: s.screen, ready: s.ready, challenge: s.challenge, moves: s.moves, notices: s.notices, popup: s.popup,
           link: s.link };
}

const { DIST, log, check, state, waitFor, click, fromMenu, shot, run } = harness('e2e subpath', { summary, clickSettle: 80 });

const UNDER = 'games/puzzlelab/';
const BOARD_LINK = 'v1/fujisan/board/554344221335.311400512200/standard';

const SERVED = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlelab-subpath-'));
fs.mkdirSync(path.join(SERVED, 'games'));
fs.symlinkSync(DIST, path.join(SERVED, 'games', 'puzzlelab'));

run(async (args) => {
  try {
    await body(args);
  } finally {
    fs.rmSync(SERVED, { recursive: true, force: true });
  }
}, {}, { root: SERVED, under: UNDER });

async function body({ context, page, base, watch, problems }) {
  const origin = new URL(base).origin;
  const outside = [];
  const seen = new Set();
  context.on('request', (request) => {
    const url = new URL(request.url());
    seen.add(url.pathname);
    if (url.origin === origin && !url.pathname.startsWith(`/${UNDER}`)) outside.push(request.url());
  });
  context.on('response', (response) => {
    if (response.status() >= 400) outside.push(`${response.url()} (HTTP ${response.status()})`);
  });

  log(`the app at /${UNDER}, opened by a board link`);
  await page.goto(`${base}#${BOARD_LINK}`);
  let s = await waitFor(page, 'the linked board', (st) => st.ready && st.challenge.board === '554344221335/311400512200');
  check(s.moves.length === 0, `the board opened with moves ${JSON.stringify(s.moves)}`);
  await offline.checkManifest(context, page, base, check);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  check(scope === base, `the service worker's scope is ${scope}, not ${base}`);
  const status = await offline.workerStatus(page);
  check(status.cached === status.files && status.cached === offline.distFiles(DIST).length,
        `the worker cached ${status.cached} of ${status.files} files`);
  check(status.cache.includes(base), `the cache's name does not hold the app's folder: ${status.cache}`);

  log('a move');
  s = await offline.playMove(page, s.legal_moves[0], { state, waitFor });
  const move = s.moves[0];
  await page.waitForTimeout(500);  // the glide
  await shot(page, 'subpath-01-move.png');

  log('the link popup: Copy puts the address of this puzzle, under the sub-path, on the clipboard');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await fromMenu(page, 'menu-copy-link');
  // ("Include my moves" is on when the popup opens: the copied link below is checked for the move.)
  s = await waitFor(page, 'the link popup', (st) => st.popup === 'share' && st.widgets['link-copy']);
  await shot(page, 'subpath-02-link-popup.png');
  await click(page, 'link-copy');
  s = await waitFor(page, 'the link copied', (st) => st.popup === null && st.notices.some((n) => /Link copied/.test(n.text)));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  log(`   copied ${copied}`);
  check(copied.startsWith(`${origin}/${UNDER}#v1/fujisan/board/`) && copied.endsWith(`/m/${move}`),
        `the copied link is not this puzzle with its move under /${UNDER}: ${copied}`);

  log('the link opened in a fresh browser profile (nothing stored) reopens the same challenge with the move');
  const fresh = await context.browser().newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    fresh.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !url.pathname.startsWith(`/${UNDER}`)) outside.push(request.url());
    });
    const tab = await fresh.newPage();
    watch(tab);
    await tab.goto(copied);
    s = await waitFor(tab, 'the shared challenge', (st) => st.ready && st.challenge.board === '554344221335/311400512200' &&
                      st.moves.length === 1 && st.moves[0] === move);
    check(new URL(tab.url()).pathname === `/${UNDER}`, `the tab is at ${tab.url()}`);
    await tab.waitForTimeout(500);
    await shot(tab, 'subpath-03-shared-link.png');
  } finally {
    await fresh.close();
  }

  log(`   paths requested: ${[...seen].sort().join(', ')}`);
  check(outside.length === 0, `requests outside /${UNDER} or failed: ${outside.join(', ')}`);
  check(problems.length === 0, `page errors: ${problems.join('; ')}`);
  log('ok');
}
