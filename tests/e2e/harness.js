// The shared part of the browser end-to-end tests (app.test.js, boxoff.test.js, pretzel.test.js):
// serve the built page (tools/serve.js on a free loopback port), launch Debian's chromium through
// playwright-core, read the app's state from its automation hook (window.puzzlelab.state()), wait
// for a state, click a named widget at its centre, type into a field, take screenshots.
//
//   const h = require('./harness')('e2e boxoff', { summary, clickSettle: 80 });
//   h.run(async ({ context, page, base, watch, problems }) => { ... });
//
// The built app is read from argv[2] (default: $PUZZLELAB_BUILD/web/dist, else build/web/dist).
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const path = require('path');
const fs = require('fs');
const net = require('net');
const { spawn } = require('child_process');

const ROOT = path.resolve(__dirname, '..', '..');
const SHOTS = path.join(__dirname, 'screenshots');
const TIMEOUT = 60_000;

function check(condition, message) { if (!condition) throw new Error(message); }

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(port) {
  for (let i = 0; i < 100; ++i) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${port} did not start`);
}

// The app's state as the automation hook reports it (null until the app is ready).
async function state(page) {
  return page.evaluate(() => (window.puzzlelab && window.puzzlelab.ready() ? window.puzzlelab.state() : null));
}

// Debian's chromium, headless, with the flags this machine needs (no network but loopback, no
// GPU). WebGL 2 comes from Mesa's llvmpipe through ANGLE's EGL back end (Debian: libegl-mesa0,
// libgl1-mesa-dri): every frame the app draws is rasterized on the CPU, and llvmpipe does it in
// well under the CPU time of Chromium's built-in SwiftShader (the GPU process's 51 against 82 ms a
// frame at 1280 x 800, measured with the same pointer moves: tools/bench/frame-cost), which the
// browser stages spend most of their time on. The page is composited in software
// (--disable-gpu-compositing), as Chromium does where it has no GPU: llvmpipe then rasterizes the
// app's canvas only, not the page around it again, which takes 5 to 7 ms off every frame's 75.
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist', '--disable-gpu-compositing', '--disable-quic',
         '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// The browser every stage shares when tools/test started one (its address in
// PUZZLELAB_BROWSER_WS), else a browser of this test's own. Closing what this returns disconnects
// from a shared browser and ends an own one.
async function openBrowser(chromium) {
  const shared = process.env.PUZZLELAB_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM);
}

// tag: the prefix of every line the test prints ('e2e', 'e2e boxoff', ...).
// summary(state): what a timeout reports of the last state.
// clickSettle: milliseconds to wait after a widget click (dialogs re-fit their height).
function harness(tag, { summary, clickSettle = 0 } = {}) {
  const DIST = path.resolve(process.argv[2] || path.join(process.env.PUZZLELAB_BUILD || path.join(ROOT, 'build'), 'web', 'dist'));
  const modules = process.env.PUZZLELAB_NODE_MODULES;
  if (!modules) {
    console.error(`${tag}: PUZZLELAB_NODE_MODULES is not set (source ~/.cache/puzzlelab/env.sh)`);
    process.exit(2);
  }
  const { chromium } = require(path.join(modules, 'playwright-core'));

  // Each step with the seconds since the test began, so a slow step shows in the stage's log.
  let step = 0;
  const began = Date.now();
  function log(text) {
    const seconds = ((Date.now() - began) / 1000).toFixed(1).padStart(5);
    console.log(`${tag}: ${String(++step).padStart(2)}. [${seconds} s] ${text}`);
  }

  async function waitFor(page, what, predicate, timeout = TIMEOUT) {
    const start = Date.now();
    let last = null;
    while (Date.now() - start < timeout) {
      last = await state(page);
      if (last) {
        try { if (predicate(last)) return last; } catch (e) { /* not there yet */ }
      }
      await page.waitForTimeout(50);
    }
    throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(last && summary(last))}`);
  }

  // Clicks a named widget at its centre, the way a person would.
  async function click(page, name) {
    const s = await waitFor(page, `widget "${name}"`, (st) => st.widgets[name]);
    const w = s.widgets[name];
    await page.mouse.click(w.cx, w.cy);
    if (clickSettle) await page.waitForTimeout(clickSettle);
    return s;
  }

  // Clicks a named widget with the button held a moment (holdAt): while the workers run, a frame
  // can take long enough for a quick press and release to land in one frame, which ImGui 1.86
  // does not see as a click.
  async function pressHeld(page, name) {
    const s = await waitFor(page, `widget "${name}"`, (st) => st.widgets[name]);
    await holdAt(page, s.widgets[name].cx, s.widgets[name].cy);
    return s;
  }

  // Picks an entry of the play screen's "More" menu (menu-copy-link, menu-print, menu-stats, ...):
  // opens the menu, then clicks the entry once it is in place.
  async function fromMenu(page, name) {
    await click(page, 'more');
    await waitFor(page, `"${name}" in the More menu`, (st) => st.widgets[name]);
    await settled(page, name);
    return click(page, name);
  }

  // Opens an ImGui combo and picks one of its options, checked by the combo closing on that value
  // (a combo that reports its value: param_widgets' named_combo). A click that lands on the frame
  // where a dialog re-fits its layout, or on a popup that moved since its position was published,
  // is lost: the whole choice is tried again, up to three times.
  async function choose(page, combo, option) {
    const name = `${combo}-option-${option}`;
    for (let attempt = 1; ; ++attempt) {
      try {
        const s = await state(page);
        if (!s || !s.widgets[name]) {
          await click(page, combo);
          await waitFor(page, `the options of "${combo}"`, (st) => st.widgets[name], 3000);
        }
        await settled(page, name);
        await click(page, name);
        return await waitFor(page, `"${option}" chosen in "${combo}"`, (st) => st.widgets[combo] && !st.widgets[name] &&
          (st.widgets[combo].value === undefined || st.widgets[combo].value === option), 3000);
      } catch (e) {
        if (attempt >= 3) throw e;
      }
    }
  }

  // Waits until the app has stopped drawing with the widget in place. A popup is laid out over
  // its first frames (hidden, then placed, then placed again where its full size fits), so the
  // position published on the first of them can be a frame old; where frames are slow (software
  // WebGL) a click there misses. The app draws nothing once its picture is still; a screen that
  // keeps moving (a run in progress) is given a few seconds, then clicked as it is.
  async function settled(page, name) {
    return stillOn(page, (s) => s.widgets[name]);
  }

  // The same for any part of the state (e.g. the board's spaces): returns the state once that part
  // reads the same twice in a row, 300 ms apart, with no frame drawn in between (the app is still)
  // or with two or more (something else keeps drawing, a selected piece's pulse or a run's plots,
  // and the part held its place over those frames; one frame could be a popup's first placing).
  async function stillOn(page, part) {
    let last = null;
    let lastFrames = -1;
    let s = null;
    for (let i = 0; i < 20; ++i) {
      s = await state(page);
      const shown = s && part(s);
      const now = shown && JSON.stringify(shown);
      if (now && now === last && s.frames_drawn !== lastFrames + 1) return s;
      last = now;
      lastFrames = s ? s.frames_drawn : -1;
      await page.waitForTimeout(300);
    }
    return s;
  }

  // Clicks a radio button and waits for the widget that shows it took effect, clicking again when
  // the first click was lost (a dialog that is still settling its layout on its first frames).
  async function pick(page, widget, shown) {
    for (let attempt = 1; ; ++attempt) {
      await click(page, widget);
      try {
        return await waitFor(page, `"${widget}" picked`, (st) => st.widgets[shown], 3000);
      } catch (e) {
        if (attempt >= 3) throw e;
      }
    }
  }

  async function shot(page, name, { mouseAway = false } = {}) {
    fs.mkdirSync(SHOTS, { recursive: true });
    if (mouseAway) {  // no tooltip over the answer
      await page.mouse.move(640, 790);
      await page.waitForTimeout(150);
    }
    await page.screenshot({ path: path.join(SHOTS, name) });
  }

  // Waits for a frame the app drew after the input just given, so that it has seen that input.
  // (The page takes input between frames; a frame published after this call began comes after it.)
  // The frame loop sleeps only after a tick that handled every input it was woken for (an input
  // event wakes it at once: shell/platform/web_frame_loop.cpp), so a sleeping loop has seen the
  // input too, even when its frame was drawn before `before` was read.
  async function frameAfter(page, what) {
    const s = await state(page);
    const before = s ? s.frames_drawn : -1;
    const asleep = () => page.evaluate(() => Boolean(window.Module && Module.puzzlelabLoop && Module.puzzlelabLoop.sleeping));
    const deadline = Date.now() + TIMEOUT;
    for (;;) {
      const st = await state(page);
      if ((st && st.frames_drawn > before) || await asleep()) return st;
      if (Date.now() > deadline) throw new Error(`timed out waiting for a frame after ${what}; last state: ${JSON.stringify(st)}`);
      await page.waitForTimeout(20);
    }
  }

  // Types into an ImGui field: click its left part (an InputInt's group also holds the +/- buttons
  // and the label), select everything, type. ImGui 1.86 reads the keys once a frame, text before
  // keys, and Ctrl from SDL's state when it reads them: keys that reach a slow frame together are
  // lost (a Ctrl+A whose Ctrl is already up, a Backspace that takes back the digit typed with it).
  // So each step waits for a frame that has seen it: the click (the keyboard in a text field then
  // proves it is this one, even when another field had it; a click lost to a dialog still settling
  // is given again, up to three times), Ctrl+A with Ctrl still held, Backspace, the text.
  async function typeInto(page, name, text) {
    for (let round = 1; ; ++round) {
      for (let attempt = 1; ; ++attempt) {
        const s = await waitFor(page, `field "${name}"`, (st) => st.widgets[name]);
        const w = s.widgets[name];
        await page.mouse.click(w.x + Math.min(30, w.w * 0.2), w.cy);
        await frameAfter(page, `the click on ${name}`);
        try {
          await waitFor(page, `${name} to take the keyboard`, (st) => st.text_input, 3000);
          break;
        } catch (e) {
          if (attempt >= 3) throw e;
        }
      }
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await frameAfter(page, 'Ctrl+A');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await frameAfter(page, 'Backspace');
      await page.keyboard.type(text);
      const after = await frameAfter(page, `"${text}" typed`);
      // A field that does not hold what was typed is named here, not by a later step that waits in vain.
      const shown = after.widgets[name] && after.widgets[name].value;
      if (shown === undefined || shown === text) return after;
      const settled = await waitFor(page, `${name} to hold "${text}"`, (st) => st.widgets[name] && st.widgets[name].value === text, 2000)
        .catch(() => null);
      if (settled) return settled;
      // No field has the keyboard any more: it took the keyboard from a focus request and the
      // click, given where the field was drawn on a dialog's first frame, reached the dialog
      // after it moved into place and took it away again, so the keys went to no field. Once more
      // from the click; a field that keeps the keyboard and loses the text fails at once.
      const now = await state(page);
      if (round < 2 && now && !now.text_input) continue;
      throw new Error(`typed ${JSON.stringify(text)} into ${name}, which holds ${JSON.stringify(shown)}`);
    }
  }

  // Asks the worker for a hint with the Hint button; the hint must be a legal move. Returns the state.
  async function askHint(page) {
    await click(page, 'hint');
    const s = await waitFor(page, 'the hint', (st) => st.solver.result && st.solver.result.kind === 'hint' && !st.solver.busy);
    check(s.solver.result.status === 'solved' && s.legal_moves.includes(s.solver.result.move),
          `the hint is not a legal move: ${JSON.stringify(s.solver.result)}`);
    return s;
  }

  // Serves DIST, opens a fresh browser context (1280 x 800, devicePixelRatio 1, touch; `device`
  // may set viewport, deviceScaleFactor and isMobile instead, e.g. a phone or a HiDPI screen), and
  // calls body({ context, page, base, watch, problems }): watch(page) records the page's errors and
  // console errors in problems; a placeholder of the deferred part reached on the page (a function
  // the cut put in the wrong part: docs/app/CODE_PARTS.md) fails the test after the body. The browser is the one tools/test started for every browser stage
  // (PUZZLELAB_BROWSER_WS, see tests/e2e/browser_server.js), else one of its own. Closes everything
  // afterwards; a failure prints "<tag>: FAIL: ..." and exits 1. `serve` may name another folder to
  // serve (root) and the app's path in it (under, e.g. 'games/puzzlelab/'): base is then that path.
  function run(body, device = {}, serve = {}) {
    async function main() {
      check(fs.existsSync(path.join(DIST, 'index.html')), `no built app in ${DIST} (run tools/build web)`);
      const port = await freePort();
      const root = serve.root || DIST;
      const server = spawn(process.execPath, [path.join(ROOT, 'tools', 'serve.js'), root, String(port)], { stdio: 'inherit' });
      let browser = null;
      let context = null;
      const problems = [];
      const earlyCalls = [];  // the page's warnings that code of a part ran before it was loaded
      try {
        await waitForServer(port);
        const base = `http://127.0.0.1:${port}/${serve.under || ''}`;
        browser = await openBrowser(chromium);
        // A context is a fresh profile of its own: storage, cache and service workers start empty.
        context = await browser.newContext({
          viewport: device.viewport || { width: 1280, height: 800 },
          // Pixels at 1:1 unless a test looks at pixel density (HiDPI, a phone): software WebGL
          // draws a quarter of the pixels it would at 2x.
          deviceScaleFactor: device.deviceScaleFactor || 1,
          isMobile: Boolean(device.isMobile),
          hasTouch: true,
        });
        const watch = (page) => {
          page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
            if (/ part ran before the part was loaded/.test(message.text())) earlyCalls.push(message.text());
          });
        };
        const page = await context.newPage();
        watch(page);
        await body({ browser, context, page, base, watch, problems });
        check(earlyCalls.length === 0, `the page ran code of a part before loading it: ${earlyCalls.join('; ')}`);
      } finally {
        if (context) await context.close().catch(() => {});
        if (browser) await browser.close().catch(() => {});
        server.kill('SIGTERM');
      }
    }
    main().catch((error) => {
      console.error(`${tag}: FAIL: ${error.message}`);
      process.exit(1);
    });
  }

  return { ROOT, DIST, SHOTS, TIMEOUT, log, check, state, waitFor, frameAfter, stillOn, click, pressHeld, fromMenu, choose,
           pick, shot, typeInto, askHint, run };
}

// A press at (x, y) held for 80 ms, then 80 ms to settle (pressHeld).
async function holdAt(page, x, y) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
  await page.waitForTimeout(80);
}

// The columns of the tables drawn in the last frame (state.tables, the widths as ImGui laid them
// out) narrower than their header's first word, as "table: column (width < first word)"; every
// table of `names` must have been drawn.
function squeezedColumns(s, names) {
  const found = [];
  for (const name of names) {
    const table = s.tables && s.tables[name];
    if (!table) {
      found.push(`${name}: not drawn`);
      continue;
    }
    for (const c of table.columns)
      if (c.header && c.width + 0.5 < c.first_word)
        found.push(`${name}: "${c.header}" ${c.width.toFixed(1)} px < ${c.first_word.toFixed(1)} px`);
  }
  return found;
}

// A table's first frame lays its columns out before their contents are measured, and the next
// ones settle them: waits up to 5 s for every column of the tables `names` to be as wide as its
// header's first word, and returns what is still squeezed then (empty: every column readable).
async function settledSqueezedColumns(page, names) {
  let found = [];
  for (let turn = 0; turn < 25; ++turn) {
    found = squeezedColumns(await state(page), names);
    if (found.length === 0) break;
    await page.waitForTimeout(200);
  }
  return found;
}

module.exports = harness;
module.exports.squeezedColumns = squeezedColumns;
module.exports.settledSqueezedColumns = settledSqueezedColumns;
module.exports.holdAt = holdAt;
module.exports.check = check;
module.exports.state = state;
module.exports.freePort = freePort;
module.exports.waitForServer = waitForServer;
module.exports.CHROMIUM = CHROMIUM;
