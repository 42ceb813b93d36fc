// The daily challenge in the browser app (docs/app/DAILY.md), end to end in Debian's chromium
// (playwright-core): every game's daily link deals that day's challenge in the worker (the time it
// takes is printed); today's BoxOff, opened by its daily link, is played to the end like a person
// plays it (a hint asked, then the solver's solution clicked square by square), and the statistics
// and the share text say so without a move of the solution; the Daily button opens today's again;
// a past day's link deals another challenge and counts another day played; a future day is refused
// with the game kept; a reload keeps the day's moves. Screenshots: tests/e2e/screenshots/daily-*.png.
//
// Usage: node tests/e2e/daily.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, link: s.link, moves: s.moves, solved: s.solved, daily: s.daily,
           notices: s.notices, popup: s.popup,
           solver: s.solver && { busy: s.solver.busy, optimum: s.solver.optimum, result: s.solver.result } };
}

const { log, check, state, waitFor, click, fromMenu, shot, askHint, stillOn, run } = harness('e2e daily', { summary, clickSettle: 80 });

const GAMES = ['fujisan', 'boxoff', 'pretzel', 'sigmar', 'fruit-dating'];

// UTC dates as the app reads them from the browser's clock.
function utcDate(offsetDays) {
  return new Date(Date.now() + offsetDays * 86400000).toISOString().slice(0, 10);
}
function longDate(iso) {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m - 1]} ${y}`;
}

const dailyOpen = (game, date) => (st) => st.ready && st.challenge && st.challenge.game === game && st.challenge.daily === date;

async function clickSquare(page, name) {
  const s = await state(page);
  const spot = s.board.spaces.find((q) => q.name === name);
  check(spot, `no square ${name} on the board`);
  await page.mouse.click(spot.x, spot.y);
}

// A BoxOff move "a1-b2" played as a person does: the two tokens clicked.
async function playBoxOffMove(page, move, count) {
  const [a, b] = move.split('-');
  await clickSquare(page, a);
  await waitFor(page, `${a} selected`, (st) => st.board.selected === a);
  await clickSquare(page, b);
  return waitFor(page, `move ${count} (${move}) played`, (st) => st.moves.length === count);
}

run(async ({ page, base, problems }) => {
  const today = utcDate(0);
  const yesterday = utcDate(-1);
  let tomorrow = utcDate(1);

  log(`every game's daily challenge of today (${today}) by its link, dealt in the worker`);
  const times = [];
  for (const game of GAMES) {
    await page.goto('about:blank');
    const started = Date.now();
    await page.goto(`${base}#v1/daily/${game}/${today}`);
    const s = await waitFor(page, `${game}'s daily challenge`, dailyOpen(game, today), 120_000);
    times.push(`${game} ${((Date.now() - started) / 1000).toFixed(2)} s`);
    check(s.link === `v1/daily/${game}/${today}`, `the address bar shows ${s.link}`);
    check(s.challenge.seed !== undefined && s.challenge.setup, `the daily challenge has no seed: ${JSON.stringify(s.challenge)}`);
    check(s.daily && s.daily.date === today && s.daily.summary.played >= 1, `the day is not counted: ${JSON.stringify(s.daily)}`);
  }
  log(`  page load to the daily board: ${times.join(', ')}`);

  log('the same day gives the same board on a fresh page');
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.goto(`${base}#v1/daily/boxoff/${today}`);
  let s = await waitFor(page, 'BoxOff of today', (st) => dailyOpen('boxoff', today)(st) && st.board && st.board.spaces);
  const board = s.challenge.board;
  const seed = String(s.challenge.seed);
  await page.reload();
  s = await waitFor(page, 'BoxOff of today after a reload', (st) => dailyOpen('boxoff', today)(st) && st.board && st.board.spaces);
  check(s.challenge.board === board && String(s.challenge.seed) === seed, 'a reload dealt another board');
  check(s.daily.summary.played === 1 && s.daily.result.hints === 0 && !s.daily.result.solved, `fresh record: ${JSON.stringify(s.daily)}`);
  s = await stillOn(page, (st) => st.widgets['challenge-label']);
  await shot(page, 'daily-01-today.png', { mouseAway: true });

  log('a hint, then the solver\'s solution played square by square');
  s = await askHint(page);
  s = await waitFor(page, 'the hint counted', (st) => st.daily.result.hints === 1);
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  check(s.solver.result.status === 'solved', `no solution: ${JSON.stringify(s.solver.result)}`);
  const solution = s.solver.result.solution;
  for (let i = 0; i < solution.length; ++i) s = await playBoxOffMove(page, solution[i], i + 1);
  s = await waitFor(page, 'the solve and the optimum', (st) => st.solved && st.daily.result.solved && st.daily.result.optimum !== null);
  check(s.daily.result.moves === solution.length, `the day's moves: ${JSON.stringify(s.daily.result)}`);
  check(s.daily.summary.solved === 1 && s.daily.summary.streak === 1 && s.daily.summary.longest_streak === 1,
        `the summary after the solve: ${JSON.stringify(s.daily.summary)}`);
  const optimum = s.daily.result.optimum;
  const expected = `Puzzle Lab \u00b7 BoxOff, ${longDate(today)}: solved in ${solution.length} moves (optimum ${optimum}), 1 hint`;
  check(s.daily.share_text === expected, `share text: "${s.daily.share_text}", expected "${expected}"`);
  for (const move of solution) check(!s.daily.share_text.includes(move), `the share text gives away the move ${move}`);
  await page.waitForTimeout(600);
  await shot(page, 'daily-02-solved.png', { mouseAway: true });

  log('Share: the result and the day\'s link, nothing else');
  await fromMenu(page, 'menu-copy-link');
  s = await waitFor(page, 'the share popup', (st) => st.popup === 'share' && st.widgets['daily-share-text']);
  const shared = s.widgets['daily-share-text'].value;
  check(shared === `${expected}\n${base}#v1/daily/boxoff/${today}`, `shared text: ${JSON.stringify(shared)}`);
  check(s.widgets['daily-share-copy'], 'no Copy result button');
  await stillOn(page, (st) => st.widgets['daily-share-text']);
  await shot(page, 'daily-03-share.png');
  await page.keyboard.press('Escape');
  await waitFor(page, 'the popup closed', (st) => st.popup === null);

  log('the statistics show the daily challenges');
  await fromMenu(page, 'menu-stats');
  s = await waitFor(page, 'the stats popup', (st) => st.widgets['daily-table']);
  await stillOn(page, (st) => st.widgets['daily-table']);
  await shot(page, 'daily-04-stats.png');
  await page.keyboard.press('Escape');

  log('yesterday\'s link: another challenge, another day played; the streak counts today');
  await page.goto(`${base}#v1/daily/boxoff/${yesterday}`);
  s = await waitFor(page, 'BoxOff of yesterday', (st) => dailyOpen('boxoff', yesterday)(st) && st.daily);
  check(s.challenge.board !== board, 'yesterday dealt today\'s board');
  check(s.daily.summary.played === 2 && s.daily.summary.solved === 1 && s.daily.summary.streak === 1,
        `summary with yesterday: ${JSON.stringify(s.daily.summary)}`);
  check(s.daily.share_text === `Puzzle Lab \u00b7 BoxOff, ${longDate(yesterday)}: not solved yet`, `share: ${s.daily.share_text}`);
  await stillOn(page, (st) => st.widgets['challenge-label']);
  await shot(page, 'daily-05-yesterday.png', { mouseAway: true });

  log('tomorrow\'s link is not available yet; yesterday\'s game stays');
  // Tomorrow as of now: a run that crosses midnight (UTC) would otherwise ask for today.
  tomorrow = utcDate(1);
  await page.goto(`${base}#v1/daily/boxoff/${tomorrow}`);
  s = await waitFor(page, 'the refusal', (st) => st.notices.some((n) => /not available yet/.test(n.text)));
  const notice = s.notices.find((n) => /not available yet/.test(n.text));
  check(notice.text === `This link could not be opened: the daily challenge of ${longDate(tomorrow)} is not available yet ` +
        `(today is ${longDate(today)}, UTC). You are still playing the game you had open.`, `notice: ${notice.text}`);
  s = await waitFor(page, 'yesterday\'s game kept', (st) => dailyOpen('boxoff', yesterday)(st) && st.link === `v1/daily/boxoff/${yesterday}`);
  await shot(page, 'daily-06-tomorrow-refused.png', { mouseAway: true });

  log('the Daily button opens today\'s challenge again; the record is kept');
  await click(page, 'daily');
  s = await waitFor(page, 'today\'s BoxOff from the button', dailyOpen('boxoff', today));
  check(s.challenge.board === board, 'the Daily button dealt another board');
  check(s.daily.result.solved && s.daily.summary.played === 2, `record after the button: ${JSON.stringify(s.daily)}`);

  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log('ok');
});
