// End-to-end test of the Lab's search-effort measures and "Hardest found" list in the browser app
// (Debian's chromium driven by playwright-core; clicks on real canvas pixels found through the
// automation hook). Screenshots go to tests/e2e/screenshots/lab-hardest-*.png.
//
// Covered: a small Fujisan experiment opened from its Lab link; the "Search effort measures" box
// ticked (the form and the address bar's link carry measures=effort) and the experiment run with
// them in the workers; "Find hardest" on the dominoes setup (a worker searches for a few seconds,
// the best challenges listed best first with their length, each from a climb of its own, no column
// of the list narrower than its header's first word); one opened on the play screen.
//
// Usage: node tests/e2e/lab_hardest.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, link: s.link, notices: s.notices,
           lab: s.lab && { form: s.lab.form, form_error: s.lab.form_error, link: s.lab.link,
                           hardest: s.lab.hardest, run: s.lab.run && { state: s.lab.run.state, error: s.lab.run.error } } };
}

const { log, check, waitFor, pressHeld, choose, shot, run } = harness('e2e lab hardest', { summary, clickSettle: 80 });

const click = pressHeld;

const LINK = 'v1/lab/fujisan/standard/dominoes.any-coin/trials=1.per_trial=4.seed=3.random_solver=no-repeat';

run(async ({ page, base }) => {
  log('a small Fujisan experiment from its link');
  await page.goto(base + '#' + LINK);
  let s = await waitFor(page, 'the linked experiment done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 60_000);
  check(!s.lab.form.measures, `measures asked for by default: ${JSON.stringify(s.lab.form)}`);

  log('the search effort measures ticked: the form and the link carry them, the run takes them');
  await click(page, 'lab-effort');
  s = await waitFor(page, 'effort in the form', (st) => JSON.stringify(st.lab.form.measures) === '["effort"]');
  await click(page, 'lab-run');
  // The address bar follows the experiment on show: the new run's, with its measures.
  s = await waitFor(page, 'the run with effort done', (st) => st.lab.run.state === 'done' &&
    st.lab.link === LINK + '.measures=effort', 60_000);
  check(!s.lab.run.error, `the run failed: ${s.lab.run.error}`);

  log('Hardest found: a few seconds of search over the dominoes setup, best first');
  // The list sits under the form's progress: scroll the form pane down to it (widgets out of view
  // are not listed).
  const inView = (st) => st.widgets['lab-hardest-find'] && st.widgets['lab-hardest-find'].y + st.widgets['lab-hardest-find'].h <= 785;
  await page.mouse.move(s.widgets['lab-run'].cx, s.widgets['lab-run'].cy);
  for (let turn = 0; turn < 30 && !inView(s); ++turn) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(120);
    s = await waitFor(page, 'the Lab', (st) => st.screen === 'lab');
  }
  s = await waitFor(page, 'Find hardest in view', inView, 5000);
  await choose(page, 'lab-hardest-setup', 'dominoes');
  await choose(page, 'lab-hardest-measure', 'length');
  await click(page, 'lab-hardest-find');
  s = await waitFor(page, 'the search running', (st) => st.lab.hardest.running, 10_000);
  s = await waitFor(page, 'the search done', (st) => {
    const list = st.lab.hardest.lists.dominoes;
    return list && !list.loading && list.rows.length > 0;
  }, 40_000);
  // The rows grow the pane: scroll on down to the first one's Open.
  const openInView = (st) => st.widgets['lab-hardest-open-0'] &&
    st.widgets['lab-hardest-open-0'].y + st.widgets['lab-hardest-open-0'].h <= 785;
  for (let turn = 0; turn < 30 && !openInView(s); ++turn) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(120);
    s = await waitFor(page, 'the Lab', (st) => st.screen === 'lab');
  }
  s = await waitFor(page, 'the first row in view', openInView, 5000);
  const list = s.lab.hardest.lists.dominoes;
  check(list.error === '', `the search failed: ${list.error}`);
  check(list.stopped === 'time' && list.tried > 10, `the search stopped: ${list.stopped} after ${list.tried}`);
  const values = list.rows.map((r) => r.value);
  check(values.every((v, i) => i === 0 || values[i - 1] >= v), `not best first: ${values}`);
  check(values[0] >= 12 && values[0] <= 80, `the longest found: ${values[0]}`);
  // Distinct climbs, not one board's neighbours: every row's climb started from another seed.
  const seeds = list.rows.map((r) => r.seed);
  check(new Set(seeds).size === seeds.length, `rows from one climb: ${seeds}`);
  const squeezed = await harness.settledSqueezedColumns(page, ['lab-hardest-table']);
  check(squeezed.length === 0, `squeezed columns in the list:\n  ${squeezed.join('\n  ')}`);
  await shot(page, 'lab-hardest-01-list.png', { mouseAway: true });

  log('the best one opened on the play screen');
  const best = list.rows[0];
  await click(page, 'lab-hardest-open-0');
  s = await waitFor(page, 'the challenge on the play screen', (st) => st.screen === 'play' && st.challenge &&
    st.challenge.game === 'fujisan' && st.board, 20_000);
  if (best.changes === 0)
    check(s.challenge.setup === 'dominoes' && String(s.challenge.seed) === best.seed, `opened: ${JSON.stringify(s.challenge)}`);
  else
    check(!s.challenge.setup, `a changed board opened by its seed: ${JSON.stringify(s.challenge)}`);
  await shot(page, 'lab-hardest-02-opened.png', { mouseAway: true });
});
