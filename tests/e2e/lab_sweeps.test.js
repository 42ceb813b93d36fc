// End-to-end test of the Lab's sweeps in the browser app: a small 2-D sweep (BoxOff on 6 columns,
// rows 2..4 x colours 2..3, Shuffled and L-Tiles, 2 trials x 5) opened from its link runs in the
// workers point after point; its JSON export is byte for byte the CLI's document (the golden
// tests/data/lab/boxoff-sweep-small.json, which tests/unit/middle_lab_sweep_test.cpp checks
// against `puzzlelab sweep`); a heatmap per setup is drawn (screenshot), a cell's tooltip shows
// its value, the skipped point is listed with its reason, the CSV has a row per point and setup;
// the sweep form offers the one-click example and refuses a bad axis with the engine's message.
// Screenshots go to tests/e2e/screenshots/lab-sweep-*.png.
//
// Usage: node tests/e2e/lab_sweeps.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, link: s.link, notices: s.notices,
           sweep: s.lab && s.lab.sweep && { state: s.lab.sweep.state, points_done: s.lab.sweep.points_done,
                                            chunks_done: s.lab.sweep.chunks_done, error: s.lab.sweep.error,
                                            document: s.lab.sweep.document, form_error: s.lab.sweep.form_error } };
}

const { ROOT, log, check, state, waitFor, pressHeld, shot, typeInto, run } = harness('e2e lab sweeps', { summary, clickSettle: 80 });

const GOLDEN = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'lab', 'boxoff-sweep-small.json'));
const LINK = 'v1/lab/sweep/boxoff/standard.colours=3.cols=6.rows=6/shuffled.l-tiles/rows=2_3_4.colours=2_3/' +
             'trials=2.per_trial=5.seed=1';

function fnv1a(bytes) {
  let hash = 0xcbf29ce484222325n;
  for (const b of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(b)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

const click = pressHeld;

async function download(page, widget) {
  const waiting = page.waitForEvent('download', { timeout: 30_000 });
  const [file] = await Promise.all([waiting, click(page, widget)]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

run(async ({ page, base }) => {
  log('a small 2-D sweep opened from its link runs in the workers, point after point');
  await page.goto(base + '#' + LINK);
  let s = await waitFor(page, 'the sweep done', (st) => st.screen === 'lab' && st.lab.showing === 'sweep' &&
    st.lab.sweep.state === 'done', 90_000);
  const sweep = s.lab.sweep;
  check(sweep.points === 6 && sweep.points_run === 5 && sweep.points_done === 5,
        `points: ${JSON.stringify({ points: sweep.points, run: sweep.points_run, done: sweep.points_done })}`);
  check(sweep.chunks_done === sweep.chunks_total && sweep.chunks_total === 20, `chunks: ${sweep.chunks_done}/${sweep.chunks_total}`);
  check(sweep.document && sweep.document.bytes === GOLDEN.length && sweep.document.fnv1a === fnv1a(GOLDEN),
        `the sweep's document is not the CLI's (${JSON.stringify(sweep.document)} vs ${GOLDEN.length} bytes)`);
  check(s.lab.link === LINK, `the address: ${s.lab.link}`);
  const golden = JSON.parse(GOLDEN.toString('utf8'));
  for (let p = 0; p < 6; ++p)
    for (const setup of ['shuffled', 'l-tiles']) {
      const want = golden.points[p].setups ? golden.points[p].setups[setup].solvable : undefined;
      check(sweep.figures[p].solvable[setup] === want, `point ${p} ${setup}: ${sweep.figures[p].solvable[setup]} vs ${want}`);
    }
  check(sweep.figures[2].skipped === true, 'rows 3 x colours 2 was not skipped');

  log('a heatmap per setup, the skipped point listed with its reason');
  s = await waitFor(page, 'the heatmaps', (st) => st.widgets['lab-sweep-heatmap-shuffled'] && st.widgets['lab-sweep-heatmap-l-tiles']);
  const map = s.widgets['lab-sweep-heatmap-shuffled'];
  check(map.w > 200 && map.h > 150, `the heatmap's size: ${map.w} x ${map.h}`);
  await shot(page, 'lab-sweep-01-heatmaps.png', { mouseAway: true });
  // The cell of rows 2 x colours 2 (bottom left): its tooltip shows the value.
  await page.mouse.move(map.x + map.w * 0.2, map.y + map.h * 0.8);
  await page.waitForTimeout(400);
  await shot(page, 'lab-sweep-02-tooltip.png');

  // The skipped points' table is under the heatmaps: scroll the results down to it.
  for (let i = 0; i < 20; ++i) {
    const now = await state(page);
    if (now.widgets['lab-sweep-skipped']) break;
    await page.mouse.move(850, 500);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  await waitFor(page, 'the skipped points listed', (st) => st.widgets['lab-sweep-skipped']);
  await shot(page, 'lab-sweep-03-skipped.png', { mouseAway: true });

  for (let i = 0; i < 8; ++i) {  // back up to the exports
    await page.mouse.move(850, 500);
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(120);
  }
  await waitFor(page, 'the exports in view', (st) => st.widgets['lab-sweep-export-json'] && st.widgets['lab-sweep-export-json'].y > 40);

  log('exports: the JSON is the CLI\'s document; the CSV a row per point and setup');
  const json = await download(page, 'lab-sweep-export-json');
  check(json.name === 'lab-sweep-boxoff-rows-colours.json', `the JSON's name: ${json.name}`);
  check(Buffer.compare(json.bytes, GOLDEN) === 0, 'the exported JSON is not the CLI\'s document');
  const csv = (await download(page, 'lab-sweep-export-csv')).bytes.toString('utf8').trim().split('\r\n');
  check(csv[0].startsWith('rows,colours,setup,challenges,solved,'), `the CSV's header: ${csv[0]}`);
  check(csv.length === 1 + 12, `the CSV has ${csv.length} lines`);
  check(csv.some((line) => line.startsWith('3,2,shuffled,') && line.includes('odd number')), 'the skipped row has no reason');

  log('the sweep form: the one-click example is offered; a bad axis is refused with the engine\'s message');
  // The sweep's form is under the Lab's form: scroll the form's panel down to it.
  const inView = (w) => w && w.y > 0 && w.y + w.h < 790;
  for (let i = 0; i < 20; ++i) {
    const now = await state(page);
    if (inView(now.widgets['lab-sweep-header'])) break;
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  await click(page, 'lab-sweep-header');
  for (let i = 0; i < 20; ++i) {
    const now = await state(page);
    if (inView(now.widgets['lab-sweep-axis2'])) break;
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  s = await waitFor(page, 'the sweep form', (st) => st.widgets['lab-sweep-example-boxoff-rows-x-colours'] &&
    st.widgets['lab-sweep-axis2']);
  await typeInto(page, 'lab-sweep-axis2', 'colours=2..x');
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'the form refused', (st) => st.lab.sweep.form_error !== null);
  check(s.lab.sweep.form_error.includes("'x' is not a whole number"), `the form's message: ${s.lab.sweep.form_error}`);
  await shot(page, 'lab-sweep-04-form.png', { mouseAway: true });
});
