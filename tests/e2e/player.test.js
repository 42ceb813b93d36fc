// What players of other web puzzle collections expect, in Debian's chromium (playwright-core):
// the light theme (chosen in Settings, applied at once, kept after a reload, "Follow the system"
// following the browser's prefers-color-scheme), every game, the Lab's plots, the level editor
// and talk mode drawn in it; sound turned on and heard through moves, undo, a hint and a solve
// without an error even where the browser has no audio output (the cues queued are counted by
// the automation hook); and the Game ID field of the new-game dialog (a full share link, its
// #v1/... part, a seed, and bad input named without losing the game in progress).
// Screenshots: tests/e2e/screenshots/player-*.png.
//
// Usage: node tests/e2e/player.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, ready: s.ready, theme: s.theme, settings: s.settings, sound: s.sound, challenge: s.challenge,
           moves: s.moves, solved: s.solved, dialog: s.dialog, popup: s.popup, notices: s.notices,
           solver: s.solver && { busy: s.solver.busy, result: s.solver.result } };
}

const { log, check, waitFor, click, fromMenu, choose, pick, shot, typeInto, askHint, run } =
  harness('e2e player', { summary, clickSettle: 80 });

const BOARD = 'v1/fujisan/board/554344221335.311400512200/standard';
const GAMES = ['fujisan', 'boxoff', 'pretzel', 'sigmar', 'fruit-dating'];
const LAB_LINK = 'v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/trials=3.per_trial=10.seed=7.random_solver=playout';
const TALK_LINK = 'v1/talk/entangled/4';
// A level of the game that offers an editor (Fruit Dating's level editor).
const EDITABLE_LEVEL = 'v1/fruit-dating/seed/article/standard/2';

async function openSettings(page) {
  for (let attempt = 1; ; ++attempt) {
    await click(page, 'settings');
    try {
      return await waitFor(page, 'the settings popup', (st) => st.popup === 'settings' && st.widgets['setting-theme-light'], 3000);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

async function closePopup(page) {
  await page.keyboard.press('Escape');
  await waitFor(page, 'the popup closed', (st) => st.popup === null && st.dialog === null);
}

// Opens the new-game dialog on its Game ID field with the I key, types `text` and presses Enter.
async function enterGameId(page, text) {
  await page.mouse.move(5, 790);
  await page.keyboard.press('i');
  await waitFor(page, 'the dialog on its Game ID field', (st) => st.dialog === 'new-game' && st.widgets['newgame-game-id']);
  await typeInto(page, 'newgame-game-id', text);
  await page.keyboard.press('Enter');
}

run(async ({ page, base, problems }) => {
  log('a board link opens in the dark theme, with sound off');
  await page.goto(base + '#' + BOARD);
  let s = await waitFor(page, 'the board', (st) => st.ready && st.board && st.board.spaces);
  check(s.theme === 'dark' && s.settings.theme === 'dark', `theme at first: ${s.theme} / ${s.settings.theme}`);
  check(s.settings.sound === false && s.sound.enabled === false && s.sound.device === 'closed', `sound at first: ${JSON.stringify(s.sound)}`);

  log('Settings > Theme > Light applies at once, without a reload');
  await openSettings(page);
  const framesBefore = (await waitFor(page, 'state', () => true)).frames_drawn;
  await click(page, 'setting-theme-light');
  s = await waitFor(page, 'the light theme', (st) => st.theme === 'light' && st.settings.theme === 'light');
  check(s.frames_drawn > framesBefore, 'no frame was drawn for the new theme');
  await shot(page, 'player-01-settings-light.png');
  await closePopup(page);

  log('the theme is kept with the settings: a reload opens light');
  await page.reload();
  s = await waitFor(page, 'the board after the reload', (st) => st.ready && st.board && st.board.spaces);
  check(s.theme === 'light', `theme after a reload: ${s.theme}`);

  log('Follow the system: the browser\'s prefers-color-scheme decides, and a change shows without a click');
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSettings(page);
  await click(page, 'setting-theme-system');
  s = await waitFor(page, 'the system\'s dark', (st) => st.settings.theme === 'system' && st.theme === 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  s = await waitFor(page, 'the system\'s light', (st) => st.theme === 'light');
  await click(page, 'setting-theme-light');
  s = await waitFor(page, 'light chosen again', (st) => st.settings.theme === 'light');
  await closePopup(page);

  log('every game in the light theme');
  for (const game of GAMES) {
    // On a busy machine a click can land on a frame before the page has drawn the last change:
    // clicked again until the dialog shows.
    for (let attempt = 1; ; ++attempt) {
      await click(page, 'new-game');
      try {
        await waitFor(page, 'the new-game dialog', (st) => st.dialog === 'new-game' && st.widgets['newgame-game'], 8000);
        break;
      } catch (e) {
        if (attempt >= 3) throw e;
        await page.keyboard.press('Escape');
      }
    }
    await pick(page, 'newgame-by-seed', 'newgame-seed');
    await choose(page, 'newgame-game', game);
    await typeInto(page, 'newgame-seed', '7');
    await click(page, 'newgame-start');
    s = await waitFor(page, `${game} dealt`, (st) => st.ready && st.dialog === null && st.challenge.game === game && st.board);
    if (game === 'fujisan') {
      s = await askHint(page);
    }
    await page.mouse.move(5, 790);
    await page.waitForTimeout(300);
    await shot(page, `player-02-light-${game}.png`, { mouseAway: true });
  }

  log('the solved banner in the light theme (the solver plays its solution)');
  await page.goto(base + '#' + BOARD);
  s = await waitFor(page, 'the linked board', (st) => st.ready && st.challenge.board === '554344221335/311400512200' && st.moves.length === 0);

  log('sound on: the switch, a preview, then moves, undo, a hint and a solve, with no error');
  await openSettings(page);
  await click(page, 'setting-sound');
  s = await waitFor(page, 'sound on', (st) => st.settings.sound === true && st.sound.enabled === true && st.sound.device !== 'closed');
  const open = s.sound.device === 'open';
  log(`the audio device: ${s.sound.device}${s.sound.problem ? ' (' + s.sound.problem + ')' : ''}${open ? ' at ' + s.sound.rate + ' Hz' : ''}`);
  if (open) check(s.sound.queued.move === 1, `the preview was not queued: ${JSON.stringify(s.sound.queued)}`);
  await closePopup(page);
  const queued = (st, cue) => (st.sound.queued && st.sound.queued[cue]) || 0;
  const before = { move: queued(s, 'move'), undo: queued(s, 'undo'), hint: queued(s, 'hint'), solved: queued(s, 'solved') };

  const first = s.legal_moves[0];
  await page.keyboard.press(first[0].toLowerCase());
  s = await waitFor(page, 'the keyboard selection', (st) => st.board.selected === first[0]);
  const index = s.board.targets.findIndex((t) => t.move === first);
  check(index >= 0 && index < 9, `the move ${first} has no number key`);
  await page.keyboard.press(String(index + 1));
  s = await waitFor(page, 'the move played', (st) => st.moves.length === 1);
  await page.keyboard.press('Control+Z');
  s = await waitFor(page, 'the move undone', (st) => st.cursor === 0);
  s = await askHint(page);
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  await click(page, 'solution-play');
  s = await waitFor(page, 'solved by the solution', (st) => st.solved === true, 60_000);
  await page.waitForTimeout(400);
  await shot(page, 'player-03-light-solved.png', { mouseAway: true });
  s = await waitFor(page, 'state', () => true);
  if (open) {
    const moves = s.moves.length;
    check(queued(s, 'move') - before.move === 1 + (moves - 1), `moves heard: ${JSON.stringify(s.sound.queued)} for ${moves} solution moves`);
    check(queued(s, 'undo') - before.undo === 1, `undo heard: ${JSON.stringify(s.sound.queued)}`);
    check(queued(s, 'hint') - before.hint === 1, `hint heard: ${JSON.stringify(s.sound.queued)}`);
    check(queued(s, 'solved') - before.solved === 1, `solve heard: ${JSON.stringify(s.sound.queued)}`);
  }
  check(problems.length === 0, `errors with sound on: ${problems.join('; ')}`);

  log('sound off again: nothing more is queued');
  await openSettings(page);
  await click(page, 'setting-sound');
  s = await waitFor(page, 'sound off', (st) => st.settings.sound === false && st.sound.enabled === false);
  await closePopup(page);
  const offCount = JSON.stringify(s.sound.queued);
  await page.keyboard.press('Control+Z');
  s = await waitFor(page, 'an undo with sound off', (st) => st.solved === false);
  check(JSON.stringify(s.sound.queued) === offCount, `a sound was queued with sound off: ${JSON.stringify(s.sound.queued)}`);

  log('Game ID: a full share link opens its puzzle with its moves');
  const shared = 'v1/fujisan/board/554344221335.311400512200/standard/m/' + first;
  await enterGameId(page, `https://puzzles.example.org/lab/#${shared}`);
  s = await waitFor(page, 'the shared game', (st) => st.dialog === null && st.ready && st.moves.length === 1 && st.moves[0] === first);
  check(s.challenge.board === '554344221335/311400512200', `the game ID opened ${JSON.stringify(s.challenge)}`);

  log('Game ID: just the #v1/... part, of a seed link, opens that deal');
  await enterGameId(page, '#v1/boxoff/seed/shuffled/standard/5');
  s = await waitFor(page, 'the BoxOff deal', (st) => st.dialog === null && st.ready && st.challenge.game === 'boxoff' && st.challenge.seed === 5);

  log('Game ID: bad input is named in the dialog, and the game in progress stays');
  const kept = JSON.stringify(s.challenge);
  await enterGameId(page, 'not a game id');
  s = await waitFor(page, 'the refusal', (st) => st.dialog === 'new-game' && st.widgets['newgame-error']);
  check(s.widgets['newgame-error'] !== undefined, 'no error shown');
  await shot(page, 'player-04-game-id-refused.png');
  await page.keyboard.press('Escape');
  s = await waitFor(page, 'the dialog closed', (st) => st.dialog === null);
  check(JSON.stringify(s.challenge) === kept, 'a refused game ID changed the game in progress');
  await enterGameId(page, '#v1/fujisan/board/5543/standard');
  s = await waitFor(page, 'the bad board refused', (st) => st.dialog === 'new-game' && st.widgets['newgame-error']);
  await page.keyboard.press('Escape');
  s = await waitFor(page, 'the dialog closed', (st) => st.dialog === null);
  check(JSON.stringify(s.challenge) === kept, 'a bad board in a game ID changed the game in progress');

  log('Game ID: a seed deals that seed of the dialog\'s game and setup');
  await enterGameId(page, '12345');
  s = await waitFor(page, 'the seeded deal', (st) => st.dialog === null && st.ready && st.challenge.seed === 12345);

  log('the level editor (a Fruit Dating level\'s), the Lab\'s plots and talk mode in the light theme');
  await page.goto(base + '#' + EDITABLE_LEVEL);
  s = await waitFor(page, 'a level to edit', (st) =>
    st.ready && st.challenge.game === 'fruit-dating' && st.widgets['more']);
  await fromMenu(page, 'menu-edit-level');
  s = await waitFor(page, 'the editor', (st) => st.screen === 'editor' && st.widgets['editor-verdict']);
  await page.waitForTimeout(300);
  await shot(page, 'player-05-light-editor.png', { mouseAway: true });
  await click(page, 'editor-back');
  await waitFor(page, 'the play screen', (st) => st.screen === 'play');
  await page.goto(base + '#' + LAB_LINK);
  s = await waitFor(page, 'the experiment done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
  await page.waitForTimeout(300);
  await shot(page, 'player-06-light-lab-tables.png', { mouseAway: true });
  for (let attempt = 1; ; ++attempt) {
    await click(page, 'lab-tab-plots');
    try {
      await waitFor(page, 'the plots', (st) => st.widgets['lab-plot-box'] && st.widgets['lab-plot-bars'], 5000);
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
  await page.waitForTimeout(300);
  await shot(page, 'player-07-light-lab-plots.png', { mouseAway: true });
  await page.goto(base + '#' + TALK_LINK);
  s = await waitFor(page, 'the talk', (st) => st.screen === 'talk');
  await page.waitForTimeout(800);
  await shot(page, 'player-08-light-talk.png', { mouseAway: true });

  check(problems.length === 0, `page errors: ${problems.join('; ')}`);
  log('PASS');
});
