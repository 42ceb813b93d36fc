// End-to-end test of talk mode: Debian's chromium driven by playwright-core (tests/e2e/harness.js),
// reading the app's state from its automation hook (window.puzzlelab.state().talk).
//
// Covered: the Talk screen opened from the play screen (the shipped talks listed); the Fujisan
// talk played through from its first scene to its last by the keyboard alone (Space plays what a
// scene shows, finishes it, then moves on; Right / Left step a setup; F full screen; L the laser),
// each scene's link in the address bar, a screenshot of every scene once it shows what it is for
// (the setup built, the solution played, the verdicts, the lab's plot filled); another talk opened
// at a scene by its link, and N to the next scene; bad talk links (an unknown talk, a scene past
// the end) and a bad talk file (an unknown setup) refused with a message naming the problem; a
// good talk file played; Esc back to the list and to the play screen.
//
// Usage: node tests/e2e/talk.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  const board = (b) => b && { ready: b.ready, error: b.error, verdict: b.verdict, solution: b.solution,
                              setup: b.setup_watch && { position: b.setup_watch.position, steps: b.setup_watch.steps,
                                                        playing: b.setup_watch.playing, at_end: b.setup_watch.at_end } };
  return { screen: s.screen, link: s.link, notices: s.notices,
           talk: { open: t.open, name: t.name, scene: t.scene, kind: t.kind, error: t.error, fullscreen: t.fullscreen,
                   board: board(t.board), left: board(t.left), right: board(t.right),
                   run: t.run && { state: t.run.state, chunks_done: t.run.chunks_done, chunks_total: t.run.chunks_total } } };
}

const { log, check, state, waitFor, click, shot, run } = harness('e2e talk', { summary, clickSettle: 80 });

const LONG = 120_000;  // a lab scene's run in two workers on a loaded machine

async function press(page, key) {
  await page.keyboard.press(key);
  await page.waitForTimeout(120);
}

// Presses a key to reach scene `scene`: one press moves on from a scene played to its last beat;
// the press is repeated only when the scene did not change within a few seconds (a key lost on a
// frame that took long), never while the state may still be catching up.
async function pressUntilScene(page, key, scene, timeout = 30_000) {
  const start = Date.now();
  for (;;) {
    await press(page, key);
    try {
      return await waitFor(page, `scene ${scene}`, (st) => st.talk.scene === scene, 5000);
    } catch (e) {
      if (Date.now() - start > timeout) throw e;
    }
  }
}

const setupOf = (b) => b && b.setup_watch;

// The address bar's link (the automation state's "link" is the play screen's game).
const addressOf = (page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));

async function waitForAddress(page, expected) {
  const start = Date.now();
  for (;;) {
    const hash = await addressOf(page);
    if (hash === expected) return;
    if (Date.now() - start > 5000) throw new Error(`the address bar shows ${hash}, not ${expected}`);
    await page.waitForTimeout(100);
  }
}

// What every scene kind must show before its screenshot, read from the state.
async function waitForScene(page, kind) {
  switch (kind) {
    case 'title':
      return waitFor(page, 'the title card', (st) => st.widgets['talk-caption']);
    case 'board':
      return waitFor(page, 'the board dealt', (st) => st.talk.board.ready && st.talk.board.board.length > 0);
    case 'setup':
      return waitFor(page, 'the setup traced', (st) => setupOf(st.talk.board) && setupOf(st.talk.board).steps > 0);
    case 'solution':
      return waitFor(page, 'the solution found', (st) => st.talk.board.solution && st.talk.board.solution.moves > 0, LONG);
    case 'side-by-side':
      return waitFor(page, 'both boards traced and decided', (st) =>
        setupOf(st.talk.left) && setupOf(st.talk.right) && st.talk.left.status && st.talk.right.status, LONG);
    case 'lab':
      return waitFor(page, 'the lab run done', (st) => st.talk.run && st.talk.run.state === 'done', LONG);
    default:
      throw new Error(`unknown scene kind ${kind}`);
  }
}

// Plays the scene on show by the keyboard to its last beat; returns the state there.
async function playScene(page, kind) {
  if (kind === 'setup') {
    const first = await waitForScene(page, kind);
    const steps = setupOf(first.talk.board).steps;
    // Right steps one, Left steps back.
    await press(page, 'ArrowRight');
    await waitFor(page, 'one setup step', (st) => setupOf(st.talk.board).position === 1);
    await press(page, 'ArrowLeft');
    await waitFor(page, 'back at the start', (st) => setupOf(st.talk.board).position === 0);
    await press(page, 'Space');  // plays
    await waitFor(page, 'the setup playing', (st) => setupOf(st.talk.board).playing || setupOf(st.talk.board).at_end);
    await press(page, 'Space');  // finishes
    const end = await waitFor(page, 'the setup at its end', (st) => setupOf(st.talk.board).at_end);
    check(setupOf(end.talk.board).position === steps, 'the setup ends on its last step');
    check(end.talk.board.setup_watch.board === end.talk.board.board, 'the setup ends on the dealt board');
    return end;
  }
  if (kind === 'solution') {
    const found = await waitForScene(page, kind);
    const moves = found.talk.board.solution.moves;
    await press(page, 'ArrowRight');
    await waitFor(page, 'one move of the solution', (st) => st.talk.board.solution.position === 1);
    await press(page, 'Space');  // plays from there
    await waitFor(page, 'the solution playing', (st) => st.talk.board.solution.playing || st.talk.board.solution.position === moves);
    await press(page, 'Space');  // finishes
    const end = await waitFor(page, 'the solution played', (st) => st.talk.board.solution.position === moves);
    check(end.talk.board.verdict.startsWith('Solvable'), `the verdict: ${end.talk.board.verdict}`);
    return end;
  }
  if (kind === 'side-by-side') {
    await waitForScene(page, kind);
    await press(page, 'Space');  // both play
    await press(page, 'Space');  // both finish
    const ends = await waitFor(page, 'both setups at their end', (st) =>
      setupOf(st.talk.left).at_end && setupOf(st.talk.right).at_end);
    for (const side of ['left', 'right'])
      check(/^(Solvable|Cannot be solved)/.test(ends.talk[side].verdict), `${side} verdict: ${ends.talk[side].verdict}`);
    await press(page, 'Space');  // deals and tallies
    return waitFor(page, 'the tally dealt', (st) => st.talk.run && st.talk.run.state === 'done', LONG);
  }
  return waitForScene(page, kind);
}

run('puzzlelab-e2e-talk-', async ({ context, page, base, watch, problems }) => {
  await page.goto(base);
  await waitFor(page, 'the app ready', (st) => st.screen === 'play' && st.ready);

  log('the Talk screen from the play screen lists the shipped talks');
  await click(page, 'open-talk');
  let s = await waitFor(page, 'the talk list', (st) =>
    st.screen === 'talk' && !st.talk.open && st.widgets['talk-start-entangled'] && st.widgets['talk-start-sigmar']);
  for (const name of ['entangled', 'fujisan', 'sigmar'])
    check(s.talk.talks.includes(name) && s.widgets[`talk-start-${name}`], `talk ${name} listed`);
  await shot(page, 'talk-list.png');

  log('the Fujisan talk played through by the keyboard alone');
  await click(page, 'talk-start-fujisan');  // the last mouse action: from here on, keys only
  s = await waitFor(page, 'the first scene', (st) => st.talk.open && st.talk.name === 'fujisan' && st.talk.scene === 1);
  // Start asks for full screen (in answer to the click, as the browser requires).
  await waitFor(page, 'full screen', (st) => st.talk.fullscreen === true, 5000);
  const scenes = s.talk.scenes;
  check(scenes >= 6, `the Fujisan talk has ${scenes} scenes`);
  const kinds = [];
  for (let scene = 1; scene <= scenes; ++scene) {
    if (scene > 1) s = await pressUntilScene(page, 'Space', scene, LONG);
    const kind = s.talk.kind;
    kinds.push(kind);
    await waitForAddress(page, `v1/talk/fujisan/${scene}`);
    if (scene === 2) {
      // Full screen and the laser pointer, by their keys.
      await press(page, 'f');
      await waitFor(page, 'full screen left', (st) => st.talk.fullscreen === false, 5000);
      await press(page, 'f');
      await waitFor(page, 'full screen again', (st) => st.talk.fullscreen === true, 5000);
      await press(page, 'l');
      await waitFor(page, 'the laser off', (st) => st.talk.laser === false);
      await press(page, 'l');
      await waitFor(page, 'the laser on', (st) => st.talk.laser === true);
    }
    s = await playScene(page, kind);
    if (scene === 2) await page.mouse.move(640, 300);  // the laser pointer where the mouse is
    await page.waitForTimeout(400);
    await shot(page, `talk-fujisan-${scene}-${kind}.png`);
    if (scene === 2) await page.mouse.move(1275, 795);  // the pointer out of the way: no tooltips over the plots
    log(`scene ${scene} (${kind}): ${s.talk.caption.slice(0, 60)}...`);
  }
  for (const kind of ['title', 'setup', 'side-by-side', 'solution', 'lab'])
    check(kinds.includes(kind), `the talk has a ${kind} scene`);
  // Space on the last scene stays there; P goes back one scene.
  await press(page, 'Space');
  s = await state(page);
  check(s.talk.scene === scenes, 'Space on the last scene stays there');
  await press(page, 'p');
  await waitFor(page, 'the scene before the last', (st) => st.talk.scene === scenes - 1);

  log('another talk opened at a scene by its link');
  const linked = await context.newPage();
  watch(linked);
  await linked.goto(`${base}#v1/talk/entangled/4`);
  s = await waitFor(linked, 'the entangled talk at scene 4', (st) =>
    st.screen === 'talk' && st.talk.open && st.talk.name === 'entangled' && st.talk.scene === 4);
  check(s.talk.kind === 'side-by-side', `scene 4 is side by side, not ${s.talk.kind}`);
  s = await playScene(linked, 'side-by-side');
  await linked.waitForTimeout(400);
  await shot(linked, 'talk-entangled-4-side-by-side.png');
  await press(linked, 'n');
  s = await waitFor(linked, 'scene 5 by N', (st) => st.talk.scene === 5);
  await waitForAddress(linked, 'v1/talk/entangled/5');
  s = await playScene(linked, s.talk.kind);
  await linked.waitForTimeout(400);
  await shot(linked, `talk-entangled-5-${s.talk.kind}.png`);

  log('bad talk links: a message naming the problem');
  await linked.evaluate(() => { window.location.hash = 'v1/talk/entangled/99'; });
  s = await waitFor(linked, 'the refusal of scene 99', (st) => st.screen === 'talk' && !st.talk.open && st.talk.error);
  check(/there is no scene 99/.test(s.talk.error), `the message: ${s.talk.error}`);
  await linked.evaluate(() => { window.location.hash = 'v1/talk/keynote/1'; });
  s = await waitFor(linked, 'the refusal of an unknown talk', (st) => /keynote/.test(st.talk.error));
  check(/no talk named 'keynote'/.test(s.talk.error) && /fujisan/.test(s.talk.error), `the message: ${s.talk.error}`);
  await shot(linked, 'talk-bad-link.png');

  log('a bad talk file: a message naming the problem');
  const bad = {
    format: 'puzzlelab-talk', version: 1, name: 'mine', title: 'Mine',
    scenes: [{ kind: 'title', title: 'Mine', caption: 'Hello' },
             { kind: 'setup', game: 'boxoff', setup: 'hexagons', seed: 1, caption: 'Tiles' }],
  };
  const loadFile = async (name, document) => {
    const chooser = linked.waitForEvent('filechooser');
    await click(linked, 'talk-load-file');
    await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(document)) });
  };
  await loadFile('bad-talk.json', bad);
  s = await waitFor(linked, 'the bad file refused', (st) => /bad-talk\.json/.test(st.talk.error));
  check(/scene 2 \(setup\): unknown setup 'hexagons'/.test(s.talk.error), `the message: ${s.talk.error}`);
  check(!s.talk.open, 'no talk is open after a bad file');
  await shot(linked, 'talk-bad-file.png');

  log('a good talk file plays from its first scene');
  bad.scenes[1].setup = 'l-tiles';
  bad.scenes[1].params = { rows: 4, cols: 6, colours: 4 };
  await loadFile('good-talk.json', bad);
  s = await waitFor(linked, 'the file talk open', (st) => st.talk.open && st.talk.name === 'mine' && st.talk.from_file);
  s = await pressUntilScene(linked, 'Space', 2);
  s = await playScene(linked, 'setup');
  const fileAddress = await addressOf(linked);
  check(!/talk/.test(fileAddress), `a talk from a file has no link of its own: ${fileAddress}`);

  log('Esc leaves the talk, then the Talk screen');
  await press(linked, 'Escape');
  await waitFor(linked, 'the talk list', (st) => st.screen === 'talk' && !st.talk.open);
  await press(linked, 'Escape');
  await waitFor(linked, 'the play screen', (st) => st.screen === 'play');

  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log('done');
});
