// End-to-end test of play records and the Lab's Validity view in the browser app (Debian's
// chromium driven by playwright-core; clicks on real canvas pixels found through the automation
// hook). Screenshots go to tests/e2e/screenshots/validity-*.png.
//
// Covered: play records turned on in Settings; a Fujisan challenge solved by hand (hint after
// hint, each move played with the keyboard), another left after a move (given up); the records
// exported as JSON (the download intercepted). A second record file written here for other
// people's play: challenges the app's own engine deals (its module in a worker of the test's,
// asked through the protocol for an experiment's rows and each board), each solved in a time built
// from its shortest length (the longest quarter given up), its setup timed in a time built from its
// setup actions. In the Lab's Validity view (from its top bar) both files imported at once through
// the browser's file chooser (several files chosen) and listed with their record counts, the same
// text again noticed and not added, and so are "the records on this device" (the very records
// exported); Run in a worker: the records' counts those of the two files,
// the length's Spearman's rho high with an interval above 0 and its AUC for giving up above one
// half, setup time against setup actions; the scatter and the setup section drawn; a phone-sized
// window with no table column squeezed; then a file of two records alone, every correlation shown
// "n/a" with why.
//
// Usage: node tests/e2e/validity.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const harness = require('./harness');

function summary(s) {
  return { screen: s.screen, popup: s.popup, notices: s.notices, records: s.records, moves: s.moves,
           lab: s.lab && { showing_validity: s.lab.showing_validity,
                           validity: s.lab.validity && Object.assign({}, s.lab.validity, { result: undefined, shown: undefined }) } };
}

const { log, check, waitFor, stillOn, click, pressHeld, fromMenu, shot, run, state } =
  harness('e2e validity', { summary, clickSettle: 80 });

const press = pressHeld;

// Presses Run until the run has started: on a loaded machine a frame can still swallow the press
// (the view stays idle), and a test that waited for an answer to a run never started would hang.
async function startRun(page) {
  for (let attempt = 0; attempt < 3; ++attempt) {
    await press(page, 'lab-validity-run');
    const started = await waitFor(page, 'the run to start', (st) => st.lab.validity.state !== 'idle', 5_000)
      .then(() => true, () => false);
    if (started) return;
  }
  throw new Error('the Run button did not start a validity run after three presses');
}

const SOLVED = 'v1/fujisan/seed/dominoes/standard/12345';
const GIVEN_UP = 'v1/fujisan/seed/dominoes/standard/777';
const AFTER = 'v1/fujisan/seed/dominoes/standard/779';

async function openLink(page, link) {
  await page.evaluate((hash) => { window.location.hash = hash; }, link);
  return waitFor(page, `the challenge ${link}`, (st) => st.ready && st.link === link && st.board);
}

// Asks for a hint and returns it once it is the answer for the position on screen (the last
// position's hint stays shown, marked not current, until the new one comes).
async function askHint(page) {
  await click(page, 'hint');
  const s = await waitFor(page, 'the hint for this position', (st) => st.solver.result && st.solver.result.kind === 'hint' &&
    !st.solver.busy && st.solver.result.current !== false && st.legal_moves.includes(st.solver.result.move));
  return s;
}

// Plays `move` with the keyboard, as a player may: the priest's letter, then its target's number.
async function playByKeys(page, move) {
  const before = (await state(page)).moves.length;
  await page.keyboard.press(move[0].toLowerCase());
  let s = await waitFor(page, `priest ${move[0]} selected`, (st) => st.board.selected === move[0]);
  const index = s.board.targets.findIndex((t) => t.move === move);
  check(index >= 0 && index < 9, `move ${move} is not among the numbered targets`);
  await page.keyboard.press(String(index + 1));
  s = await waitFor(page, `move ${move} played`, (st) => st.moves.length === before + 1);
  return s;
}

// Presses Import and hands the file chooser `files`; a press lost to a frame that moved the button
// (the pane scrolled as its content changed) is tried again.
async function importFiles(page, files) {
  for (let attempt = 1; ; ++attempt) {
    await scrollTo(page, 'lab-validity-import', false, -1);
    await stillOn(page, (st) => st.widgets['lab-validity-import']);
    const chooser = page.waitForEvent('filechooser', { timeout: 5000 }).catch(() => null);
    await press(page, 'lab-validity-import');
    const opened = await chooser;
    if (opened) {
      await opened.setFiles(files.map(([name, text]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) })));
      return;
    }
    check(attempt < 3, 'Import never opened the file chooser');
  }
}

// Scrolls the pane under the mouse until `name` (a widget, or with `table` a table) is in view.
// Widgets out of view are not listed: without the widget, `direction` says which way to go (1 down).
async function scrollTo(page, name, table = false, direction = 1) {
  const where = (st) => (table ? st.tables && st.tables[name] : st.widgets[name]);
  const height = page.viewportSize().height;
  for (let turn = 0; turn < 40; ++turn) {
    const s = await state(page);
    const w = where(s);
    if (w && w.y >= 0 && w.y + Math.min(w.h, height / 2) <= height) return s;
    await page.mouse.move(page.viewportSize().width * 0.7, height * 0.6);
    await page.mouse.wheel(0, (w ? (w.y < 0 ? -1 : 1) : direction) * 300);
    await page.waitForTimeout(150);
  }
  throw new Error(`${name} never came into view`);
}

// The app's own engine in a worker of the test's (web/worker.js over the page's module, as the
// app's pool starts each of its workers): the protocol's answers, for the test to build records from.
async function startEngine(page) {
  await page.evaluate(async () => {
    const module = await WebAssembly.compileStreaming(fetch('puzzlelab-app.wasm'));
    const worker = new Worker('worker.js');
    worker.postMessage({ engine: { module, script: 'puzzlelab-app.js' }, parts: {} });
    const waiting = new Map();
    let next = 1;
    worker.onmessage = (event) => {
      const done = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (done) done(event.data);
    };
    window.testEngine = (request) => new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      worker.postMessage({ id, request: JSON.stringify(Object.assign({ id }, request)) });
    });
  });
}

async function ask(page, request) {
  const answer = await page.evaluate((r) => window.testEngine(r), request);
  check(!answer.fatal, `the engine failed: ${answer.fatal}`);
  const response = JSON.parse(answer.response);
  check(response.ok, `the engine refused ${request.op}: ${JSON.stringify(response.error)}`);
  return response.result;
}

const SETUPS = ['dominoes', 'any-coin', 'engraved-tiles', 'piecepack'];
const PER_SETUP = 8;

// Other people's play: every solvable challenge of one trial per setup, as the engine deals it.
// Seconds grow with the shortest length (12 s a move, a little jitter); the longest quarter is
// given up after 30 s a move; the setup at the table takes 4 s per setup action.
async function otherPlayersRecords(page) {
  const experiment = await ask(page, { op: 'experiment', game: 'fujisan', setups: SETUPS, trials: 1,
                                       per_trial: PER_SETUP, seed: 21, chunks: SETUPS.map((_, i) => i), rows: true });
  const rows = [];
  experiment.rows.forEach((chunk, c) => chunk.forEach((row) => {
    if (row.status === 'solved') rows.push({ setup: SETUPS[c], seed: row.seed, length: row.measures.length,
                                              actions: row.measures.setup_actions });
  }));
  const lengths = rows.map((r) => r.length).sort((a, b) => a - b);
  const longest = lengths[Math.floor(lengths.length * 0.75)];
  const records = [];
  for (const [i, r] of rows.entries()) {
    const dealt = await ask(page, { op: 'generate', game: 'fujisan', setup: r.setup, seed: r.seed });
    const gaveUp = r.length > longest;
    records.push({ game: 'fujisan', params: dealt.params, board: dealt.boards[0], setup: r.setup, seed: r.seed,
                   seconds: gaveUp ? 30 * r.length : 12 * r.length + (i % 3), solved: !gaveUp,
                   moves: gaveUp ? 4 : r.length, hints: 0,
                   setup_seconds: 4 * r.actions + (i % 5) });
  }
  return { format: 'puzzlelab-records', version: 1, records };
}

run(async ({ page, base }) => {
  await page.goto(base + '#' + AFTER);
  await waitFor(page, 'the play screen', (st) => st.screen === 'play' && st.ready && st.board);

  log('play records turned on in Settings');
  await click(page, 'settings');
  await waitFor(page, 'the settings', (st) => st.popup === 'settings' && st.widgets['setting-keep-records']);
  await stillOn(page, (st) => st.widgets['setting-keep-records']);
  await click(page, 'setting-keep-records');
  let s = await waitFor(page, 'records on', (st) => st.records.keep === true);
  await page.keyboard.press('Escape');
  await waitFor(page, 'the settings closed', (st) => st.popup === null);

  log('a challenge solved by hand, hint after hint');
  s = await openLink(page, SOLVED);
  while (!s.solved) {
    s = await askHint(page);
    s = await playByKeys(page, s.solver.result.move);
  }
  s = await waitFor(page, 'the solve recorded', (st) => st.records.count === 1);

  log('another given up: one move played, then another challenge opened');
  s = await openLink(page, GIVEN_UP);
  await playByKeys(page, s.legal_moves[0]);
  await openLink(page, AFTER);
  s = await waitFor(page, 'the give-up recorded', (st) => st.records.count === 2);

  log('the records exported as JSON (the download intercepted)');
  await fromMenu(page, 'menu-records');
  await waitFor(page, 'the records window', (st) => st.widgets['records-export-json']);
  await stillOn(page, (st) => st.widgets['records-export-json']);
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await click(page, 'records-export-json');
  const chunks = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk);
  const own = Buffer.concat(chunks).toString('utf8');
  const ownDoc = JSON.parse(own);
  check(ownDoc.format === 'puzzlelab-records' && ownDoc.records.length === 2,
        `the export holds ${ownDoc.records && ownDoc.records.length} records: ${own.slice(0, 300)}`);
  check(ownDoc.records.filter((r) => r.solved && !r.solver).length === 1 && ownDoc.records.filter((r) => !r.solved).length === 1,
        `the export is not one solve alone and one give-up: ${own}`);
  await page.keyboard.press('Escape');

  await startEngine(page);

  log('other people\'s play: records built from challenges the engine deals');
  const others = await otherPlayersRecords(page);
  const othersSolved = others.records.filter((r) => r.solved).length;
  const othersGaveUp = others.records.length - othersSolved;
  check(othersSolved >= 15 && othersGaveUp >= 2, `too few records: ${othersSolved} solved, ${othersGaveUp} given up`);

  log('the Lab on a Fujisan study, its Validity view from the top bar');
  await page.evaluate(() => { window.location.hash = 'v1/lab/fujisan/standard/dominoes.any-coin/trials=1.per_trial=4.seed=3'; });
  s = await waitFor(page, 'the Lab', (st) => st.screen === 'lab' && st.widgets['lab-validity']);
  await press(page, 'lab-validity');
  s = await waitFor(page, 'the Validity view', (st) => st.lab.showing_validity && st.widgets['lab-validity-import']);
  check(s.widgets['lab-validity-run'], 'no Run button');
  await shot(page, 'validity-01-empty.png', { mouseAway: true });

  log('two record files chosen at once in the file chooser');
  const othersText = JSON.stringify(others, null, 1);
  const files = [['puzzlelab-records.json', own], ['class-b.json', othersText]];
  await importFiles(page, files);
  s = await waitFor(page, 'the files listed', (st) => st.lab.validity.files.length === files.length);
  check(s.lab.validity.files[0].records === 2 && s.lab.validity.files[1].records === others.records.length,
        `the files count ${JSON.stringify(s.lab.validity.files)}; they hold 2 and ${others.records.length}`);

  log('the same file again: noticed, not added twice');
  await importFiles(page, [['class-b-copy.json', othersText]]);
  s = await waitFor(page, 'the note', (st) => st.lab.validity.notes.some((n) => /same text as class-b\.json/.test(n)));
  check(s.lab.validity.files.length === files.length, `a file was added twice: ${JSON.stringify(s.lab.validity.files)}`);

  log('"Use the records on this device": the very records exported, so noticed as the same text');
  await scrollTo(page, 'lab-validity-device', false, -1);
  await press(page, 'lab-validity-device');
  s = await waitFor(page, 'the device note', (st) => st.lab.validity.notes.some((n) => /^this device holds the same text as puzzlelab-records\.json/.test(n)));
  check(s.lab.validity.files.length === files.length, `the device's records were added twice: ${JSON.stringify(s.lab.validity.files)}`);

  log('Run: every challenge measured in a worker, the measures set against the times');
  await startRun(page);
  s = await waitFor(page, 'the answer', (st) => st.lab.validity.state === 'done', 120_000);
  const v = s.lab.validity;
  const records = v.result.records;
  const all = others.records.length + 2;
  check(records.read === all && records.this_game === all && records.played === all,
        `records read: ${JSON.stringify(records)}, expected ${all}`);
  check(records.solved === othersSolved + 1 && records.gave_up === othersGaveUp + 1,
        `solved ${records.solved} (expected ${othersSolved + 1}), gave up ${records.gave_up} (expected ${othersGaveUp + 1})`);
  check(records.alone === othersSolved + 1, `solved alone: ${records.alone}, expected ${othersSolved + 1}`);
  check(records.timed_setups === others.records.length, `timed setups: ${records.timed_setups}, expected ${others.records.length}`);
  check(JSON.stringify(v.result.files.map((f) => [f.name, f.records, f.used])) ===
        JSON.stringify([['puzzlelab-records.json', 2, 2], ['class-b.json', others.records.length, others.records.length]]),
        `the files as read: ${JSON.stringify(v.result.files)}`);
  const length = v.result.measures.length;
  check(length && length.n === othersSolved + 1, `the length's n: ${JSON.stringify(length)}`);
  check(length.spearman.value > 0.7 && length.spearman.low > 0,
        `the length's rho is not high with an interval above 0: ${JSON.stringify(length.spearman)}`);
  check(length.auc.value > 0.5 && length.auc.n === all && length.auc.gave_up === othersGaveUp + 1,
        `the length's AUC: ${JSON.stringify(length.auc)}`);
  check(v.shown.length.spearman.shown === length.spearman.value.toFixed(2), `the table shows ${v.shown.length.spearman.shown}`);
  check(v.result.setup_measures.setup_actions && v.result.setup_measures.setup_actions.spearman.value > 0.7,
        `setup time against setup actions: ${JSON.stringify(v.result.setup_measures)}`);
  check(v.result.setups.length === SETUPS.length, `setups: ${JSON.stringify(v.result.setups)}`);
  await shot(page, 'validity-02-result.png', { mouseAway: true });

  log('the length drawn: its row selected, the scatter with the given-up records apart');
  for (let attempt = 1; ; ++attempt) {
    // A click given while the pane still settles its scroll can miss the row: once more then.
    await scrollTo(page, 'lab-validity-measure-length');
    await stillOn(page, (st) => st.widgets['lab-validity-measure-length']);
    await click(page, 'lab-validity-measure-length');
    s = await waitFor(page, 'the length drawn', (st) => st.lab.validity.measure === 'length', 3000).catch(() => null);
    if (s) break;
    check(attempt < 3, 'the length\'s row never took the click');
  }
  await scrollTo(page, 'lab-plot-validity');
  await shot(page, 'validity-03-scatter.png', { mouseAway: true });
  await scrollTo(page, 'lab-plot-validity-setup');
  await shot(page, 'validity-04-setup.png', { mouseAway: true });

  log('a phone-sized window: the view reads, no column squeezed');
  await page.setViewportSize({ width: 390, height: 844 });
  await waitFor(page, 'the phone layout', (st) => st.widgets['lab-validity-run'] || st.lab.showing_validity);
  await shot(page, 'validity-05-phone.png', { mouseAway: true });
  for (const table of ['lab-validity-files', 'lab-validity-summary', 'lab-validity-measures']) {
    await scrollTo(page, table, true);
    const squeezed = await harness.settledSqueezedColumns(page, [table]);
    check(squeezed.length === 0, `squeezed columns on a phone:\n  ${squeezed.join('\n  ')}`);
  }
  await shot(page, 'validity-06-phone-measures.png', { mouseAway: true });

  log('two records alone: every correlation "n/a", with why');
  await page.setViewportSize({ width: 1280, height: 800 });
  // The wide layout back (the form beside the results), then up to the files.
  await waitFor(page, 'the wide layout', (st) => st.widgets['lab-validity'] && st.widgets['lab-validity'].x > 600);
  await page.waitForTimeout(300);
  await scrollTo(page, 'lab-validity-remove-0', false, -1);
  for (let files = 2; files > 0; --files) {
    await press(page, 'lab-validity-remove-0');
    await waitFor(page, 'a file removed', (st) => st.lab.validity.files.length === files - 1);
  }
  const two = { format: 'puzzlelab-records', version: 1, records: others.records.filter((r) => r.solved).slice(0, 2) };
  await importFiles(page, [['two.json', JSON.stringify(two)]]);
  await waitFor(page, 'two.json listed', (st) => st.lab.validity.files.length === 1 && st.lab.validity.files[0].records === 2);
  await press(page, 'lab-validity-run');
  s = await waitFor(page, 'the answer over two records', (st) => st.lab.validity.state === 'done' &&
    st.lab.validity.result.records.read === 2, 120_000);
  const undefinedShown = Object.values(s.lab.validity.shown);
  check(undefinedShown.length > 0 && undefinedShown.every((m) => m.spearman.shown === 'n/a' && m.kendall.shown === 'n/a' &&
        /needs at least 3/.test(m.spearman.why)), `not every figure "n/a" with why: ${JSON.stringify(undefinedShown[0])}`);
  await scrollTo(page, 'lab-validity-measures', true);
  await shot(page, 'validity-07-too-few.png', { mouseAway: true });
  console.log('e2e validity: PASS (screenshots in tests/e2e/screenshots/validity-*.png)');
});
