// End-to-end test of play records and "Time my setup" (docs/app/RECORDS.md): Debian's chromium
// driven by playwright-core (tests/e2e/harness.js). The switch is turned on in Settings; a Fujisan
// challenge is solved (a move of the player's taken back, then the solver's solution played), another
// is left after a move (given up), the setup of a third is timed at the table with Done pressed by
// click, Space and Enter and one Done taken back, then left unplayed. The records are exported as
// JSON and CSV (the downloads read back) and checked field by field; a reload keeps them and the
// record in progress; Clear asks first. Screenshots go to tests/e2e/screenshots/records-*.png.
//
// Usage: node tests/e2e/records.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, popup: s.popup, challenge: s.challenge && s.challenge.seed, moves: s.moves,
           records: s.records, setup_timer: s.setup_timer, notices: s.notices };
}

const { log, check, state, waitFor, stillOn, click, fromMenu, shot, run } = harness('e2e records', { summary, clickSettle: 80 });

// Waits until the widget holds its place (a popup settles its layout over its first frames).
const settled = (page, name) => stillOn(page, (st) => st.widgets[name]);

const SOLVED = 'v1/fujisan/seed/dominoes/standard/12345';
const GIVEN_UP = 'v1/fujisan/seed/dominoes/standard/777';
const TIMED = 'v1/fujisan/seed/dominoes/standard/778';
const LEFT_OPEN = 'v1/fujisan/seed/dominoes/standard/779';

async function clickSpace(page, space) {
  const s = await state(page);
  const spot = s.board.spaces[space];
  await page.mouse.click(spot.x, spot.y);
}

// Plays the first legal move with the mouse: the priest, then its target.
async function playFirstMove(page) {
  let s = await state(page);
  const move = s.legal_moves[0];
  const played = s.moves.length;
  await clickSpace(page, s.board.priests[move[0]]);
  s = await waitFor(page, `priest ${move[0]} selected`, (st) => st.board.selected === move[0] && st.board.targets.length > 0);
  await clickSpace(page, s.board.targets.find((t) => t.move === move).space);
  return waitFor(page, `the move ${move}`, (st) => st.moves.length === played + 1);
}

async function openLink(page, link) {
  await page.evaluate((hash) => { window.location.hash = hash; }, link);
  return waitFor(page, `the challenge ${link}`, (st) => st.ready && st.link === link && st.board);
}

async function download(page, widget) {
  const waiting = page.waitForEvent('download', { timeout: 30_000 });
  const [file] = await Promise.all([waiting, click(page, widget)]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

// RFC 4180: fields split on commas outside quotes, "" inside quotes is one quote.
function csvRows(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; ++i) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; ++i; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; ++i; }
    else field += c;
  }
  return rows;
}

run(async ({ page, base }) => {
  log('a Fujisan challenge dealt from a seed; records are off by default');
  await page.goto(base + '#' + SOLVED);
  let s = await waitFor(page, 'the challenge', (st) => st.ready && st.board);
  check(s.records.keep === false && s.records.count === 0 && s.records.in_progress === null,
        `records before the switch: ${JSON.stringify(s.records)}`);

  log('Settings: "Keep play records on this device" turns them on; the challenge on screen is recorded');
  await click(page, 'settings');
  await waitFor(page, 'the settings', (st) => st.popup === 'settings' && st.widgets['setting-keep-records']);
  await settled(page, 'setting-keep-records');
  await click(page, 'setting-keep-records');
  s = await waitFor(page, 'records on', (st) => st.records.keep === true && st.records.in_progress);
  await shot(page, 'records-1-settings.png');
  await page.keyboard.press('Escape');
  await waitFor(page, 'the settings closed', (st) => st.popup === null);
  check(s.records.in_progress.seed === '12345' && s.records.in_progress.setup === 'dominoes' &&
        s.records.in_progress.board === s.challenge.board, `the record in progress: ${JSON.stringify(s.records.in_progress)}`);

  log('a move of the player\'s, taken back; then the solver\'s solution played to the solve');
  await playFirstMove(page);
  await click(page, 'undo');
  await waitFor(page, 'the undo', (st) => st.moves.length === 0);
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  await click(page, 'solution-play');
  s = await waitFor(page, 'solved by the solution', (st) => st.solved === true, 60_000);
  const solvedBoard = s.challenge.board;
  const solvedMoves = s.moves.length;
  s = await waitFor(page, 'the solve recorded', (st) => st.records.count === 1);

  log('another challenge, left after a move: given up');
  s = await openLink(page, GIVEN_UP);
  const givenUpBoard = s.challenge.board;
  await playFirstMove(page);
  s = await openLink(page, TIMED);
  s = await waitFor(page, 'the give-up recorded', (st) => st.records.count === 2);
  const timedBoard = s.challenge.board;

  log('Time my setup: Start, Done by click, Space and Enter, one Done taken back, the rest by click');
  await fromMenu(page, 'menu-time-setup');
  s = await waitFor(page, 'the setup timer', (st) => st.setup_timer.open && st.widgets['setup-timer-start']);
  const steps = s.setup_timer.steps.length;
  check(steps === 13, `13 setup steps expected, got ${steps}`);
  await settled(page, 'setup-timer-start');
  await shot(page, 'records-2-timer-ready.png');
  await click(page, 'setup-timer-start');
  s = await waitFor(page, 'timing', (st) => st.setup_timer.phase === 'timing' && st.widgets['setup-timer-done']);
  await page.waitForTimeout(300);
  await click(page, 'setup-timer-done');
  await waitFor(page, 'step 2', (st) => st.setup_timer.current === 1);
  await page.mouse.move(5, 5);  // the keys press Done while no control has the focus frame
  await page.keyboard.press('Space');
  await waitFor(page, 'step 3 by Space', (st) => st.setup_timer.current === 2);
  await page.keyboard.press('Enter');
  await waitFor(page, 'step 4 by Enter', (st) => st.setup_timer.current === 3);
  await shot(page, 'records-3-timer-step.png');
  await click(page, 'setup-timer-back');
  await waitFor(page, 'back to step 3', (st) => st.setup_timer.current === 2);
  for (let done = 2; done < steps; ++done) {
    await click(page, 'setup-timer-done');
    await waitFor(page, `step ${done + 1} done`, (st) => st.setup_timer.current === done + 1);
  }
  s = await waitFor(page, 'the timing complete', (st) => st.setup_timer.phase === 'complete' && st.setup_timer.kept);
  const said = await page.evaluate(() => (Module.puzzlelabAnnounced || []).map((a) => a.text || '').join('\n'));
  check(said.includes(`Step 2 of ${steps}: ${s.setup_timer.steps[1]}`) && /Set up in [\d.:]+( s)?\. Kept on this challenge's play record\./.test(said),
        `the screen reader heard: ${said.slice(-400)}`);
  check(s.setup_timer.seconds.length === steps, `${s.setup_timer.seconds.length} step times`);
  const timedSteps = s.setup_timer.seconds;
  await settled(page, 'setup-timer-close');
  await shot(page, 'records-4-timer-done.png');
  await click(page, 'setup-timer-close');
  s = await waitFor(page, 'the timer closed', (st) => !st.setup_timer.open && st.popup === null);
  check(s.records.in_progress.setup_steps.length === steps, 'the record in progress has no setup timing');
  check(s.moves.length === 0, 'the timer\'s keys played a move on the board');

  log('left unplayed for another challenge: kept as not played; a move there is the record in progress');
  s = await openLink(page, LEFT_OPEN);
  s = await waitFor(page, 'the timed setup recorded', (st) => st.records.count === 3);
  s = await playFirstMove(page);
  check(s.records.in_progress.moves === 1, `in progress: ${JSON.stringify(s.records.in_progress)}`);

  log('Play records window: counts, then Export JSON and Export CSV');
  await fromMenu(page, 'menu-records');
  s = await waitFor(page, 'the records window', (st) => st.popup === 'records' && st.widgets['records-export-json']);
  await settled(page, 'records-export-json');
  await shot(page, 'records-5-window.png');
  const json = await download(page, 'records-export-json');
  check(json.name === 'puzzlelab-records.json', `the JSON file is ${json.name}`);
  const doc = JSON.parse(json.text);
  check(doc.format === 'puzzlelab-records' && doc.version === 1 && doc.records.length === 3,
        `the document: ${json.text.slice(0, 200)}`);
  const [solved, gaveUp, timed] = doc.records;
  const standard = JSON.stringify({ variant: 'standard' });
  for (const r of doc.records) {
    check(r.game === 'fujisan' && r.setup === 'dominoes' && JSON.stringify(r.params) === standard && r.hints === 0 &&
          r.restarts === 0, `a record: ${JSON.stringify(r)}`);
    check(Math.round(r.seconds * 10) === r.seconds * 10, `seconds not to a tenth: ${r.seconds}`);
  }
  check(solved.seed === '12345' && solved.board === solvedBoard && solved.solved === true && solved.played === true &&
        solved.solver === true && solved.moves === solvedMoves && solved.undos === 1 && solved.seconds > 0 &&
        solved.setup_seconds === undefined, `the solved record: ${JSON.stringify(solved)}`);
  check(gaveUp.seed === '777' && gaveUp.board === givenUpBoard && gaveUp.solved === false && gaveUp.played === true &&
        gaveUp.solver === false && gaveUp.moves === 1 && gaveUp.undos === 0 && gaveUp.seconds > 0,
        `the given-up record: ${JSON.stringify(gaveUp)}`);
  const sum = timed.setup_steps.reduce((a, b) => a + b, 0);
  check(timed.seed === '778' && timed.board === timedBoard && timed.played === false && timed.solved === false &&
        timed.moves === 0 && timed.setup_steps.length === steps && Math.abs(sum - timed.setup_seconds) < 0.1 * steps &&
        timed.setup_seconds > 0, `the timed setup's record: ${JSON.stringify(timed)}`);
  check(timed.setup_steps.every((x, i) => Math.abs(x - timedSteps[i]) <= 0.051), 'the step times differ from the timer\'s');

  const csv = await download(page, 'records-export-csv');
  check(csv.name === 'puzzlelab-records.csv', `the CSV file is ${csv.name}`);
  const rows = csvRows(csv.text);
  check(rows.length === 4, `${rows.length} CSV rows`);
  check(rows[0].join(',') ===
        'game,setup,seed,params,board,seconds,solved,moves,undos,restarts,hints,solver,played,setup_seconds,setup_steps',
        `the CSV header: ${rows[0]}`);
  check(csv.text.split('\r\n')[1].includes('"{""variant"":""standard""}"'), 'the params are not quoted as RFC 4180 asks');
  const byName = (row) => Object.fromEntries(rows[0].map((name, i) => [name, row[i]]));
  const c1 = byName(rows[1]), c3 = byName(rows[3]);
  check(c1.seed === '12345' && c1.board === solvedBoard && c1.solved === 'true' && c1.solver === 'true' &&
        Number(c1.moves) === solvedMoves && c1.params === standard && c1.setup_seconds === '',
        `the first CSV row: ${JSON.stringify(c1)}`);
  check(c3.played === 'false' && c3.setup_steps.split(';').length === steps && Number(c3.setup_seconds) === timed.setup_seconds,
        `the third CSV row: ${JSON.stringify(c3)}`);
  await page.keyboard.press('Escape');

  log('a reload keeps the records and the record in progress');
  await page.reload();
  s = await waitFor(page, 'the reloaded challenge', (st) => st.ready && st.board && st.link.startsWith(LEFT_OPEN));
  check(s.records.keep === true && s.records.count === 3, `after the reload: ${JSON.stringify(s.records)}`);
  check(s.records.in_progress && s.records.in_progress.seed === '779' && s.records.in_progress.moves === 1,
        `the record in progress after the reload: ${JSON.stringify(s.records.in_progress)}`);
  check(s.notices.length === 0, `notices after the reload: ${JSON.stringify(s.notices)}`);

  log('Clear asks first, then deletes them');
  await fromMenu(page, 'menu-records');
  await waitFor(page, 'the records window', (st) => st.popup === 'records' && st.widgets['records-clear']);
  await settled(page, 'records-clear');
  await click(page, 'records-clear');
  s = await waitFor(page, 'the question', (st) => st.widgets['records-clear-confirm']);
  check(s.records.count === 3, 'Clear deleted before asking');
  await settled(page, 'records-clear-confirm');
  await shot(page, 'records-6-clear.png');
  await click(page, 'records-clear-confirm');
  s = await waitFor(page, 'the records cleared', (st) => st.records.count === 0 && st.records.in_progress === null);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('puzzlelab.records')));
  check(stored.records.length === 0, `stored after Clear: ${JSON.stringify(stored)}`);
  log('ok');
});
