// The app installed and offline (docs/app/OFFLINE.md), in headless Debian chromium driven by
// playwright-core. A copy of the built app is served from a folder of its own, so the test can
// take it away and deploy a "new build" into it:
//   1. the first visit: the service worker registered once the app has loaded (not competing with
//      its downloads); the manifest parses with its icons; the service worker takes the page and
//      caches every file of dist (the list checked against dist's own listing: all files but the
//      service worker and the .br/.gz twins);
//   2. offline (the browser offline and the served folder gone): a reload with a query and a link
//      opens the app, a move is played, the worker solves the board, a small Lab study runs, a
//      talk's side-by-side scene deals and decides both boards;
//   3. a new build deployed (a changed file, the service worker written again by the build's own
//      script): the "new version" banner shows in a strip of its own under the canvas (every
//      control of a board dealt from a seed above it, "Watch the setup" too), a move is played
//      and Reload is pressed as soon as the app shows it; the new build takes the page, its
//      version answers, the older cache is gone, and the move is still there;
//   4. one file replaced by hand on the host (the page, its twins deleted), the service worker left
//      as it was: a returning visit's check finds it, the worker keeps the host's copy, the banner
//      says the app changed on this site, and Reload opens the replaced page; a visit after that
//      finds nothing changed.
// Screenshots: offline-*.png.
//
// Usage: node tests/e2e/offline.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, ready: s.ready, challenge: s.challenge, moves: s.moves, notices: s.notices,
           solver: s.solver && { busy: s.solver.busy, result: s.solver.result && s.solver.result.status },
           lab: s.lab && s.lab.run && { state: s.lab.run.state },
           talk: s.talk && { open: s.talk.open, name: s.talk.name, scene: s.talk.scene, kind: s.talk.kind } };
}

const { ROOT, DIST, log, check, state, waitFor, click, shot, run } = harness('e2e offline', { summary, clickSettle: 80 });
const offline = require('./offline_helpers');

const BOARD_LINK = 'v1/fujisan/board/554344221335.311400512200/standard';
const LAB_LINK = 'v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/trials=3.per_trial=10.seed=7.random_solver=playout';
const TALK_LINK = 'v1/talk/entangled/4';
const SEED_LINK = 'v1/fujisan/seed/dominoes/standard/12345';

// The served folder: a copy of dist (the test changes it), beside the folder it is moved to while
// "offline".
const SERVED = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlelab-offline-'));
const APP = path.join(SERVED, 'app');
const AWAY = path.join(SERVED, 'app-away');
fs.cpSync(DIST, APP, { recursive: true, dereference: true });

run(async ({ context, page, base, watch, problems }) => {
  try {
    await body({ context, page, base, watch, problems });
  } finally {
    fs.rmSync(SERVED, { recursive: true, force: true });
  }
}, {}, { root: SERVED, under: 'app/' });

// The answer to the host check the page asks its service worker for once the app runs
// (web/offline.js, window.puzzlelabHostCheck).
async function hostCheck(page) {
  await page.waitForFunction(() => window.puzzlelabHostCheck, null, { timeout: 30_000 });
  return page.evaluate(() => window.puzzlelabHostCheck);
}

async function body({ context, page, base, problems }) {
  log('first visit: the app, its manifest and icons; the service worker registered only once the app runs');
  const order = [];
  context.on('requestfinished', (request) => {
    if (/puzzlelab-app\.(wasm|data)$/.test(request.url()) && !request.serviceWorker()) order.push(`page ${request.url()}`);
  });
  context.on('request', (request) => { if (request.url().endsWith('/service_worker.js')) order.push('service worker'); });
  // At 5 MB/s the app's files take a second or more to arrive, long after the page's load event.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 5e6, uploadThroughput: 5e6 });
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
  await offline.checkManifest(context, page, base, check);

  log('the service worker takes the page and caches every file of dist; it ships without twins');
  check(!fs.existsSync(path.join(APP, 'service_worker.js.br')) && !fs.existsSync(path.join(APP, 'service_worker.js.gz')),
        'dist holds compressed twins of the service worker');
  const expected = offline.distFiles(APP);
  const first = await offline.workerStatus(page);
  check(first.files === expected.length && first.cached === expected.length,
        `the worker caches ${first.cached} of ${first.files} files, dist holds ${expected.length}: ${JSON.stringify(first)}`);
  const cachedUrls = await offline.cachedUrls(page, first.cache);
  const wanted = expected.map((name) => new URL(name, base).href).sort();
  check(JSON.stringify(cachedUrls) === JSON.stringify(wanted),
        `the cache holds ${JSON.stringify(cachedUrls)}, dist has ${JSON.stringify(wanted)}`);
  log(`   version ${first.version}: ${expected.join(', ')}`);
  check(order.length >= 2 && order.indexOf('service worker') === order.length - 1,
        `the worker was registered before the app had loaded: ${order.join(', ')}`);
  await shot(page, 'offline-01-first-visit.png');

  log('offline: the browser offline and the served files gone; a reload with a query and a link');
  await context.setOffline(true);
  fs.renameSync(APP, AWAY);
  const fromNetwork = [];
  page.on('response', (response) => { if (!response.fromServiceWorker()) fromNetwork.push(response.url()); });
  await page.goto(`${base}?from=home-screen#${BOARD_LINK}`);
  s = await waitFor(page, 'the linked board, offline', (st) => st.ready && st.challenge.board === '554344221335/311400512200' &&
                    st.moves.length === 0);

  log('offline: a move');
  const move = s.legal_moves[0];
  s = await offline.playMove(page, move, { state, waitFor });
  await page.waitForTimeout(500);  // the glide
  await shot(page, 'offline-02-move.png');

  log('offline: the worker solves the board');
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length > 0,
        `no solution offline: ${JSON.stringify(s.solver.result)}`);
  await shot(page, 'offline-03-solved.png', { mouseAway: true });

  log("offline: a link of another game, its part from the service worker's cache");
  await page.goto(`${base}#v1/sigmar/seed/linear/standard/3`);
  s = await waitFor(page, "Sigmar's board, offline", (st) => st.screen === 'play' && st.ready && st.link.startsWith('v1/sigmar/seed/linear') &&
                    st.legal_moves.length > 0, 60_000);

  log('offline: a small Lab study');
  await page.goto(`${base}#${LAB_LINK}`);
  s = await waitFor(page, 'the study done, offline', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 120_000);
  await shot(page, 'offline-04-lab.png', { mouseAway: true });

  log('offline: a talk scene, both boards dealt and decided');
  await page.goto(`${base}#${TALK_LINK}`);
  s = await waitFor(page, 'the talk scene, offline', (st) => st.screen === 'talk' && st.talk.open &&
                    st.talk.name === 'entangled' && st.talk.scene === 4 && st.talk.left.ready && st.talk.right.ready &&
                    st.talk.left.status && st.talk.right.status, 120_000);
  await shot(page, 'offline-05-talk.png', { mouseAway: true });
  check(fromNetwork.length === 0, `offline, these came from the network: ${fromNetwork.join(', ')}`);

  log('online again; a new build deployed (a changed page, the service worker written by the build\'s script)');
  await context.setOffline(false);
  fs.renameSync(AWAY, APP);
  const page1 = fs.readFileSync(path.join(APP, 'index.html'), 'utf8');
  check(page1.includes('</title>'), 'the page has no title to mark the next build beside');
  fs.writeFileSync(path.join(APP, 'index.html'), page1.replace('</title>', '</title>\n<meta name="test-build" content="next">'));
  // The build's last two steps, as a build runs them: the service worker's list, then the
  // compressed twins (the changed page's old twins would otherwise be served in its place).
  execFileSync(process.execPath, [path.join(ROOT, 'web', 'make_service_worker.js'), path.join(ROOT, 'web', 'service_worker.js'),
                                  APP, path.join(SERVED, 'precache.json')]);
  execFileSync(process.execPath, [path.join(ROOT, 'web', 'precompress.js'), APP]);
  const next = JSON.parse(fs.readFileSync(path.join(SERVED, 'precache.json'), 'utf8')).version;
  check(next !== first.version, `the new build has the old version ${next}`);
  // Opening the app again (a navigation, not a change of the link) is when the browser looks for a
  // new service worker.
  await page.goto(`${base}?again#${BOARD_LINK}`);
  await waitFor(page, 'the board again', (st) => st.ready && st.screen === 'play' && st.board);
  await page.waitForSelector('#update-banner', { state: 'visible', timeout: 60_000 });
  const text = await page.textContent('#update-banner');
  check(/A new version of Puzzle Lab is ready\./.test(text) && /Reload/.test(text), `the banner says ${JSON.stringify(text)}`);
  check((await offline.workerStatus(page)).version === first.version, 'the old build no longer runs the page before Reload');
  // The banner has a strip of its own: the canvas ends above it, and on a board dealt from a seed
  // every control, "Watch the setup" too, is laid out above it.
  await page.evaluate((link) => { window.location.hash = link; }, SEED_LINK);
  const top = await page.evaluate(() => document.getElementById('update-banner').getBoundingClientRect().top);
  check(await page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().bottom) <= top + 0.5,
        'the canvas runs on under the banner');
  s = await waitFor(page, 'the app laid out above the banner', (st) => st.ready && st.widgets['setup-watch'] &&
    Object.values(st.widgets).every((w) => w.y + w.h <= top + 0.5), 10_000);
  await shot(page, 'offline-06-update-banner.png');

  log('a move, and Reload clicked as soon as the app shows it: the new build takes the page, the move is kept');
  s = await state(page);
  const before = s.moves.length;
  const another = s.legal_moves[0];
  await offline.markPage(page);
  // (Not before the app shows it: a click and a move of the mouse to Reload that reach one slow
  // frame of software WebGL together are one click at Reload's place, as the harness notes.)
  await offline.playMove(page, another, { state, waitFor });
  await page.click('#update-reload');
  const now = await offline.afterReload(page, (st) => st.ready && st.board, next, 'meta[name="test-build"]');
  check(now.version === next, `after Reload the page runs ${now.version}, not the new build ${next}`);
  s = await waitFor(page, 'the game after the reload', (st) => st.ready && st.board);
  check(s.moves.length === before + 1 && s.moves[s.moves.length - 1] === another,
        `the move played before Reload is lost: ${JSON.stringify(s.moves)}`);
  const caches = await page.evaluate(() => caches.keys());
  check(caches.length === 1 && caches[0].endsWith(next), `the caches after the update: ${JSON.stringify(caches)}`);
  check(await page.$('meta[name="test-build"]') !== null, 'the page is not the new build\'s');
  check(await page.$('#update-banner') === null, 'the banner is still there after the update');
  await page.waitForTimeout(500);
  await shot(page, 'offline-07-updated.png');
  // The check the new build's page asked for found the host as its worker cached it.
  check((await hostCheck(page)).state === 'unchanged', 'the new build found the host changed');

  log('a file replaced by hand, without a new service worker: the check finds it, Reload runs it');
  const page2 = fs.readFileSync(path.join(APP, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(APP, 'index.html'), page2.replace('</title>', '</title>\n<meta name="test-by-hand" content="1">'));
  for (const twin of ['index.html.br', 'index.html.gz']) fs.rmSync(path.join(APP, twin), { force: true });
  await page.goto(`${base}?returning#${BOARD_LINK}`);
  await waitFor(page, 'the board, the replaced page not yet shown', (st) => st.ready && st.board);
  check(await page.$('meta[name="test-by-hand"]') === null, 'the replaced page came before the check');
  const found = await hostCheck(page);
  check(found.state === 'changed' && JSON.stringify(found.files) === '["index.html"]', `the check found ${JSON.stringify(found)}`);
  await page.waitForSelector('#update-banner', { state: 'visible', timeout: 10_000 });
  const notice = await page.textContent('#update-banner');
  check(/Puzzle Lab has changed on this site\./.test(notice) && /Reload/.test(notice), `the banner says ${JSON.stringify(notice)}`);
  await shot(page, 'offline-08-changed-on-host.png');
  await offline.markPage(page);
  await page.click('#update-reload');
  const same = await offline.afterReload(page, (st) => st.ready && st.board, next, 'meta[name="test-by-hand"]');
  check(same.cached === same.files, `after the reload the worker reports ${JSON.stringify(same)}`);
  check(await page.$('meta[name="test-by-hand"]') !== null, 'the reload did not open the page replaced on the host');
  check((await hostCheck(page)).state === 'unchanged', 'the host still reads as changed once its page is cached');

  check(problems.length === 0, `page errors: ${problems.join('; ')}`);
  log('ok');
}
