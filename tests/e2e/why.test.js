// The "Why?" panel on the play screen, end to end in Debian's chromium (playwright-core): a real
// Sigmar's Garden board opened by a link a few moves before the end of a solution, "Why?" asked of
// the worker (the thinking state, then every legal move with its verdict), the verdicts held to the
// native CLI's (`puzzlelab explain ... --json`, the same engine), a dead move's refutation stepped
// through on the board as a preview (forward and back, the board showing each position of the line)
// while the player's game, its moves, history and cursor stay as they were; leaving the preview
// shows the real position again. Then a move taken back makes the answer stale (it is dropped) and
// the Y key asks again for the new position.
// Screenshots: tests/e2e/screenshots/why-*.png.
//
// Usage: node tests/e2e/why.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core, and the
// native CLI (build/native/puzzlelab, or $PUZZLELAB_BUILD/native/puzzlelab) for the reference.
'use strict';

const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, moves: s.moves, cursor: s.cursor, history: s.history && s.history.length, solved: s.solved,
           board: s.board && { marbles: s.board.marbles }, why: s.why, notices: s.notices };
}

const { ROOT, log, check, state, waitFor, click, shot, run } = harness('e2e why', { summary, clickSettle: 80 });

const CLI = path.join(process.env.PUZZLELAB_BUILD || path.join(ROOT, 'build'), 'native', 'puzzlelab');
check(fs.existsSync(CLI), `no native CLI at ${CLI} (run tools/build native)`);
function cli(args) { return JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' })); }

// Reference boards of Sigmar's Garden (Hruška's seeds), all solvable.
const BOARDS = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'sigmar', 'hruska-seeds-0000-1023.txt'), 'utf8')
  .split('\n').map((line) => line.trim()).filter((line) => line.length === 91);

// A board and the moves that leave `left` moves of a solution, where some legal move is dead
// with a line of at least one move to step through; the engine's verdicts for it.
function findPosition(left) {
  for (const board of BOARDS.slice(0, 40)) {
    const solution = cli(['solve', 'sigmar', board]).solution;
    if (!solution || solution.length <= left) continue;
    const moves = solution.slice(0, solution.length - left);
    const explained = cli(['explain', 'sigmar', board, ...moves, '--json']);
    const dead = explained.moves.find((m) => m.verdict === 'dead' && Array.isArray(m.line) && m.line.length > 0);
    if (dead) return { board, moves, explained, dead };
  }
  throw new Error('no reference board has a dead move with a line near the end of its solution');
}

// Marbles a list of Sigmar moves removes: two for a pair (`a1-b3`), one for gold alone (`f6`).
function removed(moves) { return moves.reduce((n, m) => n + (m.includes('-') ? 2 : 1), 0); }

run(async ({ page, base }) => {
  const { board, moves, explained, dead } = findPosition(9);
  log(`board ${board.slice(0, 12)}..., ${moves.length} moves played; dead move ${dead.move}: ${dead.reason}`);
  await page.goto(`${base}#v1/sigmar/board/${board}/standard/m/${moves.join('.')}`);
  let s = await waitFor(page, 'the position of the link', (st) => st.ready && st.moves && st.moves.length === moves.length);
  const real = { moves: s.moves, history: s.history, cursor: s.cursor, marbles: s.board.marbles };

  log('Why? asks the worker: every legal move with its verdict, as the CLI gives them');
  await click(page, 'why');
  s = await waitFor(page, 'the verdicts', (st) => st.why && !st.why.busy && st.why.answer);
  const answer = s.why.answer;
  check(answer.status === 'answered' && answer.current, `the answer: ${JSON.stringify(answer)}`);
  check(answer.moves.length === explained.moves.length && answer.moves.length === s.legal_moves.length,
        `${answer.moves.length} verdicts, the CLI ${explained.moves.length}, legal moves ${s.legal_moves.length}`);
  for (let i = 0; i < answer.moves.length; ++i) {
    const app = answer.moves[i], engine = explained.moves[i];
    check(app.move === engine.move && app.verdict === engine.verdict && app.distance === engine.distance,
          `verdict ${i}: app ${JSON.stringify(app)}, CLI ${JSON.stringify(engine)}`);
    check(JSON.stringify(app.line) === JSON.stringify(engine.line), `line of ${app.move}: ${app.line} vs ${engine.line}`);
  }
  const shown = answer.moves.find((m) => m.move === dead.move);
  check(shown.words === `dead: ${dead.reason}`, `the dead move's words: ${shown.words}`);
  check(answer.moves.some((m) => m.verdict === 'wins' && /^wins in \d+/.test(m.words)), 'no winning move is said so');
  await shot(page, 'why-01-verdicts.png', { mouseAway: true });

  log('a dead move\'s refutation steps through on the board as a preview; the game stays');
  await click(page, `why-show-${dead.move}`);
  // The board follows the preview from the frame after the click.
  s = await waitFor(page, 'the preview on the board',
                    (st) => st.why.preview && st.why.preview.step === 0 && st.board.marbles === real.marbles - removed([dead.move]));
  check(JSON.stringify(s.why.preview.played) === JSON.stringify([...moves, dead.move]), `preview: ${JSON.stringify(s.why.preview)}`);
  for (let step = 1; step <= dead.line.length; ++step) {
    await click(page, 'why-step');
    s = await waitFor(page, `step ${step} on the board`, (st) => st.why.preview && st.why.preview.step === step &&
                      st.board.marbles === real.marbles - removed([dead.move, ...dead.line.slice(0, step)]));
    check(JSON.stringify(s.why.preview.played) === JSON.stringify([...moves, dead.move, ...dead.line.slice(0, step)]),
          `step ${step}: ${JSON.stringify(s.why.preview.played)}`);
    check(JSON.stringify(s.moves) === JSON.stringify(real.moves) && s.cursor === real.cursor &&
          JSON.stringify(s.history) === JSON.stringify(real.history), 'the preview changed the game');
  }
  // The line ends where the game is lost: no legal move, or the game's own rule (its reason).
  const end = s.why.preview;
  check(end.legal_moves.length === 0 || dead.line_end === 'dead', `the line ends with moves left: ${JSON.stringify(end)}`);
  await shot(page, 'why-02-refutation-end.png', { mouseAway: true });
  await click(page, 'why-back');
  s = await waitFor(page, 'one step back', (st) => st.why.preview && st.why.preview.step === dead.line.length - 1);

  log('leaving the preview shows the real position; moves, history and cursor are unchanged');
  await click(page, 'why-leave');
  s = await waitFor(page, 'the game again', (st) => st.why.preview === null && st.board.marbles === real.marbles);
  check(JSON.stringify(s.moves) === JSON.stringify(real.moves) && s.cursor === real.cursor &&
        JSON.stringify(s.history) === JSON.stringify(real.history), `the game changed: ${JSON.stringify(summary(s))}`);
  check(s.legal_moves.length === answer.moves.length, 'the legal moves changed');
  await shot(page, 'why-03-back-to-game.png', { mouseAway: true });

  log('a move taken back makes the answer stale: it is dropped; Y asks again for the new position');
  await click(page, 'undo');
  s = await waitFor(page, 'the move undone', (st) => st.moves.length === moves.length - 1);
  check(s.why.answer === null, `a stale answer is still shown: ${JSON.stringify(s.why.answer)}`);
  await page.mouse.move(5, 790);
  await page.keyboard.press('y');
  s = await waitFor(page, 'the answer for the new position', (st) => st.why.answer && !st.why.busy);
  check(JSON.stringify(s.why.answer.base) === JSON.stringify(moves.slice(0, -1)), `asked for ${JSON.stringify(s.why.answer.base)}`);
  await shot(page, 'why-04-after-undo.png', { mouseAway: true });
  log('PASS (screenshots in tests/e2e/screenshots/why-*.png)');
});
