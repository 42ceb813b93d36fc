// End-to-end test of BoxOff in the browser app: Debian's chromium driven by playwright-core.
// It serves the built page (tools/serve.js on a free loopback port) and plays like a person: every
// click lands on real canvas pixels found through the automation hook (window.puzzlelab.state():
// the app's state, its widgets' rectangles, and the BoxOff view's squares in CSS pixels).
// Screenshots go to tests/e2e/screenshots/boxoff-*.png.
//
// Covered: the new-game dialog (game, the custom size fields and their message, the 4x6x4 preset,
// L-Tiles, seed); the tile outlines of a seeded L-Tiles board; a pair removed by clicking its two
// tokens (partners lit), undo; a pair removed with the keyboard; the seed link and its params;
// the worker's hint, then its solution played to the empty board; a full-board link that gets
// stuck after one move (announced, Undo in the notice); a 6 x 8 full-board link (no tiles) asked
// "Can this be solved?"; a 6x6x6 L-Tiles board (six colours and symbols), kept after a reload; a
// long 8 x 8 search: the busy indicator, Cancel.
//
// Usage: node tests/e2e/boxoff.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, moves: s.moves, cursor: s.cursor, solved: s.solved, stuck: s.stuck,
           legal_moves: s.legal_moves, notices: s.notices, dialog: s.dialog,
           board: s.board && { selected: s.board.selected, partners: s.board.partners, note: s.board.note, cursor: s.board.cursor, tiles: s.board.tiles },
           solver: s.solver && { busy: s.solver.busy, result: s.solver.result } };
}

const { log, check, state, waitFor, click, choose, pick, shot, askHint, typeInto, run } = harness('e2e boxoff', { summary, clickSettle: 80 });

// --- BoxOff helpers ---
function square(s, name) {
  const spot = s.board.spaces.find((q) => q.name === name);
  check(spot, `no square ${name} on the board`);
  return spot;
}
async function clickSquare(page, name) {
  const s = await state(page);
  const spot = square(s, name);
  await page.mouse.click(spot.x, spot.y);
}
function boardLink(board) { return `v1/boxoff/board/${board.split('/').join('.')}/standard`; }
function tokens(s) { return s.board.spaces.filter((q) => q.colour !== null).length; }

async function openBoxOffDialog(page) {
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (s) => s.dialog === 'new-game' && s.widgets['newgame-game']);
  const s = await state(page);
  if (!s.widgets['newgame-preset-4x6x4']) {
    await choose(page, 'newgame-game', 'boxoff');
    await waitFor(page, 'BoxOff chosen', (st) => st.widgets['newgame-preset-4x6x4']);
  }
}

async function chooseSetup(page, setup) {
  await choose(page, 'newgame-setup', setup);
}

async function startSeeded(page, preset, setup, seed) {
  await openBoxOffDialog(page);
  await pick(page, `newgame-preset-${preset}`, `newgame-preset-chosen-${preset}`);
  await chooseSetup(page, setup);
  await typeInto(page, 'newgame-seed', String(seed));
  await click(page, 'newgame-start');
  const [rows, cols, colours] = preset.split('x').map(Number);
  return waitFor(page, `the ${preset} ${setup} game with seed ${seed}`, (s) =>
    s.ready && !s.dialog && s.challenge.game === 'boxoff' && String(s.challenge.seed) === String(seed) &&
    s.challenge.setup === setup && s.challenge.params.rows === rows && s.challenge.params.cols === cols &&
    s.challenge.params.colours === colours && s.board && s.board.spaces.length === rows * cols);
}

// Presses arrow keys until the keyboard cursor is on `name`.
async function cursorTo(page, name) {
  let s = await state(page);
  if (!s.board.cursor) {
    await page.keyboard.press('ArrowRight');  // the first arrow only shows the cursor
    s = await waitFor(page, 'the keyboard cursor', (st) => st.board.cursor);
  }
  const target = square(s, name);
  for (let i = 0; i < 20 && s.board.cursor !== name; ++i) {
    const at = square(s, s.board.cursor);
    const key = at.column < target.column ? 'ArrowRight' : at.column > target.column ? 'ArrowLeft'
      : at.row < target.row ? 'ArrowDown' : 'ArrowUp';
    const before = s.board.cursor;
    await page.keyboard.press(key);
    s = await waitFor(page, `the cursor to leave ${before}`, (st) => st.board.cursor !== before);
  }
  check(s.board.cursor === name, `the cursor did not reach ${name}`);
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);

  log('the new-game dialog: BoxOff, a custom size the colours cannot share is refused with the game\'s message');
  await openBoxOffDialog(page);
  await pick(page, 'newgame-preset-custom', 'newgame-param-rows');
  await typeInto(page, 'newgame-param-rows', '5');
  s = await waitFor(page, 'the size message', (st) => st.widgets['newgame-params-error']);
  await shot(page, 'boxoff-01-dialog-custom.png');
  await pick(page, 'newgame-preset-4x6x4', 'newgame-preset-chosen-4x6x4');
  s = await waitFor(page, 'the message gone', (st) => !st.widgets['newgame-params-error'] && !st.widgets['newgame-param-rows']);
  await chooseSetup(page, 'l-tiles');
  await shot(page, 'boxoff-02-dialog.png');
  await click(page, 'newgame-cancel');
  await waitFor(page, 'the dialog closed', (st) => !st.dialog);

  log('start a seeded 4x6x4 L-Tiles challenge from the dialog, until one can be solved');
  let seed = 1;
  s = await startSeeded(page, '4x6x4', 'l-tiles', seed);
  s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
  while (s.solver.start_unsolvable) {
    seed += 1;
    s = await startSeeded(page, '4x6x4', 'l-tiles', seed);
    s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null || st.solver.start_unsolvable);
  }
  log(`seed ${seed}: board ${s.challenge.board}, optimum ${s.solver.optimum}`);
  check(s.solver.optimum === 12, `a 4 x 6 board empties in 12 moves, not ${s.solver.optimum}`);
  check(s.board.tiles && s.board.spaces.every((q) => Number.isInteger(q.tile)), 'the L-Tiles board has no tile outlines');
  const perTile = {};
  for (const q of s.board.spaces) perTile[q.tile] = (perTile[q.tile] || 0) + 1;
  check(Object.keys(perTile).length === 8 && Object.values(perTile).every((n) => n === 3), `the tiles are not 8 Ls: ${JSON.stringify(perTile)}`);
  check(new RegExp(`^#?v1/boxoff/seed/l-tiles/standard\\.colours=4\\.cols=6\\.rows=4/${seed}$`).test(s.link),
        `the link does not carry the size: ${s.link}`);
  const seedLink = s.link;
  await shot(page, 'boxoff-03-tiles.png');

  log('select a token by clicking it: its partners light up');
  const first = s.legal_moves[0];
  const [fa, fb] = first.split('-');
  await clickSquare(page, fa);
  s = await waitFor(page, `token ${fa} selected`, (st) => st.board.selected === fa && st.board.partners.length > 0);
  const expected = s.legal_moves.filter((m) => m.split('-').includes(fa)).map((m) => m.split('-').find((x) => x !== fa)).sort();
  check(JSON.stringify([...s.board.partners].sort()) === JSON.stringify(expected),
        `the lit partners ${s.board.partners} are not the legal ones ${expected}`);
  const hover = square(s, fb);
  await page.mouse.move(hover.x, hover.y);
  await page.waitForTimeout(150);
  await shot(page, 'boxoff-04-selected.png');

  log(`remove the pair by clicking its partner (${first})`);
  await clickSquare(page, fb);
  s = await waitFor(page, 'the pair removed', (st) => st.moves.length === 1 && st.moves[0] === first);
  if (s.board.animating) await shot(page, 'boxoff-05a-fading.png');  // mid-fade, when the timing allows
  check(square(s, fa).colour === null && square(s, fb).colour === null && tokens(s) === 22, 'the pair is still on the board');
  check(/\/m\/[a-h][1-8]-[a-h][1-8]$/.test(s.link), `the link does not carry the move: ${s.link}`);
  await page.waitForTimeout(500);  // let the fade finish
  await shot(page, 'boxoff-05-removed.png');

  log('undo with the Undo button');
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0 && st.history.length === 1);
  check(tokens(s) === 24, 'the pair did not come back');

  log('remove a pair with the keyboard (arrows, Enter, arrows, Enter), then Ctrl+Z');
  const keyMove = s.legal_moves[s.legal_moves.length - 1];
  const [ka, kb] = keyMove.split('-');
  await cursorTo(page, ka);
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'the keyboard selection', (st) => st.board.selected === ka);
  await cursorTo(page, kb);
  await page.keyboard.press('Space');
  s = await waitFor(page, 'the keyboard move', (st) => st.moves.length === 1 && st.moves[0] === keyMove);
  await page.keyboard.press('Control+Z');
  s = await waitFor(page, 'Ctrl+Z undo', (st) => st.moves.length === 0);

  log('ask for a hint (worker)');
  s = await askHint(page);
  await shot(page, 'boxoff-06-hint.png', { mouseAway: true });

  log('play the hint by clicking, then get the solution from the worker and play it to the empty board');
  const [ha, hb] = s.solver.result.move.split('-');
  await clickSquare(page, ha);
  await waitFor(page, 'the hinted token selected', (st) => st.board.selected === ha);
  await clickSquare(page, hb);
  s = await waitFor(page, 'the hinted pair removed', (st) => st.moves.length === 1);
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length === 11,
        `no 11-move solution: ${JSON.stringify(s.solver.result)}`);
  const solution = s.solver.result.solution;
  await click(page, 'solution-step');
  s = await waitFor(page, 'one solution step', (st) => st.moves.length === 2 && st.moves[1] === solution[0]);
  await click(page, 'solution-play');
  s = await waitFor(page, 'the board emptied', (st) => st.solved, 120_000);
  check(tokens(s) === 0 && s.board.solved && !s.stuck, 'the board is not empty');
  await page.waitForTimeout(600);
  await shot(page, 'boxoff-07-solved.png', { mouseAway: true });

  log('the seed link reopens the same board, size and tiles');
  const page2 = await context.newPage();
  watch(page2);
  await page2.goto(base + '#' + seedLink.replace(/^#/, ''));
  s = await waitFor(page2, 'the linked game', (st) => st.ready && st.challenge.game === 'boxoff' && String(st.challenge.seed) === String(seed) && st.board && st.board.spaces.length === 24);
  check(s.challenge.params.rows === 4 && s.challenge.params.cols === 6 && s.challenge.params.colours === 4 && s.board.tiles,
        `the link lost its params or tiles: ${JSON.stringify(s.challenge)}`);
  await page2.close();

  log('a full-board link that gets stuck after one move: announced, with Undo in the notice');
  const stuckBoard = 'aaa/bab';
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(stuckBoard));
  // The view's squares too, not only the challenge: on a slow frame the squares of the board before
  // (6 x 8) can still be the ones reported, and a click aimed by them lands elsewhere.
  s = await waitFor(page, 'the stuck board', (st) => st.ready && st.challenge.board === stuckBoard && st.moves.length === 0 &&
    st.board.spaces.length === 6);
  check(!s.board.tiles && s.board.spaces.every((q) => q.tile === null), 'a full-board link shows tile outlines');
  check(!s.stuck && !s.notices.some((n) => n.action === 'undo'), 'stuck before any move');
  await clickSquare(page, 'a1');
  await waitFor(page, 'a1 selected', (st) => st.board.selected === 'a1');
  await clickSquare(page, 'b1');
  s = await waitFor(page, 'the dead end announced', (st) => st.moves.length === 1 && st.stuck &&
    st.notices.some((n) => n.level === 'warning' && n.action === 'undo' && /stuck/i.test(n.text)) && st.widgets['notice-undo']);
  check(s.legal_moves.length === 0 && !s.solved && s.board.stuck, 'the view does not see the dead end');
  await page.waitForTimeout(500);
  await shot(page, 'boxoff-08-stuck.png');
  log('a token without a partner says why nothing lights up');
  await clickSquare(page, 'c1');
  s = await waitFor(page, 'c1 selected, with its note', (st) => st.board.selected === 'c1' && st.board.note);
  check(s.board.partners.length === 0 && /no partner now: the other \w+ token has another token inside/.test(s.board.note),
        `the lone token's note: ${JSON.stringify(s.board.note)}`);
  await shot(page, 'boxoff-08b-no-partner.png');
  await clickSquare(page, 'c1');  // deselects
  s = await waitFor(page, 'c1 deselected', (st) => st.board.selected === null && st.board.note === '');
  await click(page, 'notice-undo');
  s = await waitFor(page, 'the undo from the notice', (st) => st.moves.length === 0 && !st.stuck && !st.notices.some((n) => n.action === 'undo'));
  log('then the way out: b1-b2 first');
  await clickSquare(page, 'b1');
  await waitFor(page, 'b1 selected', (st) => st.board.selected === 'b1');
  await clickSquare(page, 'b2');
  s = await waitFor(page, 'b1-b2 played', (st) => st.moves.length === 1 && st.moves[0] === 'b1-b2' && !st.stuck);

  log('a 3 x 6 full-board link without a size: its params and its link take the board\'s own size');
  const smallBoard = 'bbwbbw/byyywb/ywwwyy';
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(smallBoard));
  s = await waitFor(page, 'the 3 x 6 board', (st) => st.ready && st.challenge.board === smallBoard);
  check(s.challenge.params.rows === 3 && s.challenge.params.cols === 6 && s.challenge.params.colours === 3,
    `the board's size is not in its params: ${JSON.stringify(s.challenge.params)}`);
  check(/colours=3\.cols=6\.rows=3/.test(s.link), `the link does not carry the board's size: ${s.link}`);

  log('a 6 x 8 full-board link (no tiles): "Can this be solved?" from the worker');
  const bigBoard = 'babaaccc/baaccaaa/abababbc/bccbbaac/abbccbcc/cabbbcca';
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(bigBoard));
  s = await waitFor(page, 'the 6 x 8 board', (st) => st.ready && st.challenge.board === bigBoard && st.board.spaces.length === 48);
  check(!s.board.tiles && s.board.rows === 6 && s.board.cols === 8, 'the 6 x 8 board is not shown plainly');
  await click(page, 'check');
  s = await waitFor(page, 'the answer', (st) => st.solver.result && st.solver.result.kind === 'check' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.length === 24, `the answer: ${JSON.stringify(s.solver.result)}`);
  await shot(page, 'boxoff-09-board-link.png', { mouseAway: true });

  log('a 6x6x6 L-Tiles challenge from the dialog: six colours, six symbols, kept after a reload');
  s = await startSeeded(page, '6x6x6', 'l-tiles', 3);
  const symbols = new Set(s.board.spaces.map((q) => q.symbol));
  check(symbols.size === 6 && s.board.tiles, `six symbols expected: ${[...symbols]}`);
  await shot(page, 'boxoff-10-6x6x6.png');
  const page3 = await context.newPage();
  watch(page3);
  await page3.goto(base);  // no hash: the stored game
  s = await waitFor(page3, 'the stored game', (st) => st.ready && st.challenge.game === 'boxoff' && String(st.challenge.seed) === '3' && st.board && st.board.spaces.length === 36);
  check(s.challenge.params.colours === 6 && s.settings.params && s.settings.params.colours === 6, 'the stored game or settings lost the size');
  await page3.close();

  log('a long search (8 x 8, 4 colours): the busy indicator, then Cancel');
  await page.evaluate(() => { window.location.hash = 'v1/boxoff/seed/shuffled/standard.colours=4.cols=8.rows=8/4'; });
  s = await waitFor(page, 'the 8 x 8 board', (st) => st.ready && String(st.challenge.seed) === '4' && st.board && st.board.spaces.length === 64);
  await click(page, 'solve');
  s = await waitFor(page, 'the solver busy', (st) => st.solver.busy && st.widgets.cancel);
  await page.waitForTimeout(1200);
  await shot(page, 'boxoff-11-busy.png', { mouseAway: true });
  await click(page, 'cancel');
  s = await waitFor(page, 'the search cancelled', (st) => !st.solver.busy && !st.widgets.cancel, 10_000);
  check(s.ready && s.moves.length === 0, 'the app lost its game after Cancel');
  await click(page, 'hint');  // a fresh worker answers the next request
  s = await waitFor(page, 'a hint after Cancel', (st) => st.solver.busy);
  await click(page, 'cancel');
  s = await waitFor(page, 'the hint cancelled', (st) => !st.solver.busy, 10_000);

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e boxoff: PASS (screenshots in tests/e2e/screenshots/boxoff-*.png)');
});
