// End-to-end test of the Lab's expressive range and correlation matrix in the browser app
// (docs/app/LAB_SCREEN.md, "Range" and "Correlations"): a small Fujisan experiment opened from a
// Lab link and run in the workers; its JSON export is the CLI's document of the same experiment
// (tests/data/lab/fujisan-range-small.json, produced by `puzzlelab experiment` with two --range
// pairs; tests/unit/lab_experiment_test.cpp checks the file) without the ranges it names, so the
// correlations are the CLI's; the Range tab's grids for length against connectivity and, chosen in
// the combos with 4 bins, counter-intuitive moves against connectivity, each count the document's; a
// cell clicked, its challenges listed, one opened on the play screen; a grid saved as PNG and the
// range as CSV; the correlation matrix pooled and for one setup. Screenshots go to
// tests/e2e/screenshots/lab-range-*.png.
//
// Usage: node tests/e2e/lab_range.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, notices: s.notices, widgets: Object.keys(s.widgets).filter((k) => /range|corr/.test(k)),
           lab: s.lab && { message: s.lab.message, range: s.lab.range, correlations: s.lab.correlations,
                           run: s.lab.run && { state: s.lab.run.state, chunks_done: s.lab.run.chunks_done, error: s.lab.run.error } } };
}

const { ROOT, SHOTS, log, check, state, waitFor, choose, shot, typeInto, run } = harness('e2e lab range', { summary, clickSettle: 80 });

const GOLDEN = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'data', 'lab', 'fujisan-range-small.json'), 'utf8'));
const LINK = 'v1/lab/fujisan/standard/engraved-tiles.dominoes/trials=4.per_trial=25.seed=3.random_solver=no-repeat';

const clickAt = harness.holdAt;

async function click(page, name) {
  const s = await waitFor(page, `widget "${name}"`, (st) => st.widgets[name]);
  await clickAt(page, s.widgets[name].cx, s.widgets[name].cy);
  return s;
}

async function download(page, widget) {
  const waiting = page.waitForEvent('download', { timeout: 30_000 });
  const [file] = await Promise.all([waiting, click(page, widget)]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

// Scrolls the results pane (the mouse over `anchor`) until `wanted` holds.
async function scrollUntil(page, anchor, wanted, what) {
  let s = await state(page);
  for (let turn = 0; turn < 30 && !wanted(s); ++turn) {
    const a = s.widgets[anchor] || Object.values(s.widgets).find(() => true);
    await page.mouse.move(a.cx, Math.min(a.cy, 700));
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
    s = await state(page);
  }
  return waitFor(page, what, wanted, 5000);
}

// The document's grid of a range for one setup, flattened as the app reports it ([ix * y bins + iy]).
function goldenCounts(range, setup) {
  return [].concat(...range.setups[setup].counts);
}

function checkRange(s, range, where) {
  const r = s.lab.range;
  check(r.x === range.x && r.y === range.y, `${where}: the pair on show: ${JSON.stringify(r)}`);
  check(r.bins[0] === range.x_axis.bins && r.bins[1] === range.y_axis.bins,
        `${where}: bins ${JSON.stringify(r.bins)}, the document's ${range.x_axis.bins} x ${range.y_axis.bins}`);
  check(r.a === 'engraved-tiles' && r.b === 'dominoes', `${where}: the setups ${r.a}, ${r.b}`);
  ['engraved-tiles', 'dominoes'].forEach((setup, i) => {
    check(r.n[i] === range.setups[setup].n, `${where}: ${setup} counts ${r.n[i]}, the document ${range.setups[setup].n}`);
    check(JSON.stringify(r.counts[i]) === JSON.stringify(goldenCounts(range, setup)),
          `${where}: ${setup}'s cells differ from the document's: ${JSON.stringify(r.counts[i])}`);
  });
}

run(async ({ page, base }) => {
  log('a Fujisan experiment from a Lab link, run in the workers');
  await page.goto(`${base}#${LINK}`);
  let s = await waitFor(page, 'the run done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 90_000);

  log('its JSON export is the CLI\'s document without the ranges: the same correlations');
  const exported = JSON.parse((await download(page, 'lab-export-json')).bytes.toString('utf8'));
  const expected = JSON.parse(JSON.stringify(GOLDEN));
  delete expected.experiment.ranges;
  delete expected.expressive_range;
  check(JSON.stringify(exported) === JSON.stringify(expected), 'the app\'s document is not the CLI\'s (ranges aside)');
  check(exported.correlations.measures.length > 10, `too few measures: ${exported.correlations.measures}`);

  log('the Range tab: length against connectivity, each cell the document\'s count');
  await click(page, 'lab-tab-range');
  s = await waitFor(page, 'the grids', (st) => st.lab.range && st.lab.range.bins && st.widgets['lab-range-grid-a'] &&
    st.widgets['lab-range-grid-b'] && st.widgets['lab-range-grid-diff']);
  checkRange(s, GOLDEN.expressive_range[0], 'length x connectivity');
  check(s.widgets['lab-plot-range-diff'] && s.widgets['lab-png-range-a'], 'a grid without its PNG button');
  await shot(page, 'lab-range-01-length-connectivity.png', { mouseAway: true });

  log('another pair chosen in the combos, 4 bins: counter-intuitive moves against connectivity');
  await choose(page, 'lab-range-x', 'counter_intuitive');
  await choose(page, 'lab-range-y', 'connectivity');
  await typeInto(page, 'lab-range-bins', '4');
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'the new pair binned', (st) => !st.text_input && st.lab.range.x === 'counter_intuitive' &&
    st.lab.range.y === 'connectivity' && st.lab.range.bins && st.lab.range.bins[1] <= 4);
  checkRange(s, GOLDEN.expressive_range[1], 'counter_intuitive x connectivity');
  await shot(page, 'lab-range-02-counter-intuitive-connectivity.png', { mouseAway: true });

  log('a cell clicked lists its challenges');
  const r = s.lab.range;
  const counts = r.counts[0];
  const best = counts.indexOf(Math.max(...counts));
  const ix = Math.floor(best / r.bins[1]), iy = best % r.bins[1];
  const g = s.widgets['lab-range-grid-a'];
  await clickAt(page, g.x + (ix + 0.5) * g.w / r.bins[0], g.y + g.h - (iy + 0.5) * g.h / r.bins[1]);
  s = await waitFor(page, 'the cell listed', (st) => st.lab.range.cell && st.lab.range.cell.grid === 0 &&
    st.lab.range.cell.x === ix && st.lab.range.cell.y === iy);
  check(s.lab.range.cell.rows === counts[best], `the cell lists ${s.lab.range.cell.rows} challenges, it counts ${counts[best]}`);
  s = await scrollUntil(page, 'lab-range-grid-a', (st) => st.widgets['lab-range-open-0'] && st.widgets['lab-range-open-0'].cy < 780,
                        'the first listed challenge in view');
  {
    const squeezed = await harness.settledSqueezedColumns(page, ['lab-range-challenges']);
    check(squeezed.length === 0, `squeezed columns in the cell's challenges:\n  ${squeezed.join('\n  ')}`);
  }
  await shot(page, 'lab-range-03-cell.png', { mouseAway: true });

  log('a listed challenge opens on the play screen');
  await click(page, 'lab-range-open-0');
  s = await waitFor(page, 'the challenge on the play screen', (st) => st.screen === 'play' && st.challenge &&
    st.challenge.game === 'fujisan' && st.challenge.setup === 'engraved-tiles' && st.board);
  const seed = Number(s.challenge.seed);
  check(seed >= 3 && seed < 3 + 100, `the challenge's seed ${s.challenge.seed} is not one of the experiment's`);

  log('back in the Lab: a grid as PNG, the range as CSV');
  await click(page, 'open-lab');
  await waitFor(page, 'the Lab again', (st) => st.screen === 'lab' && st.lab.run.state === 'done');
  await click(page, 'lab-tab-range');
  s = await waitFor(page, 'the grids again', (st) => st.lab.range && st.lab.range.x === 'counter_intuitive' && st.widgets['lab-png-range-a']);
  const png = await download(page, 'lab-png-range-a');
  check(png.bytes.slice(1, 4).toString() === 'PNG' && png.bytes.length > 1000, `the PNG: ${png.name}, ${png.bytes.length} bytes`);
  check(png.bytes.readUInt32BE(16) > 100 && png.bytes.readUInt32BE(20) > 100,
        `the PNG is ${png.bytes.readUInt32BE(16)} x ${png.bytes.readUInt32BE(20)}`);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.writeFileSync(path.join(SHOTS, 'lab-range-04-exported.png'), png.bytes);
  s = await scrollUntil(page, 'lab-range-grid-a', (st) => st.widgets['lab-range-csv'] && st.widgets['lab-range-csv'].cy < 780,
                        'the CSV button in view');
  const csv = (await download(page, 'lab-range-csv')).bytes.toString('utf8').split('\r\n').filter((l) => l);
  check(csv[0] === 'x,y,x_bin,y_bin,x_low,x_high,y_low,y_high,engraved-tiles_count,dominoes_count,a_share,b_share,difference',
        `the CSV's header: ${csv[0]}`);
  const range = GOLDEN.expressive_range[1];
  check(csv.length === 1 + range.x_axis.bins * range.y_axis.bins, `the CSV has ${csv.length} lines`);
  const total = csv.slice(1).reduce((sum, line) => sum + Number(line.split(',')[8]), 0);
  check(total === range.setups['engraved-tiles'].n, `the CSV's engraved-tiles counts add up to ${total}`);

  log('the correlation matrix, pooled and for one setup');
  await click(page, 'lab-tab-correlations');
  s = await waitFor(page, 'the matrix', (st) => st.lab.correlations && st.widgets['lab-corr-grid']);
  const measures = GOLDEN.correlations.measures.length;
  const defined = (m) => [].concat(...m.r).filter((v) => v !== null).length;
  check(s.lab.correlations.over === 'all setups' && s.lab.correlations.measures === measures &&
        s.lab.correlations.defined === defined(GOLDEN.correlations.pooled),
        `the pooled matrix: ${JSON.stringify(s.lab.correlations)}, the document's ${defined(GOLDEN.correlations.pooled)} defined`);
  await shot(page, 'lab-range-05-correlations.png', { mouseAway: true });
  // The tooltip of a cell off the diagonal (row 0, column 2: solvable against length is null, so
  // take row 1, random_solved, against column 3).
  const m = s.widgets['lab-corr-grid'];
  await page.mouse.move(m.x + 3.5 * m.w / measures, m.y + 1.5 * m.h / measures);
  await page.waitForTimeout(300);
  await shot(page, 'lab-range-06-correlation-tooltip.png');
  await choose(page, 'lab-corr-setup', 'dominoes');
  s = await waitFor(page, 'the dominoes matrix', (st) => st.lab.correlations.over === 'dominoes');
  check(s.lab.correlations.defined === defined(GOLDEN.correlations.setups.dominoes),
        `the dominoes matrix: ${JSON.stringify(s.lab.correlations)}`);
  await shot(page, 'lab-range-07-correlations-dominoes.png', { mouseAway: true });
  log('done');
});
