// End-to-end test of "Print" on the play screen (docs/app/PRINT.md): Debian's chromium driven by
// playwright-core (tests/e2e/harness.js). A Fujisan challenge dealt from a seed is printed with the
// Print button: the new tab must hold the board drawing, the game ID and link, the setup's steps
// (one per step of the dominoes' trace) and the solution, hidden until "Include the solution" is
// ticked; then it is rendered as for print (emulated print media, a PDF whose solution starts a
// second page). A Pretzel challenge given as a board is printed from the phone's More menu: it
// has no setup steps. Screenshots go to tests/e2e/screenshots/print-*.png.
//
// Usage: node tests/e2e/print.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, notices: s.notices };
}

const { SHOTS, log, check, waitFor, click, run } = harness('e2e print', { summary, clickSettle: 80 });

const FUJISAN = 'v1/fujisan/seed/dominoes/standard/12345';
const PRETZEL = 'v1/pretzel/board/3a~2C4d~2C~2E~2C~2E.3d~2C3c~2C2d~2C~2E.2a~2C4c~2C4a~2C~2E.3b~2C2b~2C4b~2C2c/standard.ranks=4.suits=4';

// Clicks a widget and returns the tab it opens, loaded.
async function printTab(context, page, widget, tap = false) {
  const opened = context.waitForEvent('page', { timeout: 30000 });
  const s = await waitFor(page, `widget "${widget}"`, (st) => st.widgets[widget] && st.widgets[widget].enabled !== false);
  const w = s.widgets[widget];
  if (tap) await page.touchscreen.tap(w.cx, w.cy); else await page.mouse.click(w.cx, w.cy);
  const tab = await opened;
  await tab.waitForLoadState('load');
  return tab;
}

async function pdfPages(tab, name) {
  const file = path.join(SHOTS, name);
  await tab.pdf({ path: file, format: 'A4', printBackground: true });
  const bytes = fs.readFileSync(file, 'latin1');
  return (bytes.match(/\/Type\s*\/Page[^s]/g) || []).length;
}

run(async ({ context, page, base, watch, problems }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  log('a Fujisan challenge dealt from a seed (dominoes, 12345)');
  await page.goto(base + '#' + FUJISAN);
  let s = await waitFor(page, 'the Fujisan challenge', (st) => st.ready && st.challenge.game === 'fujisan' && st.board);
  const board = s.challenge.board;

  log('Print (in the More menu) opens a new tab with the printable page');
  await click(page, 'more');
  const tab = await printTab(context, page, 'menu-print');
  watch(tab);
  s = await waitFor(page, 'the notice', (st) => st.notices.some((n) => /new tab/.test(n.text)));
  check(await tab.locator('#title').textContent() === 'Fujisan', 'the page is not titled Fujisan');
  const gameId = await tab.locator('#game-id').textContent();
  check(gameId === '#' + FUJISAN, `the game ID is ${gameId}`);
  const href = await tab.locator('#game-link').getAttribute('href');
  check(href.endsWith('#' + FUJISAN) && href.startsWith('http'), `the link is ${href}`);
  check(await tab.locator('#board > svg').count() === 1, 'no board drawing on the page');
  const values = await tab.locator('#board svg text[font-size="22"]').allTextContents();
  check(values.join('') === board.replace('/', ''), `the drawing shows ${values.join('')} for the board ${board}`);
  const steps = await tab.locator('#setup-steps li').allTextContents();
  log(`${steps.length} setup steps, the first: "${steps[0]}", the second: "${steps[1]}"`);
  check(steps.length === 13, `13 setup steps expected (a shuffle and twelve dominoes), got ${steps.length}`);
  check(/^Take the fifteen dominoes/.test(steps[0]) && /^Domino \d:\d(, turned)?: \d over \d on step 1\.$/.test(steps[1]),
        `the setup steps read ${JSON.stringify(steps.slice(0, 2))}`);
  check(!(await tab.locator('#solution').isVisible()), 'the solution shows before it is asked for');
  await tab.screenshot({ path: path.join(SHOTS, 'print-1-page.png'), fullPage: true });
  const pagesWithout = await pdfPages(tab, 'print-without-solution.pdf');

  log('"Include the solution" shows it, each move in words with a board after it');
  await tab.locator('#include-solution').check();
  check(await tab.locator('#solution').isVisible(), 'the solution stays hidden when ticked');
  const moves = await tab.locator('#solution-moves li').allTextContents();
  const figures = await tab.locator('#solution .after figure svg').count();
  log(`${moves.length} moves, the first "${moves[0]}"; ${figures} boards`);
  check(moves.length > 0 && /^[ACMS][UDLR].*: [ACMS] \(\w+\) moves /.test(moves[0]), `the moves read ${JSON.stringify(moves.slice(0, 2))}`);
  check(figures === moves.length, `${figures} boards for ${moves.length} moves`);
  await tab.screenshot({ path: path.join(SHOTS, 'print-2-solution.png'), fullPage: true });

  log('as printed: the controls go, the solution starts a page of its own');
  await tab.emulateMedia({ media: 'print' });
  check(!(await tab.locator('.controls').isVisible()), 'the controls would be printed');
  await tab.screenshot({ path: path.join(SHOTS, 'print-3-print-media.png'), fullPage: true });
  const pagesWith = await pdfPages(tab, 'print-with-solution.pdf');
  log(`PDF: ${pagesWithout} page(s) without the solution, ${pagesWith} with it`);
  check(pagesWithout === 1, `the page without the solution prints on ${pagesWithout} pages`);
  check(pagesWith >= 2, `the solution did not go to a second page (${pagesWith} pages)`);
  await tab.close();

  log('on a phone, Print is in the More menu; a board given without a seed has no setup steps');
  const phone = await context.newPage();
  watch(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(base + '#' + PRETZEL);
  s = await waitFor(phone, 'the Pretzel board on the phone', (st) => st.ready && st.challenge.game === 'pretzel' && st.board);
  const more = s.widgets['more'];
  await phone.touchscreen.tap(more.cx, more.cy);
  const pretzelTab = await printTab(context, phone, 'menu-print', true);
  watch(pretzelTab);
  check(await pretzelTab.locator('#title').textContent() === 'Pretzel', 'the phone printed another game');
  check(await pretzelTab.locator('#setup-steps').count() === 0, 'a board without a seed got setup steps');
  const ranks = await pretzelTab.locator('#board svg text[font-size="17"]').allTextContents();
  check(ranks.length === 4 + 12, `the Pretzel drawing shows ${ranks.length} cards (4 aces and 12 cards expected)`);
  await pretzelTab.screenshot({ path: path.join(SHOTS, 'print-4-pretzel.png'), fullPage: true });
  await pretzelTab.close();
  await phone.close();

  check(problems.length === 0, `the pages reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e print: PASS (screenshots in tests/e2e/screenshots/print-*.png)');
});
