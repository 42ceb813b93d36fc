// End-to-end test of the Lab screen in the browser app: Debian's chromium driven by
// playwright-core, every click on real canvas pixels found through the automation hook
// (window.puzzlelab.state(): the screen, its widgets' rectangles and the Lab's run). Screenshots
// go to tests/e2e/screenshots/lab-*.png.
//
// Covered: the Lab opened from the play screen; the form (a published study chosen and cleared,
// a setup unticked, trials, challenges per trial and seed typed); a small BoxOff experiment
// (2 setups x 3 trials x 10) run in the workers whose JSON export is byte for byte the CLI's
// document (the golden tests/data/lab/boxoff-small.json, produced by `puzzlelab experiment`),
// the CSV export; the plots and one saved as PNG (its size the plot's); the link in the address bar reopened in a new tab (the same bytes again); a
// trial's challenges listed and one opened on the play screen; a published study (the paper's
// values beside the measured ones); a long study watched while running (progress, interim
// figures, requests in flight) and cancelled; a bad Lab link (its message); a refused form
// (its message); a histogram bar clicked: the challenges of that length listed from a trial that
// holds them; the Pretzel study over ranks as a series (run and cancelled; a small one from the
// form whose JSON export is the native document byte for byte, the CSV, the lines as PNG, the
// paper rank by rank, its link rerun in a new tab); a phone-sized window (the parameter presets
// wrap, every label whole); a link to 10^8 challenges filling the form and waiting for Run with a
// note saying why, Run starting it; six setups' tables at 1280 x 800 and on a phone, and every
// Lab table drawn on the way, no column narrower than its header's first word.
//
// Usage: node tests/e2e/lab.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, link: s.link, notices: s.notices,
           lab: s.lab && { form: s.lab.form, form_error: s.lab.form_error, link: s.lab.link, message: s.lab.message,
                           waiting_note: s.lab.waiting_note,
                           run: s.lab.run && { state: s.lab.run.state, chunks_done: s.lab.run.chunks_done,
                                               chunks_total: s.lab.run.chunks_total, error: s.lab.run.error,
                                               document: s.lab.run.document, challenges: s.lab.run.challenges } } };
}

const { ROOT, log, check, state, waitFor, pressHeld, choose, pick, shot, typeInto, run } =
  harness('e2e lab', { summary, clickSettle: 80 });
const { settledSqueezedColumns } = harness;

const click = pressHeld;

// The CLI's document for the small experiment, produced by the code (tests/unit/lab_experiment_test.cpp
// checks `puzzlelab experiment boxoff --rows 4 --cols 6 --colours 4 --setups shuffled,l-tiles
// --trials 3 --per-trial 10 --seed 7` prints exactly this file).
const GOLDEN = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'lab', 'boxoff-small.json'));
// The series' document for Pretzel 4 suits x 2..4 ranks, 2 trials x 6, seed 5, as the desktop's
// thread pool produces it (tests/unit/middle_lab_series_test.cpp writes and checks this file; each
// rank's document in it is the CLI's `puzzlelab experiment --preset pretzel-4xN ...`).
const SERIES_GOLDEN = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'lab', 'pretzel-series-small.json'));
const SERIES_LINK = 'v1/lab/series/pretzel-4xN/to=4.trials=2.per_trial=6.seed=5';
const LENGTH_LINK = 'v1/lab/preset/pretzel-4x5/trials=6.per_trial=4';
const GOLDEN_DOC = JSON.parse(GOLDEN.toString('utf8'));
const SMALL_LINK = 'v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/trials=3.per_trial=10.seed=7.random_solver=playout';
// Every Fujisan setup: 10^8 challenges each, too large to start from a link unasked; a few each,
// run at once with the metric means six setups wide; the published study with its Paper tab.
const SIX_SETUPS = 'pure-random.any-coin.piecepack.engraved-tiles.dominoes.unique-pairs';
const LARGE_LINK = `v1/lab/fujisan/standard/${SIX_SETUPS}/trials=10000.per_trial=10000`;
const SIX_LINK = `v1/lab/fujisan/standard/${SIX_SETUPS}/trials=2.per_trial=4.seed=3`;
const PAPER_LINK = 'v1/lab/preset/fujisan-setups/trials=2.per_trial=4';

// FNV-1a (64-bit) of the bytes, as 16 hex digits: what the app reports of its JSON export.
function fnv1a(bytes) {
  let hash = 0xcbf29ce484222325n;
  for (const b of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(b)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

// Clicks a widget and returns the file the page offers as a download.
async function download(page, widget) {
  const waiting = page.waitForEvent('download', { timeout: 30_000 }).catch(async (e) => {
    const s = await state(page);
    throw new Error(`no download from ${widget} (${e.message.split('\n')[0]}); the Lab says: ${s && s.lab.message}; ` +
                    `downloads offered: ${await page.evaluate(() => JSON.stringify(Module.puzzlelabDownloads || []))}`);
  });
  const [file] = await Promise.all([waiting, click(page, widget)]);
  // Read as a stream: the browser may be one tools/test shares, whose files are not on this side.
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

async function setCount(page, widget, value) {
  await typeInto(page, widget, String(value));
  await page.keyboard.press('Enter');
  await waitFor(page, `${widget} = ${value}`, (st) => !st.text_input && (
    (widget === 'lab-trials' && st.lab.form.trials === value) ||
    (widget === 'lab-per-trial' && st.lab.form.per_trial === value) ||
    (widget === 'lab-seed' && st.lab.form.seed === String(value))));
}

async function setSeriesCount(page, widget, key, value) {
  await typeInto(page, widget, String(value));
  await page.keyboard.press('Enter');
  await waitFor(page, `${widget} = ${value}`, (st) => !st.text_input && st.lab.series_form &&
    String(st.lab.series_form[key]) === String(value));
}

function checkSeriesDocument(s, where) {
  const r = s.lab.series;
  check(r.state === 'done' && r.sizes_done === 3 && JSON.stringify(r.sizes) === '[2,3,4]',
        `${where}: the series did not finish: ${JSON.stringify(r)}`);
  check(r.document && r.document.bytes === SERIES_GOLDEN.length && r.document.fnv1a === fnv1a(SERIES_GOLDEN),
        `${where}: the series' document is not the native one (${JSON.stringify(r.document)} vs ${SERIES_GOLDEN.length} bytes)`);
  const golden = JSON.parse(SERIES_GOLDEN.toString('utf8'));
  for (let i = 0; i < 3; ++i)
    for (const setup of ['shuffled', 'sequential-suits', 'banded-suits'])
      check(r.figures[i].setups[setup].solvable === golden.experiments[i].document.setups[setup].solvable,
            `${where}: ${setup} at ${i + 2} ranks: ${r.figures[i].setups[setup].solvable}`);
}

function checkSmallDocument(s, where) {
  const r = s.lab.run;
  check(r.state === 'done' && r.chunks_done === 6 && r.chunks_total === 6, `${where}: the run did not finish: ${JSON.stringify(r)}`);
  check(r.document && r.document.bytes === GOLDEN.length && r.document.fnv1a === fnv1a(GOLDEN),
        `${where}: the document is not the CLI's (${JSON.stringify(r.document)} vs ${GOLDEN.length} bytes, ${fnv1a(GOLDEN)})`);
  for (const setup of ['shuffled', 'l-tiles']) {
    const got = r.setups[setup], want = GOLDEN_DOC.setups[setup];
    for (const key of ['challenges', 'solved', 'solvable', 'random_solvable', 'sp_minus_sr', 'length_median'])
      check(JSON.stringify(got[key]) === JSON.stringify(want[key]), `${where}: ${setup} ${key} ${got[key]} vs the CLI's ${want[key]}`);
    check(JSON.stringify(got.trials) === JSON.stringify(want.trials), `${where}: ${setup}'s per-trial rates differ`);
  }
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app and open the Lab from the play screen');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.widgets['open-lab']);
  await click(page, 'open-lab');
  s = await waitFor(page, 'the Lab', (st) => st.screen === 'lab' && st.widgets['lab-run']);
  check(s.lab.form.preset === 'boxoff-4x6x4' && s.lab.form.setups.length === 3, `the default form: ${JSON.stringify(s.lab.form)}`);
  check(s.lab.run.state === 'idle', 'a run started by itself');
  await shot(page, 'lab-01-form.png', { mouseAway: true });

  log('the form: a refused size says why and disables Run');
  await typeInto(page, 'lab-trials', '0');
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'the form refused', (st) => st.lab.form_error && st.widgets['lab-form-error']);
  check(s.lab.form_error === 'trials must be a whole number from 1 to 10000; 0 is too small', `form error: ${s.lab.form_error}`);

  log('the small experiment: own experiment, BoxOff 4x6x4, shuffled and l-tiles, 3 trials x 10, seed 7');
  await choose(page, 'lab-preset', '(your own experiment)');
  s = await waitFor(page, 'the study cleared', (st) => st.lab.form.preset === undefined || st.lab.form.preset === '');
  await click(page, 'lab-setup-three-colour-tiles');
  s = await waitFor(page, 'three-colour-tiles unticked', (st) => JSON.stringify(st.lab.form.setups) === '["shuffled","l-tiles"]');
  await setCount(page, 'lab-trials', 3);
  await setCount(page, 'lab-per-trial', 10);
  await setCount(page, 'lab-seed', 7);
  s = await waitFor(page, 'the form accepted', (st) => st.lab.form_error === null && st.lab.link === SMALL_LINK);
  check(JSON.stringify(s.lab.form.params) === JSON.stringify({ colours: 4, cols: 6, rows: 4, variant: 'standard' }),
        `params: ${JSON.stringify(s.lab.form.params)}`);
  await click(page, 'lab-run');
  s = await waitFor(page, 'the small experiment done', (st) => st.lab.run.state === 'done', 60_000);
  checkSmallDocument(s, 'the form\'s run');
  check(await page.evaluate(() => window.location.hash) === '#' + SMALL_LINK, 'the address bar does not show the Lab link');
  await page.mouse.move(5, 790);
  await shot(page, 'lab-02-small-done.png', { mouseAway: true });

  log('exports: the JSON is the CLI\'s document byte for byte; the CSV has one row per setup');
  const json = await download(page, 'lab-export-json');
  check(json.name === 'lab-boxoff-seed7.json', `JSON file name ${json.name}`);
  check(Buffer.compare(json.bytes, GOLDEN) === 0, 'the exported JSON is not the CLI\'s document');
  const csv = await download(page, 'lab-export-csv');
  const lines = csv.bytes.toString('utf8').split('\r\n');
  check(csv.name === 'lab-boxoff-seed7.csv' && lines[0].startsWith('setup,challenges,solved,unsolvable,unknown,solvable,'),
        `CSV ${csv.name}: ${lines[0]}`);
  check(lines[1].startsWith('shuffled,30,') && lines[2].startsWith('l-tiles,30,') && lines[3] === '', `CSV rows: ${lines.slice(1, 3)}`);
  check(lines[2].split(',')[5] === String(GOLDEN_DOC.setups['l-tiles'].solvable), 'the CSV\'s solvable is not the document\'s');

  log('the plots, and one saved as PNG: the plot\'s pixels as drawn');
  await click(page, 'lab-tab-plots');
  s = await waitFor(page, 'the plots', (st) => st.widgets['lab-plot-box'] && st.widgets['lab-plot-bars'] && st.widgets['lab-png-box']);
  // The plots below the first two can bring in the pane's scroll bar a frame later, narrowing
  // every plot: the rectangle is read again once the layout has settled.
  await page.waitForTimeout(500);
  s = await state(page);
  await shot(page, 'lab-03-plots.png', { mouseAway: true });
  const box = s.widgets['lab-plot-box'];
  const png = await download(page, 'lab-png-box');
  check(png.name === 'lab-boxoff-seed7.box.png', `PNG file name ${png.name}`);
  check(png.bytes.subarray(1, 4).toString('latin1') === 'PNG', 'the plot export is not a PNG');
  // IHDR: width and height in device pixels, the plot's rectangle at the page's pixel ratio.
  const width = png.bytes.readUInt32BE(16), height = png.bytes.readUInt32BE(20);
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  check(Math.abs(width - box.w * ratio) <= 2 && Math.abs(height - box.h * ratio) <= 2,
        `the PNG is ${width} x ${height}, the plot ${box.w} x ${box.h} CSS pixels`);
  fs.mkdirSync(path.join(__dirname, 'screenshots'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'screenshots', 'lab-03b-exported-box-plot.png'), png.bytes);
  s = await waitFor(page, 'the PNG message', (st) => /^Downloaded lab-boxoff-seed7\.box\.png \(\d+ x \d+ pixels\)$/.test(st.lab.message));

  log('Copy link: the link reruns the same experiment in a new tab');
  await click(page, 'lab-copy-link');
  s = await waitFor(page, 'the link popup', (st) => st.widgets['lab-link-text'] && st.widgets['lab-link-copy']);
  await click(page, 'lab-link-copy');
  s = await waitFor(page, 'the popup closed, the copy announced', (st) => !st.widgets['lab-link-text'] &&
    st.notices.some((n) => n.text.startsWith('Link copied')));
  const tab = await context.newPage();
  watch(tab);
  await tab.goto(base + '#' + SMALL_LINK);
  s = await waitFor(tab, 'the linked experiment done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
  checkSmallDocument(s, 'the link\'s run');
  await tab.close();
  // The copy's notice is closed as a person would: left to fade, it would lift the challenges'
  // rows under a click on its way out. Back from the other tab the first click can land before
  // the page has drawn again: repeated.
  for (let attempt = 1; ; ++attempt) {
    const shown = await state(page);
    if (shown.notices.length === 0) break;
    if (shown.widgets['notice-info-close']) await click(page, 'notice-info-close');
    try {
      await waitFor(page, 'the notice closed', (st) => st.notices.length === 0, 5000);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }

  log('a trial\'s challenges listed; one opened on the play screen');
  // Back from the other tab, the first click can land before the page has drawn again: repeated
  // until the tab shows.
  for (let attempt = 1; ; ++attempt) {
    await click(page, 'lab-tab-challenges');
    try {
      await waitFor(page, 'the challenges tab', (st) => st.widgets['lab-challenges-setup'], 5000);
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
  await choose(page, 'lab-challenges-setup', 'l-tiles');
  // The tab re-lays the screen out over its first frames: a click lost there is repeated.
  for (let attempt = 1; ; ++attempt) {
    await click(page, 'lab-list-challenges');
    try {
      await waitFor(page, 'the listing asked for', (st) => st.lab.run.challenges, 5000);
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
  s = await waitFor(page, 'the challenges of l-tiles, trial 1', (st) => st.lab.run.challenges && !st.lab.run.challenges.loading &&
    st.lab.run.challenges.rows === 10 && st.widgets['lab-open-challenge-2']);
  {
    const squeezed = await settledSqueezedColumns(page, ['lab-challenges']);
    check(squeezed.length === 0, `squeezed columns in the challenges:\n  ${squeezed.join('\n  ')}`);
  }
  await shot(page, 'lab-04-challenges.png', { mouseAway: true });
  await click(page, 'lab-open-challenge-2');
  s = await waitFor(page, 'the challenge on the play screen', (st) => st.screen === 'play' && st.challenge &&
    st.challenge.game === 'boxoff' && st.challenge.setup === 'l-tiles' && String(st.challenge.seed) === '9' && st.board);
  check(s.challenge.params.rows === 4 && s.challenge.params.cols === 6 && s.challenge.params.colours === 4,
        `the challenge's params: ${JSON.stringify(s.challenge.params)}`);
  check(/^#?v1\/boxoff\/seed\/l-tiles\//.test(s.link), `the play screen's link: ${s.link}`);

  log('a published study: the paper\'s values beside the measured ones');
  await click(page, 'open-lab');
  await waitFor(page, 'the Lab again', (st) => st.screen === 'lab' && st.lab.run.state === 'done');
  await choose(page, 'lab-preset', 'boxoff-4x6x4');
  s = await waitFor(page, 'the study in the form', (st) => st.lab.form.preset === 'boxoff-4x6x4');
  await click(page, 'lab-run');
  s = await waitFor(page, 'the study done', (st) => st.lab.run.state === 'done' && st.lab.run.chunks_total === 30, 120_000);
  check(s.lab.link === 'v1/lab/preset/boxoff-4x6x4', `the study's link: ${s.lab.link}`);
  check(s.lab.run.setups['l-tiles'].solvable > 0.8 && s.lab.run.setups.shuffled.solvable < 0.35,
        `the study's figures: ${JSON.stringify(s.lab.run.setups)}`);
  // Clicked again if the click lands while the finished study still lays its results out.
  await pick(page, 'lab-tab-paper', 'lab-paper');
  s = await waitFor(page, 'the paper table', (st) => st.widgets['lab-paper'] && st.widgets['lab-paper-verdict']);
  await shot(page, 'lab-05-paper.png', { mouseAway: true });
  await click(page, 'lab-tab-plots');
  s = await waitFor(page, 'the study\'s plots', (st) => st.widgets['lab-plot-bars']);
  await shot(page, 'lab-06-paper-plots.png', { mouseAway: true });

  log('pair equality by solvability ([GD-entangled] Fig. 18), and the paper\'s "significant" tested');
  const studyJson = JSON.parse((await download(page, 'lab-export-json')).bytes.toString('utf8'));
  const differ = studyJson.paper.find((e) => e.claim === 'solvable_unsolvable_differ');
  check(differ && differ.setup === 'shuffled' && differ.quantity === 'metric:pair_equality' && differ.agrees === true &&
        differ.p < 0.05 && differ.measured.solvable > differ.measured.unsolvable,
        `the pair equality claim: ${JSON.stringify(differ)}`);
  const splitInView = (st) => st.widgets['lab-plot-split'] && st.widgets['lab-split-metric'] &&
    st.widgets['lab-plot-split'].y + st.widgets['lab-plot-split'].h <= 795;
  await page.mouse.move(s.widgets['lab-plot-bars'].cx, s.widgets['lab-plot-bars'].cy);
  for (let turn = 0; turn < 40 && !splitInView(s); ++turn) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(120);
    s = await state(page);
  }
  s = await waitFor(page, 'the plot by solvability in view', splitInView, 5000);
  check(s.widgets['lab-split-metric'].value === 'pair_equality', `the split plot's metric: ${JSON.stringify(s.widgets['lab-split-metric'])}`);
  await shot(page, 'lab-06b-pair-equality-by-solvability.png', { mouseAway: true });
  // Back to the top of the pane, where the later steps expect the first plot.
  const split = s.widgets['lab-plot-split'];
  await page.mouse.move(split.cx, split.cy);
  for (let turn = 0; turn < 40 && !(s.widgets['lab-plot-box'] && s.widgets['lab-plot-box'].y >= 0); ++turn) {
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(120);
    s = await state(page);
  }
  await page.mouse.wheel(0, -2000);
  await page.waitForTimeout(200);

  log('a long study watched while it runs, then cancelled');
  await choose(page, 'lab-preset', 'fujisan-setups');
  // Ten times the study's challenges, so it is still running when Cancel is clicked however fast
  // the machine is.
  await setCount(page, 'lab-per-trial', 1000);
  await click(page, 'lab-run');
  s = await waitFor(page, 'figures while running', (st) => st.lab.run.state === 'running' && st.lab.run.chunks_done >= 2 &&
    st.lab.run.chunks_done < st.lab.run.chunks_total, 120_000);
  check(s.lab.run.format === 'puzzlelab-experiment-interim' && Object.keys(s.lab.run.setups).length >= 1,
        `interim figures: ${JSON.stringify(s.lab.run)}`);
  check(s.lab.run.requests_in_flight >= 1, 'no requests in flight while running');
  check(s.widgets['lab-progress'], 'no progress bar');
  await click(page, 'lab-tab-tables');
  await shot(page, 'lab-07-running.png', { mouseAway: true });
  await click(page, 'lab-cancel');
  s = await waitFor(page, 'the run cancelled', (st) => st.lab.run.state === 'cancelled');
  check(s.lab.run.requests_in_flight === 0 && s.lab.run.chunks_done < s.lab.run.chunks_total, 'the cancel left work running');
  const kept = s.lab.run.chunks_done;
  await page.waitForTimeout(1000);
  s = await state(page);
  check(s.lab.run.chunks_done === kept && s.lab.run.state === 'cancelled', 'chunks arrived after the cancel');
  await shot(page, 'lab-08-cancelled.png', { mouseAway: true });

  log('the study\'s figure of a metric by solvability (Fig. 8: connectivity, solvable and unsolvable bars per setup)');
  await click(page, 'lab-tab-plots');
  s = await waitFor(page, 'the plots', (st) => st.widgets['lab-plot-box']);
  {
    // The third plot, below the fold: scroll the pane down to it (plots out of view are not listed).
    const split = (st) => st.widgets['lab-plot-split'];
    const inView = (st) => split(st) && split(st).y >= 0 && split(st).y + split(st).h <= 790;
    await page.mouse.move(s.widgets['lab-plot-box'].cx, s.widgets['lab-plot-box'].cy);
    for (let turn = 0; turn < 30 && !inView(s); ++turn) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(120);
      s = await state(page);
    }
    s = await waitFor(page, 'the split plot in view', inView, 5000);
    check(split(s).w > 200 && split(s).h > 100, `the split plot's size: ${JSON.stringify(split(s))}`);
    // It opens on the metric the paper draws.
    check(s.lab.form.preset === 'fujisan-setups', 'the split plot belongs to the Fujisan study');
    check(s.widgets['lab-split-metric'] && s.widgets['lab-split-metric'].value === 'connectivity',
          `the split plot's metric: ${JSON.stringify(s.widgets['lab-split-metric'])}`);
  }
  await shot(page, 'lab-08b-split-connectivity.png', { mouseAway: true });
  // Back to the top of the Plots pane, where the later steps expect the box plot.
  await page.mouse.move(s.widgets['lab-plot-split'].cx, s.widgets['lab-plot-split'].cy);
  for (let turn = 0; turn < 30 && !(s.widgets['lab-plot-box'] && s.widgets['lab-plot-box'].y >= 0); ++turn) {
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(120);
    s = await state(page);
  }
  s = await waitFor(page, 'the box plot in view again', (st) => st.widgets['lab-plot-box'], 5000);
  // The cancelled study's Paper tab: Table 2's ranks and the other claims beside the trials run.
  await pick(page, 'lab-tab-paper', 'lab-paper');
  s = await waitFor(page, 'the Fujisan paper table', (st) => st.widgets['lab-paper']);
  await shot(page, 'lab-08c-fujisan-paper.png', { mouseAway: true });

  log('a bad Lab link: its message, the form kept');
  await page.evaluate(() => { window.location.hash = 'v1/lab/boxoff/standard/shuffled.dominoes/trials=1'; });
  s = await waitFor(page, 'the bad link\'s message', (st) => st.notices.some((n) => n.level === 'error' &&
    n.text.startsWith('This Lab link cannot be opened: unknown setup \'dominoes\' for boxoff')));
  check(s.screen === 'lab' && s.lab.form.preset === 'fujisan-setups', 'the bad link changed the form');
  await shot(page, 'lab-09-bad-link.png', { mouseAway: true });

  log('a histogram bar lists the challenges of its length, from a trial that has them (or says there are none)');
  await page.evaluate((link) => { window.location.hash = link; }, LENGTH_LINK);
  s = await waitFor(page, 'the Pretzel run done', (st) => st.lab.form.preset === 'pretzel-4x5' && st.lab.run.state === 'done' &&
    st.lab.run.chunks_total === 18, 120_000);
  const listings = [];
  let laterTrialShot = false;
  for (const fx of [0.12, 0.2, 0.28, 0.36, 0.44, 0.52, 0.6, 0.68, 0.76, 0.84, 0.92]) {
    await click(page, 'lab-tab-plots');
    // The pane may still be scrolled down to the histogram from the last turn, the box plot above.
    s = await waitFor(page, 'the plots', (st) => st.widgets['lab-plot-box'] || st.widgets['lab-plot-lengths']);
    // The histogram is the third plot: scroll the pane down to it (a wheel event scrolls a few
    // lines).
    const inView = (st) => st.widgets['lab-plot-lengths'] &&
      st.widgets['lab-plot-lengths'].y + st.widgets['lab-plot-lengths'].h * 0.6 <= 790;
    const anchor = s.widgets['lab-plot-box'] || s.widgets['lab-plot-lengths'];
    await page.mouse.move(anchor.cx, anchor.cy);
    for (let turn = 0; turn < 30 && !inView(s); ++turn) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(120);
      s = await state(page);
    }
    s = await waitFor(page, 'the histogram in view', inView, 5000);
    const h = s.widgets['lab-plot-lengths'];
    const before = JSON.stringify(s.lab.run.challenges || null);
    await page.mouse.move(h.x + h.w * fx, h.y + h.h * 0.55);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
    try {
      s = await waitFor(page, 'a listing by length', (st) => !st.widgets['lab-plot-lengths'] && st.lab.run.challenges &&
        !st.lab.run.challenges.loading && st.lab.run.challenges.length >= 0, 4000);
    } catch (e) {
      continue;  // between the bars' columns (the axis, the legend): nothing to list
    }
    const c = s.lab.run.challenges;
    listings.push(c);
    if (c.error) {
      check(new RegExp(`^no challenge of ${c.setup} has shortest length ${c.length} in the trials received$`).test(c.error),
            `a length without challenges: ${JSON.stringify(c)} (before: ${before})`);
      continue;
    }
    check(c.rows === 4 && c.picked >= 1, `the listing for length ${c.length} has none of that length: ${JSON.stringify(c)}`);
    check(s.widgets['lab-challenges-length'], 'the listing does not say which length it shows');
    if (c.trial >= 1 && !laterTrialShot) {
      await shot(page, 'lab-12-length-listing.png', { mouseAway: true });
      laterTrialShot = true;
    }
  }
  const listed = listings.filter((c) => !c.error);
  check(listed.length >= 3, `too few listings by length: ${JSON.stringify(listings)}`);
  // The first trial does not hold every length: some listing had to come from a later one.
  check(listed.some((c) => c.trial >= 1), `every length was listed from trial 1: ${JSON.stringify(listings)}`);

  log('the Pretzel study over ranks: the default series runs rank after rank and is cancelled');
  await choose(page, 'lab-preset', 'pretzel-4xN');
  s = await waitFor(page, 'the series form', (st) => st.lab.series_form && st.widgets['lab-series-to'] && st.widgets['lab-series-trials']);
  check(s.lab.series_form.to === 8 && s.lab.series_form.trials === 10 && s.lab.series_form.per_trial === 20 &&
        s.lab.series_form.from === 2, `the series' defaults: ${JSON.stringify(s.lab.series_form)}`);
  await shot(page, 'lab-13-series-form.png', { mouseAway: true });
  await click(page, 'lab-run');
  s = await waitFor(page, 'the series\' link', (st) => st.lab.link === 'v1/lab/series/pretzel-4xN/to=8.trials=10.per_trial=20.seed=1');
  s = await waitFor(page, 'two ranks drawn while running', (st) => st.lab.showing === 'series' &&
    st.lab.series.state === 'running' && st.lab.series.sizes_done >= 2 && st.widgets['lab-plot-series-solvable'], 180_000);
  check(s.widgets['lab-progress'] && s.lab.series.chunks_done < s.lab.series.chunks_total, 'no progress while running');
  await shot(page, 'lab-14-series-running.png', { mouseAway: true });
  await click(page, 'lab-cancel');
  s = await waitFor(page, 'the series cancelled', (st) => st.lab.series.state === 'cancelled');
  const ranksKept = s.lab.series.sizes_done;
  await page.waitForTimeout(1000);
  s = await state(page);
  check(s.lab.series.state === 'cancelled' && s.lab.series.sizes_done === ranksKept, 'the series went on after the cancel');
  check(s.lab.run.requests_in_flight === 0, 'the cancel left work running');

  log('a small series from the form: the same bytes as the native run; exports, lines, the paper, the link');
  await choose(page, 'lab-series-to', '4');
  await setSeriesCount(page, 'lab-series-trials', 'trials', 2);
  await setSeriesCount(page, 'lab-series-per-trial', 'per_trial', 6);
  await setSeriesCount(page, 'lab-series-seed', 'seed', 5);
  s = await waitFor(page, 'the series form accepted', (st) => st.lab.form_error === null && st.lab.series_form.to === 4);
  await click(page, 'lab-run');
  s = await waitFor(page, 'the small series done', (st) => st.lab.series.state === 'done' && st.lab.link === SERIES_LINK, 120_000);
  checkSeriesDocument(s, 'the form\'s series');
  check(await page.evaluate(() => window.location.hash) === '#' + SERIES_LINK, 'the address bar does not show the series\' link');
  const seriesJson = await download(page, 'lab-export-json');
  check(seriesJson.name === 'lab-series-pretzel-4xN-to4.json', `series JSON file name ${seriesJson.name}`);
  check(Buffer.compare(seriesJson.bytes, SERIES_GOLDEN) === 0, 'the exported series is not the native document');
  const seriesCsv = await download(page, 'lab-export-csv');
  const seriesLines = seriesCsv.bytes.toString('utf8').split('\r\n');
  check(seriesCsv.name === 'lab-series-pretzel-4xN-to4.csv' && seriesLines[0].startsWith('ranks,setup,challenges,') &&
        seriesLines.length === 11 && seriesLines[10] === '', `series CSV ${seriesCsv.name}: ${seriesLines.length} lines`);
  check(seriesLines[7].startsWith('4,shuffled,12,') && seriesLines[7].endsWith(',0.45'),
        `the CSV's (4,4) Shuffled row lacks the paper's 45%: ${seriesLines[7]}`);
  s = await waitFor(page, 'the lines', (st) => st.widgets['lab-plot-series-solvable'] && st.widgets['lab-plot-series-sp-sr']);
  await shot(page, 'lab-15-series-lines.png', { mouseAway: true });
  const linesPng = await download(page, 'lab-png-series-solvable');
  check(linesPng.name === 'lab-series-pretzel-4xN-to4.solvable.png' && linesPng.bytes.subarray(1, 4).toString('latin1') === 'PNG',
        `the lines' PNG: ${linesPng.name}`);
  fs.writeFileSync(path.join(__dirname, 'screenshots', 'lab-15b-exported-series-lines.png'), linesPng.bytes);
  await click(page, 'lab-tab-series-paper');
  s = await waitFor(page, 'the paper, rank by rank', (st) => st.widgets['lab-series-paper'] && st.widgets['lab-series-paper-verdict']);
  {
    const squeezed = await settledSqueezedColumns(page, ['lab-series-paper']);
    check(squeezed.length === 0, `squeezed columns in the series' paper:\n  ${squeezed.join('\n  ')}`);
  }
  await shot(page, 'lab-16-series-paper.png', { mouseAway: true });
  const seriesTab = await context.newPage();
  watch(seriesTab);
  await seriesTab.goto(base + '#' + SERIES_LINK);
  s = await waitFor(seriesTab, 'the linked series done', (st) => st.screen === 'lab' && st.lab.series.state === 'done', 120_000);
  checkSeriesDocument(s, 'the link\'s series');
  await seriesTab.close();

  log('a large study from a link fills the form and waits for Run, saying why; Run starts it');
  {
    const big = await context.newPage();
    watch(big);
    await big.goto(base + '#' + LARGE_LINK);
    let b = await waitFor(big, 'the large link in the form', (st) => st.screen === 'lab' && st.lab.form.trials === 10000 &&
      st.lab.form.per_trial === 10000 && st.lab.form.setups.length === 6);
    const note = /^This study is large \(about \d+ (minutes|hours|days)\): press Run to start\.$/;
    check(note.test(b.lab.waiting_note || ''), `the note: ${b.lab.waiting_note}`);
    // A second later still nothing runs: no request in a worker, no progress.
    await big.waitForTimeout(1000);
    b = await state(big);
    check(b.lab.run.state === 'idle' && b.lab.run.requests_in_flight === 0 && b.lab.run.chunks_done === 0,
          `the large link started work: ${JSON.stringify(b.lab.run)}`);
    check(!b.widgets['lab-progress'] && b.widgets['lab-waiting-note'], 'a progress bar, or no note, under Run');
    await shot(big, 'lab-17-large-link-waits.png', { mouseAway: true });
    await click(big, 'lab-run');
    b = await waitFor(big, 'the large study running', (st) => st.lab.run.state === 'running' && st.lab.run.requests_in_flight >= 1);
    check(b.lab.waiting_note === null, `the note stays after Run: ${b.lab.waiting_note}`);
    await click(big, 'lab-cancel');
    await waitFor(big, 'the large study cancelled', (st) => st.lab.run.state === 'cancelled' && st.lab.run.requests_in_flight === 0);

    log('six setups at 1280 x 800: no column of a table narrower than its header\'s first word');
    await big.evaluate((link) => { window.location.hash = link; }, SIX_LINK);
    b = await waitFor(big, 'the six setups run', (st) => st.lab.run.state === 'done' && st.lab.form.setups.length === 6 &&
      st.lab.waiting_note === null, 60_000);
    await click(big, 'lab-tab-tables');
    b = await waitFor(big, 'the tables', (st) => st.tables['lab-metrics'] && st.tables['lab-summary']);
    let squeezed = await settledSqueezedColumns(big, ['lab-summary', 'lab-metrics', 'lab-tests']);
    check(squeezed.length === 0, `squeezed columns at 1280 x 800:\n  ${squeezed.join('\n  ')}`);
    check(b.tables['lab-metrics'].columns.length === 7, `the metric means' columns: ${b.tables['lab-metrics'].columns.length}`);
    await shot(big, 'lab-18-six-setups-tables.png', { mouseAway: true });
    await big.evaluate((link) => { window.location.hash = link; }, PAPER_LINK);
    b = await waitFor(big, 'the study run', (st) => st.lab.run.state === 'done' && st.lab.form.preset === 'fujisan-setups', 60_000);
    await pick(big, 'lab-tab-paper', 'lab-paper');
    b = await waitFor(big, 'the paper table', (st) => st.tables['lab-paper']);
    squeezed = await settledSqueezedColumns(big, ['lab-paper']);
    check(squeezed.length === 0, `squeezed columns in the Paper tab:\n  ${squeezed.join('\n  ')}`);
    await shot(big, 'lab-19-paper-columns.png', { mouseAway: true });
    await big.close();
  }

  log('six setups on a phone (390 x 844): the tables scroll sideways, no column squeezed');
  {
    const narrow = await context.newPage();
    watch(narrow);
    await narrow.setViewportSize({ width: 390, height: 844 });
    await narrow.goto(base + '#' + SIX_LINK);
    let n = await waitFor(narrow, 'the six setups run on the phone', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
    // The results lie under the form: scrolled down to them (a pane out of view draws no table).
    const metricsInView = (st) => st.tables['lab-metrics'] && st.tables['lab-metrics'].y > 0 && st.tables['lab-metrics'].y < 600;
    for (let turn = 0; turn < 20 && !metricsInView(n); ++turn) {
      await narrow.mouse.move(195, 600);
      await narrow.mouse.wheel(0, 400);
      await narrow.waitForTimeout(300);
      n = await state(narrow);
    }
    n = await waitFor(narrow, 'the tables on the phone', (st) => st.tables['lab-metrics'] && st.tables['lab-summary']);
    const squeezed = await settledSqueezedColumns(narrow, ['lab-summary', 'lab-metrics', 'lab-tests']);
    check(squeezed.length === 0, `squeezed columns on the phone:\n  ${squeezed.join('\n  ')}`);
    const progress = n.widgets['lab-progress-text'];
    check(!progress || progress.x + progress.w <= 390, `the progress text runs off the phone: ${JSON.stringify(progress)}`);
    await shot(narrow, 'lab-20-phone-six-setups.png');
    await narrow.close();
  }

  log('a phone-sized window: the form and the results of a linked run');
  const phone = await context.newPage();
  watch(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(base + '#' + SMALL_LINK);
  s = await waitFor(phone, 'the linked run on the phone', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
  checkSmallDocument(s, 'the phone\'s run');
  // The parameter presets wrap rather than run off the edge: every label whole ("Custom" was "C").
  const presets = Object.keys(s.widgets).filter((name) => /^newgame-preset-(?!chosen-)/.test(name));
  check(presets.length === 4 && presets.includes('newgame-preset-custom'), `the preset buttons: ${presets}`);
  for (const name of presets) {
    const w = s.widgets[name];
    check(w.x >= 0 && w.x + w.w <= 390, `${name} runs off the phone's edge: ${JSON.stringify(w)}`);
  }
  await phone.waitForTimeout(200);
  await shot(phone, 'lab-10-phone.png');
  // With finger-sized fields the Run button lies below the first screen: the page scrolls to it,
  // and there it fits the phone's width and height.
  const fits = (w) => w && w.x >= 0 && w.x + w.w <= 390 && w.y >= 0 && w.y + w.h <= 844;
  let runButton = s.widgets['lab-run'];
  for (let turn = 0; turn < 12 && !fits(runButton); ++turn) {
    await phone.mouse.move(195, 600);
    await phone.mouse.wheel(0, 300);
    await phone.waitForTimeout(300);
    const now = await state(phone);
    runButton = now && now.widgets['lab-run'];
  }
  check(fits(runButton), `the Run button does not fit the phone: ${JSON.stringify(runButton)}`);
  await phone.mouse.wheel(0, 900);
  await phone.waitForTimeout(300);
  await shot(phone, 'lab-11-phone-results.png');
  await phone.close();

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e lab: PASS (screenshots in tests/e2e/screenshots/lab-*.png)');
});
