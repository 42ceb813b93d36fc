// The player's page in headless Chromium, measured as a player meets it (run through
// tools/bench/app-browser, which builds what it needs):
//   node tools/bench/app_browser.js DIST ROUNDS [PIXEL_RATIO]
// - interactive: from navigation start to the first frame where the app reports a board ready to
//   play (window.puzzlelab.state().ready), for a fresh deal (the worker deals it) and for a board
//   link, each round a first visit (a fresh profile: nothing cached) and a second one (the same
//   profile opening the page again, its cache and service worker warm); median, and the bytes
//   that came over the wire until then. The fresh deal again with the page's CPU throttled 4x
//   (Chromium's own throttling, as a mid-range phone).
// - idle: WebGL draw calls and frames drawn over 3 s on an idle board (the frame pacing's zero).
// - a frame's work: the time the app's main-loop callback holds the page's main thread on each
//   animation frame (input handled, the frame built and its WebGL calls issued), while the
//   pointer moves over the board and while a worker solves a 4 x 8 Pretzel deal for a few
//   seconds; median and 95th percentile of the frames that did work, the longest, and how many
//   exceed 50 ms (a page that holds its main thread longer than that feels stuck). Beside it the
//   interval between animation frames, which also includes the compositor showing each frame.
// The intervals depend on the renderer: headless Chromium here draws WebGL in software
// (SwiftShader) in its GPU process, so showing a frame costs far more than on a GPU and grows
// with the machine's load; docs/app/DRAWING.md gives the figures with the load.
'use strict';

const path = require('path');

const harness = require(path.join(__dirname, '..', '..', 'tests', 'e2e', 'harness'))('app-browser', {
  summary: (s) => ({ ready: s.ready, solver: s.solver && { busy: s.solver.busy } }),
});
const { check, waitFor, click, run } = harness;
const rounds = Number(process.argv[3] || 9);
// The screen's pixels per CSS pixel (2 by default, as the browser tests): software WebGL's cost
// grows with the canvas's pixels, a GPU's hardly.
const pixelRatio = Number(process.argv[4] || 2);

const BOARD_LINK = '#v1/fujisan/board/554344221335.311400512200/standard';
const SOLVE_LINK = '#v1/pretzel/seed/shuffled/standard.ranks=8.suits=4/3';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

// In the page, before the app: when the app first reports a playable board, and every animation
// frame's interval while recording, and the WebGL draw calls.
function instrument() {
  window.__bench = { readyAt: null, recording: false, intervals: [], work: [], drawCalls: 0 };
  // The app's main loop runs from requestAnimationFrame: time each of its callbacks. The bench's
  // own frame counter below uses the untimed one.
  const untimed = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => untimed((t) => {
    const started = performance.now();
    callback(t);
    if (window.__bench.recording) window.__bench.work.push(performance.now() - started);
  });
  for (const name of ['drawElements', 'drawArrays']) {
    const original = WebGL2RenderingContext.prototype[name];
    WebGL2RenderingContext.prototype[name] = function (...args) {
      window.__bench.drawCalls += 1;
      return original.apply(this, args);
    };
  }
  let last = null;
  const tick = (t) => {
    const b = window.__bench;
    if (b.readyAt === null && window.puzzlelab && window.puzzlelab.ready()) {
      const s = window.puzzlelab.state();
      if (s && s.ready) b.readyAt = t;
    }
    if (b.recording && last !== null) b.intervals.push(t - last);
    last = t;
    untimed(tick);
  };
  untimed(tick);
}

// What the page recorded since the last call, and a fresh start.
async function takeRecording(p) {
  return p.evaluate(() => {
    const b = window.__bench;
    const out = { intervals: b.intervals, work: b.work };
    b.intervals = [];
    b.work = [];
    return out;
  });
}

// One line of figures for a recording: the frames that did work (over 1 ms: a callback that
// found nothing to draw returns at once) and the intervals between animation frames.
function describe(label, recording) {
  const busy = recording.work.filter((t) => t > 1);
  const longest = Math.max(0, ...recording.work);
  const overWork = recording.work.filter((t) => t > 50).length;
  const overInterval = recording.intervals.filter((t) => t > 50).length;
  const fmt = (v) => v.toFixed(1);
  return `${label}: frame work over ${busy.length} frames median ${busy.length ? fmt(median(busy)) : '-'} ms, ` +
         `95th percentile ${busy.length ? fmt(quantile(busy, 0.95)) : '-'} ms, longest ${fmt(longest)} ms, ${overWork} over 50 ms; ` +
         `animation frame interval median ${fmt(median(recording.intervals))} ms, longest ${fmt(Math.max(...recording.intervals))} ms, ` +
         `${overInterval} over 50 ms`;
}

// Navigation start to a playable board in a fresh profile (an empty cache, as on a first visit),
// and the bytes that came over the wire until then (compressed as served); then the same for a
// second visit of the same profile, once its service worker has installed. `throttle`: the page's
// CPU slowed that many times.
async function visits(browser, url, throttle = 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: pixelRatio });
  // Sizes asked for as each request finishes (a worker's cannot be asked about once it is gone);
  // the service worker's own fetches come after the board is playable and are left out.
  const finished = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker()) return;
    finished.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize, () => 0));
  });
  const p = await context.newPage();
  if (throttle > 1) await (await context.newCDPSession(p)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await p.addInitScript(instrument);
  await p.goto(url);
  await p.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 120_000 });
  const readyAt = await p.evaluate(() => window.__bench.readyAt);
  // Chromium reports no body for a worker's requests (tests/e2e/first_load.test.js counts them
  // from the files; here they are left out: the worker's script is under 1 kB).
  const bytes = (await Promise.all(finished.slice())).reduce((sum, b) => sum + b, 0);
  // The second visit comes once the service worker is active (it registers after the first board
  // and precaches every file), as a player's next day would find it.
  await p.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 60_000))]));
  finished.length = 0;
  await p.goto('about:blank');
  await p.goto(url);
  await p.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 120_000 });
  const againAt = await p.evaluate(() => window.__bench.readyAt);
  const againBytes = (await Promise.all(finished.slice())).reduce((sum, b) => sum + b, 0);
  await context.close();
  return { readyAt, bytes, againAt, againBytes };
}

run(async ({ browser, context, page, base }) => {
  await page.close();
  for (const [what, link, throttle] of [['a fresh deal', '', 1], ['a board link', BOARD_LINK, 1], ['a fresh deal, CPU 4x slower', '', 4]]) {
    const rows = [];
    for (let round = 0; round < rounds; ++round) rows.push(await visits(browser, base + link, throttle));
    for (const [visit, time, bytes] of [['first', 'readyAt', 'bytes'], ['second', 'againAt', 'againBytes']]) {
      const times = rows.map((v) => v[time]);
      console.log(`interactive, ${what} (navigation start to a playable board), ${rounds} ${visit} visits at ${pixelRatio}x pixels: ` +
                  `median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); ` +
                  `${Math.round(median(rows.map((v) => v[bytes])) / 1000)} kB over the wire`);
    }
  }

  const p = await context.newPage();
  await p.addInitScript(instrument);
  await p.goto(base + BOARD_LINK);
  await waitFor(p, 'the board', (st) => st.ready && st.solver && st.solver.optimum !== null);
  await p.mouse.move(1270, 790);
  await p.waitForTimeout(1000);
  const idleStart = await p.evaluate(() => ({ calls: window.__bench.drawCalls, frames: window.puzzlelab.state().frames_drawn }));
  await p.waitForTimeout(3000);
  const idleEnd = await p.evaluate(() => ({ calls: window.__bench.drawCalls, frames: window.puzzlelab.state().frames_drawn }));
  console.log(`idle board, 3 s: ${idleEnd.calls - idleStart.calls} draw calls, ${idleEnd.frames - idleStart.frames} frames drawn`);

  // The pointer sweeps over the board: every move asks for a frame (hover highlights).
  await takeRecording(p);
  await p.evaluate(() => { window.__bench.recording = true; });
  const movedFrom = await p.evaluate(() => window.puzzlelab.state().frames_drawn);
  for (let i = 0; i < 60; ++i) {
    await p.mouse.move(300 + 8 * i, 250 + 4 * i);
    await p.waitForTimeout(30);
  }
  await p.waitForTimeout(500);
  const moved = await takeRecording(p);
  await p.evaluate(() => { window.__bench.recording = false; });
  const movedTo = await p.evaluate(() => window.puzzlelab.state().frames_drawn);
  console.log(describe(`pointer over the board (60 moves, ${movedTo - movedFrom} frames drawn)`, moved));

  await p.goto(base + SOLVE_LINK);
  await waitFor(p, 'the 4 x 8 deal', (st) => st.ready && st.challenge.game === 'pretzel' && !st.solver.busy);
  await takeRecording(p);
  await p.evaluate(() => { window.__bench.recording = true; });
  const framesBefore = await p.evaluate(() => window.puzzlelab.state().frames_drawn);
  const started = Date.now();
  await click(p, 'solve');
  await waitFor(p, 'the solve to start', (st) => st.solver.busy, 10_000);
  await waitFor(p, 'the solve to end', (st) => !st.solver.busy, 120_000);
  const seconds = (Date.now() - started) / 1000;
  const solving = await takeRecording(p);
  await p.evaluate(() => { window.__bench.recording = false; });
  const framesAfter = await p.evaluate(() => window.puzzlelab.state().frames_drawn);
  check(solving.intervals.length > 0, 'no animation frame was recorded while the worker solved');
  console.log(describe(`while a worker solved (${seconds.toFixed(1)} s, ${framesAfter - framesBefore} frames drawn)`, solving));
  await p.close();
}, { deviceScaleFactor: pixelRatio });
