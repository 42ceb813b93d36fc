// End-to-end test of Sigmar's Garden in the browser app: Debian's chromium driven by
// playwright-core. It serves the built page (tools/serve.js on a free loopback port) and plays like
// a person: every click lands on real canvas pixels found through the automation hook
// (window.puzzlelab.state(): the app's state, its widgets' rectangles, and the Sigmar view's cells
// in CSS pixels). Screenshots go to tests/e2e/screenshots/sigmar-*.png.
//
// Covered: the new-game dialog (game, presets, Custom showing the template combo, the three
// generators, a seed); a linear board from it: 55 marbles, the view's free marbles and moves are
// the session's, lead named next; two marbles that do not pair (the reason on the message line)
// and a blocked marble (why it cannot leave); a pair removed by clicking (partners lit), one with
// the keyboard (Tab, Enter); Undo, Redo, Ctrl+Z; the worker's hint; "Can this be solved?"; the
// solution played out to the empty board (banner, solved state); a pasted 91-character board in
// the dialog and as a board link; bad board links (wrong length, an unknown letter, a marble
// count) refused with a message naming the problem while the game stays; a tile set of the
// player's own from the dialog (a set that cannot be valid refused with the engine's message, a
// valid one dealing a board of exactly its counts); a phone-sized window (touch-sized cells, a
// pair removed by tapping).
//
// Usage: node tests/e2e/sigmar.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, moves: s.moves, cursor: s.cursor, solved: s.solved, stuck: s.stuck,
           legal_moves: s.legal_moves && s.legal_moves.length, notices: s.notices, dialog: s.dialog, banner: s.banner,
           board: s.board && { selected: s.board.selected, partners: s.board.partners, cursor: s.board.cursor,
                               message: s.board.message, marbles: s.board.marbles, next_metal: s.board.next_metal },
           solver: s.solver && { busy: s.solver.busy, playing: s.solver.playing, result: s.solver.result } };
}

const { ROOT, log, check, state, waitFor, click, choose, pick, shot, askHint, typeInto, run } =
  harness('e2e sigmar', { summary, clickSettle: 80 });

// --- Sigmar helpers ---
// The first board of the reference set (Hruška's seed 0): a standard board, solvable.
const REFERENCE = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'sigmar', 'hruska-seeds-0000-1023.txt'), 'utf8')
  .split('\n').map((line) => line.trim()).filter((line) => line.length === 91);
check(REFERENCE.length > 2, 'no reference boards in tests/data/sigmar');

function boardLink(board) { return `v1/sigmar/board/${board}/standard`; }
function cell(s, name) {
  const spot = s.board.cells.find((c) => c.name === name);
  check(spot, `no cell ${name} on the board`);
  return spot;
}
async function clickCell(page, name) {
  const s = await state(page);
  const spot = cell(s, name);
  await page.mouse.click(spot.x, spot.y);
}
const ELEMENTS = ['air', 'earth', 'fire', 'water'];
// Whether two kinds pair, leaving aside freeness and the metal order (as the rules say).
function kindsPair(a, b) {
  if (ELEMENTS.includes(a)) return a === b || b === 'salt';
  if (ELEMENTS.includes(b)) return a === 'salt';
  if (a === 'salt') return b === 'salt';
  if (a === 'vitae') return b === 'mors';
  if (a === 'mors') return b === 'vitae';
  return false;  // metals and quicksilver are not needed here
}
function pairs(s) { return s.legal_moves.filter((m) => m.includes('-')); }
// Types into the fields until the predicate holds (a frame may drop a keystroke on a busy machine).
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

async function openSigmarDialog(page) {
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (s) => s.dialog === 'new-game' && s.widgets['newgame-game']);
  const s = await state(page);
  if (!s.widgets['newgame-preset-classic']) {
    await choose(page, 'newgame-game', 'sigmar');
    await waitFor(page, 'Sigmar chosen', (st) => st.widgets['newgame-preset-classic']);
  }
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);

  log('the new-game dialog: Sigmar\'s presets; Custom shows the template combo; the three generators');
  await openSigmarDialog(page);
  s = await state(page);
  for (const preset of ['classic', 'rings', 'wheel', 'lopsided', 'small'])
    check(s.widgets[`newgame-preset-${preset}`], `no preset ${preset} in the dialog`);
  check(!s.widgets['newgame-param-template'], 'the template combo shows while a preset is chosen');
  await pick(page, 'newgame-preset-custom', 'newgame-param-template');
  await choose(page, 'newgame-param-template', 'pinwheel');
  await click(page, 'newgame-setup');
  s = await waitFor(page, 'the setup options', (st) => ['linear', 'random-test', 'pair-stack'].every((x) => st.widgets[`newgame-setup-option-${x}`]), 5000);
  for (const setup of ['linear', 'random-test', 'pair-stack'])
    check(s.widgets[`newgame-setup-option-${setup}`], `no setup ${setup} in the dialog`);
  await click(page, 'newgame-setup-option-pair-stack');
  await waitFor(page, 'pair-stack chosen', (st) => st.widgets['newgame-setup'] && !st.widgets['newgame-setup-option-linear']);
  await shot(page, 'sigmar-01-dialog.png', { mouseAway: true });
  await pick(page, 'newgame-preset-classic', 'newgame-preset-chosen-classic');
  await choose(page, 'newgame-setup', 'linear');
  await typeInto(page, 'newgame-seed', '3');
  await click(page, 'newgame-start');
  s = await waitFor(page, 'the linear board with seed 3', (st) =>
    st.ready && !st.dialog && st.challenge.game === 'sigmar' && st.challenge.setup === 'linear' &&
    String(st.challenge.seed) === '3' && st.challenge.params.template === 'symmetric-6' && st.board && st.board.cells);
  check(s.board.cells.length === 91 && s.board.marbles === 55, `not a full board: ${s.board.marbles} marbles`);
  check(s.board.next_metal === 'lead' && cell(s, s.board.next_metal_cell).kind === 'lead', 'lead is not named next');
  check(cell(s, 'f6').kind === 'gold', 'gold is not in the centre');
  check(JSON.stringify([...s.board.moves].sort()) === JSON.stringify([...s.legal_moves].sort()),
        'the view\'s moves are not the session\'s legal moves');
  for (const c of s.board.cells)
    check(c.free === (c.kind !== null && s.board.free.includes(c.name)), `cell ${c.name} free flag disagrees`);
  check(/^#?v1\/sigmar\/seed\/linear\/standard\.elements=8\.metals=6\.quicksilver=5\.salt=4\.template=symmetric-6\.vitae_mors=4\/3$/.test(s.link),
        `the seed link: ${s.link}`);
  const seedLink = s.link;
  await shot(page, 'sigmar-02-board.png', { mouseAway: true });

  log('two free marbles that do not pair: the message line says why; a blocked marble says it is not free');
  const free = s.board.cells.filter((c) => c.free && !['lead', 'tin', 'iron', 'copper', 'silver', 'gold', 'quicksilver'].includes(c.kind));
  let mismatch = null;
  for (const a of free) for (const b of free) if (!mismatch && a.name !== b.name && !kindsPair(a.kind, b.kind)) mismatch = [a, b];
  if (mismatch) {
    await clickCell(page, mismatch[0].name);
    s = await waitFor(page, `${mismatch[0].name} selected`, (st) => st.board.selected === mismatch[0].name);
    await clickCell(page, mismatch[1].name);
    s = await waitFor(page, 'the reason', (st) => st.board.message !== null);
    check(s.moves.length === 0 && /do not pair/.test(s.board.message) && s.board.message.toLowerCase().includes(mismatch[0].kind),
          `the message: ${s.board.message}`);
    await shot(page, 'sigmar-03-do-not-pair.png');
  } else {
    log('(every two free marbles pair on this board: no mismatch to try)');
  }
  const blocked = s.board.cells.find((c) => c.kind !== null && !c.free);
  await page.keyboard.press('Escape');
  await clickCell(page, blocked.name);
  s = await waitFor(page, 'the blocked marble\'s reason', (st) => st.board.message && st.board.message.includes(blocked.name));
  check(/not free/.test(s.board.message) && s.board.selected === null, `the message: ${s.board.message}`);

  log('remove a pair by clicking its two marbles (partners lit)');
  const first = pairs(s)[0];
  const [fa, fb] = first.split('-');
  await clickCell(page, fa);
  s = await waitFor(page, `${fa} selected`, (st) => st.board.selected === fa);
  const expected = pairs(s).filter((m) => m.split('-').includes(fa)).map((m) => m.split('-').find((x) => x !== fa)).sort();
  check(JSON.stringify([...s.board.partners].sort()) === JSON.stringify(expected),
        `the lit partners ${s.board.partners} are not the legal ones ${expected}`);
  const hover = cell(s, fb);
  await page.mouse.move(hover.x, hover.y);
  await page.waitForTimeout(150);
  await shot(page, 'sigmar-04-selected.png');
  await clickCell(page, fb);
  s = await waitFor(page, 'the pair removed', (st) => st.moves.length === 1 && st.moves[0] === first);
  if (s.board.animating) await shot(page, 'sigmar-05a-leaving.png');  // mid-animation, when the timing allows
  check(cell(s, fa).kind === null && cell(s, fb).kind === null && s.board.marbles === 53, 'the pair is still on the board');
  check(/\/m\/[a-k][0-9]+-[a-k][0-9]+$/.test(s.link), `the link does not carry the move: ${s.link}`);

  log('a pair with the keyboard: Tab to a marble, Enter, Tab to a partner, Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  s = await waitFor(page, 'the keyboard focus', (st) => st.board.cursor !== null);
  const focused = s.board.cursor;
  check(cell(s, focused).usable, `the focus is on ${focused}, which cannot leave`);
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'the keyboard selection', (st) => st.board.selected === focused);
  await page.keyboard.press('Tab');
  s = await waitFor(page, 'the focus on a partner', (st) => st.board.cursor !== focused && st.board.partners.includes(st.board.cursor));
  const keyMove = [focused, s.board.cursor].sort((x, y) => cell(s, x).cell - cell(s, y).cell).join('-');
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'the keyboard move', (st) => st.moves.length === 2 && st.moves[1] === keyMove);

  log('Undo, Redo, Ctrl+Z');
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 1 && st.history.length === 2);
  check(s.board.marbles === 53, 'the pair did not come back');
  await click(page, 'redo');
  s = await waitFor(page, 'the redo', (st) => st.moves.length === 2 && st.moves[1] === keyMove && st.board.marbles === 51);
  await page.keyboard.press('Control+Z');
  s = await waitFor(page, 'Ctrl+Z', (st) => st.moves.length === 1);

  log('a hint from the worker, shown on the board');
  s = await askHint(page);
  await page.waitForTimeout(300);
  await shot(page, 'sigmar-06-hint.png', { mouseAway: true });

  log('"Can this be solved?" from the worker');
  await click(page, 'check');
  s = await waitFor(page, 'the answer', (st) => st.solver.result && st.solver.result.kind === 'check' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.length === 27, `the answer: ${JSON.stringify(s.solver.result)}`);
  check(s.widgets['check-answer'], 'the answer is not shown');

  log('Solve, and play the solution to the empty board');
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length === 27,
        `no 27-move solution: ${JSON.stringify(s.solver.result).slice(0, 300)}`);
  const solution = s.solver.result.solution;
  await click(page, 'solution-play');
  s = await waitFor(page, 'a few solution moves', (st) => st.moves.length >= 8);
  await page.waitForTimeout(200);
  await shot(page, 'sigmar-07-solving.png', { mouseAway: true });
  s = await waitFor(page, 'the board cleared', (st) => st.solved, 120_000);
  check(s.moves.slice(1).join(' ') === solution.join(' '), 'the played moves differ from the solution');
  check(s.board.solved && s.board.marbles === 0 && s.board.next_metal === null && !s.stuck, 'the board is not empty');
  check(/^Solved in 28 moves!/.test(s.banner), `the banner: ${s.banner}`);
  await shot(page, 'sigmar-08-solved.png');

  log('a pasted 91-character board in the dialog');
  const typed = REFERENCE[1];
  await openSigmarDialog(page);
  await pick(page, 'newgame-by-board', 'newgame-board');
  await typeInto(page, 'newgame-board', typed);
  await click(page, 'newgame-start');
  s = await waitFor(page, 'the typed board', (st) => st.ready && !st.dialog && st.challenge.board === typed && !st.challenge.seed);
  check(s.board.marbles === 55 && s.moves.length === 0, 'the typed board is not shown whole');

  log('a board link with a pasted 91-character board');
  const linked = REFERENCE[0];
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(linked));
  s = await waitFor(page, 'the board link', (st) => st.ready && st.challenge.board === linked && !st.challenge.seed && st.moves.length === 0);
  check(s.board.marbles === 55 && cell(s, 'f6').kind === 'gold', 'the linked board is not shown');
  for (const c of s.board.cells)
    check((c.letter || '_') === linked[c.cell], `cell ${c.name} shows ${c.letter}, the link says ${linked[c.cell]}`);
  await shot(page, 'sigmar-09-board-link.png', { mouseAway: true });

  log('bad board links: a message naming the problem, the game stays');
  const bad = [
    [linked.slice(0, 90), /91 characters/],
    [linked.slice(0, 10) + 'x' + linked.slice(11), /unknown marble 'x'/],
    [linked.replace('5', 'q'), /gold \(5\) is missing/],
  ];
  for (const [board, message] of bad) {
    await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(board));
    s = await waitFor(page, `the message ${message}`, (st) => st.notices.some((n) => n.level === 'error' && message.test(n.text)));
    check(s.ready && s.challenge.board === linked && s.board.marbles === 55, 'the app lost its game after a bad link');
  }
  await shot(page, 'sigmar-10-bad-link.png', { mouseAway: true });

  log('a tile set of the player\'s own: Custom shows its counts; a set that cannot be valid is refused');
  // Custom with the five counts makes the dialog taller: it must keep its Start button in the window.
  const viewport = page.viewportSize();
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (st) => st.dialog === 'new-game' && st.widgets['newgame-by-seed']);
  await pick(page, 'newgame-by-seed', 'newgame-preset-classic');  // the dialog opens on the game being played
  await pick(page, 'newgame-preset-custom', 'newgame-param-elements');
  s = await state(page);
  for (const name of ['elements', 'salt', 'vitae_mors', 'metals', 'quicksilver'])
    check(s.widgets[`newgame-param-${name}`], `no field for ${name} under Custom`);
  await choose(page, 'newgame-param-template', 'symmetric-6');
  s = await typeUntil(page, [['newgame-param-metals', '2']], 'the quicksilver message',
                      (st) => st.widgets['newgame-params-error']);
  await shot(page, 'sigmar-12-tile-set-refused.png', { mouseAway: true });
  s = await typeUntil(page, [['newgame-param-elements', '2'], ['newgame-param-salt', '0'], ['newgame-param-vitae_mors', '1'],
                             ['newgame-param-quicksilver', '1']], 'the message gone', (st) => !st.widgets['newgame-params-error']);
  await choose(page, 'newgame-setup', 'pair-stack');
  await typeInto(page, 'newgame-seed', '8');
  s = await state(page);
  check(s.widgets['newgame-start'] && s.widgets['newgame-start'].cy < viewport.height,
        `the Start button is out of the ${viewport.height}-pixel window: ${JSON.stringify(s.widgets['newgame-start'])}`);
  await shot(page, 'sigmar-13-tile-set-dialog.png', { mouseAway: true });

  log('the custom tile set deals a board of exactly its counts');
  await click(page, 'newgame-start');
  s = await waitFor(page, 'the custom board', (st) => st.ready && !st.dialog && st.challenge.game === 'sigmar' &&
    st.challenge.params.elements === 2 && String(st.challenge.seed) === '8' && st.board && st.board.cells);
  const counts = {};
  for (const c of s.board.cells) if (c.kind) counts[c.kind] = (counts[c.kind] || 0) + 1;
  const want = { air: 2, earth: 2, fire: 2, water: 2, vitae: 1, mors: 1, quicksilver: 1, silver: 1, gold: 1 };
  check(JSON.stringify(counts, Object.keys(counts).sort()) === JSON.stringify(want, Object.keys(want).sort()),
        `the board's counts ${JSON.stringify(counts)} are not the set's ${JSON.stringify(want)}`);
  check(s.board.marbles === 13 && cell(s, 'f6').kind === 'gold', 'not a 13-marble board with gold in the centre');
  check(s.board.next_metal === 'silver', `the next metal: ${s.board.next_metal}`);
  check(/standard\.elements=2\.metals=2\.quicksilver=1\.salt=0\.template=symmetric-6\.vitae_mors=1\/8$/.test(s.link),
        `the seed link: ${s.link}`);
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length === 7,
        `no 7-move solution: ${JSON.stringify(s.solver.result).slice(0, 300)}`);
  await shot(page, 'sigmar-14-tile-set-board.png', { mouseAway: true });

  log('a phone-sized window: the board fits, cells are touch-sized, a pair is removed by tapping');
  const phone = await context.newPage();
  watch(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(base + '#' + seedLink.replace(/^#/, ''));
  s = await waitFor(phone, 'the linked game on the phone', (st) => st.ready && st.challenge.game === 'sigmar' &&
    String(st.challenge.seed) === '3' && st.board && st.board.marbles === 55);
  const xs = s.board.cells.map((c) => c.x);
  check(Math.min(...xs) > 0 && Math.max(...xs) < 390, 'the board does not fit the phone\'s width');
  check(s.board.cells[0].size >= 26, `the marbles are too small to tap: ${s.board.cells[0].size} px`);
  log(`on the phone a marble is ${s.board.cells[0].size.toFixed(1)} px across, a cell ${(s.board.radius * Math.sqrt(3)).toFixed(1)} px`);
  const tapMove = pairs(s)[0].split('-');
  await phone.touchscreen.tap(cell(s, tapMove[0]).x, cell(s, tapMove[0]).y);
  s = await waitFor(phone, 'the tap selection', (st) => st.board.selected === tapMove[0]);
  await phone.waitForTimeout(200);
  await shot(phone, 'sigmar-11-phone.png');
  await phone.touchscreen.tap(cell(s, tapMove[1]).x, cell(s, tapMove[1]).y);
  s = await waitFor(phone, 'the tapped pair', (st) => st.moves.length === 1 && st.moves[0] === tapMove.join('-'));
  await phone.close();

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e sigmar: PASS (screenshots in tests/e2e/screenshots/sigmar-*.png)');
});
