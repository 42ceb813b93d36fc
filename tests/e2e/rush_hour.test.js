// End-to-end test of Rush Hour in the browser app: Debian's chromium driven by playwright-core,
// every drag, click and key press on real canvas pixels found through the automation hook
// (window.puzzlelab.state(): the app's state, its widgets, the board's vehicles with their
// rectangles, the walls, the exit, the selection and the hint, in CSS pixels).
// Screenshots go to tests/e2e/screenshots/rush-*.png.
//
// Covered: a board opened by its link (a wall, cars and trucks, the exit at the red car's row); a
// vehicle dragged along its line (its move, clamped where it is blocked), a drag across its line
// and a blocked drag moving nothing; a click selecting and a tap on a free cell sliding it there;
// a letter and the arrow keys, Shift+arrow as far as it goes; undo by button and Ctrl+Z; a hint
// shown on the board; the worker's solution played to the solved state, then by hand; a drag
// photographed mid-way (its drop outlined); a seeded board's setup watched: a refused roll, a car
// placed, the end on the generated board; "Time my setup" on it: the printed steps lay the red
// car, take the box's vehicles and lay each one, no roll among them.
//
// Usage: node tests/e2e/rush_hour.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, ready: s.ready, challenge: s.challenge, moves: s.moves, solved: s.solved,
           legal_moves: s.legal_moves && s.legal_moves.length, notices: s.notices, dialog: s.dialog,
           board: s.board && { text: s.board.text, selected: s.board.selected, dragging: s.board.dragging,
                               animating: s.board.animating, hint: s.board.hint },
           setup: s.setup && { active: s.setup.active, position: s.setup.position, steps: s.setup.steps, kind: s.setup.kind,
                               arrival: s.setup.arrival },
           solver: s.solver && { busy: s.solver.busy, playing: s.solver.playing, result: s.solver.result, optimum: s.solver.optimum } };
}

const { log, check, state, waitFor, click, fromMenu, shot, askHint, run } = harness('e2e rush-hour', { summary });

// B across the top; the truck C down the right edge in the red car's way, E under it beside a
// wall; D down the left edge. Solved in three moves: E-1, C+3, A+4.
const BOARD = 'BB...C/.....C/AA...C/D...../D.x.EE/D.....';
// A link item: '/' between rows becomes '.', and '.' (an empty cell) is written 'o'.
const LINK = `v1/rush-hour/board/${BOARD.split('/').map((row) => row.replace(/\./g, 'o')).join('.')}/standard.size=6`;

function vehicle(s, letter) { return s.board.vehicles.find((v) => v.letter === letter); }

async function settle(page) {
  return waitFor(page, 'the slide to finish', (s) => !s.board.animating);
}

// Drags with the mouse from one point to another in steps, as a finger or a hand would.
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; ++i) {
    await page.mouse.move(from.x + (to.x - from.x) * i / 8, from.y + (to.y - from.y) * i / 8);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(60);
  await page.mouse.up();
}

async function undoAll(page) {
  for (let s = await state(page); s.moves.length > 0; s = await state(page)) {
    const n = s.moves.length;
    await click(page, 'undo');
    await waitFor(page, 'the undo', (st) => st.moves.length === n - 1);
  }
  return settle(page);
}

run(async ({ page, base }) => {
  log('load the app, open the board by its link');
  await page.goto(`${base}#${LINK}`);
  let s = await waitFor(page, 'the linked board', (st) => st.ready && st.challenge.game === 'rush-hour' && st.board && st.board.text === BOARD);
  check(s.board.size === 6 && s.board.vehicles.length === 5, `5 vehicles on a 6 x 6 board expected: ${JSON.stringify(s.board.vehicles)}`);
  check(s.board.walls.length === 1 && s.board.walls[0].row === 4 && s.board.walls[0].column === 2, 'the wall is not shown');
  check(s.board.exit.row === 2 && s.board.exit.x > vehicle(s, 'C').rect.x1, 'the exit is not right of the red car\'s row');
  const cell = s.board.cell;
  check(cell >= 40, `cells of ${cell} pixels`);
  await shot(page, 'rush-01-board.png', { mouseAway: true });

  log('drag the red car right: it stops at the truck C');
  let a = vehicle(s, 'A');
  await drag(page, { x: a.x, y: a.y }, { x: a.x + 6 * cell, y: a.y + 0.2 * cell });
  s = await waitFor(page, 'the drag', (st) => st.moves.length === 1);
  check(s.moves[0] === 'A+3', `the drag played ${s.moves[0]}, not A+3`);
  check(/\/m\/A~2B3$/.test(s.link) || /\/m\/A\+3$/.test(s.link), `the link does not carry the move: ${s.link}`);
  s = await settle(page);
  check(vehicle(s, 'A').column === 3 && s.board.selected === 'A', 'the red car is not at column 3, selected');

  log('a drag across its line and a drag of a blocked truck move nothing');
  a = vehicle(s, 'A');
  await drag(page, { x: a.x, y: a.y }, { x: a.x, y: a.y - 2 * cell });
  const d = vehicle(s, 'D');
  await drag(page, { x: d.x, y: d.y }, { x: d.x, y: d.y + 2 * cell });
  await page.waitForTimeout(300);
  s = await state(page);
  check(s.moves.length === 1, `a blocked drag played a move: ${s.moves}`);

  log('undo (the button): the red car goes back');
  await click(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.moves.length === 0 && st.board.text === BOARD);
  s = await settle(page);

  log('a click selects E; a tap on the free cell left of it slides it there');
  const e = vehicle(s, 'E');
  await page.mouse.click(e.x, e.y);
  s = await waitFor(page, 'E selected', (st) => st.board.selected === 'E');
  await page.waitForTimeout(150);
  await shot(page, 'rush-02-selected.png', { mouseAway: true });
  await page.mouse.click(e.rect.x0 - cell / 2, e.y);
  s = await waitFor(page, 'E slid by the tap', (st) => st.moves.length === 1 && st.moves[0] === 'E-1');
  s = await settle(page);

  log('keys: C selected by its letter, Shift+Down slides it as far as it goes; Ctrl+Z undoes');
  await page.keyboard.press('c');
  s = await waitFor(page, 'C selected', (st) => st.board.selected === 'C');
  await page.keyboard.press('Shift+ArrowDown');
  s = await waitFor(page, 'C slid down', (st) => st.moves.length === 2);
  check(s.moves[1] === 'C+3', `Shift+Down played ${s.moves[1]}`);
  await page.keyboard.press('Control+z');
  s = await waitFor(page, 'Ctrl+Z', (st) => st.moves.length === 1);
  await page.keyboard.press('ArrowDown');
  s = await waitFor(page, 'one cell down', (st) => st.moves.length === 2 && st.moves[1] === 'C+1');
  await page.keyboard.press('Tab');
  s = await waitFor(page, 'Tab to D', (st) => st.board.selected === 'D');
  s = await undoAll(page);

  log('a hint from the worker, shown on the board');
  s = await askHint(page);
  s = await waitFor(page, 'the hint on the board', (st) => st.board.hint === st.solver.result.move);
  check(s.board.hint === 'E-1', `the only first move of a shortest solution is E-1, the hint is ${s.board.hint}`);
  await page.waitForTimeout(200);
  await shot(page, 'rush-03-hint.png', { mouseAway: true });

  log('the worker\'s solution, played to the solved state');
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.join(' ') === 'E-1 C+3 A+4',
        `the solution is not E-1 C+3 A+4: ${JSON.stringify(s.solver.result)}`);
  await click(page, 'solution-play');
  s = await waitFor(page, 'the solution played out', (st) => st.solved, 60_000);
  check(s.board.solved && vehicle(s, 'A').column === 4, 'the red car is not at the exit');
  s = await waitFor(page, 'the solved banner', (st) => st.banner !== null, 5_000);
  log(`the banner: ${s.banner}`);
  await page.waitForTimeout(300);
  await shot(page, 'rush-04-solved.png', { mouseAway: true });

  log('play it by hand: drags to the solved state');
  await undoAll(page);
  for (const [letter, dx, dy] of [['E', -1, 0], ['C', 0, 3], ['A', 4, 0]]) {
    s = await settle(page);
    const v = vehicle(s, letter);
    const n = s.moves.length;
    await drag(page, { x: v.x, y: v.y }, { x: v.x + dx * cell, y: v.y + dy * cell });
    s = await waitFor(page, `${letter} dragged`, (st) => st.moves.length === n + 1);
  }
  check(s.moves.join(' ') === 'E-1 C+3 A+4', `the drags played ${s.moves}`);
  s = await waitFor(page, 'solved by hand', (st) => st.solved && st.board.solved);

  log('mid-drag: the vehicle follows the pointer, its drop outlined');
  await click(page, 'undo');
  s = await waitFor(page, 'A back', (st) => st.moves.length === 2);
  s = await settle(page);
  const car = vehicle(s, 'A');
  await page.mouse.move(car.x, car.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; ++i) {
    await page.mouse.move(car.x + 2.4 * cell * i / 6, car.y);
    await page.waitForTimeout(30);
  }
  s = await waitFor(page, 'A dragged', (st) => st.board.dragging === 'A' && Math.abs(vehicle(st, 'A').x - (car.x + 2.4 * cell)) < 2);
  await shot(page, 'rush-08-dragging.png');
  await page.mouse.up();
  s = await waitFor(page, 'A dropped two cells on', (st) => st.moves.length === 3 && st.moves[2] === 'A+2');

  log('a seeded board: watch its setup, a refused roll and a car placed');
  await page.evaluate((hash) => { window.location.hash = hash; }, 'v1/rush-hour/seed/at-the-table/standard.size=6/11');
  s = await waitFor(page, 'the seeded board', (st) => st.ready && st.challenge.game === 'rush-hour' && String(st.challenge.seed) === '11' && st.board && !st.setup.active);
  const generated = s.challenge.board;
  await click(page, 'setup-watch');
  s = await waitFor(page, 'the setup traced', (st) => st.setup.active && !st.setup.loading && st.setup.steps > 0);
  // Forward to the first refused roll and the placement that follows it, photographed at rest.
  const wanted = ['roll', 'place'];
  for (let i = 1; wanted.length > 0 && i <= s.setup.steps; ++i) {
    await page.keyboard.press('ArrowRight');
    s = await waitFor(page, `setup step ${i}`, (st) => st.setup.position === i, 10_000);
    if (s.setup.kind !== wanted[0]) continue;
    s = await waitFor(page, `setup step ${i} at rest`, (st) => st.setup.arrival === 1, 10_000);
    log(`step ${i} (${s.setup.kind}): ${s.setup.caption}; the box holds ${s.setup.supply}`);
    await shot(page, `rush-0${7 - wanted.length}-setup-${wanted.shift()}.png`, { mouseAway: true });
  }
  check(wanted.length === 0, `no refused roll followed by a placement in the setup: ${wanted}`);
  await page.keyboard.press('End');
  await page.waitForTimeout(200);
  s = await state(page);
  if (!s.setup.at_end) {
    for (let i = s.setup.position + 1; i <= s.setup.steps; ++i) {
      await page.keyboard.press('ArrowRight');
      s = await waitFor(page, `setup step ${i}`, (st) => st.setup.position === i, 10_000);
    }
  }
  check(s.setup.board === generated, `the setup ends on ${s.setup.board}, not ${generated}`);
  await shot(page, 'rush-07-setup-end.png', { mouseAway: true });
  await click(page, 'setup-play-challenge');
  s = await waitFor(page, 'back to play', (st) => !st.setup.active && st.ready && st.board && st.board.text === generated);

  log('Time my setup: the printed steps lay this board, the red car first, no roll among them');
  await fromMenu(page, 'menu-time-setup');
  s = await waitFor(page, 'the setup timer', (st) => st.setup_timer.open && st.widgets['setup-timer-start']);
  const printed = s.setup_timer.steps;
  log(`${printed.length} steps: ${printed.slice(0, 3).join(' | ')}`);
  check(/^Lay the red car A across row 3, columns \d and \d\.$/.test(printed[0]), `the first step: ${printed[0]}`);
  // The vehicles the board holds besides the red car, by their cells' count: 2 a car, 3 a truck.
  const cellsOf = {};
  for (const c of generated.replace(/[^B-Z]/g, '')) cellsOf[c] = (cellsOf[c] || 0) + 1;
  const trucks = Object.values(cellsOf).filter((n) => n === 3).length;
  const cars = Object.values(cellsOf).length - trucks;
  const taken = `Take ${cars} ${cars === 1 ? 'car' : 'cars'} and ${trucks} ${trucks === 1 ? 'truck' : 'trucks'} from the box.`;
  check(printed[1] === taken, `the second step: ${printed[1]}, not ${taken}`);
  check(printed.slice(2).every((t) => /^Lay (car|truck) [B-Z] (across row|down column) \d, (columns|rows) \d (and|to) \d\.$/.test(t)),
        `a step that lays no vehicle: ${printed.slice(2).find((t) => !/^Lay /.test(t))}`);
  // One step per vehicle on the board besides the red car (its text: a letter per vehicle cell).
  check(printed.length === 2 + cars + trucks, `${printed.length} steps for ${cars + trucks} vehicles besides the red car`);
  await shot(page, 'rush-09-time-setup.png', { mouseAway: true });
  await click(page, 'setup-timer-cancel');
  await waitFor(page, 'the timer closed', (st) => !st.setup_timer.open && st.popup === null);
  console.log('e2e rush-hour: PASS (screenshots in tests/e2e/screenshots/rush-*.png)');
}, {});
