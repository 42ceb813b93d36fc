// End-to-end test of Pretzel in the browser app: Debian's chromium driven by playwright-core.
// It serves the built page (tools/serve.js on a free loopback port) and plays like a person: every
// click lands on real canvas pixels found through the automation hook (window.puzzlelab.state():
// the app's state, its widgets' rectangles, and the Pretzel view's cells in CSS pixels).
// Screenshots go to tests/e2e/screenshots/pretzel-*.png.
//
// Covered: a seeded 4 x 4 challenge started from the new-game dialog (game, size preset, seed),
// the custom size fields and their validation message, a card moved by clicking it, a hole
// clicked then its card, the keyboard (focus, Enter, hole numbers), undo; the solution from the
// worker played to the solved state; a 4 x 8 deal solved by the worker within the default
// budget; a board that dead-ends after one move (announced, the worker says it cannot be
// solved); an eight-suit deal; a full-board 4 x 13 link, whose long solve is cancelled.
//
// Usage: node tests/e2e/pretzel.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, moves: s.moves, cursor: s.cursor, solved: s.solved,
           legal_moves: s.legal_moves, notices: s.notices, dialog: s.dialog,
           board: s.board && { selected: s.board.selected, focus: s.board.focus, dead_end: s.board.dead_end },
           solver: s.solver && { busy: s.solver.busy, playing: s.solver.playing, result: s.solver.result } };
}

const { log, check, state, waitFor, click, choose, pick, shot, askHint, typeInto, run } = harness('e2e pretzel', { summary });

// --- Pretzel helpers ---
// A link item: '/' between rows becomes '.', other bytes outside A-Z a-z 0-9 - _ ( ) are ~HH.
function boardItem(board) {
  return board.split('/').map((row) => row.replace(/[^A-Za-z0-9\-_()]/g, (c) => '~' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'))).join('.');
}
function boardLink(board, suits, ranks) { return `v1/pretzel/board/${boardItem(board)}/standard.ranks=${ranks}.suits=${suits}`; }
function seedLink(setup, suits, ranks, seed) { return `v1/pretzel/seed/${setup}/standard.ranks=${ranks}.suits=${suits}/${seed}`; }

// Clicks the middle of a grid cell (a card or a hole).
async function clickCell(page, cell) {
  const s = await state(page);
  const spot = s.board.cells[cell];
  await page.mouse.click(spot.x, spot.y);
}

// Opens the new-game dialog on Pretzel (whatever game is open).
async function openPretzelDialog(page) {
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (s) => s.dialog === 'new-game' && s.widgets['newgame-game']);
  let s = await state(page);
  if (!s.widgets['newgame-preset-4x4']) {
    await choose(page, 'newgame-game', 'pretzel');
    await waitFor(page, 'Pretzel chosen', (st) => st.widgets['newgame-preset-4x4']);
  }
}

// Types into the dialog's fields (pairs of field and text) until the state shows what they do; a
// typing lost to a late frame all the same is typed again, at most three times in all.
async function typeUntil(page, entries, what, predicate) {
  for (let attempt = 1; ; ++attempt) {
    for (const [field, text] of entries) await typeInto(page, field, text);
    try {
      return await waitFor(page, what, predicate, attempt < 3 ? 3000 : undefined);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

async function startSeeded(page, preset, seed) {
  await openPretzelDialog(page);
  await pick(page, `newgame-preset-${preset}`, `newgame-preset-chosen-${preset}`);
  await choose(page, 'newgame-setup', 'shuffled');
  await typeInto(page, 'newgame-seed', String(seed));
  await click(page, 'newgame-start');
  const [suits, ranks] = preset.split('x').map(Number);
  return waitFor(page, `the ${preset} game with seed ${seed}`, (s) =>
    s.ready && !s.dialog && s.challenge.game === 'pretzel' && String(s.challenge.seed) === String(seed) &&
    s.challenge.params.suits === suits && s.challenge.params.ranks === ranks && s.board && s.board.cells);
}

run(async ({ page, base, problems }) => {
  log('load the app');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);

  log('the new-game dialog: Pretzel, custom size out of range is refused with the game\'s message');
  await openPretzelDialog(page);
  await pick(page, 'newgame-preset-custom', 'newgame-param-suits');
  s = await typeUntil(page, [['newgame-param-suits', '9']], 'the suits message',
                      (st) => st.widgets['newgame-params-error']);
  await shot(page, 'pretzel-01-dialog-custom.png');
  s = await typeUntil(page, [['newgame-param-suits', '3'], ['newgame-param-ranks', '5']], 'the message gone',
                      (st) => !st.widgets['newgame-params-error']);
  await click(page, 'newgame-cancel');
  await waitFor(page, 'the dialog closed', (st) => !st.dialog);

  log('start a seeded 4 x 4 challenge from the dialog (preset 4x4, shuffled), until one can be solved');
  let seed = 7;
  s = await startSeeded(page, '4x4', seed);
  s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
  while (s.solver.start_unsolvable || s.solver.optimum < 4) {
    seed += 1;
    s = await startSeeded(page, '4x4', seed);
    s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
  }
  const optimum = s.solver.optimum;
  log(`seed ${seed}: board ${s.challenge.board}, optimum ${optimum}`);
  check(s.board.cells.length === 16 && s.board.aces.length === 4, 'the 4 x 4 grid is not shown');
  check(s.board.movable.length === s.legal_moves.length && s.board.movable.every((m) => s.legal_moves.includes(m.move)),
        'the highlighted cards are not the legal moves');
  await shot(page, 'pretzel-02-seeded.png');

  log('move a card into its hole by clicking the card');
  const first = s.board.movable[0];
  await clickCell(page, first.from);
  s = await waitFor(page, 'the card moved', (st) => st.moves.length === 1 && st.moves[0] === first.move);
  check(s.board.cells[first.to].card === first.move && s.board.cells[first.from].card === null,
        `the card is not in its hole: ${JSON.stringify(s.board.cells[first.to])}`);
  check(/\/m\/[0-9]+[a-h]$/.test(s.link), `the link does not carry the move: ${s.link}`);
  await page.waitForTimeout(450);  // let the glide finish
  await shot(page, 'pretzel-03-moved.png');

  log('undo with the Undo button');
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0 && st.history.length === 1);
  check(s.board.cells[first.from].card === first.move, 'the card did not go back');

  log('click a hole, then the card that fits it');
  const viaHole = s.board.movable[s.board.movable.length - 1];
  await clickCell(page, viaHole.to);
  s = await waitFor(page, 'the hole selected', (st) => st.board.selected === viaHole.to);
  check(s.board.cells[viaHole.to].fits === viaHole.move, 'the hole does not name the card that fits');
  await shot(page, 'pretzel-04-hole-selected.png');
  await clickCell(page, viaHole.from);
  s = await waitFor(page, 'the card moved into the hole', (st) => st.moves.length === 1 && st.moves[0] === viaHole.move);
  await page.keyboard.press('Control+Z');
  s = await waitFor(page, 'Ctrl+Z undo', (st) => st.moves.length === 0);

  log('the keyboard: arrows show the focus, Enter moves the focused card; a hole number fills that hole');
  await page.keyboard.press('ArrowRight');
  s = await waitFor(page, 'the keyboard focus', (st) => st.board.focus !== null);
  const focused = s.board.cells[s.board.focus];
  const focusMove = focused.movable ? focused.card : (focused.fits || null);
  if (focusMove) {
    await page.keyboard.press('Enter');
    s = await waitFor(page, 'the Enter move', (st) => st.moves.length === 1 && st.moves[0] === focusMove);
    await page.keyboard.press('Control+Z');
    s = await waitFor(page, 'undo', (st) => st.moves.length === 0);
  }
  await page.keyboard.press('Escape');
  const numbered = s.board.movable[0].move;
  await page.keyboard.press('1');
  s = await waitFor(page, 'the hole-number move', (st) => st.moves.length === 1 && st.moves[0] === numbered);
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0);

  log('a hint from the worker');
  s = await askHint(page);
  await page.waitForTimeout(300);
  await shot(page, 'pretzel-05-hint.png');

  log('ask the worker for the solution and play it to the solved state');
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length === optimum,
        `the solution is not the optimum ${optimum}: ${JSON.stringify(s.solver.result)}`);
  const solution = s.solver.result.solution;
  await click(page, 'solution-play');
  s = await waitFor(page, 'the solution played out', (st) => st.solved, 120_000);
  check(s.moves.join(' ') === solution.join(' '), 'the played moves differ from the solution');
  check(s.board.solved && s.board.cells.every((c) => c.card === null || c.home), 'the rows are not sorted');
  await page.waitForTimeout(700);
  s = await state(page);
  check(s.banner === `Solved in ${optimum} moves!  That is the optimum.`, `the solved banner reads ${JSON.stringify(s.banner)}`);
  await shot(page, 'pretzel-06-solved.png');
  log('the banner fades after a few seconds and leaves the sorted rows in view; the status line keeps "Solved"');
  s = await waitFor(page, 'the banner gone', (st) => st.banner === null && st.solved, 15_000);
  await shot(page, 'pretzel-06b-solved-board.png');
  await click(page, 'undo');
  s = await waitFor(page, 'one move undone', (st) => !st.solved && st.banner === null);
  await click(page, 'redo');
  s = await waitFor(page, 'solved again, the banner back', (st) => st.solved && st.banner !== null);

  log('a 4 x 8 deal from the dialog preset: the worker solves it within the default budget');
  let seed8 = 2;
  for (;;) {
    s = await startSeeded(page, '4x8', seed8);
    check(s.board.cells.length === 32, 'the 4 x 8 grid is not shown');
    s = await waitFor(page, 'the optimum', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
    if (s.solver.optimum !== null) break;
    check(seed8 < 12, 'ten 4 x 8 deals in a row cannot be solved?');
    seed8 += 1;
  }
  log(`4 x 8 seed ${seed8}: optimum ${s.solver.optimum}`);
  const started = Date.now();
  await click(page, 'solve');
  s = await waitFor(page, 'the 4 x 8 solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length === s.solver.optimum,
        `no shortest solution for 4 x 8: ${JSON.stringify(s.solver.result).slice(0, 300)}`);
  log(`4 x 8 solved by the worker in ${Date.now() - started} ms (${s.solver.result.solution.length} moves)`);
  await click(page, 'solution-step');
  await click(page, 'solution-step');
  s = await waitFor(page, 'two solution steps', (st) => st.moves.length === 2);
  await page.waitForTimeout(450);
  await shot(page, 'pretzel-07-4x8.png');

  log('a board that dead-ends after one move: the move, then the announcement');
  const deadBoard = '3a,.,2a/2b,.,3b';
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(deadBoard, 2, 3));
  s = await waitFor(page, 'the dead-end board', (st) => st.ready && st.challenge.board === deadBoard && st.moves.length === 0);
  check(s.legal_moves.length === 1 && s.legal_moves[0] === '3b', `expected one move, 3b: ${s.legal_moves}`);
  await clickCell(page, s.board.movable[0].from);
  s = await waitFor(page, 'the dead end', (st) => st.moves.length === 1 && st.legal_moves.length === 0 && !st.solved);
  check(s.board.dead_end, 'the view does not see the dead end');
  s = await waitFor(page, 'the dead end announced', (st) => st.stuck === true && st.widgets['notice-undo'] &&
    st.notices.some((n) => n.level === 'warning' && /stuck/i.test(n.text)));
  await click(page, 'check');
  s = await waitFor(page, 'the worker\'s answer', (st) => st.solver.result && st.solver.result.kind === 'check' && !st.solver.busy);
  check(s.solver.result.status === 'unsolvable', `the worker should say no: ${JSON.stringify(s.solver.result)}`);
  await page.waitForTimeout(450);
  await shot(page, 'pretzel-08-dead-end.png');
  await click(page, 'notice-undo');
  s = await waitFor(page, 'the Undo in the announcement', (st) => st.moves.length === 0 && !st.stuck && !st.widgets['notice-undo']);

  log('eight suits: every suit its own colour and symbol');
  await page.evaluate((hash) => { window.location.hash = hash; }, seedLink('shuffled', 8, 6, 3));
  s = await waitFor(page, 'the 8 x 6 deal', (st) => st.ready && st.challenge.params && st.challenge.params.suits === 8 && st.board.cells.length === 48);
  await shot(page, 'pretzel-09-eight-suits.png');

  log('a full-board 4 x 13 link; a long solve is cancelled');
  await page.evaluate((hash) => { window.location.hash = hash; }, seedLink('sequential-suits', 4, 13, 8));
  s = await waitFor(page, 'the 4 x 13 deal', (st) => st.ready && st.challenge.params.ranks === 13 && st.challenge.seed !== undefined && st.board.cells.length === 52);
  const fullBoard = s.challenge.board;
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(fullBoard, 4, 13));
  s = await waitFor(page, 'the full-board link', (st) => st.ready && st.challenge.board === fullBoard && !st.challenge.seed && st.board.cells.length === 52);
  check(s.board.cells.filter((c) => c.card === null).length === 4, 'a 4 x 13 board has four holes');
  await click(page, 'solve');
  s = await waitFor(page, 'the solver busy', (st) => st.solver.busy && st.widgets.cancel);
  // Sequential suits, seed 8: the search runs about 10 s natively (state cap, then depth
  // first) and longer in WebAssembly, so the solver is still busy when Cancel is pressed.
  await page.waitForTimeout(1000);
  await shot(page, 'pretzel-10-full-deck-solving.png');
  s = await state(page);
  check(s.solver.busy, 'this 4 x 13 deal should take the solver more than a second');
  await click(page, 'cancel');
  s = await waitFor(page, 'the cancel', (st) => !st.solver.busy && !st.solver.result, 10_000);
  // The app stays usable: a move still plays.
  const after = s.board.movable[0];
  await clickCell(page, after.from);
  s = await waitFor(page, 'a move after the cancel', (st) => st.moves.length === 1 && st.moves[0] === after.move);
  await page.waitForTimeout(450);
  await shot(page, 'pretzel-11-full-deck.png');

  check(problems.length === 0, `problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e pretzel: PASS (screenshots in tests/e2e/screenshots/pretzel-*.png)');
});
