// End-to-end test of setups as data in the browser app (docs/app/LAB_SCREEN.md "Your own setups"):
// Debian's chromium driven by playwright-core through the automation hook. Screenshots go to
// tests/e2e/screenshots/lab-setups-*.png.
//
// Covered: the Lab's setup editor on Sigmar's Garden: a published setup described by the engine,
// broken (the engine's message names the field), fixed and renamed, saved in the browser and
// added to the study; a small study run with it beside the published setups, where it measures
// exactly as the published setup it describes (the same boards for every seed); the page
// reloaded (the Lab link reruns the study, the saved setup is listed and loads again); the Share
// link opened in a new tab (the same figures); the saved setup chosen under "Custom setups" in
// the new-game dialog, dealt, its seed link carrying it, and its setup watched step by step.
//
// Usage: node tests/e2e/lab_setups.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, link: s.link, notices: s.notices, dialog: s.dialog, challenge: s.challenge,
           setup: s.setup,
           lab: s.lab && { form: s.lab.form, form_error: s.lab.form_error, setup_editor: s.lab.setup_editor,
                           share_link: s.lab.share_link,
                           run: s.lab.run && { state: s.lab.run.state, error: s.lab.run.error, setups: s.lab.run.setups } } };
}

const { log, check, state, waitFor, choose: chooseShown, shot, typeInto: typeIntoShown, run } =
  harness('e2e lab setups', { summary, clickSettle: 80 });

// The form is taller than the window: a widget below (or above) the part in sight is scrolled into
// it with the mouse wheel over the form, as a person would, before it is clicked or typed into.
async function reveal(page, name) {
  const viewport = page.viewportSize();
  const top = 8, bottom = viewport.height - 12;
  // A widget wholly out of sight is not listed at all: look up the form first, then down.
  let direction = -1;
  for (let attempt = 1; ; ++attempt) {
    let s = await state(page);
    const w = s.widgets[name];
    if (w && w.cy >= top && w.cy <= bottom) return s;
    if (attempt > 24) {
      if (!w) throw new Error(`${name} is nowhere in the form`);
      throw new Error(`${name} stays out of sight at y ${w.cy}`);
    }
    if (!w && attempt === 9) direction = 1;
    const delta = w ? (w.cy > bottom ? Math.min(300, w.cy - bottom + 60) : -Math.min(300, top - w.cy + 60))
                    : direction * 300;
    await page.mouse.move(w ? Math.min(Math.max(w.cx, 20), viewport.width / 3) : 200, viewport.height / 2);
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(150);
  }
}

async function choose(page, name, option) {
  await reveal(page, name);
  return chooseShown(page, name, option);
}

async function typeInto(page, name, text) {
  await reveal(page, name);
  return typeIntoShown(page, name, text);
}

const GAME = 'sigmar';
const GAME_TITLE = "Sigmar's Garden";
const MINE = 'my-garden';

// Held a moment (harness.holdAt): while the workers run a frame can swallow a quick click.
async function click(page, name) {
  const s = await reveal(page, name);
  await harness.holdAt(page, s.widgets[name].cx, s.widgets[name].cy);
  return s;
}

// Clicks until `shown` holds (a click on a frame that re-lays the form out is lost).
async function clickUntil(page, name, what, shown) {
  for (let attempt = 1; ; ++attempt) {
    await click(page, name);
    try {
      return await waitFor(page, what, shown, 5000);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

// The first leaf of a description past its name (depth first), with the nearest object key.
function firstLeaf(value, key = null) {
  if (value === null || typeof value !== 'object') return { path: [], key, value };
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [k, v] of entries) {
    if (k === 'name') continue;
    const leaf = firstLeaf(v, typeof k === 'number' ? key : k);
    if (leaf) return { ...leaf, path: [k, ...leaf.path] };
  }
  return null;
}
function setAt(value, path, to) {
  const copy = JSON.parse(JSON.stringify(value));
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  at[path[path.length - 1]] = to;
  return copy;
}

// "Your own setup" sits under Run: its text field is looked for down the form, and the section
// opened when it is not there.
async function openEditor(page) {
  try {
    return await reveal(page, 'lab-setup-text');
  } catch (e) {
    await click(page, 'lab-setup-editor');
    return reveal(page, 'lab-setup-text');
  }
}

async function setCount(page, widget, key, value) {
  await typeInto(page, widget, String(value));
  await page.keyboard.press('Enter');
  await waitFor(page, `${widget} = ${value}`, (st) => !st.text_input && String(st.lab.form[key]) === String(value));
}

// The figures of one setup that must match another's when both deal the same boards.
function figures(setup) {
  return JSON.stringify([setup.challenges, setup.solved, setup.solvable, setup.trials, setup.length_median]);
}

run(async ({ context, page, base, watch }) => {
  log('load the app, open the Lab, set up an experiment of our own on Sigmar\'s Garden');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.widgets['open-lab']);
  await click(page, 'open-lab');
  await waitFor(page, 'the Lab', (st) => st.screen === 'lab' && st.widgets['lab-run']);
  await choose(page, 'lab-preset', '(your own experiment)');
  await choose(page, 'lab-game', GAME_TITLE);
  s = await waitFor(page, 'the game chosen', (st) => st.lab.form.game === GAME && st.lab.form.setups.length >= 1);
  const published = s.lab.form.setups[0];
  // One published setup beside ours keeps the study small.
  for (const other of s.lab.form.setups.slice(1)) {
    await click(page, `lab-setup-${other}`);
    s = await waitFor(page, `${other} unticked`, (st) => !st.lab.form.setups.includes(other));
  }

  log(`a new setup from the published "${published}": the engine's description in the editor`);
  await openEditor(page);
  await choose(page, 'lab-describe-from', published);
  await click(page, 'lab-describe');
  s = await waitFor(page, 'the description', (st) => st.lab.setup_editor.state === 'ok' || st.lab.setup_editor.state === 'refused');
  check(s.lab.setup_editor.state === 'ok', `describe_setup: ${s.lab.setup_editor.message}`);
  check(s.lab.setup_editor.described_from === published, `described from ${s.lab.setup_editor.described_from}`);
  const description = JSON.parse(s.lab.setup_editor.text);
  check(s.lab.setup_editor.text.includes('\n'), 'the description is not written out over lines');
  await shot(page, 'lab-setups-01-described.png', { mouseAway: true });

  log('broken: a field of the wrong kind, and the engine\'s message names it');
  const leaf = firstLeaf(description);
  check(leaf && leaf.key, `no field to break in ${JSON.stringify(description)}`);
  const broken = setAt(description, leaf.path, typeof leaf.value === 'string' ? 12345 : 'oops');
  await typeInto(page, 'lab-setup-text', JSON.stringify(broken));
  s = await waitFor(page, 'the check of the broken text', (st) => ['ok', 'refused'].includes(st.lab.setup_editor.state) &&
    st.lab.setup_editor.text === JSON.stringify(broken));
  check(s.lab.setup_editor.state === 'refused' && s.lab.setup_editor.message.includes(leaf.key),
        `the message does not name "${leaf.key}": ${s.lab.setup_editor.message}`);
  check(s.lab.setup_editor.setup === null, 'a refused setup has a setup to add');
  await shot(page, 'lab-setups-02-broken.png', { mouseAway: true });

  log(`fixed and renamed "${MINE}": OK; saved in the browser and added to the study`);
  const mine = { ...description, name: MINE };
  await typeInto(page, 'lab-setup-text', JSON.stringify(mine));
  s = await waitFor(page, 'the fixed text OK', (st) => st.lab.setup_editor.state === 'ok' && st.lab.setup_editor.label === MINE);
  const mineText = s.lab.setup_editor.setup;
  check(mineText.startsWith('{') && JSON.parse(mineText).name === MINE, `the setup's text: ${mineText}`);
  await click(page, 'lab-setup-save');
  s = await waitFor(page, 'saved', (st) => st.lab.setup_editor.saved.includes(MINE));
  await click(page, 'lab-setup-add');
  s = await waitFor(page, 'added to the study', (st) => st.lab.form.setups.includes(mineText) && st.widgets[`lab-custom-${MINE}`]);
  await setCount(page, 'lab-trials', 'trials', 2);
  await setCount(page, 'lab-per-trial', 'per_trial', 4);
  s = await waitFor(page, 'the form accepted', (st) => st.lab.form_error === null && st.lab.share_link);
  check(!s.lab.form.preset, 'the study is still the published preset');
  await shot(page, 'lab-setups-03-added.png', { mouseAway: true });

  log('the small study: the described setup beside the published ones, measured as the one it describes');
  await click(page, 'lab-run');
  s = await waitFor(page, 'the study done', (st) => st.lab.run.state === 'done' || st.lab.run.state === 'failed', 60_000);
  check(s.lab.run.state === 'done', `the run: ${s.lab.run.error}`);
  check(s.lab.run.setups[MINE] && s.lab.run.setups[published], `the run's setups: ${Object.keys(s.lab.run.setups)}`);
  check(figures(s.lab.run.setups[MINE]) === figures(s.lab.run.setups[published]),
        `${MINE} (${figures(s.lab.run.setups[MINE])}) does not measure as ${published} (${figures(s.lab.run.setups[published])})`);
  const measured = figures(s.lab.run.setups[MINE]);
  const shareLink = s.lab.share_link;
  await page.mouse.move(5, 790);
  await shot(page, 'lab-setups-04-study.png', { mouseAway: true });
  await click(page, 'lab-tab-plots');
  await waitFor(page, 'the plots', (st) => st.widgets['lab-plot-bars']);
  await page.waitForTimeout(400);
  await shot(page, 'lab-setups-05-plots.png', { mouseAway: true });

  log('Share: the link of the study with its described setup');
  await click(page, 'lab-setup-share');
  s = await waitFor(page, 'the share popup', (st) => st.widgets['lab-share-text'] && st.widgets['lab-share-copy']);
  await shot(page, 'lab-setups-06-share.png', { mouseAway: true });
  await page.keyboard.press('Escape');

  log('the page reloaded: the Lab link reruns the study; the saved setup is listed and loads');
  await page.reload();
  s = await waitFor(page, 'the study rerun after the reload', (st) => st.screen === 'lab' &&
    st.lab.run.state === 'done', 60_000);
  check(s.lab.run.setups[MINE] && figures(s.lab.run.setups[MINE]) === measured, `after the reload: ${JSON.stringify(s.lab.run.setups)}`);
  await openEditor(page);
  s = await waitFor(page, 'the saved setup listed', (st) => st.lab.setup_editor.saved.includes(MINE));
  await reveal(page, 'lab-saved-load');
  await choose(page, 'lab-saved-setup', MINE);
  await click(page, 'lab-saved-load');
  s = await waitFor(page, 'the saved setup loaded', (st) => st.lab.setup_editor.state === 'ok' && st.lab.setup_editor.setup === mineText);
  await shot(page, 'lab-setups-07-reloaded.png', { mouseAway: true });

  log('the share link in a new tab: the same study, the same figures');
  const tab = await context.newPage();
  watch(tab);
  await tab.goto(base + '#' + shareLink);
  s = await waitFor(tab, 'the shared study done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
  check(s.lab.form.setups.includes(mineText), `the shared form's setups: ${JSON.stringify(s.lab.form.setups)}`);
  check(figures(s.lab.run.setups[MINE]) === measured, `the shared run: ${JSON.stringify(s.lab.run.setups[MINE])}`);
  await tab.close();

  log('the play screen: the saved setup under "Custom setups", dealt, its setup watched');
  await click(page, 'lab-back');
  await waitFor(page, 'the play screen', (st) => st.screen === 'play' && st.widgets['new-game']);
  await click(page, 'new-game');
  await waitFor(page, 'the new-game dialog', (st) => st.dialog === 'new-game' && st.widgets['newgame-game']);
  await choose(page, 'newgame-game', GAME);
  await choose(page, 'newgame-setup', MINE);
  await typeInto(page, 'newgame-seed', '3');
  await shot(page, 'lab-setups-08-new-game.png', { mouseAway: true });
  await click(page, 'newgame-start');
  s = await waitFor(page, 'the custom setup dealt', (st) => st.ready && !st.dialog && st.challenge.game === GAME &&
    st.challenge.setup === mineText && String(st.challenge.seed) === '3' && st.board);
  check(s.link.includes('/seed/'), `the game's link: ${s.link}`);
  await click(page, 'setup-watch');
  s = await waitFor(page, 'the setup traced', (st) => st.setup.active && !st.setup.loading && st.setup.steps > 0);
  check(s.setup.position === 0 && s.setup.at_start, `the setup watch does not start at step 0: ${s.setup.position}`);
  await click(page, 'setup-forward');
  await click(page, 'setup-forward');
  s = await waitFor(page, 'the setup stepped forward', (st) => st.setup.position === 2, 10000);
  await shot(page, 'lab-setups-09-watch.png', { mouseAway: true });
  log(`done: ${MINE} measured ${measured}, dealt and watched (${s.setup.steps} steps)`);
});
