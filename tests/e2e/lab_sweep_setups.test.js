// End-to-end test of a sweep over one's own setup in the browser app (docs/app/LAB_SCREEN.md "A
// sweep", docs/LAB.md "Sweeps"): Debian's chromium driven by playwright-core through the
// automation hook. Screenshots go to tests/e2e/screenshots/lab-sweep-setups-*.png.
//
// Covered: on Pretzel, the Lab's setup editor describes Shuffled, the description is changed into a
// deal pattern of its own ("suit-bands": the suits cut into bands, {"bands": 1}) and saved in the
// browser; the sweep form offers it under "Your setups", a click adds its label to the setups, and
// the numbers it holds are listed; an axis on a field the description does not hold is refused
// with the engine's message; the axis suit-bands/cells/suits/bands=1,2,4 runs in the workers, each
// point dealing the description with that value (bands 1 deals as Shuffled does, so both measure
// alike; 4 puts every card in its home row), the lines are drawn, the JSON export carries the
// description, and the sweep's link, opened in a fresh browser profile with no saved setups, reruns
// it to the same figures.
//
// Usage: node tests/e2e/lab_sweep_setups.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, link: s.link, notices: s.notices,
           lab: s.lab && { form: s.lab.form, setup_editor: s.lab.setup_editor,
                           sweep: s.lab.sweep && { state: s.lab.sweep.state, form: s.lab.sweep.form,
                                                   form_error: s.lab.sweep.form_error, own: s.lab.sweep.own_setups,
                                                   points_done: s.lab.sweep.points_done, error: s.lab.sweep.error } } };
}

const { log, check, state, waitFor, choose: chooseShown, shot, typeInto: typeIntoShown, run } =
  harness('e2e lab sweep setups', { summary, clickSettle: 80 });

const GAME = 'pretzel';
const GAME_TITLE = 'Pretzel';
const MINE = 'suit-bands';
const POINTER = '/cells/suits/bands';
const AXIS = `${MINE}${POINTER}=1,2,4`;

// The Lab's form is taller than the window: a widget out of sight is scrolled into it with the
// mouse wheel over the form, as a person would, before it is clicked or typed into.
async function reveal(page, name) {
  const viewport = page.viewportSize();
  const top = 8, bottom = viewport.height - 12;
  let direction = -1;  // a widget wholly out of sight is not listed: look up the form first, then down
  for (let attempt = 1; ; ++attempt) {
    const s = await state(page);
    const w = s.widgets[name];
    if (w && w.cy >= top && w.cy <= bottom) return s;
    if (attempt > 30) throw new Error(w ? `${name} stays out of sight at y ${w.cy}` : `${name} is nowhere in the form`);
    if (!w && attempt === 11) direction = 1;
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

// A one-line field: the text, then Enter.
async function typeInto(page, name, text) {
  await reveal(page, name);
  await typeIntoShown(page, name, text);
  await page.keyboard.press('Enter');
}

// The setup editor's text (several lines: no Enter).
async function typeText(page, name, text) {
  await reveal(page, name);
  return typeIntoShown(page, name, text);
}

// Held a moment (harness.holdAt): while the workers run a frame can swallow a quick click.
async function click(page, name) {
  const s = await reveal(page, name);
  await harness.holdAt(page, s.widgets[name].cx, s.widgets[name].cy);
  return s;
}

// Opens a collapsed section when the widget under it is not there.
async function openSection(page, header, inside) {
  try {
    return await reveal(page, inside);
  } catch (e) {
    await click(page, header);
    return reveal(page, inside);
  }
}

async function download(page, widget) {
  const waiting = page.waitForEvent('download', { timeout: 30_000 });
  const [file] = await Promise.all([waiting, click(page, widget)]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

function figuresOf(sweep) {
  return JSON.stringify(sweep.figures.map((f) => [f.values, f.solvable]));
}

run(async ({ browser, page, base, watch }) => {
  log('open the Lab on Pretzel; the setup editor describes Shuffled');
  await page.goto(base);
  let s = await waitFor(page, 'the first puzzle', (st) => st.ready && st.widgets['open-lab']);
  await click(page, 'open-lab');
  await waitFor(page, 'the Lab', (st) => st.screen === 'lab' && st.widgets['lab-run']);
  await choose(page, 'lab-preset', '(your own experiment)');
  await choose(page, 'lab-game', GAME_TITLE);
  await waitFor(page, 'the game chosen', (st) => st.lab.form.game === GAME);
  await openSection(page, 'lab-setup-editor', 'lab-setup-text');
  await choose(page, 'lab-describe-from', 'shuffled');
  await click(page, 'lab-describe');
  s = await waitFor(page, 'the description', (st) => ['ok', 'refused'].includes(st.lab.setup_editor.state) &&
    st.lab.setup_editor.text.includes('shuffled-described'));
  check(s.lab.setup_editor.state === 'ok', `describe_setup: ${s.lab.setup_editor.message}`);
  const described = JSON.parse(s.lab.setup_editor.text);

  log(`changed into "${MINE}" (the suits in bands) and saved in the browser`);
  const mine = { ...described, name: MINE, cells: { ...described.cells, suits: { bands: 1 } } };
  await typeText(page, 'lab-setup-text', JSON.stringify(mine));
  s = await waitFor(page, 'the new setup OK', (st) => st.lab.setup_editor.state === 'ok' && st.lab.setup_editor.label === MINE);
  await click(page, 'lab-setup-save');
  await waitFor(page, 'saved', (st) => st.lab.setup_editor.saved.includes(MINE));

  log('the sweep form: Pretzel, Shuffled, and the saved setup added by a click');
  await openSection(page, 'lab-sweep-header', 'lab-sweep-game');
  await typeInto(page, 'lab-sweep-game', GAME);
  await typeInto(page, 'lab-sweep-params', '{}');
  await typeInto(page, 'lab-sweep-setups', 'shuffled');
  s = await waitFor(page, 'the saved setup offered', (st) => st.lab.sweep.form.game === GAME && st.lab.sweep.own_setups[MINE]);
  check(s.lab.sweep.own_setups[MINE] && s.lab.sweep.own_setups[MINE].includes(POINTER),
        `the numbers offered in ${MINE}: ${JSON.stringify(s.lab.sweep.own_setups)}`);
  await click(page, `lab-sweep-own-${MINE}`);
  await waitFor(page, 'the label added', (st) => st.lab.sweep.form.setups === `shuffled,${MINE}`);
  await typeInto(page, 'lab-sweep-axis2', '');
  await typeInto(page, 'lab-sweep-trials', '2');
  await typeInto(page, 'lab-sweep-per-trial', '10');
  await typeInto(page, 'lab-sweep-seed', '3');

  log('an axis on a field the description does not hold is refused with the engine\'s message');
  await typeInto(page, 'lab-sweep-axis1', `${MINE}/cells/ranks/bands=1,2`);
  s = await waitFor(page, 'the form refused', (st) => st.lab.sweep.form.axis1.includes('ranks') && st.lab.sweep.form_error);
  check(s.lab.sweep.form_error.includes(`the description of ${MINE} has nothing at '/cells/ranks/bands'`),
        `the form's message: ${s.lab.sweep.form_error}`);
  await shot(page, 'lab-sweep-setups-01-refused.png', { mouseAway: true });

  log(`the axis ${AXIS}: accepted, run in the workers`);
  await typeInto(page, 'lab-sweep-axis1', AXIS);
  s = await waitFor(page, 'the form accepted', (st) => st.lab.sweep.form.axis1 === AXIS && st.lab.sweep.form_error === null &&
    String(st.lab.sweep.form.trials) === '2' && String(st.lab.sweep.form.per_trial) === '10' && String(st.lab.sweep.form.seed) === '3');
  await shot(page, 'lab-sweep-setups-02-form.png', { mouseAway: true });
  await click(page, 'lab-sweep-run');
  s = await waitFor(page, 'the sweep done', (st) => st.lab.showing === 'sweep' &&
    ['done', 'failed'].includes(st.lab.sweep.state), 120_000);
  const sweep = s.lab.sweep;
  check(sweep.state === 'done', `the sweep: ${sweep.error}`);
  check(sweep.points === 3 && sweep.points_done === 3, `points: ${sweep.points_done} of ${sweep.points}`);
  const values = sweep.figures.map((f) => f.values[`${MINE}${POINTER}`]);
  check(JSON.stringify(values) === '[1,2,4]', `the points' values: ${JSON.stringify(values)}`);
  for (const f of sweep.figures)
    check(typeof f.solvable[MINE] === 'number' && typeof f.solvable.shuffled === 'number', `a point's figures: ${JSON.stringify(f)}`);
  // Bands 1 is the shuffled deal: the same boards, the same figures.
  check(sweep.figures[0].solvable[MINE] === sweep.figures[0].solvable.shuffled,
        `bands 1 does not measure as Shuffled: ${JSON.stringify(sweep.figures[0])}`);
  check(sweep.link.includes(`/${MINE}~2Fcells~2Fsuits~2Fbands=1_2_4/`) && sweep.link.includes(`~22${MINE}~22`),
        `the sweep's link does not carry the setup and its axis: ${sweep.link}`);
  await waitFor(page, 'the lines drawn', (st) => st.widgets['lab-sweep-lines']);
  await shot(page, 'lab-sweep-setups-03-lines.png', { mouseAway: true });

  log('the JSON export: the description swept, each point dealing its value');
  const exported = JSON.parse((await download(page, 'lab-sweep-export-json')).bytes.toString('utf8'));
  const setups = exported.sweep.setups;
  check(setups[0] === 'shuffled' && JSON.parse(setups[1]).name === MINE, `the sweep's setups: ${JSON.stringify(setups)}`);
  check(JSON.stringify(exported.setup_labels) === JSON.stringify(['shuffled', MINE]), `labels: ${exported.setup_labels}`);
  const one = exported.points[0].setups[MINE], four = exported.points[2].setups[MINE];
  check(JSON.stringify(one) === JSON.stringify(exported.points[0].setups.shuffled), 'bands 1 is not Shuffled in the export');
  check(one.length_mean !== four.length_mean || one.solvable !== four.solvable,
        `bands 1 and 4 measure alike: ${JSON.stringify([one, four])}`);

  log('the link in a fresh profile, no saved setups: the same sweep, the same figures');
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: true });
  try {
    const tab = await fresh.newPage();
    watch(tab);
    await tab.goto(base + sweep.link);  // the link starts with '#'
    const again = await waitFor(tab, 'the linked sweep done', (st) => st.screen === 'lab' && st.lab.showing === 'sweep' &&
      ['done', 'failed'].includes(st.lab.sweep.state), 120_000);
    check(again.lab.sweep.state === 'done', `the linked sweep: ${again.lab.sweep.error}`);
    check(figuresOf(again.lab.sweep) === figuresOf(sweep), `the linked sweep's figures: ${figuresOf(again.lab.sweep)}`);
    check(again.lab.sweep.form.setups === `shuffled,${MINE}` && again.lab.sweep.form_error === null,
          `the linked form: ${JSON.stringify([again.lab.sweep.form, again.lab.sweep.form_error])}`);
    check(again.lab.sweep.document.fnv1a === sweep.document.fnv1a, 'the linked sweep\'s document differs');
  } finally {
    await fresh.close();
  }
  log(`done: ${MINE} swept over ${POINTER} = 1, 2, 4`);
});
