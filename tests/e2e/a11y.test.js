// The screen-reader layer in Debian's chromium (playwright-core), docs/app/ACCESSIBILITY.md: the
// live regions read after a new game, a move, an undo, a hint, a solve and the solved position;
// the app's controls as named buttons in the accessibility tree, in the order drawn, and one of
// them pressed through the page (keyboard focus + Enter, and a click as a screen reader sends it);
// the layer invisible and letting clicks through to the canvas; names without the blanks that align
// them; the regions emptied for a new game and another screen; talk mode's scenes and steps said and
// its keys as named buttons; prefers-reduced-motion turning the animations off. Screenshots:
// tests/e2e/screenshots/a11y-*.png.
//
// Usage: node tests/e2e/a11y.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, ready: s.ready, challenge: s.challenge, moves: s.moves, cursor: s.cursor, solved: s.solved,
           dialog: s.dialog, popup: s.popup, keyboard: s.keyboard, motion: s.motion, notices: s.notices,
           solver: s.solver && { busy: s.solver.busy, playing: s.solver.playing, result: s.solver.result } };
}

const { log, check, state, waitFor, frameAfter, click, shot, run } = harness('e2e a11y', { summary });

const decided = (st) => st.ready && st.solver && !st.solver.busy && (st.solver.optimum !== null || st.solver.start_unsolvable);

// What the live regions say now.
async function regions(page) {
  return page.evaluate(() => ({
    polite: document.getElementById('announce').textContent,
    urgent: document.getElementById('announce-urgent').textContent,
  }));
}

// Waits until a live region says something that passes `test`.
async function heard(page, what, test, timeout = 30_000) {
  const until = Date.now() + timeout;
  let last = null;
  while (Date.now() < until) {
    last = await regions(page);
    if (test(last)) return last;
    await page.waitForTimeout(50);
  }
  throw new Error(`the live regions never said ${what}; last: ${JSON.stringify(last)}`);
}

// The layer's buttons in order: [{id, name, disabled}].
async function layerButtons(page) {
  return page.evaluate(() => Array.from(document.querySelectorAll('#controls button')).map((b) => ({
    id: b.dataset.id, name: b.textContent, disabled: b.getAttribute('aria-disabled') === 'true' })));
}

async function waitForButton(page, id) {
  await page.waitForSelector(`#controls button[data-id="${id}"]`, { state: 'attached', timeout: 30_000 });
}

// Presses a control the way a keyboard user of the layer does: focus on its button, then Enter.
async function pressByKeyboard(page, id) {
  await waitForButton(page, id);
  await page.focus(`#controls button[data-id="${id}"]`);
  await page.keyboard.press('Enter');
}

// Presses a control the way a screen reader does: a click event on the button itself.
async function pressByScreenReader(page, id) {
  await waitForButton(page, id);
  await page.evaluate((which) => document.querySelector(`#controls button[data-id="${which}"]`).click(), id);
}

// Waits until the app has stopped drawing (no new frame for half a second).
async function still(page) {
  let frames = -1;
  for (let i = 0; i < 100; ++i) {
    const s = await state(page);
    if (s && s.frames_drawn === frames) return;
    frames = s ? s.frames_drawn : -1;
    await page.waitForTimeout(500);
  }
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app: the canvas, the live regions and the layer are on the page');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', decided);
  check(s.challenge.game === 'fujisan', `the first game is ${s.challenge.game}`);
  const page_parts = await page.evaluate(() => {
    const canvas = document.getElementById('canvas');
    const polite = document.getElementById('announce');
    const urgent = document.getElementById('announce-urgent');
    const layer = document.getElementById('controls');
    return { role: canvas.getAttribute('role'), label: canvas.getAttribute('aria-label'),
             polite: polite && polite.getAttribute('aria-live'), urgent: urgent && urgent.getAttribute('aria-live'),
             layerPointer: getComputedStyle(layer).pointerEvents, focused: document.activeElement === canvas };
  });
  check(page_parts.role === 'application' && /Puzzle Lab/.test(page_parts.label), `the canvas: ${JSON.stringify(page_parts)}`);
  check(page_parts.polite === 'polite' && page_parts.urgent === 'assertive', `the live regions: ${JSON.stringify(page_parts)}`);
  check(page_parts.layerPointer === 'none', 'the layer must let the pointer through to the canvas');
  check(page_parts.focused, 'the canvas must have the keyboard at the start');

  log('the new challenge is described in words');
  let r = await heard(page, 'the new challenge', (x) => x.polite.startsWith('New challenge: Fujisan.'));
  check(/of 4 priests on the summit\./.test(r.polite) && /Top row, columns 1 to 12: /.test(r.polite) &&
        /Priests: A \(Arms\) bottom row, right start;/.test(r.polite), `the board in words: ${r.polite}`);

  log('the controls are named buttons, in the order drawn');
  await waitForButton(page, 'hint');
  const buttons = await layerButtons(page);
  const order = ['game-picker', 'new-game', 'undo', 'redo', 'restart', 'open-lab', 'open-talk', 'settings', 'more',
                 'hint', 'solve'];
  let at = -1;
  for (const id of order) {
    const i = buttons.findIndex((b) => b.id === id);
    check(i > at, `"${id}" is not after the controls before it: ${JSON.stringify(buttons.map((b) => b.id))}`);
    at = i;
  }
  const named = Object.fromEntries(buttons.map((b) => [b.id, b]));
  check(named['game-picker'].name === 'Game picker: Fujisan', `the game picker: ${JSON.stringify(named['game-picker'])}`);
  check(named.undo.name === 'Undo' && named.undo.disabled, `Undo before a move: ${JSON.stringify(named.undo)}`);
  check(named.hint.name === 'Hint' && !named.hint.disabled, `Hint: ${JSON.stringify(named.hint)}`);
  // The accessibility tree itself: the canvas as an application, the controls as buttons by name.
  const tree = await page.ariaSnapshot();
  check(/application "Puzzle Lab\./.test(tree), `no application in the accessibility tree:\n${tree}`);
  const names = Array.from(tree.matchAll(/button "([^"]*)"/g), (m) => m[1]);
  for (const name of ['Game picker: Fujisan', 'New game…', 'Undo', 'Redo', 'Restart', 'Settings', 'More ▾', 'Hint', 'Solve'])
    check(names.includes(name), `no button "${name}" in the accessibility tree: ${JSON.stringify(names)}`);
  check(names.indexOf('Undo') < names.indexOf('Hint'), 'Undo comes before Hint in the tree');
  await shot(page, 'a11y-01-start.png');

  log('the layer is invisible: the page looks the same with it hidden');
  await page.mouse.move(5, 795);
  await still(page);
  const withLayer = await page.screenshot();
  await page.evaluate(() => { document.getElementById('controls').style.visibility = 'hidden'; });
  const withoutLayer = await page.screenshot();
  await page.evaluate(() => { document.getElementById('controls').style.visibility = ''; });
  check(withLayer.equals(withoutLayer), 'the layer changes the picture');

  log('a move by the keyboard on the canvas is said with what it changed');
  const first = s.legal_moves[0];
  await page.keyboard.press(first[0]);
  s = await waitFor(page, `priest ${first[0]} selected`, (st) => st.board.selected === first[0]);
  const index = s.board.targets.findIndex((t) => t.move === first);
  check(index >= 0 && index < 9, `${first} is not among the numbered targets`);
  await page.keyboard.press(String(index + 1));
  s = await waitFor(page, `the move ${first}`, (st) => st.moves.length === 1 && st.moves[0] === first);
  r = await heard(page, 'the move', (x) => x.polite.startsWith('Move 1: '));
  check(r.polite.startsWith(`Move 1: ${first[0]} (`) && /priests on the summit\.$/.test(r.polite), `the move said: ${r.polite}`);

  log('Undo pressed through the layer with the keyboard: focus on its button, Enter');
  await waitFor(page, 'Undo enabled', (st) => st.cursor === 1);
  await page.waitForFunction(() => {
    const b = document.querySelector('#controls button[data-id="undo"]');
    return b && b.getAttribute('aria-disabled') === 'false';
  });
  await pressByKeyboard(page, 'undo');
  s = await waitFor(page, 'the undo', (st) => st.cursor === 0 && st.history.length === 1);
  r = await heard(page, 'the undo', (x) => x.polite.startsWith('Undo: took back move 1, '));
  const focusedUndo = await page.evaluate(() => document.activeElement && document.activeElement.dataset.id);
  check(focusedUndo === 'undo', `the layer's Undo keeps the focus after Enter, not ${focusedUndo}`);
  check(s.keyboard === 'board', 'the app saw no key of the layer\'s');
  await shot(page, 'a11y-02-undo-focused.png');

  log('Redo pressed as a screen reader clicks it');
  await pressByScreenReader(page, 'redo');
  s = await waitFor(page, 'the redo', (st) => st.cursor === 1);
  await heard(page, 'the redo', (x) => x.polite.startsWith('Redo move 1: '));

  log('the canvas takes the keyboard back on a click; a click on a widget under the layer reaches the app');
  await click(page, 'undo');
  s = await waitFor(page, 'undo by the mouse', (st) => st.cursor === 0);
  check(await page.evaluate(() => document.activeElement === document.getElementById('canvas')), 'the canvas has the keyboard again');

  log('a hint, said in words');
  await pressByScreenReader(page, 'hint');
  s = await waitFor(page, 'the hint', (st) => st.solver.result && st.solver.result.kind === 'hint' && !st.solver.busy);
  r = await heard(page, 'the hint', (x) => x.polite.startsWith('Hint: '));
  check(r.polite.startsWith(`Hint: ${s.solver.result.move[0]} (`), `the hint said: ${r.polite}`);

  log('the solver\'s answer, then the solution played to the solved position');
  await pressByScreenReader(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  const length = s.solver.result.solution.length;
  r = await heard(page, 'the solution', (x) => x.urgent.startsWith(`Solution: ${length} move`));
  await pressByScreenReader(page, 'solution-play');
  s = await waitFor(page, 'the solved position', (st) => st.solved, 120_000);
  r = await heard(page, 'the verdict', (x) => x.urgent === `Solved in ${length} move${length === 1 ? '' : 's'}!`);
  check(/All 4 priests are on the summit\./.test(r.polite), `the solving move said: ${r.polite}`);
  await shot(page, 'a11y-03-solved.png');

  log('names are read without the blanks that align them on screen: the move list\'s Start');
  // Restart brings the move list back to its Start, which a long solution scrolled out of view
  // (only what is on screen is in the layer).
  await pressByScreenReader(page, 'restart');
  s = await waitFor(page, 'the restart', (st) => st.cursor === 0 && st.history.length === length);
  // ImGui scrolls the list to the cursor over the next frames; the layer follows what is drawn.
  await waitForButton(page, 'move-0');
  const played = await layerButtons(page);
  const start = played.find((b) => b.id === 'move-0');
  check(start && start.name === 'Start', `the move list's first entry: ${JSON.stringify(start)}`);
  const padded = played.filter((b) => b.name !== b.name.trim() || b.name === '');
  check(padded.length === 0, `names with blanks around them: ${JSON.stringify(padded)}`);

  log('the game picker opens and chooses through the layer');
  await pressByScreenReader(page, 'game-picker');
  await waitForButton(page, 'game-picker-option-boxoff');
  await pressByScreenReader(page, 'game-picker-option-boxoff');
  s = await waitFor(page, 'the new-game dialog on BoxOff', (st) => st.dialog === 'new-game');
  await pressByScreenReader(page, 'newgame-start');
  s = await waitFor(page, 'a BoxOff game', (st) => st.ready && !st.dialog && st.challenge.game === 'boxoff');
  r = await heard(page, 'the BoxOff board', (x) => x.polite.startsWith('New challenge: BoxOff.') && /tokens left: /.test(x.polite));
  check(r.urgent === '', `the last game's verdict is not left to be read in the new one: ${JSON.stringify(r.urgent)}`);
  check(problems.length === 0, `page problems: ${problems.join('; ')}`);

  log('talk mode: the regions emptied for the list, the talk and each scene said, its keys as buttons');
  await pressByScreenReader(page, 'hint');
  await heard(page, 'a BoxOff hint', (x) => x.polite.startsWith('Hint: '));
  await pressByScreenReader(page, 'open-talk');
  await waitFor(page, 'the list of talks', (st) => st.screen === 'talk' && !st.talk.open);
  r = await regions(page);
  check(r.polite === '' && r.urgent === '', `the play screen's last words stay on the list of talks: ${JSON.stringify(r)}`);
  await pressByKeyboard(page, 'talk-start-fujisan');  // a key press: the full screen it asks for is allowed
  await waitFor(page, 'the fujisan talk', (st) => st.screen === 'talk' && st.talk.open && st.talk.scene === 1);
  r = await heard(page, 'the talk and its first scene', (x) => x.polite.startsWith('Talk: Fujisan: setups that climb. 8 scenes. Scene 1 of 8, title: Fujisan.'));
  const talkOrder = ['talk-next', 'talk-step', 'talk-step-back', 'talk-previous-scene', 'talk-next-scene', 'talk-overview',
                     'talk-fullscreen', 'talk-speaker', 'talk-keys', 'talk-leave'];
  await waitForButton(page, 'talk-leave');
  const talkButtons = await layerButtons(page);
  check(JSON.stringify(talkButtons.map((b) => b.id)) === JSON.stringify(talkOrder),
        `talk mode's buttons: ${JSON.stringify(talkButtons)}`);
  const talkNamed = Object.fromEntries(talkButtons.map((b) => [b.id, b.name]));
  check(talkNamed['talk-next'] === 'Next (Space)' && talkNamed['talk-leave'] === 'Leave the talk (Esc)' &&
        talkNamed['talk-overview'] === 'Overview of the scenes (O)', `their names: ${JSON.stringify(talkNamed)}`);
  const talkTree = Array.from((await page.ariaSnapshot()).matchAll(/button "([^"]*)"/g), (m) => m[1]);
  check(talkTree.includes('Next scene (N)') && talkTree.includes('Step back (Left arrow)'),
        `talk mode's buttons in the accessibility tree: ${JSON.stringify(talkTree)}`);
  await pressByScreenReader(page, 'talk-next-scene');
  await waitFor(page, 'scene 2', (st) => st.talk.scene === 2);
  await heard(page, 'scene 2', (x) => x.polite.startsWith('Scene 2 of 8, setup. Pure Random: '));
  await waitFor(page, 'the setup traced', (st) => st.talk.board && st.talk.board.setup_watch && st.talk.board.setup_watch.steps > 0);
  await pressByScreenReader(page, 'talk-step');
  await waitFor(page, 'one step of the setup', (st) => st.talk.board.setup_watch.position === 1);
  r = await heard(page, 'the step', (x) => x.polite.startsWith('Step 1 of '));
  await pressByScreenReader(page, 'talk-overview');
  await waitFor(page, 'the overview', (st) => st.talk.overview.open);
  await shot(page, 'a11y-05-talk-overview.png');
  await page.keyboard.press('Escape');
  await waitFor(page, 'the overview closed', (st) => !st.talk.overview.open);
  await pressByScreenReader(page, 'talk-leave');
  await waitFor(page, 'the list again', (st) => st.screen === 'talk' && !st.talk.open);
  await heard(page, 'the talk left', (x) => x.polite === 'Left the talk. The list of talks.');
  check(problems.length === 0, `page problems: ${problems.join('; ')}`);

  log('prefers-reduced-motion: reduce turns the animations off');
  const reduced = await context.newPage();
  watch(reduced);
  await reduced.emulateMedia({ reducedMotion: 'reduce' });
  await reduced.goto(base);
  s = await waitFor(reduced, 'the app with reduced motion', (st) => st.ready && st.motion);
  check(s.motion.reduced === true && s.motion.animate === false, `motion: ${JSON.stringify(s.motion)}`);
  check(s.settings.animate === true, 'the setting itself stays as the player left it');
  await pressByScreenReader(reduced, 'settings');
  await waitFor(reduced, 'the settings', (st) => st.popup === 'settings');
  await shot(reduced, 'a11y-04-reduced-motion-settings.png');
  await reduced.keyboard.press('Escape');
  await waitFor(reduced, 'the settings closed', (st) => st.popup === null);
  // A BoxOff move fades its tokens out when animations are on (board.animating); not now.
  await reduced.evaluate(() => { window.location.hash = 'v1/boxoff/board/bbwbbw.byyywb.ywwwyy/standard'; });
  s = await waitFor(reduced, 'the BoxOff board', (st) => st.ready && st.challenge.game === 'boxoff' && st.board && st.board.spaces);
  await still(reduced);
  for (const name of ['a1', 'b1']) {
    const spot = (await state(reduced)).board.spaces.find((q) => q.name === name);
    await reduced.mouse.click(spot.x, spot.y);
    await frameAfter(reduced, `the click on ${name}`);
  }
  s = await waitFor(reduced, 'the move a1-b1', (st) => st.moves && st.moves.length === 1);
  for (let i = 0; i < 10; ++i) {
    check(s.board.animating === false, 'a token fades although the system asks for reduced motion');
    await reduced.waitForTimeout(50);
    s = await state(reduced);
  }
  await heard(reduced, 'the BoxOff move', (x) => x.polite.startsWith('Move 1: Remove the orange circles on a1 and b1.'));
  await reduced.emulateMedia({ reducedMotion: 'no-preference' });
  await reduced.mouse.move(300, 300);  // any input draws a frame, which reads the query again
  s = await waitFor(reduced, 'the animations back on', (st) => st.motion && st.motion.reduced === false && st.motion.animate);
  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log('PASS');
});
