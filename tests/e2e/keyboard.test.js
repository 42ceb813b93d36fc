// A whole game played and shared with the keyboard only, in Debian's chromium (playwright-core):
// not one mouse event. A new game set up through the dialog (a list opened and chosen from, the
// seed typed after Tab, Enter), moves by the game's keys, undo / redo / restart, a hint, the
// focus frame brought to the controls with F6 and moved with the arrow keys into the solver panel
// (Solve, Step, Play to the end) and the move list, the link popup's Copy button (the clipboard
// holds the link), Settings and Help opened by their shortcuts and closed with Esc, the Lab and (on
// a Fruit Dating level) the level editor reached and left by the keyboard. Screenshots show the gold focus frame:
// tests/e2e/screenshots/keyboard-*.png.
//
// Usage: node tests/e2e/keyboard.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, ready: s.ready, challenge: s.challenge, moves: s.moves, cursor: s.cursor, solved: s.solved,
           dialog: s.dialog, popup: s.popup, help: s.help, keyboard: s.keyboard, focus: s.focus, text_input: s.text_input,
           notices: s.notices, solver: s.solver && { busy: s.solver.busy, result: s.solver.result } };
}

const { log, check, state, waitFor, frameAfter, stillOn, shot, run } = harness('e2e keyboard', { summary });

// A game whose view offers an editor (Fruit Dating's level editor).
const FRUIT_DATING_LINK = 'v1/fruit-dating/seed/article/standard/2';

const decided = (st) => st.ready && st.solver && !st.solver.busy && (st.solver.optimum !== null || st.solver.start_unsolvable);

async function press(page, key) {
  await page.keyboard.press(key);
  await page.waitForTimeout(60);
}

function inside(a, b) {
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1;
}

// Moves the focus frame to a widget with the arrow keys, entering the panels that hold it (Enter
// on a framed panel enters it). `panels`: the panels around the widget, the outermost first.
async function navigateTo(page, name, panels = []) {
  let lastFocus = null, stuck = 0, preferVertical = true, lastRect = null;
  for (let i = 0; i < 80; ++i) {
    // The frame may pass over a control the automation does not name: it goes on from the last
    // named one's place.
    const s = lastRect
      ? await waitFor(page, `the keyboard on the controls on the way to "${name}"`, (st) => st.keyboard !== 'board')
      : await waitFor(page, `a focus frame on the way to "${name}"`, (st) => st.focus !== null && st.widgets[st.focus]);
    if (s.focus === name) return s;
    const f = (s.focus !== null && s.widgets[s.focus]) || lastRect;
    lastRect = f;
    let goal = name, enter = false;
    for (const panel of panels) {
      const p = s.widgets[panel];
      if (!p) continue;
      if (s.focus === panel) { enter = true; break; }
      if (!inside(f, p)) { goal = panel; break; }
    }
    if (enter) {
      await press(page, 'Enter');
      continue;
    }
    const g = await waitFor(page, `widget "${goal}"`, (st) => st.widgets[goal]).then((st) => st.widgets[goal]);
    const dx = g.cx - f.cx, dy = g.cy - f.cy;
    const overlapsRow = Math.abs(dy) <= (f.h + g.h) / 2;
    const overlapsColumn = Math.abs(dx) <= (f.w + g.w) / 2;
    let vertical = !overlapsRow && (overlapsColumn || preferVertical);
    if (stuck >= 1) vertical = !vertical;  // that way led nowhere: try the other axis
    const key = vertical ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : (dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    await press(page, key);
    const after = await state(page);
    if (after.focus === lastFocus || after.focus === s.focus) {
      ++stuck;
      if (stuck > 2) { preferVertical = !preferVertical; stuck = 0; }
    } else {
      stuck = 0;
    }
    lastFocus = s.focus;
  }
  throw new Error(`the focus frame did not reach "${name}"; at ${JSON.stringify((await state(page)).focus)}`);
}

// The focus frame on a control: where the screen put it, else F6 shows it.
async function ensureFrame(page, what) {
  try {
    return await waitFor(page, what, (st) => st.focus !== null, 1500);
  } catch (e) {
    await press(page, 'F6');
    return waitFor(page, `${what} after F6`, (st) => st.focus !== null);
  }
}

// Starts a Fujisan dominoes game with this seed through the new-game dialog, by keyboard.
async function newGameByKeyboard(page, seed, { screenshots = false } = {}) {
  await press(page, 'n');
  await waitFor(page, 'the new-game dialog', (st) => st.dialog === 'new-game' && st.widgets['newgame-setup']);
  await press(page, 'ArrowDown');  // the focus frame appears in the dialog
  await waitFor(page, 'the focus frame in the dialog', (st) => st.focus !== null);
  await navigateTo(page, 'newgame-setup');
  await press(page, 'Enter');  // opens the list of setups
  await waitFor(page, 'the list of setups', (st) => st.widgets['newgame-setup-option-dominoes']);
  await navigateTo(page, 'newgame-setup-option-dominoes');
  if (screenshots) await shot(page, 'keyboard-02-setup-list.png');
  await press(page, 'Enter');
  await waitFor(page, 'the list closed', (st) => st.widgets['newgame-setup'] && !st.widgets['newgame-setup-option-dominoes']);
  await press(page, 'Tab');  // the seed field: 1.86 tabs through text fields
  await waitFor(page, 'the seed field to take the keyboard', (st) => st.text_input);
  // ImGui 1.86 reads the keys once a frame: each step waits for a frame that has seen it, or keys
  // meeting in one slow frame are lost (harness.js, typeInto).
  await page.keyboard.down('Control');
  await frameAfter(page, 'Ctrl down');
  await page.keyboard.press('a');
  await frameAfter(page, 'Ctrl+A');
  await page.keyboard.up('Control');
  await frameAfter(page, 'Ctrl up');
  await page.keyboard.press('Backspace');
  await frameAfter(page, 'Backspace');
  await page.keyboard.type(String(seed));
  await frameAfter(page, 'the seed typed');
  if (screenshots) await shot(page, 'keyboard-03-seed-typed.png');
  await press(page, 'Enter');
  return waitFor(page, `the dominoes game with seed ${seed}`, (st) =>
    st.ready && !st.dialog && st.challenge.setup === 'dominoes' && String(st.challenge.seed) === String(seed));
}

run(async ({ context, page, base, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base.replace(/\/$/, '') });

  log('load the app: the board has the keys, no focus frame');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', decided);
  check(s.keyboard === 'board' && s.focus === null, `at the start: keyboard ${s.keyboard}, focus ${s.focus}`);

  log('N opens the new-game dialog; arrows, Enter and Tab set it up; Enter starts the game');
  let seed = 2024;
  await press(page, 'n');
  s = await waitFor(page, 'the new-game dialog', (st) => st.dialog === 'new-game');
  await press(page, 'ArrowDown');
  s = await waitFor(page, 'the focus frame in the dialog', (st) => st.focus !== null);
  await shot(page, 'keyboard-01-dialog-focus.png');
  await press(page, 'Escape');
  s = await waitFor(page, 'Esc to close the dialog, the keys back to the board', (st) => st.dialog === null && st.keyboard === 'board', 5000);
  s = await newGameByKeyboard(page, seed, { screenshots: true });
  s = await waitFor(page, 'the optimum', decided);
  while (s.solver.start_unsolvable) {
    seed += 1;
    s = await newGameByKeyboard(page, seed);
    s = await waitFor(page, 'the optimum', decided);
  }
  s = await waitFor(page, 'the keys back to the board after Start', (st) => st.keyboard === 'board', 5000);
  log(`   seed ${seed}, optimum ${s.solver.optimum}`);

  log('a move by priest letter and target number');
  const first = s.legal_moves[0];
  await press(page, first[0]);
  s = await waitFor(page, `priest ${first[0]} selected`, (st) => st.board.selected === first[0]);
  const index = s.board.targets.findIndex((t) => t.move === first);
  check(index >= 0 && index < 9, `${first} is not among the numbered targets`);
  await press(page, String(index + 1));
  s = await waitFor(page, `the move ${first}`, (st) => st.moves.length === 1 && st.moves[0] === first);

  log('a move by Tab (a priest), the arrows (a target) and Enter');
  await press(page, 'Tab');
  s = await waitFor(page, 'a priest selected by Tab', (st) => st.board.selected !== null);
  if (s.board.targets.length === 0) {  // a priest that cannot move: the next one
    for (let i = 0; i < 4 && s.board.targets.length === 0; ++i) {
      await press(page, 'Tab');
      s = await state(page);
    }
  }
  await press(page, 'ArrowRight');
  s = await state(page);
  const keyed = s.board.targets.length > 1 ? s.board.targets[1].move : s.board.targets[0].move;
  await press(page, 'Enter');
  s = await waitFor(page, `the move ${keyed}`, (st) => st.moves.length === 2 && st.moves[1] === keyed);

  log('Ctrl+Z, Ctrl+Y, Home (restart), Ctrl+Shift+Z');
  await press(page, 'Control+z');
  s = await waitFor(page, 'undo', (st) => st.cursor === 1 && st.history.length === 2);
  await press(page, 'Control+y');
  s = await waitFor(page, 'redo', (st) => st.cursor === 2);
  await press(page, 'Home');
  s = await waitFor(page, 'restart', (st) => st.cursor === 0 && st.history.length === 2);
  await press(page, 'Control+Shift+Z');
  await press(page, 'Control+Shift+Z');
  s = await waitFor(page, 'both moves again', (st) => st.cursor === 2);

  log('keys faster than the frames: Ctrl+Z, Ctrl+Z, Ctrl+Y with no pause are all played, in order');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  s = await waitFor(page, 'undo, undo, redo: one move back', (st) => st.cursor === 1, 10_000);
  s = await stillOn(page, (st) => ({ cursor: st.cursor }));
  check(s.cursor === 1 && s.history.length === 2, `after undo, undo, redo the cursor is ${s.cursor} (1 expected)`);
  await press(page, 'Control+y');
  s = await waitFor(page, 'both moves again', (st) => st.cursor === 2);

  log('H asks for a hint');
  await press(page, 'h');
  s = await waitFor(page, 'the hint', (st) => st.solver.result && st.solver.result.kind === 'hint' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.legal_moves.includes(s.solver.result.move), `the hint: ${JSON.stringify(s.solver.result)}`);

  log('F6: the focus frame on the controls; the arrows take it into the solver panel to Solve');
  await press(page, 'F6');
  s = await waitFor(page, 'the focus frame on a control', (st) => st.keyboard === 'controls' && st.focus !== null);
  await shot(page, 'keyboard-04-controls.png');
  s = await navigateTo(page, 'solve', ['side-panel']);
  await shot(page, 'keyboard-05-solve-focused.png');
  await press(page, 'Enter');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved' && s.solver.result.solution.length > 0, `the solution: ${JSON.stringify(s.solver.result)}`);
  const solution = s.solver.result.solution;

  log('Step, then Play to the end, pressed with Enter');
  s = await navigateTo(page, 'solution-step', ['side-panel']);
  await press(page, 'Enter');
  s = await waitFor(page, 'one solution step', (st) => st.cursor === 3 && st.moves[2] === solution[0]);
  s = await navigateTo(page, 'solution-play', ['side-panel']);
  await press(page, 'Enter');
  s = await waitFor(page, 'the solution played to the end', (st) => st.solved, 60_000);
  check(JSON.stringify(s.moves.slice(2)) === JSON.stringify(solution), `the moves played are not the solution: ${s.moves}`);
  await shot(page, 'keyboard-06-solved.png');

  log('the move list: entered by the keyboard, a move chosen with Enter');
  s = await navigateTo(page, 'move-1', ['side-panel', 'moves-panel']);
  await shot(page, 'keyboard-07-move-list.png');
  await press(page, 'Enter');
  s = await waitFor(page, 'the jump to move 1', (st) => st.cursor === 1);

  log('Esc steps out: the move list, the panel, then the keys back to the board');
  for (let i = 0; i < 4 && s.keyboard !== 'board'; ++i) {
    await press(page, 'Escape');
    await page.waitForTimeout(200);
    s = await state(page);
  }
  s = await waitFor(page, 'Esc to give the keys back to the board', (st) => st.keyboard === 'board' && st.focus === null, 3000);
  // Back to the solved end with redo.
  for (let i = s.cursor; i < s.history.length; ++i) await press(page, 'Control+y');
  s = await waitFor(page, 'the solved position again', (st) => st.solved && st.cursor === st.history.length);

  log('L opens the link popup; its Copy button, pressed with Enter, copies the link');
  await press(page, 'l');
  s = await waitFor(page, 'the link popup', (st) => st.popup === 'share');
  await press(page, 'ArrowDown');
  s = await navigateTo(page, 'link-copy');
  await shot(page, 'keyboard-08-link-copy.png');
  await press(page, 'Enter');
  s = await waitFor(page, 'the link copied, the keys back to the board', (st) =>
    st.popup === null && st.keyboard === 'board' && st.notices.some((n) => /Link copied/.test(n.text)));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  check(copied === `${base}#${s.link}`, `the clipboard holds ${JSON.stringify(copied)}, not the link #${s.link}`);
  check(new RegExp(`/seed/dominoes/standard/${seed}/m/`).test(copied), `the copied link does not name the game and its moves: ${copied}`);
  log(`   copied ${copied}`);

  log('O opens Settings, Esc closes it');
  await press(page, 'o');
  s = await waitFor(page, 'the Settings popup', (st) => st.popup === 'settings');
  await press(page, 'ArrowDown');
  s = await waitFor(page, 'the focus frame in Settings', (st) => st.focus !== null || st.keyboard === 'controls');
  await shot(page, 'keyboard-09-settings.png');
  await press(page, 'Escape');
  s = await waitFor(page, 'Settings closed, the keys back to the board', (st) => st.popup === null && st.keyboard === 'board', 5000);

  log('F1 and ? open Help, Esc closes it');
  await press(page, 'F1');
  s = await waitFor(page, 'Help', (st) => st.help);
  await shot(page, 'keyboard-10-help.png');
  await press(page, 'Escape');
  s = await waitFor(page, 'Help closed', (st) => !st.help);
  await press(page, '?');
  s = await waitFor(page, 'Help again', (st) => st.help);
  await press(page, 'Escape');
  s = await waitFor(page, 'Help closed again', (st) => !st.help);
  check(s.solved && s.cursor === s.history.length, 'Esc for Help changed the game');

  log('the Lab by the keyboard: F6, the arrows to "Lab", Enter; F6 there; back with Enter');
  await press(page, 'F6');
  s = await navigateTo(page, 'open-lab');
  await press(page, 'Enter');
  s = await waitFor(page, 'the Lab', (st) => st.screen === 'lab' && st.widgets['lab-back']);
  s = await ensureFrame(page, 'the focus frame in the Lab');
  s = await navigateTo(page, 'lab-run', ['lab-form-panel']);
  await shot(page, 'keyboard-11-lab.png');
  await press(page, 'Escape');  // out of the form panel: the frame on the panel itself
  s = await waitFor(page, 'the frame on the form panel', (st) => st.focus === 'lab-form-panel');
  log('the Lab\'s Validity view by the keyboard: "Validity" on the top bar, Import in the results, back');
  s = await navigateTo(page, 'lab-validity');
  await press(page, 'Enter');
  s = await waitFor(page, 'the Validity view', (st) => st.lab.showing_validity && st.widgets['lab-validity-import']);
  s = await navigateTo(page, 'lab-validity-import', ['lab-results-panel']);
  await shot(page, 'keyboard-11b-lab-validity.png');
  await press(page, 'Escape');
  s = await waitFor(page, 'the frame on the results panel', (st) => st.focus === 'lab-results-panel');
  s = await navigateTo(page, 'lab-validity');
  await press(page, 'Enter');
  s = await waitFor(page, 'the results again', (st) => !st.lab.showing_validity);
  s = await navigateTo(page, 'lab-back');
  await press(page, 'Enter');
  s = await waitFor(page, 'back to play', (st) => st.screen === 'play' && st.ready);
  check(s.solved && String(s.challenge.seed) === String(seed), 'the game changed on the way');

  log('the level editor by the keyboard, and back: a Fruit Dating level, whose game offers one');
  await page.goto(base + '#' + FRUIT_DATING_LINK);
  s = await waitFor(page, 'the Fruit Dating level', (st) =>
    st.screen === 'play' && st.ready && st.challenge.game === 'fruit-dating' && st.widgets['more']);
  const level = JSON.stringify(s.challenge);
  s = await ensureFrame(page, 'the focus frame on the play screen');
  s = await navigateTo(page, 'more');  // Edit this level is in the top bar's More menu
  await press(page, 'Enter');
  s = await waitFor(page, 'the More menu', (st) => st.widgets['menu-edit-level']);
  s = await navigateTo(page, 'menu-edit-level');
  await press(page, 'Enter');
  s = await waitFor(page, 'the level editor', (st) => st.screen === 'editor' && st.widgets['editor-back']);
  s = await ensureFrame(page, 'the focus frame in the editor');
  await shot(page, 'keyboard-12-editor.png');
  s = await navigateTo(page, 'editor-back');
  await press(page, 'Enter');
  s = await waitFor(page, 'back to play', (st) => st.screen === 'play' && st.ready);
  check(JSON.stringify(s.challenge) === level, 'the level changed on the way');

  check(problems.length === 0, `page errors: ${problems.join('; ')}`);
  log('PASS');
});
