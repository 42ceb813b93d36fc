// End-to-end test of the browser app: Debian's chromium driven by playwright-core.
// It serves the built page (tools/serve.js on a free loopback port), then plays like a person:
// every click lands on real canvas pixels, found through the app's automation hook
// (window.puzzlelab.state(): the app's state plus the screen position of its buttons and board
// spaces). Screenshots go to tests/e2e/screenshots/.
//
// Usage: node tests/e2e/app.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, moves: s.moves, cursor: s.cursor, solved: s.solved,
           notices: s.notices, dialog: s.dialog, solver: s.solver && { busy: s.solver.busy, result: s.solver.result } };
}

const { log, check, state, waitFor, stillOn, click, fromMenu, choose, shot, askHint, run } = harness('e2e', { summary });

// A page left alone: once its last frame has settled, the frame loop sleeps (shell/platform/
// frame_loop.hpp), so the browser calls no animation-frame callback at all; a stray wake or two
// (and no frame drawn) is tolerated, a loop that still ticks (about 60 a second) is not.
const IDLE_SECONDS = 5;
const IDLE_MAX_CALLBACKS = 3;
// A Lab study that runs in a second or two (the Lab's own test runs it too, lab.test.js).
const IDLE_LAB_LINK = 'v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/trials=3.per_trial=10.seed=7.random_solver=playout';

// Leaves the page alone for IDLE_SECONDS once its frame loop sleeps with no timer set (a notice
// fading, for one, sets a timer: Module.puzzlelabLoop, shell/platform/web_frame_loop.cpp), and
// checks that it did nothing meanwhile: no frame drawn, no draw call, and (requestAnimationFrame is
// wrapped before the app loads) at most IDLE_MAX_CALLBACKS animation-frame callbacks.
async function expectIdle(page, what) {
  await stillOn(page, (st) => st.screen);
  await page.waitForFunction(() => Module.puzzlelabLoop.sleeping && !Module.puzzlelabLoop.timer, null, { timeout: 20_000 })
    .catch(async () => {
      const loop = await page.evaluate(() => JSON.stringify(Module.puzzlelabLoop));
      throw new Error(`${what}: the frame loop never slept without a timer in 20 s: ${loop}; ` +
                      `notices ${JSON.stringify((await state(page)).notices)}`);
    });
  const count = () => page.evaluate(() => ({ callbacks: window.__frameCallbacks, calls: window.__drawCalls,
                                             frames: window.puzzlelab.state().frames_drawn }));
  const start = await count();
  await page.waitForTimeout(IDLE_SECONDS * 1000);
  const end = await count();
  const spent = { callbacks: end.callbacks - start.callbacks, calls: end.calls - start.calls, frames: end.frames - start.frames };
  log(`   ${what}: ${spent.callbacks} animation-frame callbacks, ${spent.calls} draw calls and ${spent.frames} frames ` +
      `in ${IDLE_SECONDS} s idle (${start.frames} frames before it)`);
  check(start.callbacks > 0 && start.calls > 0 && start.frames > 0, 'the counters saw nothing at all');
  check(spent.frames === 0 && spent.calls === 0, `${what} kept drawing: ${JSON.stringify(spent)}`);
  check(spent.callbacks <= IDLE_MAX_CALLBACKS,
        `${what} kept its frame loop running: ${spent.callbacks} animation-frame callbacks in ${IDLE_SECONDS} s`);
  return end;
}

async function clickSpace(page, space) {
  const s = await state(page);
  const spot = s.board.spaces[space];
  await page.mouse.click(spot.x, spot.y);
}

// Starts a seeded challenge through the new-game dialog; returns the state once it is playable.
async function newSeededGame(page, setup, seed) {
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (s) => s.dialog === 'new-game' && s.widgets['newgame-seed']);
  await choose(page, 'newgame-setup', setup);
  await click(page, 'newgame-seed');
  await waitFor(page, 'the seed field to take the keyboard', (s) => s.text_input);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(String(seed));
  await click(page, 'newgame-start');
  return waitFor(page, `the ${setup} game with seed ${seed}`, (s) =>
    s.ready && !s.dialog && s.challenge.setup === setup && String(s.challenge.seed) === String(seed));
}

// The canvas's backing store and its box on the page.
function canvasSize(page) {
  return page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cssW: c.getBoundingClientRect().width, cssH: c.getBoundingClientRect().height };
  });
}

run(async ({ browser, context, page, base, watch, problems }) => {
  // The rest runs at 1x, where software WebGL draws a quarter of the pixels; the pixel density is
  // checked on a screen of its own: the backing store twice the box, the picture drawn sharp.
  log('a HiDPI screen (devicePixelRatio 2): the canvas\'s backing store is twice its CSS size');
  {
    const hidpi = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
    try {
      const tab = await hidpi.newPage();
      watch(tab);
      await tab.goto(`${base}#v1/fujisan/seed/dominoes/standard/2024`);
      await waitFor(tab, 'the board at 2x', (st) => st.ready && st.challenge && st.frames_drawn > 0);
      const big = await canvasSize(tab);
      check(big.w === Math.floor(big.cssW * 2) && big.h === Math.floor(big.cssH * 2) && big.cssW === 1280 && big.cssH === 800,
            `the canvas is not sized for devicePixelRatio 2: ${JSON.stringify(big)}`);
      await shot(tab, '01-loaded-2x.png');
    } finally {
      await hidpi.close();
    }
  }

  log('load the app');
  // Counts WebGL draw calls and animation-frame callbacks, to check that an idle page does nothing.
  await page.addInitScript(() => {
    window.__drawCalls = 0;
    for (const name of ['drawElements', 'drawArrays']) {
      const original = WebGL2RenderingContext.prototype[name];
      WebGL2RenderingContext.prototype[name] = function (...args) {
        window.__drawCalls += 1;
        return original.apply(this, args);
      };
    }
    window.__frameCallbacks = 0;
    const requestFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => requestFrame((time) => {
      window.__frameCallbacks += 1;
      callback(time);
    });
  });
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);

  log('the top bar is one row at 1280 px: the actions used less are in its More menu');
  for (const name of ['game-picker', 'new-game', 'daily', 'undo', 'redo', 'restart', 'open-lab', 'open-talk', 'settings',
                      'help', 'more']) {
    const w = s.widgets[name];
    check(w && Math.abs(w.cy - s.widgets['game-picker'].cy) < 2 && w.x + w.w <= 1280,
          `the top bar's "${name}" is off its one row: ${JSON.stringify(w)}`);
  }

  log('an idle board draws nothing and runs no frame loop');
  await page.mouse.move(4, 796);  // rest the mouse on the status line: no hover effect
  s = await waitFor(page, 'the optimum search done', (st) => !st.solver.busy && (st.solver.optimum !== null || st.solver.start_unsolvable), 60_000);
  const idleEnd = await expectIdle(page, 'an idle board');
  // Input wakes it at once (and the click on New game below must work after the idle spell). A
  // move that changes nothing on the screen lays frames out but renders none: the canvas keeps
  // its picture (ui/redraw.hpp); one over a button renders the button lit.
  await page.mouse.move(8, 796);
  await page.waitForTimeout(300);
  const quiet = await page.evaluate(() => ({ calls: window.__drawCalls, frames: window.puzzlelab.state().frames_drawn }));
  check(quiet.frames > idleEnd.frames, 'moving the mouse ran no frame');
  check(quiet.calls === idleEnd.calls, `moving the mouse over the status line rendered an unchanged picture: ${quiet.calls - idleEnd.calls} draw calls`);
  const button = s.widgets['new-game'];
  await page.mouse.move(button.cx, button.cy);
  await page.waitForTimeout(300);
  const lit = await page.evaluate(() => window.__drawCalls);
  check(lit > quiet.calls, 'hovering New game rendered no frame');
  await page.mouse.move(640, 400);
  await page.waitForTimeout(300);
  const canvas = await canvasSize(page);
  check(canvas.w === 1280 && canvas.h === 800 && canvas.cssW === 1280 && canvas.cssH === 800,
        `the canvas does not fill the window pixel for pixel: ${JSON.stringify(canvas)}`);
  await shot(page, '01-loaded.png');

  log('start a seeded challenge from the new-game dialog (dominoes, seed 2024)');
  let seed = 2024;
  s = await newSeededGame(page, 'dominoes', seed);
  // The optimum arrives from a worker; find a solvable seed so the solution can be played out.
  s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
  while (s.solver.start_unsolvable) {
    seed += 1;
    s = await newSeededGame(page, 'dominoes', seed);
    s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
  }
  const optimum = s.solver.optimum;
  log(`seed ${seed}: board ${s.challenge.board}, optimum ${optimum}`);
  await shot(page, '02-seeded.png');

  log('select a priest by clicking it');
  const first = s.legal_moves[0];
  const letter = first[0];
  await clickSpace(page, s.board.priests[letter]);
  s = await waitFor(page, `priest ${letter} selected`, (st) => st.board.selected === letter && st.board.targets.length > 0);
  const target = s.board.targets.find((t) => t.move === first) || s.board.targets[0];
  await shot(page, '03-selected.png');

  log(`move it by clicking its target (${target.move})`);
  await clickSpace(page, target.space);
  s = await waitFor(page, 'the move played', (st) => st.moves.length === 1 && st.moves[0] === target.move);
  check(s.board.priests[letter] === target.space, 'the priest is not on the target space');
  check(/\/m\//.test(s.link), `the link does not carry the move: ${s.link}`);
  await page.waitForTimeout(500);  // let the glide finish
  await shot(page, '04-moved.png');

  log('undo with the Undo button, redo and undo with the keyboard');
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0 && st.history.length === 1);
  await page.keyboard.press('Control+Y');
  s = await waitFor(page, 'Ctrl+Y redo', (st) => st.moves.length === 1);
  await page.keyboard.press('Control+Z');
  s = await waitFor(page, 'Ctrl+Z undo', (st) => st.moves.length === 0);

  log('move with the keyboard (priest letter, then target number)');
  const keyMove = s.legal_moves[0];
  await page.keyboard.press(keyMove[0].toLowerCase());
  s = await waitFor(page, 'the keyboard selection', (st) => st.board.selected === keyMove[0]);
  const index = s.board.targets.findIndex((t) => t.move === keyMove);
  check(index >= 0 && index < 9, `move ${keyMove} is not among the numbered targets`);
  await page.keyboard.press(String(index + 1));
  s = await waitFor(page, 'the keyboard move', (st) => st.moves.length === 1 && st.moves[0] === keyMove);
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0);

  log('ask for a hint (worker)');
  s = await askHint(page);
  await shot(page, '05-hint.png');

  log('get the solution from the worker and step through it');
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved', `no solution: ${JSON.stringify(s.solver.result)}`);
  check(s.solver.result.solution.length === optimum, `the solution has ${s.solver.result.solution.length} moves, the optimum is ${optimum}`);
  const solution = s.solver.result.solution;
  await click(page, 'solution-step');
  s = await waitFor(page, 'one solution step', (st) => st.moves.length === 1 && st.moves[0] === solution[0]);
  await click(page, 'solution-step');
  s = await waitFor(page, 'two solution steps', (st) => st.moves.length === 2 && st.moves[1] === solution[1]);
  await shot(page, '06-solution.png');
  await click(page, 'solution-play');
  s = await waitFor(page, 'the solution played out', (st) => st.solved, 120_000);
  check(s.moves.join(' ') === solution.join(' '), 'the played moves differ from the solution');
  await page.waitForTimeout(600);
  await shot(page, '07-solved.png');

  log('the statistics count the solve, helped by the solver; the Stats popup shows them');
  const record = s.stats && s.stats.games.fujisan;
  check(record && record.solved >= 1 && record.solved > record.solved_alone && record.streak === 0,
    `the statistics after the solver's solve: ${JSON.stringify(s.stats)}`);
  await fromMenu(page, 'menu-stats');
  await waitFor(page, 'the statistics table', (st) => st.widgets['stats-table']);
  await shot(page, '07b-stats.png');
  await page.mouse.click(60, 25);  // outside the popup (the app's title) closes it
  await waitFor(page, 'the statistics closed', (st) => !st.widgets['stats-table']);

  log('the game survives a reload (storage)');
  const page2 = await context.newPage();
  watch(page2);
  await page2.goto(base);  // no hash: the stored game
  s = await waitFor(page2, 'the stored game', (st) => st.ready && String(st.challenge.seed) === String(seed));
  check(s.moves.join(' ') === solution.join(' ') && s.solved, 'the stored game lost its moves');
  await page2.close();

  log('jump back in the move list, then reopen that position from its link');
  await click(page, 'move-3');
  s = await waitFor(page, 'the jump to move 3', (st) => st.cursor === 3 && st.history.length === solution.length);
  const link3 = s.link;
  const page3 = await context.newPage();
  watch(page3);
  await page3.goto(base + '#' + link3);
  s = await waitFor(page3, 'the linked game', (st) => st.ready && String(st.challenge.seed) === String(seed) && st.moves.length === 3);
  check(s.moves.join(' ') === solution.slice(0, 3).join(' '), 'the link opened with other moves');
  // The stored game is this one, three moves in: the moves after them are kept to redo.
  check(s.history.length === solution.length && s.cursor === 3,
        `the reopened game lost its redo moves (history ${s.history.length}, cursor ${s.cursor})`);
  const [top, bottom] = s.challenge.board.split('/');
  const byBoard = `v1/fujisan/board/${top}.${bottom}/standard`;
  await page3.evaluate((hash) => { window.location.hash = hash; }, byBoard);  // hashchange, no reload
  s = await waitFor(page3, 'the board link', (st) => st.ready && st.challenge.board && !st.challenge.seed && st.moves.length === 0);
  check(s.board.spaces.length === 28, 'the board link did not open a Fujisan board');
  await shot(page3, '08-board-link.png');

  log('a malformed link shows a message and the app stays usable');
  await page3.evaluate(() => { window.location.hash = 'v1/fujisan/seed/dominoes/standard/twelve'; });
  s = await waitFor(page3, 'the bad-link message', (st) => st.notices.some((n) => n.level === 'error' && /link/i.test(n.text)));
  check(s.ready && s.board, 'the app lost its game after a bad link');
  // A link whose syntax is fine but that names no setup: parse_link refuses it, naming the setup.
  await page3.evaluate(() => { window.location.hash = 'v1/fujisan/seed/no-such-setup/standard/1'; });
  s = await waitFor(page3, 'the refused setup', (st) => st.notices.some((n) => /no-such-setup/.test(n.text)));
  check(s.ready && s.board, 'the app lost its game after a refused link');
  await shot(page3, '09-bad-link.png');
  log('a good link replaces the bad one and its message');
  // (Another link than the one the address bar shows again: setting the same hash fires nothing.)
  await page3.evaluate((hash) => { window.location.hash = hash; }, link3);
  s = await waitFor(page3, 'the good link after the bad ones',
                    (st) => st.ready && String(st.challenge.seed) === String(seed) && st.moves.length === 3);
  check(!s.notices.some((n) => n.level === 'error' && /could not be opened/.test(n.text)),
        `a stale message stayed: ${JSON.stringify(s.notices)}`);
  const page4 = await context.newPage();
  watch(page4);
  await page4.goto(base + '#nonsense%%');
  s = await waitFor(page4, 'the bad-link message on load', (st) => st.ready && st.notices.some((n) => n.level === 'error'));
  const move = s.legal_moves[0];
  await clickSpace(page4, s.board.priests[move[0]]);
  s = await waitFor(page4, 'a selection after the bad link', (st) => st.board.selected === move[0]);
  const t = s.board.targets.find((x) => x.move === move);
  await clickSpace(page4, t.space);
  await waitFor(page4, 'a move after the bad link', (st) => st.moves[st.moves.length - 1] === move);

  log('the Lab and a talk left alone run no frame loop either; a key after idling still works');
  await page.evaluate((link) => { window.location.hash = link; }, IDLE_LAB_LINK);
  s = await waitFor(page, 'the small Lab study done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
  await expectIdle(page, 'the Lab');
  await page.evaluate(() => { window.location.hash = 'v1/talk/entangled/1'; });
  s = await waitFor(page, 'the talk at its first scene', (st) => st.screen === 'talk' && st.talk.open && st.talk.scene === 1);
  await expectIdle(page, 'a talk');
  await page.keyboard.press('n');
  s = await waitFor(page, 'the next scene by N after idling', (st) => st.talk.scene === 2, 5000);

  log('a corrupt stored state is discarded with a message');
  await page.close();
  await page3.close();
  // Written and reloaded in one go: the app only writes when something changed, so nothing
  // overwrites the damage before the reload.
  const reloaded = page4.waitForEvent('load');
  await page4.evaluate(() => {
    window.localStorage.setItem('puzzlelab.state', '{"format": "puzzlelab-state", "version": 1, "session": {"challenge": 5');
    setTimeout(() => window.location.reload(), 0);
  });
  await reloaded;
  s = await waitFor(page4, 'the discarded-state message', (st) => st.ready && st.notices.some((n) => /saved game/i.test(n.text)));

  log('enter a board in the new-game dialog by pasting it');
  const pastedBoard = '554344221335/311400512200';
  await click(page4, 'new-game');
  await waitFor(page4, 'the new-game dialog', (st) => st.dialog === 'new-game');
  await click(page4, 'newgame-by-board');
  await click(page4, 'newgame-board');
  await waitFor(page4, 'the board field to take the keyboard', (st) => st.text_input);
  await page4.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, pastedBoard);
  await page4.waitForTimeout(200);
  await click(page4, 'newgame-start');
  s = await waitFor(page4, 'the pasted board', (st) => st.ready && !st.dialog && st.challenge.board === pastedBoard && !st.challenge.seed);

  log('the help window (F1)');
  await page4.keyboard.press('F1');
  s = await waitFor(page4, 'the help window', (st) => st.help);
  await shot(page4, '10-help.png');
  await page4.keyboard.press('F1');
  s = await waitFor(page4, 'the help window closed', (st) => !st.help);

  log('touch: tap a priest, tap its target');
  const before = s.moves.length;
  const touchMove = s.legal_moves[0];
  let spot = s.board.spaces[s.board.priests[touchMove[0]]];
  await page4.touchscreen.tap(spot.x, spot.y);
  s = await waitFor(page4, 'the tap selection', (st) => st.board.selected === touchMove[0]);
  spot = s.board.spaces[s.board.targets.find((x) => x.move === touchMove).space];
  await page4.touchscreen.tap(spot.x, spot.y);
  s = await waitFor(page4, 'the tapped move', (st) => st.moves.length === before + 1 && st.moves[before] === touchMove);

  log('a narrow window: the canvas follows, the panels go under the board, folded (the phone layout)');
  await page4.setViewportSize({ width: 420, height: 860 });
  s = await waitFor(page4, 'the resized layout', (st) => st.board.spaces[27].x < 420 && st.widgets['section-solver'] &&
    st.widgets['section-solver'].y > st.board.spaces[27].y && !st.widgets.hint);
  await click(page4, 'section-solver');
  s = await waitFor(page4, 'the solver unfolded', (st) => st.widgets.hint && st.widgets.hint.y > st.board.spaces[27].y);
  const narrow = await page4.evaluate(() => ({ w: document.getElementById('canvas').width, h: document.getElementById('canvas').height }));
  check(narrow.w === 420 && narrow.h === 860, `the canvas did not follow the resize: ${JSON.stringify(narrow)}`);
  await shot(page4, '11-narrow.png');

  log('a browser that cannot draw with WebGL 2 says so instead of loading forever');
  const noWebGL = [
    ['without WebGL 2 at all (the page tells)', () => { delete window.WebGL2RenderingContext; }],
    ['with WebGL 2 but no context for the app (the app tells)', () => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
      };
    }],
  ];
  for (const [what, breakWebGL] of noWebGL) {
    const broken = await context.newPage();
    await broken.addInitScript(breakWebGL);
    await broken.goto(base);
    await broken.waitForFunction(() => {
      const overlay = document.getElementById('overlay');
      return !overlay.classList.contains('hidden') && overlay.classList.contains('failed');
    }, null, { timeout: 30_000 }).catch(() => {});
    const shown = await broken.evaluate(() => ({
      hidden: document.getElementById('overlay').classList.contains('hidden'),
      text: document.getElementById('overlay-detail').textContent,
    }));
    check(!shown.hidden && /cannot draw with WebGL 2/.test(shown.text), `a browser ${what}: the page shows ${JSON.stringify(shown)}`);
    log(`   ${what}: "${shown.text.split('\n')[0]}"`);
    await broken.close();
  }

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e: PASS (screenshots in tests/e2e/screenshots/)');
});
