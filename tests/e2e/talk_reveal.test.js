// End-to-end test of embed mode in a reveal.js deck (docs/app/TALK_MODE.md, "In a reveal.js deck"):
// the example deck docs/examples/deck/reveal.html served beside the built app with reveal.js from
// the tests' npm folder (tests/e2e/package.json), in Debian's chromium driven by playwright-core
// (tests/e2e/harness.js).
//
// Covered: without reveal.js installed the deck says how to get it; with it, nothing is loaded
// from anywhere but the deck's server; reveal.js loads the talk scene as the second slide's background frame (data-preload) and
// posts it "slide:start" when the slide shows (the frame records what its window receives, and from
// whom); the deck's fragments step the scene through reveal.js's postMessage API ({method: "next"},
// {method: "prev"}, {method: "slide", args: [N]} when the slide is shown with N fragments on show);
// a setup left playing stops the moment the slide is left ("slide:stop"): no frame drawn, the frame
// loop asleep with no timer, no animation-frame callback and the page's main thread idle over two
// seconds, even when a message arrives meanwhile; back on the slide ("slide:start") the scene starts
// again from its beginning, at the deck's step; an unknown method is answered with an error naming
// it; messages from a window that is not the frame's parent (a sibling frame posting "slide:stop"
// and a step) change nothing; the board on the third slide (an iframe with data-preload) is played:
// a priest moved by two clicks, through reveal.js's scaling of the slide.
//
// Screenshots: reveal-scene.png (the scene slide, a step shown), reveal-board.png (the board slide
// after the move), reveal-restarted.png (the scene slide again, started from its beginning).
//
// Usage: node tests/e2e/talk_reveal.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) for playwright-core and reveal.js.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  const w = t.board && t.board.setup_watch;
  return { screen: s.screen, embedded: s.embedded, stopped: s.stopped, frames: s.frames_drawn,
           talk: { scene: t.scene, kind: t.kind, position: w && w.position, playing: w && w.playing } };
}

const { ROOT, DIST, log, check, shot, run } = harness('e2e talk reveal', { summary });

// The deck beside the app, as its comment tells a presenter to serve it: the app's files (linked),
// the deck's folder inside, and reveal.js from npm in the deck's node_modules.
const REVEAL = path.join(process.env.PUZZLELAB_NODE_MODULES || '', 'reveal.js');
check(fs.existsSync(path.join(REVEAL, 'dist', 'reveal.js')), `no reveal.js in ${REVEAL} (run tools/bootstrap)`);
const SERVED = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlelab-reveal-'));
for (const name of fs.readdirSync(DIST)) fs.symlinkSync(path.join(DIST, name), path.join(SERVED, name));
fs.mkdirSync(path.join(SERVED, 'deck', 'node_modules'), { recursive: true });
fs.copyFileSync(path.join(ROOT, 'docs', 'examples', 'deck', 'reveal.html'), path.join(SERVED, 'deck', 'reveal.html'));
fs.symlinkSync(REVEAL, path.join(SERVED, 'deck', 'node_modules', 'reveal.js'));
// The same deck where reveal.js was never installed.
fs.mkdirSync(path.join(SERVED, 'bare-deck'));
fs.copyFileSync(path.join(ROOT, 'docs', 'examples', 'deck', 'reveal.html'), path.join(SERVED, 'bare-deck', 'reveal.html'));
process.on('exit', () => fs.rmSync(SERVED, { recursive: true, force: true }));

// Every frame of the deck records the messages its window receives (and whether from its parent),
// and counts its animation-frame callbacks: installed before any script of the frame runs.
function recorder() {
  if (window === window.top) return;
  window.received = [];
  window.addEventListener('message', (event) => {
    const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
    window.received.push({ data, parent: event.source === window.parent });
  }, true);
  window.frameCallbacks = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => request((time) => {
    window.frameCallbacks += 1;
    callback(time);
  });
}

async function until(what, probe, timeout = 60_000) {
  const start = Date.now();
  let last;
  while (Date.now() - start < timeout) {
    last = await probe();
    if (last && last.ok) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
}

// The app's state inside a frame (the frame is of the same origin); the state of a stopped frame is
// the one published when it stopped.
async function frameState(frame) {
  return frame.evaluate(() => (window.puzzlelab && window.puzzlelab.ready() ? window.puzzlelab.state() : null));
}
async function waitForFrame(frame, what, predicate, timeout = 60_000) {
  const got = await until(what, async () => {
    const s = await frameState(frame);
    let ok = false;
    try { ok = Boolean(s && predicate(s)); } catch (e) { /* not there yet */ }
    return { ok, s: s && summary(s), state: s };
  }, timeout);
  return got.state;
}

async function frameWith(page, pattern) {
  const got = await until(`a frame at ${pattern}`, async () => {
    const frame = page.frames().find((f) => pattern.test(f.url()));
    return { ok: Boolean(frame), frame };
  });
  return got.frame;
}

async function received(frame) { return frame.evaluate(() => window.received.slice()); }
async function deckEvents(page) { return page.evaluate(() => window.deckEvents.slice()); }
async function current(page) { return page.evaluate(() => Reveal.getCurrentSlide().id); }
function position(s) { return s.talk.board.setup_watch.position; }

run(async ({ page, base, problems }) => {
  await page.addInitScript(recorder);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busySeconds = async () => (await cdp.send('Performance.getMetrics')).metrics
    .find((m) => m.name === 'TaskDuration').value;

  // Without reveal.js the page says how to get it.
  await page.goto(`${base}bare-deck/reveal.html`);
  const missing = await page.evaluate(() => {
    const box = document.getElementById('missing');
    return { shown: getComputedStyle(box).display !== 'none', text: box.textContent };
  });
  check(missing.shown && /npm install reveal\.js@6\.0\.2/.test(missing.text),
        `the deck without reveal.js: ${JSON.stringify(missing)}`);
  problems.length = 0;  // its missing files are the point here
  log('without reveal.js the deck says: npm install reveal.js@6.0.2');

  // Nothing the deck or its frames load comes from elsewhere than the deck's own server.
  const foreign = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(base) && !/^(data|about|blob):/.test(url)) foreign.push(url);
  });
  await page.goto(`${base}deck/reveal.html`);
  await page.waitForFunction(() => typeof Reveal !== 'undefined' && Reveal.isReady());
  check(await current(page) === 'slide-title', 'the deck does not start on its title slide');
  // Both frames are preloaded (data-preload): the scene behind slide 2, the board on slide 3.
  const scene = await frameWith(page, /embed=1#v1\/talk\/fujisan\/3$/);
  const board = await frameWith(page, /embed=1#v1\/fujisan\/seed\//);
  let s = await waitForFrame(scene, 'the scene loaded', (st) => st.talk.scene === 3 && st.talk.board.ready &&
    st.talk.board.setup_watch);
  check(s.embedded === true && s.stopped === false, `the scene frame: ${JSON.stringify(summary(s))}`);
  await waitForFrame(board, 'the board loaded', (st) => st.screen === 'play' && st.ready);
  log('reveal.js preloaded both frames: the scene (fujisan, scene 3, a setup) and the board');

  // The scene slide: reveal.js posts "slide:start"; the deck posts the step of no fragment shown.
  await page.keyboard.press('ArrowRight');
  check(await current(page) === 'slide-scene', 'ArrowRight did not bring the scene slide');
  await until('slide:start in the scene frame', async () => {
    const got = await received(scene);
    return { ok: got.some((m) => m.data === 'slide:start' && m.parent), got };
  });
  const order = (await received(scene)).filter((m) => m.parent).map((m) => m.data);
  check(order.indexOf('{"method":"slide","args":[0]}') >= 0 &&
        order.indexOf('{"method":"slide","args":[0]}') < order.indexOf('slide:start'),
        `the deck's step and reveal.js's start, in order: ${JSON.stringify(order)}`);
  s = await waitForFrame(scene, 'the scene started again at step 0', (st) => st.talk.scene === 3 &&
    st.talk.board.setup_watch && position(st) === 0 && !st.talk.board.setup_watch.playing);
  log(`the scene slide: the frame received ${JSON.stringify(order)}`);

  // Fragments step the scene: two shown (next, next), one hidden (prev).
  await page.keyboard.press('ArrowRight');
  await waitForFrame(scene, 'step 1 after a fragment', (st) => position(st) === 1);
  await page.keyboard.press('ArrowRight');
  await waitForFrame(scene, 'step 2 after a second fragment', (st) => position(st) === 2);
  await page.keyboard.press('ArrowLeft');
  s = await waitForFrame(scene, 'step 1 after a fragment hidden', (st) => position(st) === 1);
  check(await current(page) === 'slide-scene', 'the fragments moved the deck off the scene slide');
  check((await received(scene)).filter((m) => m.data === '{"method":"next","args":[]}').length === 2 &&
        (await received(scene)).some((m) => m.data === '{"method":"prev","args":[]}'),
        'the frame did not receive the fragments\' next, next and prev');
  await page.waitForTimeout(400);
  await shot(page, 'reveal-scene.png');
  log('fragments shown and hidden stepped the setup: 1, 2, 1');

  // An unknown method is answered with an error naming it, and changes nothing.
  let before = (await deckEvents(page)).length;
  await scene.evaluate(() => {});  // the frame is there
  await page.evaluate(() => document.querySelector('.slide-background iframe[src*="talk/"]').contentWindow
    .postMessage(JSON.stringify({ method: 'toggleOverview', args: [] }), '*'));
  const error = await until('the error for an unknown method', async () => {
    const events = (await deckEvents(page)).slice(before);
    return { ok: events.some((e) => e.event === 'error'), e: events.find((e) => e.event === 'error') };
  });
  check(error.e.frame === 'scene' && error.e.message === "unknown method 'toggleOverview' (next, prev or slide)",
        `the error: ${JSON.stringify(error.e)}`);
  s = await frameState(scene);
  check(position(s) === 1, 'an unknown method moved the scene');
  log(`an unknown method answered: ${error.e.message}`);

  // Messages from a window other than the frame's parent (a sibling frame of the deck) are ignored.
  const framesBefore = s.frames_drawn;
  await page.evaluate(() => {
    const other = document.createElement('iframe');
    other.id = 'stranger';
    other.style.display = 'none';
    document.body.appendChild(other);
    const target = document.querySelector('.slide-background iframe[src*="talk/"]').contentWindow;
    other.contentWindow.eval('(t) => { t.postMessage("slide:stop", "*"); ' +
      't.postMessage(JSON.stringify({method: "slide", args: [5]}), "*"); ' +
      't.postMessage({type: "puzzlelab", command: "goto", scene: 1}, "*"); }')(target);
  });
  await until('the stranger\'s messages received', async () => {
    const got = await received(scene);
    return { ok: got.filter((m) => !m.parent).length >= 3, got: got.filter((m) => !m.parent) };
  });
  await page.keyboard.press('ArrowRight');  // a fragment: the frame still moves, and draws
  s = await waitForFrame(scene, 'step 2 after the stranger', (st) => position(st) === 2 && st.frames_drawn > framesBefore);
  check(s.stopped === false && s.talk.scene === 3, `the stranger's messages moved the frame: ${JSON.stringify(summary(s))}`);
  log('slide:stop, slide [5] and goto 1 from a sibling frame were received and ignored');

  // The setup plays (a command of ours), and leaving the slide stops it at once: no frame drawn,
  // the loop asleep with no timer, no animation-frame callback, the main thread idle.
  await page.evaluate(() => document.querySelector('.slide-background iframe[src*="talk/"]').contentWindow
    .postMessage({ type: 'puzzlelab', command: 'next' }, '*'));
  s = await waitForFrame(scene, 'the setup playing', (st) => st.talk.board.setup_watch.playing && position(st) > 2);
  await page.evaluate(() => Reveal.slide(3));  // the last slide: both frames' slides left
  s = await waitForFrame(scene, 'the scene stopped', (st) => st.stopped === true);
  const stoppedAt = s.frames_drawn;
  check(s.talk.board === undefined || s.talk.board === null || !s.talk.board.ready,
        `the stopped scene kept its work: ${JSON.stringify(summary(s))}`);
  await page.waitForTimeout(300);  // the deck's own last frames after the change of slide
  const idleStart = { busy: await busySeconds(), callbacks: await scene.evaluate(() => window.frameCallbacks) };
  await page.waitForTimeout(2000);
  const idleEnd = { busy: await busySeconds(), callbacks: await scene.evaluate(() => window.frameCallbacks) };
  s = await frameState(scene);
  const loop = await scene.evaluate(() => ({ sleeping: Module.puzzlelabLoop.sleeping, timer: Module.puzzlelabLoop.timer }));
  check(s.frames_drawn === stoppedAt, `the stopped scene drew ${s.frames_drawn - stoppedAt} frames`);
  check(loop.sleeping && !loop.timer, `the stopped scene's loop: ${JSON.stringify(loop)}`);
  check(idleEnd.callbacks === idleStart.callbacks,
        `the stopped scene ran ${idleEnd.callbacks - idleStart.callbacks} animation-frame callbacks`);
  const busy = idleEnd.busy - idleStart.busy;
  check(busy < 0.2, `the page's main thread was busy ${busy.toFixed(3)} s of the 2 s stopped`);
  check((await received(scene)).some((m) => m.data === 'slide:stop' && m.parent), 'reveal.js posted no slide:stop');
  log(`stopped: no frame, loop asleep, no frame callback; main thread busy ${(busy * 1000).toFixed(0)} ms in 2 s`);
  // A message while stopped wakes the loop for the one tick that reads it, and draws nothing: here
  // the step the scene would start at, which the deck's own step replaces when the slide shows.
  await page.evaluate(() => document.querySelector('.slide-background iframe[src*="talk/"]').contentWindow
    .postMessage({ method: 'slide', args: [4] }, '*'));
  await until('the message read and the loop asleep again', async () => {
    const got = await scene.evaluate(() => ({ read: window.received.some((m) => m.data === '{"method":"slide","args":[4]}'),
      sleeping: Module.puzzlelabLoop.sleeping, callbacks: window.frameCallbacks }));
    return { ok: got.read && got.sleeping && got.callbacks > idleEnd.callbacks, got };
  });
  await page.waitForTimeout(500);
  s = await frameState(scene);
  const woken = (await scene.evaluate(() => window.frameCallbacks)) - idleEnd.callbacks;
  check(s.frames_drawn === stoppedAt && s.stopped === true, `a message drew ${s.frames_drawn - stoppedAt} frames`);
  check(woken <= 2, `a message while stopped ran ${woken} animation-frame callbacks`);
  log(`a message while stopped: ${woken} tick(s), no frame`);

  // Back to the scene slide from before it: "slide:start" starts the scene again from its beginning
  // (the deck's step for no fragment shown: 0), not where the setup was playing.
  await page.evaluate(() => Reveal.slide(0));
  await page.keyboard.press('ArrowRight');
  check(await current(page) === 'slide-scene', 'ArrowRight did not bring the scene slide back');
  s = await waitForFrame(scene, 'the scene started again', (st) => st.stopped === false && st.talk.scene === 3 &&
    st.talk.board.setup_watch && st.frames_drawn > stoppedAt);
  s = await waitForFrame(scene, 'the scene at its beginning', (st) => position(st) === 0 &&
    !st.talk.board.setup_watch.playing);
  await page.keyboard.press('ArrowRight');
  s = await waitForFrame(scene, 'step 1 after a fragment', (st) => position(st) === 1);
  await page.waitForTimeout(400);
  await shot(page, 'reveal-restarted.png');
  log('back on the slide: the scene started again from its beginning; a fragment stepped it');

  // The slide shown from after it, all fragments on show: the scene starts again at step 3.
  await page.evaluate(() => Reveal.slide(2));
  await waitForFrame(scene, 'the scene stopped again', (st) => st.stopped === true);
  await page.keyboard.press('ArrowLeft');
  check(await current(page) === 'slide-scene', 'ArrowLeft did not bring the scene slide');
  s = await waitForFrame(scene, 'the scene at step 3', (st) => st.stopped === false && st.talk.board.setup_watch &&
    position(st) === 3);
  log('shown from after it with its three fragments: the scene started at step 3 (slide [3])');

  // The board slide: a priest moved by two clicks, through reveal.js's scaling of the slide.
  await page.keyboard.press('ArrowRight');
  check(await current(page) === 'slide-board', 'ArrowRight did not bring the board slide');
  let b = await waitForFrame(board, 'the board started', (st) => st.stopped === false && st.board && st.board.spaces);
  const handle = await page.$('#board-frame');
  const toPage = async (spot) => {
    const box = await handle.boundingBox();
    const inner = await handle.evaluate((el) => ({ width: el.offsetWidth, border: el.clientLeft }));
    const scale = box.width / inner.width;
    return { x: box.x + (inner.border + spot.x) * scale, y: box.y + (inner.border + spot.y) * scale };
  };
  const move = b.legal_moves[0];
  const from = await toPage(b.board.spaces[b.board.priests[move[0]]]);
  await page.mouse.click(from.x, from.y);
  b = await waitForFrame(board, `priest ${move[0]} selected`, (st) => st.board.selected === move[0] && st.board.targets.length > 0);
  const target = b.board.targets.find((t) => t.move === move) || b.board.targets[0];
  const to = await toPage(b.board.spaces[target.space]);
  await page.mouse.click(to.x, to.y);
  b = await waitForFrame(board, 'the move played', (st) => st.moves.length === 1 && st.moves[0] === target.move);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(600);
  await shot(page, 'reveal-board.png');
  log(`the board slide: ${target.move} played by two clicks`);

  // Leaving the board's slide stops its frame too; coming back draws it again, the move kept. The
  // board has the keys since the clicks: a click on the slide's title gives them back to the deck.
  await page.click('#slide-board h3');
  await page.keyboard.press('ArrowRight');
  check(await current(page) === 'slide-end', 'ArrowRight after a click on the slide did not move the deck');
  b = await waitForFrame(board, 'the board stopped', (st) => st.stopped === true);
  await page.keyboard.press('ArrowLeft');
  b = await waitForFrame(board, 'the board drawn again', (st) => st.stopped === false && st.moves.length === 1);
  log('the board slide left and shown again: its frame stopped, then drew again with the move kept');
  check(foreign.length === 0, `the deck loaded from elsewhere: ${foreign.join(', ')}`);
  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
}, {}, { root: SERVED });
