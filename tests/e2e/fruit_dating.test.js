// End-to-end test of Fruit Dating in the browser app and of its level editor: Debian's chromium
// driven by playwright-core, every click, drag and key press on real canvas pixels found through
// the automation hook (window.puzzlelab.state(): the app's state, its widgets, the board's tiles
// and tilt arrows, the editor's tiles and verdict, in CSS pixels).
// Screenshots go to tests/e2e/screenshots/fruit-*.png.
//
// Covered: a seeded level from the new-game dialog (preset "small"), tilts by arrow keys, by a
// swipe (a mouse drag) and by the arrow beside the board, undo / redo / restart, a hint, the
// worker's solution played (animated) to the solved state; a level with every feature opened by
// its board link; a bad board link's message; the editor opened on the level being played, a
// piece placed, a fruit dragged, pieces removed by right-click and the eraser, the re-test's
// verdict following (solvable in N, only one fruit of a colour, unsolvable), undo of edits,
// play-test, the share link opened in a new tab, a generated level opened in the editor; the
// play screen and the editor at phone size.
//
// Usage: node tests/e2e/fruit_dating.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, ready: s.ready, challenge: s.challenge, moves: s.moves, solved: s.solved,
           legal_moves: s.legal_moves, notices: s.notices, dialog: s.dialog,
           board: s.board && { text: s.board.text, legal: s.board.legal, animating: s.board.animating, hint: s.board.hint },
           editor: s.editor && { text: s.editor.text, verdict: s.editor.verdict, problem: s.editor.problem, message: s.editor.message,
                                 tool: s.editor.tool, revision: s.editor.revision },
           solver: s.solver && { busy: s.solver.busy, playing: s.solver.playing, result: s.solver.result, optimum: s.solver.optimum } };
}

const { log, check, state, waitFor, click, fromMenu, choose, pick, shot, askHint, typeInto, run } = harness('e2e fruit-dating', { summary });

// A link item: '/' between rows becomes '.', other bytes outside A-Z a-z 0-9 - _ ( ) are ~HH.
function boardItem(board) {
  return board.split('/').map((row) => row.replace(/[^A-Za-z0-9\-_()]/g, (c) => '~' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'))).join('.');
}
function boardSize(board) {
  const rows = board.split(';')[0].split('/');
  return [rows[0].length, rows.length];
}
function boardLink(board) {
  const [width, height] = boardSize(board);
  return `v1/fruit-dating/board/${boardItem(board)}/standard.height=${height}.width=${width}`;
}
const KEY = { R: 'ArrowRight', U: 'ArrowUp', L: 'ArrowLeft', D: 'ArrowDown' };
const VECTOR = { R: [1, 0], U: [0, -1], L: [-1, 0], D: [0, 1] };

function tileAt(tiles, row, column) { return tiles.find((t) => t.row === row && t.column === column); }

async function openDialogOn(page, game, preset) {
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (s) => s.dialog === 'new-game' && s.widgets['newgame-game']);
  const s = await state(page);
  if (!s.widgets[`newgame-preset-${preset}`]) {
    await choose(page, 'newgame-game', game);
    await waitFor(page, `${game} chosen`, (st) => st.widgets[`newgame-preset-${preset}`]);
  }
}

async function startSeeded(page, preset, seed) {
  await openDialogOn(page, 'fruit-dating', preset);
  await pick(page, `newgame-preset-${preset}`, `newgame-preset-chosen-${preset}`);
  await typeInto(page, 'newgame-seed', String(seed));
  await click(page, 'newgame-start');
  return waitFor(page, `the ${preset} level with seed ${seed}`, (s) =>
    s.ready && !s.dialog && s.challenge.game === 'fruit-dating' && String(s.challenge.seed) === String(seed) && s.board && s.board.tiles);
}

async function settle(page) {
  return waitFor(page, 'the slide to finish', (s) => !s.board.animating);
}

// Drags with the mouse from one point to another in steps, as a finger or a hand would.
async function drag(page, from, to, button = 'left') {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button });
  for (let i = 1; i <= 6; ++i) {
    await page.mouse.move(from.x + (to.x - from.x) * i / 6, from.y + (to.y - from.y) * i / 6);
    await page.waitForTimeout(30);
  }
  await page.mouse.up({ button });
}

// Picks a palette piece, clicking again if a click landed on a frame that lost it.
async function useTool(page, id) {
  for (let attempt = 1; ; ++attempt) {
    await click(page, `editor-piece-${id}`);
    try {
      return await waitFor(page, `the ${id} tool`, (st) => st.editor.tool === id, 3000);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

// A click on a tile with a tool whose second click changes nothing (the eraser): clicked again
// when the first is lost, as a click can be while the machine is busy and a frame is late.
async function clickTileUntil(page, row, column, what, predicate) {
  for (let attempt = 1; ; ++attempt) {
    const s = await waitFor(page, 'the editor', (st) => st.screen === 'editor');
    const t = tileAt(s.editor.tiles, row, column);
    await page.mouse.click(t.x, t.y);
    try {
      return await waitFor(page, what, predicate, 3000);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

async function editorVerdict(page, what, predicate, timeout) {
  return waitFor(page, what, (s) => s.screen === 'editor' && predicate(s.editor.verdict, s.editor), timeout);
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);

  log('a seeded 6 x 6 level from the new-game dialog (preset "small")');
  const seed = 4;
  s = await startSeeded(page, 'small', seed);
  check(s.board.width === 6 && s.board.height === 6 && s.board.tiles.length === 36, 'the 6 x 6 grid is not shown');
  check(s.board.tiles.filter((t) => t.row === 0 || t.column === 0 || t.row === 5 || t.column === 5).every((t) => t.ground === 'wall'),
        'the border is not solid wall');
  check(s.board.fruit >= 2, 'no fruit on the board');
  check(s.board.legal.join() === s.legal_moves.join(), `the arrows shown ${s.board.legal} are not the legal moves ${s.legal_moves}`);
  s = await waitFor(page, 'the optimum from the worker', (st) => st.solver.optimum !== null);
  const optimum = s.solver.optimum;
  const start = s.board.text;
  log(`seed ${seed}: ${start}, optimum ${optimum}`);
  check(optimum >= 4 && optimum <= 8, `the small preset promises 4..8 moves, the worker says ${optimum}`);
  await shot(page, 'fruit-01-seeded.png', { mouseAway: true });

  log('tilt with an arrow key: the slide is animated, then the board rests');
  const first = s.legal_moves[0];
  await page.keyboard.press(KEY[first]);
  s = await waitFor(page, 'the tilt', (st) => st.moves.length === 1 && st.moves[0] === first);
  check(s.board.text !== start, 'the tilt changed nothing');
  check(/\/m\/[RULD]$/.test(s.link), `the link does not carry the move: ${s.link}`);
  s = await settle(page);
  const afterFirst = s.board.text;
  await shot(page, 'fruit-02-tilted.png', { mouseAway: true });

  log('undo, redo (keys), restart');
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0 && st.board.text === start);
  await page.keyboard.press('Control+Y');
  s = await waitFor(page, 'the redo', (st) => st.moves.length === 1 && st.board.text === afterFirst);
  await click(page, 'restart');
  s = await waitFor(page, 'the restart', (st) => st.moves.length === 0 && st.board.text === start && st.history.length === 1);

  log('tilt with a swipe (a mouse drag across the board)');
  const swipe = s.legal_moves[s.legal_moves.length - 1];
  const g = s.board.grid, cx = (g.x0 + g.x1) / 2, cy = (g.y0 + g.y1) / 2, len = s.board.tile * 1.5;
  await drag(page, { x: cx, y: cy }, { x: cx + VECTOR[swipe][0] * len, y: cy + VECTOR[swipe][1] * len });
  s = await waitFor(page, 'the swipe', (st) => st.moves.length === 1 && st.moves[0] === swipe);
  await settle(page);
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0);

  log('tilt with the arrow beside the board');
  const arrow = s.board.arrows[first];
  await page.mouse.click(arrow.x, arrow.y);
  s = await waitFor(page, 'the arrow tilt', (st) => st.moves.length === 1 && st.moves[0] === first && st.board.text === afterFirst);
  await settle(page);
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0);

  log('a hint from the worker, shown on its arrow');
  s = await askHint(page);
  s = await waitFor(page, 'the hint on the board', (st) => st.board.hint === st.solver.result.move);
  await page.waitForTimeout(200);
  await shot(page, 'fruit-03-hint.png', { mouseAway: true });

  log('the worker\'s solution, played with its animation to the solved state');
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length === optimum,
        `the solution is not the optimum ${optimum}: ${JSON.stringify(s.solver.result)}`);
  const solution = s.solver.result.solution;
  await click(page, 'solution-play');
  s = await waitFor(page, 'a tilt being animated during playback', (st) => st.board.animating && st.moves.length >= 1, 20_000);
  s = await waitFor(page, 'the solution played out', (st) => st.solved, 60_000);
  check(s.moves.join(' ') === solution.join(' '), 'the played moves differ from the solution');
  check(s.board.fruit === 0 && s.board.solved && s.board.legal.length === 0, 'fruit remain on the solved board');
  s = await waitFor(page, 'the solved banner', (st) => st.banner !== null, 5_000);
  check(s.banner === `Solved in ${optimum} moves!  That is the optimum.`, `the solved banner reads ${JSON.stringify(s.banner)}`);
  await shot(page, 'fruit-05-solved.png', { mouseAway: true });

  log('a level with every feature, opened by its board link');
  const features = '########/#a.o.~b#/#..#..h#/#>..x..#/#.u..#.#/#b.~..a#/#c..v.c#/########;23>;45v;62<';
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(features));
  s = await waitFor(page, 'the feature level', (st) => st.ready && st.challenge.board === features && st.moves.length === 0 && st.board.text === features);
  const names = new Set(s.board.tiles.map((t) => t.thing).filter(Boolean));
  for (const n of ['cherries', 'banana', 'pear', 'stone', 'car', 'barrel', 'hedgehog', 'anteater right', 'anteater down'])
    check(names.has(n), `the feature level shows no ${n}: ${[...names]}`);
  check(s.board.tiles.filter((t) => t.ground === 'mud').length === 2, 'the mud is not shown');
  check(s.board.one_ways.length === 3, `three one-way borders expected: ${JSON.stringify(s.board.one_ways)}`);
  await shot(page, 'fruit-06-features.png', { mouseAway: true });
  log('a fruit tilted into mud spoils: the level is lost, the app says stuck and offers Undo');
  // Tilt right: the cherries in row 1 slide until the stone stops them; the banana in row 5
  // slides into the mud at column 3... whichever tilt spoils a fruit, the view shows it lost.
  for (const move of s.legal_moves) {
    await page.keyboard.press(KEY[move]);
    s = await waitFor(page, `the tilt ${move}`, (st) => st.moves.length === 1);
    await settle(page);
    if (s.board.lost) break;
    await click(page, 'undo');
    s = await waitFor(page, 'the undo', (st) => st.moves.length === 0);
  }
  check(s.board.lost && s.stuck, 'no tilt of the feature level spoils or feeds a fruit?');
  s = await waitFor(page, 'the stuck notice', (st) => st.widgets['notice-undo'] && st.notices.some((n) => /stuck/i.test(n.text)));
  await shot(page, 'fruit-07-lost.png', { mouseAway: true });
  await click(page, 'notice-undo');
  s = await waitFor(page, 'undone', (st) => st.moves.length === 0 && !st.board.lost);

  log('a bad board link: a message naming the problem, the level stays');
  await page.evaluate((hash) => { window.location.hash = hash; }, 'v1/fruit-dating/board/~23~23~23~23.~23a~2Ea~23.~23~23~23~23/standard.height=3.width=4');
  s = await waitFor(page, 'the refusal', (st) => st.notices.some((n) => n.level === 'error' && /board|height|size|4\.\.8/i.test(n.text)));
  check(s.challenge.board === features, 'the open level was replaced by a bad link');
  log(`the message: ${s.notices.find((n) => n.level === 'error').text}`);
  await shot(page, 'fruit-08-bad-link.png', { mouseAway: true });

  log('the editor on a simple level: the verdict, walls that make it unsolvable, undo');
  const simple = '######/#a...#/#....#/#...a#/######';
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(simple));
  s = await waitFor(page, 'the simple level', (st) => st.ready && st.challenge.board === simple);
  await fromMenu(page, 'menu-edit-level');
  s = await waitFor(page, 'the editor', (st) => st.screen === 'editor' && st.editor.text === simple);
  s = await editorVerdict(page, 'solvable', (v) => v.kind === 'solvable');
  log(`the verdict: ${s.editor.verdict.text}`);
  const simpleMoves = s.editor.verdict.moves;
  check(s.editor.verdict.text === `Solvable in ${simpleMoves} moves`, `the verdict reads ${s.editor.verdict.text}`);
  s = await useTool(page, 'wall');
  let t = tileAt(s.editor.tiles, 1, 2);
  await page.mouse.click(t.x, t.y);
  s = await waitFor(page, 'one wall', (st) => tileAt(st.editor.tiles, 1, 2).ground === 'wall');
  t = tileAt(s.editor.tiles, 2, 1);
  await page.mouse.click(t.x, t.y);
  s = await waitFor(page, 'two walls', (st) => tileAt(st.editor.tiles, 2, 1).ground === 'wall');
  s = await editorVerdict(page, 'unsolvable', (v) => v.kind === 'unsolvable');
  await shot(page, 'fruit-09-editor-unsolvable.png', { mouseAway: true });
  await click(page, 'editor-undo');
  s = await editorVerdict(page, 'solvable after undo', (v, e) => v.kind === 'solvable' && tileAt(e.tiles, 2, 1).ground === 'floor');

  log('place a pair, drag a fruit, remove pieces by right-click and by the eraser');
  s = await useTool(page, 'fruit-d');
  t = tileAt(s.editor.tiles, 3, 1);
  await page.mouse.click(t.x, t.y);
  s = await waitFor(page, 'one grape', (st) => tileAt(st.editor.tiles, 3, 1).thing === 'grapes');
  s = await editorVerdict(page, 'a lone grape refused', (v) => v.kind === 'invalid' && /Only one purple fruit/.test(v.text));
  check(/Only one purple/.test(s.editor.problem), 'the problem is not named');
  await shot(page, 'fruit-10-editor-lone-fruit.png', { mouseAway: true });
  t = tileAt(s.editor.tiles, 2, 3);
  await page.mouse.click(t.x, t.y);
  s = await editorVerdict(page, 'the pair re-tested', (v, e) => tileAt(e.tiles, 2, 3).thing === 'grapes' && v.kind !== 'invalid' && v.kind !== 'checking');
  const from = tileAt(s.editor.tiles, 3, 1), to = tileAt(s.editor.tiles, 2, 2);
  await drag(page, from, to);
  s = await waitFor(page, 'the grape dragged', (st) => tileAt(st.editor.tiles, 3, 1).thing === null && tileAt(st.editor.tiles, 2, 2).thing === 'grapes');
  s = await useTool(page, 'car');
  t = tileAt(s.editor.tiles, 2, 4);
  await page.mouse.click(t.x, t.y);
  s = await waitFor(page, 'a car', (st) => tileAt(st.editor.tiles, 2, 4).thing === 'car');
  await page.mouse.click(t.x, t.y, { button: 'right' });
  s = await waitFor(page, 'the car removed by right-click', (st) => tileAt(st.editor.tiles, 2, 4).thing === null);
  s = await useTool(page, 'eraser');
  s = await clickTileUntil(page, 2, 2, 'a grape erased', (st) => tileAt(st.editor.tiles, 2, 2).thing === null);
  s = await clickTileUntil(page, 2, 3, 'the other grape erased', (st) => tileAt(st.editor.tiles, 2, 3).thing === null);

  log('a one-way border, then the verdict for the edited level');
  s = await useTool(page, 'one-way');
  t = tileAt(s.editor.tiles, 2, 2);
  await page.mouse.click(t.x + s.editor.tile * 0.45, t.y);
  s = await waitFor(page, 'the one-way border', (st) => /;33>$/.test(st.editor.text));
  s = await editorVerdict(page, 'a verdict', (v) => v.kind === 'solvable' || v.kind === 'unsolvable');
  const edited = s.editor.text;
  log(`edited: ${edited}: ${s.editor.verdict.text}`);
  await shot(page, 'fruit-11-editor.png', { mouseAway: true });

  log('play-test the edited level');
  await click(page, 'editor-play-test');
  s = await waitFor(page, 'the play screen on the edited level', (st) => st.screen === 'play' && st.ready && st.challenge.board === edited && !st.challenge.seed && st.board.text === edited);
  check(s.board.one_ways.length === 1, 'the one-way border did not come along');

  log('share: the link copied from the editor opens the same level in a new tab');
  await fromMenu(page, 'menu-edit-level');
  s = await waitFor(page, 'the editor again', (st) => st.screen === 'editor' && st.editor.text === edited);
  await click(page, 'editor-share');
  s = await waitFor(page, 'the share link', (st) => st.editor.share_url.includes('#v1/fruit-dating/board/'));
  const shared = s.editor.share_url;
  const page2 = await context.newPage();
  watch(page2);
  await page2.goto(shared);
  let s2 = await waitFor(page2, 'the shared level', (st) => st.ready && st.challenge && st.challenge.board === edited);
  check(s2.challenge.game === 'fruit-dating', 'the shared link opened another game');
  await page2.close();

  log('a generated level opened in the editor, for touch-ups');
  for (let attempt = 1; ; ++attempt) {  // a click landing on a frame that lost it is repeated
    await click(page, 'editor-generate');
    try {
      await waitFor(page, 'the generator asked', (st) => st.editor.generating || st.editor.text !== edited, 3000);
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
  s = await waitFor(page, 'the generated level', (st) => !st.editor.generating && st.editor.text !== edited && st.editor.verdict.kind === 'solvable', 60_000);
  log(`generated: ${s.editor.text}: ${s.editor.verdict.text}`);
  await shot(page, 'fruit-12-editor-generated.png', { mouseAway: true });

  log('phone size: the editor and the play screen');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await shot(page, 'fruit-13-phone-editor.png');
  await click(page, 'editor-back');
  s = await waitFor(page, 'the play screen', (st) => st.screen === 'play' && st.ready);
  await page.evaluate((hash) => { window.location.hash = hash; }, boardLink(features));
  s = await waitFor(page, 'the feature level on a phone', (st) => st.ready && st.challenge.board === features && st.moves.length === 0);
  await page.waitForTimeout(300);
  await shot(page, 'fruit-14-phone-play.png');
  // The arrow's place is read once the phone layout has settled; a tap landing on a frame that
  // lost it is repeated, as the clicks above.
  for (let attempt = 1; ; ++attempt) {
    s = await waitFor(page, 'the board at rest', (st) => st.board && !st.board.animating && st.board.arrows);
    const tap = s.board.arrows[s.legal_moves[0]];
    await page.touchscreen.tap(tap.x, tap.y);
    try {
      s = await waitFor(page, 'a tilt by tapping the arrow', (st) => st.moves.length >= 1, 3000);
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }

  check(problems.length === 0, `problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e fruit-dating: PASS (screenshots in tests/e2e/screenshots/fruit-*.png)');
});
