// End-to-end test of talk mode: Debian's chromium driven by playwright-core (tests/e2e/harness.js),
// reading the app's state from its automation hook (window.puzzlelab.state().talk).
//
// Covered: the Talk screen opened from the play screen (the shipped talks listed); then EVERY
// shipped talk started from the list and played from its first scene to its last by the keyboard
// alone (no mouse event from Start to Esc): Space plays what a scene shows, finishes it, then
// moves on; Right / Left step a setup and a solution; F full screen; L the laser; Tab / Shift+Tab
// send the laser to the scene's spots (a title's points, the boards, a plot's bars, where the plot
// then shows the bar's values) and Shift+arrows held move it. Each scene is checked against its talk
// document (assets/talks/NAME.json) before its screenshot: the kind and caption, a title card's
// title and every point drawn, a board's game, setup and seed dealt, a setup played to its last
// step ending on the dealt board, a solution played to its end, both side-by-side verdicts and
// the tally of `deal` challenges per setup, a lab run to its end with its plot drawn. The address
// bar follows every scene. Then every scene of every talk laid out in four frames (the example
// deck's 960 x 540, 1280 x 720, 1920 x 1080, a phone's 390 x 844): the text blocks the app reports
// drawing (talk.texts) neither overlap nor fall under the smallest type for the frame. Then a
// talk opened at a scene by its link and N; a game's link followed, after which Talk shows the
// list and its Continue opens the talk again at that scene; bad talk links (an unknown talk, a
// scene past the end) and a bad talk file (an unknown setup) refused with a message naming the
// problem; a good talk file played; Esc back to the list and the play screen.
//
// Screenshots: talk-list.png, talk-<name>-<scene>.png for every scene of every talk,
// talk-link-<scene>.png, talk-continue.png, talk-bad-link.png, talk-bad-file.png,
// talk-frame-WxH-<name>-<scene>.png.
//
// Usage: node tests/e2e/talk.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  const board = (b) => b && { ready: b.ready, error: b.error, verdict: b.verdict, solution: b.solution,
                              setup: b.setup_watch && { position: b.setup_watch.position, steps: b.setup_watch.steps,
                                                        playing: b.setup_watch.playing, at_end: b.setup_watch.at_end } };
  return { screen: s.screen, focus: s.focus, notices: s.notices,
           talk: { open: t.open, name: t.name, scene: t.scene, kind: t.kind, error: t.error, fullscreen: t.fullscreen,
                   laser: t.laser, pointer: t.pointer, spots: t.spots && t.spots.map((p) => p.name), plot_hit: t.plot_hit,
                   board: board(t.board), left: board(t.left), right: board(t.right),
                   run: t.run && { state: t.run.state, chunks_done: t.run.chunks_done, chunks_total: t.run.chunks_total } } };
}

const { ROOT, log, check, state, waitFor, click, shot, run } = harness('e2e talk', { summary, clickSettle: 80 });

const LONG = 180_000;  // a lab scene's run in two workers on a loaded machine

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
const spotNames = (st) => (st.talk.spots || []).map((p) => p.name);
const near = (a, b) => Math.abs(a.x - b.x) <= 2 && Math.abs(a.y - b.y) <= 2;

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

// The list of talks is navigated like any screen: the arrows move the focus frame (the first one
// shows it), Enter presses the framed button.
async function focusByKeys(page, name) {
  for (let i = 0; i < 30; ++i) {
    let s = await state(page);
    if (s.focus === name) return s;
    if (s.focus === null || !s.widgets[s.focus]) {
      await press(page, 'ArrowDown');
      try {
        await waitFor(page, 'the focus frame', (st) => st.focus !== null && st.widgets[st.focus], 1500);
      } catch (e) {
        await press(page, 'F6');
      }
      continue;
    }
    const f = s.widgets[s.focus];
    const g = (await waitFor(page, `widget "${name}"`, (st) => st.widgets[name])).widgets[name];
    await press(page, g.cy > f.cy + 2 ? 'ArrowDown' : g.cy < f.cy - 2 ? 'ArrowUp' : g.cx > f.cx ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`the focus frame did not reach "${name}"; at ${JSON.stringify((await state(page)).focus)}`);
}

// Tab (or Shift+Tab) until the laser rests on a spot `wanted` accepts; returns the state there.
async function pointTo(page, what, wanted, key = 'Tab') {
  const seen = [];
  for (let i = 0; i < 60; ++i) {
    await press(page, key);
    const s = await waitFor(page, 'the laser on a spot', (st) => st.talk.pointer.source === 'keys' && st.talk.pointer.spot);
    seen.push(s.talk.pointer.spot);
    if (wanted(s.talk.pointer.spot)) {
      // The glide takes a quarter of a second: then the dot rests on the spot, as drawn this frame
      // (near it and where the last look found it: a key held from here moves it from its rest,
      // not from the last pixels of a glide that frames slowed by a busy machine stretch out).
      let last = null;
      return waitFor(page, `the laser resting on ${what}`, (st) => {
        const spot = st.talk.spots.find((p) => p.name === st.talk.pointer.spot);
        const here = `${st.talk.pointer.x},${st.talk.pointer.y}`;
        const resting = here === last;
        last = here;
        return st.talk.pointer.visible && spot && near(st.talk.pointer, spot) && resting;
      });
    }
  }
  throw new Error(`Tab never reached ${what}; went through ${seen.join(', ')}`);
}

// The laser on a plot's mark: the plot takes it for the mouse and reports the element under it.
async function pointAtPlot(page) {
  const s = await pointTo(page, 'a plot mark', (spot) => spot.startsWith('plot-'));
  const parts = s.talk.pointer.spot.split('-').slice(1).map(Number);
  const expectItem = parts[parts.length - 1];
  const hit = await waitFor(page, 'the plot answering the laser', (st) => st.talk.plot_hit && st.talk.plot_hit.item === expectItem);
  if (parts.length === 2) check(hit.talk.plot_hit.series === parts[0], `the plot's hit ${JSON.stringify(hit.talk.plot_hit)} for ${s.talk.pointer.spot}`);
  return hit;
}

// Plays the scene on show by the keyboard to its last beat, checking it shows what its talk
// document says; returns the state there.
async function playScene(page, spec) {
  const sameChallenge = (b, c, game) => b && b.game === game && b.setup === c.setup && b.seed === String(c.seed);
  switch (spec.kind) {
    case 'title': {
      const names = ['title', ...(spec.subtitle ? ['subtitle'] : []), ...(spec.points || []).map((_, i) => `point-${i + 1}`), 'caption'];
      return waitFor(page, 'the title card with every point', (st) => st.talk.kind === 'title' &&
        JSON.stringify(spotNames(st)) === JSON.stringify(names));
    }
    case 'board': {
      const s = await waitFor(page, 'the board dealt', (st) => st.talk.board.ready && st.talk.board.board.length > 0);
      check(sameChallenge(s.talk.board, spec, spec.game), `the board: ${JSON.stringify(s.talk.board).slice(0, 200)}`);
      check(spotNames(s).includes('board'), 'the board is a spot for the laser');
      return s;
    }
    case 'setup': {
      const first = await waitFor(page, 'the setup traced', (st) => setupOf(st.talk.board) && setupOf(st.talk.board).steps > 0);
      check(sameChallenge(first.talk.board, spec, spec.game), `the setup's board: ${first.talk.board.game} ${first.talk.board.setup} ${first.talk.board.seed}`);
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
    case 'solution': {
      const found = await waitFor(page, 'the solution found', (st) => st.talk.board.solution && st.talk.board.solution.moves > 0, LONG);
      check(sameChallenge(found.talk.board, spec, spec.game), 'the solution scene deals its challenge');
      const moves = found.talk.board.solution.moves;
      await press(page, 'ArrowRight');
      await waitFor(page, 'one move of the solution', (st) => st.talk.board.solution.position === 1);
      await press(page, 'Space');  // plays from there
      await waitFor(page, 'the solution playing', (st) => st.talk.board.solution.playing || st.talk.board.solution.position === moves);
      await press(page, 'Space');  // finishes
      const end = await waitFor(page, 'the solution played', (st) => st.talk.board.solution.position === moves);
      check(end.talk.board.verdict.startsWith('Solvable'), `the verdict: ${end.talk.board.verdict}`);
      check(spotNames(end).includes('verdict') && spotNames(end).includes('board'), 'the verdict and the board are spots');
      return end;
    }
    case 'side-by-side': {
      await waitFor(page, 'both boards traced and decided', (st) =>
        setupOf(st.talk.left) && setupOf(st.talk.right) && st.talk.left.status && st.talk.right.status, LONG);
      const s = await state(page);
      check(sameChallenge(s.talk.left, spec.left, spec.game) && sameChallenge(s.talk.right, spec.right, spec.game),
            `the two boards: ${s.talk.left.setup} ${s.talk.left.seed}, ${s.talk.right.setup} ${s.talk.right.seed}`);
      await press(page, 'Space');  // both play
      await press(page, 'Space');  // both finish
      const ends = await waitFor(page, 'both setups at their end', (st) =>
        setupOf(st.talk.left).at_end && setupOf(st.talk.right).at_end);
      for (const side of ['left', 'right']) {
        check(/^(Solvable|Cannot be solved)/.test(ends.talk[side].verdict), `${side} verdict: ${ends.talk[side].verdict}`);
        check(ends.talk[side].setup_watch.board === ends.talk[side].board, `the ${side} setup ends on its dealt board`);
      }
      if (!spec.deal) return ends;
      await press(page, 'Space');  // deals and tallies
      const tally = await waitFor(page, 'the tally dealt', (st) => st.talk.run && st.talk.run.state === 'done', LONG);
      for (const setup of [spec.left.setup, spec.right.setup])
        check(tally.talk.run.setups[setup] && tally.talk.run.setups[setup].challenges === spec.deal,
              `the tally of ${setup}: ${JSON.stringify(tally.talk.run.setups[setup])}`);
      return waitFor(page, 'the tally plotted', (st) => spotNames(st).some((n) => n.startsWith('plot-')));
    }
    case 'lab': {
      const done = await waitFor(page, 'the lab run done', (st) => st.talk.run && st.talk.run.state === 'done', LONG);
      const e = spec.experiment;
      const setups = Object.keys(done.talk.run.setups);
      check(setups.length > 0, 'the run measured its setups');
      if (e.setups) check(JSON.stringify(setups.sort()) === JSON.stringify([...e.setups].sort()), `the setups: ${setups}`);
      if (e.trials && e.per_trial)
        for (const setup of setups)
          check(done.talk.run.setups[setup].challenges === e.trials * e.per_trial, `${setup}: ${done.talk.run.setups[setup].challenges} challenges`);
      return waitFor(page, 'the plot drawn', (st) => spotNames(st).filter((n) => n.startsWith('plot-')).length >= setups.length);
    }
    default:
      throw new Error(`unknown scene kind ${spec.kind}`);
  }
}

// The talk's text as drawn (the state's texts: each block's rectangle and type size, measured as
// the app lays it out): none under the smallest type for a frame of w x h (14 px at 960 x 540 and
// on a phone, growing with the frame to 24 px, docs/app/TALK_MODE.md), none cut to fit, none off
// the frame, and no two overlapping. `names`: blocks that must be there.
const smallestType = (w, h) => Math.min(24, Math.max(14, 14 * Math.min(w / 960, h / 540)));
function checkTexts(st, w, h, where, names = []) {
  const texts = st.talk.texts || [];
  const min = smallestType(w, h);
  for (const name of names) check(texts.some((t) => t.name === name), `${where}: no "${name}" drawn: ${texts.map((t) => t.name)}`);
  const rect = (t) => `${t.name} (${[t.x, t.y, t.w, t.h].map(Math.round).join(', ')})`;
  for (const [i, a] of texts.entries()) {
    check(a.size >= min - 0.01, `${where}: ${rect(a)} is in ${a.size.toFixed(1)} px type, under ${min.toFixed(1)} px`);
    check(a.whole, `${where}: ${rect(a)} is cut to fit`);
    check(a.x >= -0.5 && a.y >= -0.5 && a.x + a.w <= w + 0.5 && a.y + a.h <= h + 0.5, `${where}: ${rect(a)} runs off the frame`);
    for (const b of texts.slice(i + 1)) {
      const across = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      check(across <= 0.5 || down <= 0.5, `${where}: ${rect(a)} and ${rect(b)} overlap`);
    }
  }
}

// Every scene of every shipped talk, opened by its link, laid out in four frames: the example
// deck's 960 x 540 (embedded, as the deck shows it), and the app resized from a projector's
// 1280 x 720 to a 1080p screen and a phone's 390 x 844; a setup also played to its end, where a
// spent supply folds to a line.
async function checkFrames(context, base, talks, watch) {
  const deck = await context.newPage();
  const app = await context.newPage();
  await deck.setViewportSize({ width: 960, height: 540 });
  const frames = [[deck, 960, 540], [app, 1280, 720], [app, 1920, 1080], [app, 390, 844]];
  for (const [page, query] of [[deck, '?embed=1'], [app, '']]) {
    watch(page);
    await page.goto(`${base}${query}#v1/talk/${talks[0]}/1`);
    await waitFor(page, 'the talk open', (st) => st.screen === 'talk' && st.talk.open);
  }
  await deck.focus('#canvas');  // the frame takes the keys once clicked into
  // The caption band spans the frame at its foot: the state is of a frame laid out at w x h.
  const laidOut = (st, w, h) => {
    const c = st.widgets['talk-caption'];
    return c && c.x + c.w <= w && c.x + c.w > w - 40 && c.y + c.h <= h && c.y + c.h > h - 40;
  };
  for (const name of talks) {
    const doc = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'talks', `${name}.json`), 'utf8'));
    for (const [i, spec] of doc.scenes.entries()) {
      for (const [page] of frames.slice(0, 2))
        await page.evaluate((hash) => { window.location.hash = hash; }, `v1/talk/${name}/${i + 1}`);
      const boards = spec.kind === 'side-by-side' ? ['left', 'right'] : ['board'];
      const names = ['caption'];
      if (spec.kind === 'title') names.push('title', ...(spec.points || []).map((_, k) => `point-${k + 1}`));
      if (spec.kind === 'setup' || spec.kind === 'side-by-side') names.push('setup-caption', 'supply-title');
      if (spec.kind === 'lab') names.push('progress');
      const opened = (st) => st.talk.name === name && st.talk.scene === i + 1 &&
        (spec.kind === 'title' || spec.kind === 'lab' || boards.every((b) => st.talk[b] && st.talk[b].ready));
      // A setup at its end has folded a spent supply to a line; one with pieces left (spare
      // dominoes) keeps its panel.
      const ended = (st) => st.talk.board.setup_watch.at_end &&
        (st.talk.board.setup_watch.fold === 1 || (st.talk.board.setup_watch.supply > 0 && st.talk.board.setup_watch.fold === 0));
      for (const end of spec.kind === 'setup' ? [false, true] : [false]) {
        if (end) {
          for (const [page] of frames.slice(0, 2)) {
            await page.bringToFront();
            await press(page, 'Space');  // plays
            await press(page, 'Space');  // finishes
          }
        }
        for (const [page, w, h] of frames) {
          await page.bringToFront();  // a page in the background draws no frames
          if (page === app) await page.setViewportSize({ width: w, height: h });
          const where = `${w} x ${h}, ${name} ${i + 1} (${spec.kind})${end ? ' at its end' : ''}`;
          // (At the end the supply's label may have folded into its line.)
          const must = [...names, ...(page === app ? ['where', 'keys'] : [])].filter((n) => !end || n !== 'supply-title');
          const s = await waitFor(page, where, (st) => opened(st) && laidOut(st, w, h) && (!end || ended(st)) &&
            must.every((n) => st.talk.texts.some((t) => t.name === n)), LONG);
          const folded = end && s.talk.board.setup_watch.fold === 1;
          checkTexts(s, w, h, where, end ? [...must, folded ? 'supply-line' : 'supply-title'] : must);
          // Pictures of what was reported: Fujisan's title card and its setups' ends in every frame,
          // each side by side on a projector.
          if ((name === 'fujisan' && (i === 0 || end)) || (spec.kind === 'side-by-side' && w === 1280))
            await shot(page, `talk-frame-${w}x${h}-${name}-${i + 1}${end ? '-end' : ''}.png`);
        }
      }
    }
    log(`every scene of ${name} laid out in four frames`);
  }
  await deck.close();
  await app.close();
}

// A whole talk, started from the list and played to its last scene by the keyboard alone.
async function playTalk(page, name, { first }) {
  const doc = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'talks', `${name}.json`), 'utf8'));
  await focusByKeys(page, `talk-start-${name}`);
  await press(page, 'Enter');  // Start: also asks for full screen (a key press lets the page ask)
  let s = await waitFor(page, `the ${name} talk at its first scene`, (st) => st.talk.open && st.talk.name === name && st.talk.scene === 1);
  await waitFor(page, 'full screen', (st) => st.talk.fullscreen === true, 5000);
  check(s.talk.scenes === doc.scenes.length, `${name}: ${s.talk.scenes} scenes, the document has ${doc.scenes.length}`);
  const pointed = { title: false, side: false, plot: false };
  const started = Date.now();
  for (let scene = 1; scene <= doc.scenes.length; ++scene) {
    const spec = doc.scenes[scene - 1];
    if (scene > 1) s = await pressUntilScene(page, 'Space', scene, LONG);
    check(s.talk.kind === spec.kind, `${name} scene ${scene}: ${s.talk.kind}, the document says ${spec.kind}`);
    check(s.talk.caption === spec.caption, `${name} scene ${scene}: the caption`);
    check(!(s.talk.pointer.visible && s.talk.pointer.source === 'keys'), 'the laser the keys placed leaves with the scene');
    await waitForAddress(page, `v1/talk/${name}/${scene}`);
    if (first && scene === 2) {
      // Full screen and the laser, by their keys.
      await press(page, 'f');
      await waitFor(page, 'full screen left', (st) => st.talk.fullscreen === false, 5000);
      await press(page, 'f');
      await waitFor(page, 'full screen again', (st) => st.talk.fullscreen === true, 5000);
      await press(page, 'l');
      await waitFor(page, 'the laser off', (st) => st.talk.laser === false);
      await press(page, 'l');
      await waitFor(page, 'the laser on', (st) => st.talk.laser === true);
    }
    s = await playScene(page, spec);
    if (spec.kind === 'title' && !pointed.title) {
      // Tab to the first spot (the title), Shift+Tab round to the last (the caption), then on to
      // the first point: the screenshot shows the dot on its bullet.
      s = await pointTo(page, 'the title', (spot) => spot === 'title');
      s = await pointTo(page, 'the caption', (spot) => spot === 'caption', 'Shift+Tab');
      s = await pointTo(page, 'the first point', (spot) => spot === 'point-1');
      pointed.title = true;
    } else if (spec.kind === 'side-by-side' && !pointed.side) {
      // Tab to the right board, then Shift+Up held moves the dot up off it, freely.
      s = await pointTo(page, 'the right board', (spot) => spot === 'right');
      const before = s.talk.pointer;
      // Held until the dot has moved: on a busy machine 300 ms may hold only a frame or two.
      await page.keyboard.down('Shift');
      await page.keyboard.down('ArrowUp');
      try {
        s = await waitFor(page, 'the laser moved up by Shift+Up', (st) =>
          st.talk.pointer.visible && st.talk.pointer.spot === null && st.talk.pointer.y < before.y - 20);
      } finally {
        await page.keyboard.up('ArrowUp');
        await page.keyboard.up('Shift');
      }
      check(Math.abs(s.talk.pointer.x - before.x) < 1, 'Shift+Up moves the laser straight up');
      pointed.side = true;
    } else if ((spec.kind === 'lab' || (spec.kind === 'side-by-side' && spec.deal)) && !pointed.plot) {
      s = await pointAtPlot(page);
      pointed.plot = true;
    }
    await page.waitForTimeout(400);
    checkTexts(await state(page), 1280, 800, `${name} ${scene} played`);
    await shot(page, `talk-${name}-${scene}.png`);
    log(`${name} ${scene}/${doc.scenes.length} (${spec.kind}): ${spec.caption.slice(0, 50)}...`);
  }
  check(pointed.title && pointed.plot, `${name}: the laser pointed at a title and a plot`);
  // Space on the last scene stays there; P goes back one scene; Esc leaves for the list.
  await press(page, 'Space');
  s = await state(page);
  check(s.talk.scene === doc.scenes.length, 'Space on the last scene stays there');
  await press(page, 'p');
  await waitFor(page, 'the scene before the last', (st) => st.talk.scene === doc.scenes.length - 1);
  await press(page, 'Escape');
  await waitFor(page, 'the list of talks again', (st) => st.screen === 'talk' && !st.talk.open);
  log(`${name}: played in ${Math.round((Date.now() - started) / 1000)} s`);
}

run(async ({ context, page, base, watch, problems }) => {
  await page.goto(base);
  await waitFor(page, 'the app ready', (st) => st.screen === 'play' && st.ready);

  log('the Talk screen from the play screen lists the shipped talks');
  await click(page, 'open-talk');
  let s = await waitFor(page, 'the talk list', (st) =>
    st.screen === 'talk' && !st.talk.open && st.talk.talks.every((name) => st.widgets[`talk-start-${name}`]));
  const talks = s.talk.talks;
  const files = fs.readdirSync(path.join(ROOT, 'assets', 'talks')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  check(JSON.stringify([...talks].sort()) === JSON.stringify(files.sort()), `the app ships ${talks}, assets/talks has ${files}`);
  await shot(page, 'talk-list.png');

  // From here to the end of the last talk, the keyboard alone.
  for (const [i, name] of talks.entries()) {
    log(`the ${name} talk played through by the keyboard alone`);
    await playTalk(page, name, { first: i === 0 });
  }

  log('every scene laid out in four frames: no text overlaps, none under the smallest type');
  await checkFrames(context, base, talks, watch);

  log('a talk opened at a scene by its link, and N');
  const linked = await context.newPage();
  watch(linked);
  await linked.goto(`${base}#v1/talk/entangled/4`);
  s = await waitFor(linked, 'the entangled talk at scene 4', (st) =>
    st.screen === 'talk' && st.talk.open && st.talk.name === 'entangled' && st.talk.scene === 4);
  check(s.talk.kind === 'side-by-side', `scene 4 is side by side, not ${s.talk.kind}`);
  await waitFor(linked, 'both boards dealt', (st) => st.talk.left.ready && st.talk.right.ready);
  await shot(linked, 'talk-link-4.png');
  await press(linked, 'n');
  s = await waitFor(linked, 'scene 5 by N', (st) => st.talk.scene === 5);
  await waitForAddress(linked, 'v1/talk/entangled/5');

  log('a link to a game leaves the talk; Talk then shows the list, which offers to continue it');
  await linked.evaluate(() => { window.location.hash = 'v1/fujisan/seed/dominoes/standard/12345'; });
  await waitFor(linked, 'the play screen', (st) => st.screen === 'play' && st.ready);
  await click(linked, 'open-talk');
  s = await waitFor(linked, 'the list of talks', (st) => st.screen === 'talk' && st.widgets['talk-continue']);
  check(!s.talk.open && s.talk.talks.every((name) => s.widgets[`talk-start-${name}`]),
        'the Talk button shows the list of talks, not the talk last shown');
  await shot(linked, 'talk-continue.png');
  await click(linked, 'talk-continue');
  s = await waitFor(linked, 'the entangled talk again at scene 5', (st) =>
    st.screen === 'talk' && st.talk.open && st.talk.name === 'entangled' && st.talk.scene === 5);
  await waitForAddress(linked, 'v1/talk/entangled/5');

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
  s = await playScene(linked, bad.scenes[1]);
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
