// The player's page in headless Chromium, measured as a player meets it (run through
// tools/bench/app-browser, which builds what it needs):
//   node tools/bench/app_browser.js DIST ROUNDS
// - interactive: from navigation start to the first frame where the app reports a board ready to
//   play (window.puzzlelab.state().ready), on a board link, each round in a fresh page; median.
// - idle: WebGL draw calls and frames drawn over 3 s on an idle board (the frame pacing's zero).
// - while the workers solve: a 4 x 8 Pretzel deal's Solve runs in a worker for a few seconds
//   while the page records every animation frame's interval; median, 95th percentile, the
//   longest, and how many exceed 50 ms.
// The figures depend on the renderer: headless Chromium here draws WebGL in software
// (SwiftShader), so a frame costs far more than on a GPU; docs/APP.md gives them with the load.
'use strict';

const path = require('path');

const harness = require(path.join(__dirname, '..', '..', 'tests', 'e2e', 'harness'))('app-browser', {
  summary: (s) => ({ ready: s.ready, solver: s.solver && { busy: s.solver.busy } }),
});
const { check, waitFor, click, run } = harness;
const rounds = Number(process.argv[3] || 5);

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
  window.__bench = { readyAt: null, recording: false, intervals: [], drawCalls: 0 };
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
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

run('puzzlelab-bench-app-', async ({ context, page, base }) => {
  await page.close();
  const interactive = [];
  for (let round = 0; round < rounds; ++round) {
    const p = await context.newPage();
    await p.addInitScript(instrument);
    await p.goto(base + BOARD_LINK);
    await p.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: 60_000 });
    interactive.push(await p.evaluate(() => window.__bench.readyAt));
    await p.close();
  }
  console.log(`interactive (navigation start to a playable board), ${rounds} fresh pages: median ${median(interactive).toFixed(0)} ms ` +
              `(min ${Math.min(...interactive).toFixed(0)}, max ${Math.max(...interactive).toFixed(0)})`);

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

  await p.goto(base + SOLVE_LINK);
  await waitFor(p, 'the 4 x 8 deal', (st) => st.ready && st.challenge.game === 'pretzel' && !st.solver.busy);
  await p.evaluate(() => { window.__bench.intervals = []; window.__bench.recording = true; });
  const framesBefore = await p.evaluate(() => window.puzzlelab.state().frames_drawn);
  const started = Date.now();
  await click(p, 'solve');
  await waitFor(p, 'the solve to start', (st) => st.solver.busy, 10_000);
  await waitFor(p, 'the solve to end', (st) => !st.solver.busy, 120_000);
  const seconds = (Date.now() - started) / 1000;
  const intervals = await p.evaluate(() => { window.__bench.recording = false; return window.__bench.intervals; });
  const framesAfter = await p.evaluate(() => window.puzzlelab.state().frames_drawn);
  check(intervals.length > 0, 'no animation frame was recorded while the worker solved');
  const over = intervals.filter((t) => t > 50).length;
  console.log(`while a worker solved (${seconds.toFixed(1)} s, ${framesAfter - framesBefore} frames drawn, ${intervals.length} animation frames): ` +
              `interval median ${median(intervals).toFixed(1)} ms, 95th percentile ${quantile(intervals, 0.95).toFixed(1)} ms, ` +
              `longest ${Math.max(...intervals).toFixed(1)} ms, ${over} over 50 ms`);
  await p.close();
});
