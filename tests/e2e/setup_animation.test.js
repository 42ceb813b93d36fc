// End-to-end test of "Watch the setup" on the play screen, for every game: Debian's chromium driven
// by playwright-core (tests/e2e/harness.js). For each game it opens a challenge by its seed link,
// starts the animation with the button, steps forward to the end with the Right arrow, back to the
// start with the Left arrow and forward again with Space (playing), reading the position, the
// step count, the caption and the board so far from the automation hook (window.puzzlelab.state()
// .setup); the board at the end must be the generated board, every position must show the same
// board on the way back, and "Play this challenge" must return to play on that board. Screenshots
// mid-animation (a step's pieces on their way, and at rest) go to
// tests/e2e/screenshots/setup-*.png, with one on a phone-sized window.
//
// Usage: node tests/e2e/setup_animation.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, notices: s.notices, cursor: s.cursor,
           setup: s.setup && { ...s.setup, board: undefined, final_board: undefined } };
}

const { SHOTS, log, check, state, waitFor, click, shot, run } = harness('e2e setup', { summary, clickSettle: 80 });

// The canvas as the app drew it in the next frame: read back right after the app's own
// requestAnimationFrame callback, before the frame is presented. A page screenshot takes seconds
// on a loaded machine and would show the pieces long arrived; this catches them on their way.
async function canvasShot(page, name) {
  const data = await page.evaluate(() => new Promise((resolve) =>
    requestAnimationFrame(() => resolve(document.querySelector('canvas').toDataURL('image/png')))));
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.writeFileSync(path.join(SHOTS, name), Buffer.from(data.split(',')[1], 'base64'));
}

// One seeded challenge per game, with a setup whose trace shows its kind of supply.
const GAMES = [
  { game: 'fujisan', name: 'Fujisan dominoes', link: 'v1/fujisan/seed/dominoes/standard/12345', seed: '12345' },
  { game: 'boxoff', name: 'BoxOff L-tiles', link: 'v1/boxoff/seed/l-tiles/standard.colours=4.cols=6.rows=4/1', seed: '1' },
  { game: 'pretzel', name: 'Pretzel shuffled', link: 'v1/pretzel/seed/shuffled/standard.ranks=4.suits=4/1', seed: '1' },
  { game: 'sigmar', name: 'Sigmar linear', link: 'v1/sigmar/seed/linear/standard.template=symmetric-6/3', seed: '3' },
  { game: 'fruit-dating', name: 'Fruit Dating article',
    link: 'v1/fruit-dating/seed/article/standard.features=all.height=6.max_moves=8.min_moves=4.width=6/2', seed: '2' },
];

async function openLink(page, { game, link, seed }) {
  await page.evaluate((hash) => { window.location.hash = hash; }, link);
  return waitFor(page, `the ${game} challenge with seed ${seed}`, (st) =>
    st.ready && st.challenge.game === game && String(st.challenge.seed) === seed && st.board && !st.setup.active);
}

async function startWatching(page, game) {
  await click(page, 'setup-watch');
  return waitFor(page, `the ${game} setup traced`, (st) => st.setup.active && !st.setup.loading && st.setup.steps > 0);
}

// One key press that moves the animation to `position`; returns the state there.
async function pressTo(page, key, position) {
  await page.keyboard.press(key);
  return waitFor(page, `step ${position} after ${key}`, (st) => st.setup.position === position, 10000);
}

// Clicks the speed slider at a fraction of its width until the speed shows it took effect (a
// click on a frame where the controls re-flow is lost, as harness.pick says).
async function slide(page, fraction, took) {
  for (let attempt = 1; ; ++attempt) {
    const s = await waitFor(page, 'the speed slider', (st) => st.widgets['setup-speed']);
    const w = s.widgets['setup-speed'];
    await page.mouse.click(w.x + 2 + (w.w - 4) * fraction, w.cy);
    try {
      // The pointer stays on the slider until the speed took: moved away in the same frame as
      // the click, the press would land where the pointer went.
      const s = await waitFor(page, `the speed at ${fraction} of the slider`, (st) => took(st.setup.speed), 3000);
      await page.mouse.move(640, 790);
      return s;
    } catch (e) {
      if (attempt >= 5) throw e;
    }
  }
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app');
  await page.goto(base);
  await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);

  for (const entry of GAMES) {
    const { game, name } = entry;
    log(`${name}: open the seed link and watch the setup`);
    let s = await openLink(page, entry);
    const generated = s.challenge.board;
    s = await startWatching(page, game);
    const steps = s.setup.steps;
    check(s.setup.position === 0 && s.setup.at_start && !s.setup.playing, `${game}: the animation does not start at step 0`);
    check(s.setup.final_board === generated, `${game}: the trace ends on ${s.setup.final_board}, not the generated ${generated}`);
    check(s.setup.board !== generated && s.setup.board.includes('?'), `${game}: step 0 already shows the board: ${s.setup.board}`);
    check(/steps to the board/.test(s.setup.caption), `${game}: the caption at the start: ${s.setup.caption}`);
    check(s.widgets['setup-caption'] && s.widgets['setup-play'] && s.widgets['setup-forward'], `${game}: the controls are missing`);

    log(`${name}: forward to the end with the Right arrow (${steps} steps), at the slowest speed`);
    // The slowest speed: each step's pieces take longest to arrive.
    s = await slide(page, 0, (speed) => speed <= 0.3);
    const boards = [s.setup.board];
    const captions = [s.setup.caption];
    // From the middle on, the first step that places pieces is photographed with its pieces on
    // their way from the supply, then at rest.
    const middle = Math.max(1, Math.floor(steps / 2));
    let photographed = false;
    let midway = null;  // the watch's state at rest mid-way: the supply has its panel
    for (let i = 1; i <= steps; ++i) {
      if (i >= middle && !photographed) {
        await page.keyboard.press('ArrowRight');
        s = await waitFor(page, `step ${i} under way`, (st) => st.setup.position === i && st.setup.arrival > 0 && st.setup.arrival < 1, 10000);
        if (s.setup.arriving.length > 0) {
          await canvasShot(page, `setup-${game}-1-moving.png`);
          photographed = true;
        }
        // The animation ends by itself and the pieces stay at rest.
        s = await waitFor(page, `step ${i} at rest`, (st) => st.setup.arrival === 1, 10000);
        if (photographed && s.setup.position === i && i < steps) await shot(page, `setup-${game}-2-rest.png`);
        if (photographed && !midway) midway = s.setup;
      } else {
        s = await pressTo(page, 'ArrowRight', i);
      }
      check(s.setup.caption.length > 0 && s.setup.kind, `${game}: step ${i} has no caption or kind`);
      boards.push(s.setup.board);
      captions.push(s.setup.caption);
    }
    check(photographed, `${game}: no step from the middle on placed a piece`);
    check(s.setup.at_end && !s.setup.playing, `${game}: not at the end after ${steps} steps`);
    check(s.setup.board === generated, `${game}: the board at the end\n  ${s.setup.board}\nis not the generated\n  ${generated}`);
    check(!s.setup.board.includes('?'), `${game}: cells still to come at the end`);
    s = await pressTo(page, 'ArrowRight', steps);  // past the end: stays
    // A spent supply folds to a line and the board takes the room; leftover pieces keep the panel.
    const area = (r) => r.w * r.h;
    if (s.setup.supply === 0) {
      s = await waitFor(page, `${game}: the spent supply folded`, (st) => st.setup.fold === 1, 5000);
      const b = s.setup.board_area, p = s.setup.supply_area, was = midway.board_area;
      log(`${name}: board area ${Math.round(was.w)}x${Math.round(was.h)} mid-way, ${Math.round(b.w)}x${Math.round(b.h)} at the end`);
      check(area(b) > area(was),
            `${game}: the board's area did not grow at the end: ${JSON.stringify(was)} -> ${JSON.stringify(b)}`);
      check(p.h < midway.supply_area.h && p.h <= 120, `${game}: the supply did not fold to a line: ${JSON.stringify(p)}`);
      const apart = p.x >= b.x + b.w || p.y >= b.y + b.h;
      check(apart, `${game}: the folded supply overlaps the board: ${JSON.stringify(p)} and ${JSON.stringify(b)}`);
    } else {
      check(s.setup.fold === 0, `${game}: the supply folded with ${s.setup.supply} pieces left in it`);
    }
    await shot(page, `setup-${game}-3-end.png`, { mouseAway: true });

    log(`${name}: back to the start with the Left arrow; every position shows what it showed`);
    for (let i = steps - 1; i >= 0; --i) {
      s = await pressTo(page, 'ArrowLeft', i);
      check(s.setup.board === boards[i], `${game}: step ${i} going back shows\n  ${s.setup.board}\ninstead of\n  ${boards[i]}`);
      check(s.setup.caption === captions[i], `${game}: step ${i} going back says "${s.setup.caption}"`);
    }
    check(s.setup.at_start, `${game}: not back at the start`);

    log(`${name}: forward again with Space (playing at the top speed) to the end, where it stops`);
    s = await slide(page, 1, (speed) => speed >= 19);  // the slider's right end: the top speed
    await page.keyboard.press('Space');
    s = await waitFor(page, `${game} played to the end`, (st) => st.setup.at_end && !st.setup.playing, 30000);
    check(s.setup.board === generated, `${game}: playing ends on another board: ${s.setup.board}`);
    await page.waitForTimeout(300);
    s = await state(page);
    check(s.setup.position === steps && !s.setup.playing && s.setup.arrival === 1, `${game}: the animation went on after the end`);

    log(`${name}: "Play this challenge" returns to play on exactly that board`);
    await click(page, 'setup-play-challenge');
    s = await waitFor(page, `${game} back to play`, (st) => !st.setup.active && st.ready && st.board);
    check(s.challenge.board === generated && String(s.challenge.seed) === entry.seed && s.cursor === 0,
          `${game}: not the same challenge at its start after the setup`);
    check(s.legal_moves.length > 0, `${game}: nothing to play after the setup`);
  }

  log('a phone-sized window: the Sigmar setup mid-way, the caption and the bag fit');
  const phone = await context.newPage();
  watch(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(base + '#' + GAMES[3].link);
  let s = await waitFor(phone, 'the Sigmar challenge on the phone', (st) => st.ready && st.challenge.game === 'sigmar' && st.board);
  await click(phone, 'setup-watch');
  s = await waitFor(phone, 'the setup on the phone', (st) => st.setup.active && st.setup.steps > 0);
  for (let i = 1; i <= 12; ++i) s = await pressTo(phone, 'ArrowRight', i);
  const caption = s.widgets['setup-caption'];
  check(caption && caption.x >= 0 && caption.x + caption.w <= 391, `the caption does not fit the phone: ${JSON.stringify(caption)}`);
  await shot(phone, 'setup-phone-sigmar.png');
  await click(phone, 'setup-close');
  await waitFor(phone, 'back to play on the phone', (st) => !st.setup.active);
  await phone.close();

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e setup: PASS (screenshots in tests/e2e/screenshots/setup-*.png)');
});
