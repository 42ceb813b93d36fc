// End-to-end test of Sigmar's template editor in the browser app: Debian's chromium driven by
// playwright-core, clicking real canvas pixels found through the automation hook
// (window.puzzlelab.state().template_editor: the cells in CSS pixels, the template text, the
// count, the engine's verdict and the generators' answers). Screenshots go to
// tests/e2e/screenshots/sigmar-templates-*.png.
//
// Covered: a mirrored template by link; the editor opened on the game's template ("Edit this
// level"); starting from a named template; a click painting a cell's whole orbit under 6-fold
// symmetry, and its mirror image under mirror symmetry; the count and the engine's message for a
// template of the wrong size; a drag painted as one stroke and undone at once; the keyboard (arrows,
// Enter); the generators' answers; Play (a game on the custom template, its board on exactly those
// cells); the game's link opened in a new tab and back into the editor (the round trip); Share;
// bad template links (hollow centre, 54 cells, a bad character) refused with the engine's message
// while the game stays; the editor in a phone-sized window, painted by tapping.
//
// Usage: node tests/e2e/sigmar_templates.test.js [DIST_DIR]   (default: build/web/dist)
'use strict';

const harness = require('./harness');

function summary(s) {
  const e = s.template_editor;
  return { ready: s.ready, screen: s.screen, challenge: s.challenge, notices: s.notices, dialog: s.dialog,
           editor: e && { text: e.text, count: e.count, problem: e.problem, symmetry: e.symmetry, cursor: e.cursor,
                          generators: e.generators, message: e.message } };
}

const { log, check, state, waitFor, click, fromMenu, choose, shot, run } = harness('e2e sigmar templates', { summary, clickSettle: 80 });

function occupancy(board) { return [...board].map((c) => (c === '_' ? '_' : 'x')).join(''); }
function seedLink(template, seed = 1) { return `v1/sigmar/seed/linear/standard.template=${template}/${seed}`; }
function editorCell(s, name) {
  const spot = s.template_editor.cells.find((c) => c.name === name);
  check(spot, `no cell ${name} in the editor`);
  return spot;
}
async function openLink(page, hash) { await page.evaluate((h) => { window.location.hash = h; }, hash); }
async function openEditor(page, text) {
  await fromMenu(page, 'menu-edit-level');
  return waitFor(page, 'the template editor', (st) => st.screen === 'editor' && st.template_editor &&
    (text === undefined || st.template_editor.text === text));
}
// The six rotations of a cell about the centre, as names (engine/games/sigmar/templates.cpp rotate).
const ROWS = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
const CELLS = [];
ROWS.forEach((n, r) => { for (let i = 0; i < n; ++i) CELLS.push({ x: i + Math.max(0, r - 5), y: r, name: 'abcdefghijk'[r] + (i + 1) }); });
function cellAt(x, y) { return CELLS.findIndex((c) => c.x === x && c.y === y); }
function rotations(index) {
  let x = CELLS[index].x - 5, y = CELLS[index].y - 5;
  const out = [];
  for (let k = 0; k < 6; ++k) { out.push(cellAt(x + 5, y + 5)); [x, y] = [x - y, x]; }
  return [...new Set(out)];
}
function mirrorOf(index) {
  const { x, y } = CELLS[index];
  return cellAt(Math.max(0, y - 5) + Math.min(10, y + 5) - x, y);
}

run(async ({ context, page, base, watch, problems }) => {
  log('load the app; a mirrored named template by link');
  await page.goto(base);
  await waitFor(page, 'the first puzzle', (st) => st.ready && st.board);
  await openLink(page, seedLink('pinwheel-mirrored', 4));
  let s = await waitFor(page, 'the pinwheel-mirrored game', (st) => st.ready && st.challenge.game === 'sigmar' &&
    st.challenge.params.template === 'pinwheel-mirrored' && st.board && st.board.marbles === 55);
  const mirroredCells = occupancy(s.challenge.board);

  log('the editor opens on the game\'s template, with the symmetry it has');
  s = await openEditor(page, mirroredCells);
  check(s.template_editor.count === 55 && s.template_editor.problem === null, 'the template is not whole');
  check(s.template_editor.symmetry === '6-fold', `symmetry ${s.template_editor.symmetry}, not 6-fold`);

  log('start from a named template: pinwheel, the mirror image of the game\'s');
  await choose(page, 'template-editor-start', 'pinwheel');
  s = await waitFor(page, 'pinwheel loaded', (st) => st.template_editor.text !== mirroredCells && st.template_editor.count === 55);
  const pinwheel = s.template_editor.text;
  for (let c = 0; c < 91; ++c) check(pinwheel[c] === mirroredCells[mirrorOf(c)], `cell ${CELLS[c].name} is not the mirror's`);
  s = await waitFor(page, 'both generators answered', (st) => ['linear', 'pair-stack'].every((g) => ['fills', 'fails'].includes(st.template_editor.generators[g].state)));
  log(`pinwheel: linear ${s.template_editor.generators.linear.state}, pair-stack ${s.template_editor.generators['pair-stack'].state}`);
  check(s.template_editor.generators.linear.state === 'fills', 'linear does not fill pinwheel');

  log('6-fold symmetry: one click paints the six rotations; the count and the engine\'s message');
  const target = CELLS.findIndex((c, i) => pinwheel[i] === '_' && rotations(i).length === 6);
  const orbit = rotations(target);
  let spot = editorCell(s, CELLS[target].name);
  await page.mouse.click(spot.x, spot.y);
  s = await waitFor(page, 'the orbit painted', (st) => st.template_editor.count === 61);
  for (const c of orbit) check(s.template_editor.text[c] === 'x', `rotation ${CELLS[c].name} not painted`);
  check(/\(55\), this one 61/.test(s.template_editor.problem), `the message: ${s.template_editor.problem}`);
  s = await waitFor(page, 'the generators idle', (st) => st.template_editor.generators.linear.state === 'idle');
  check(s.widgets['template-editor-play'] && s.widgets['template-editor-count'], 'no Play button or count');
  await shot(page, 'sigmar-templates-01-count.png', { mouseAway: true });

  log('mirror symmetry: a click takes away a cell and its mirror image');
  await click(page, 'template-editor-symmetry-mirror');
  s = await waitFor(page, 'mirror symmetry', (st) => st.template_editor.symmetry === 'mirror');
  const pair = CELLS.findIndex((c, i) => s.template_editor.text[i] === 'x' && i !== 45 && mirrorOf(i) !== i &&
    s.template_editor.text[mirrorOf(i)] === 'x' && !orbit.includes(i));
  spot = editorCell(s, CELLS[pair].name);
  await page.mouse.click(spot.x, spot.y);
  s = await waitFor(page, 'the mirrored pair taken away', (st) => st.template_editor.count === 59);
  check(s.template_editor.text[pair] === '_' && s.template_editor.text[mirrorOf(pair)] === '_', 'the mirror image stayed');

  log('undo twice: pinwheel again');
  await click(page, 'template-editor-undo');
  await waitFor(page, 'one undo', (st) => st.template_editor.count === 61);
  await click(page, 'template-editor-undo');
  s = await waitFor(page, 'pinwheel again', (st) => st.template_editor.text === pinwheel);

  log('no symmetry: a drag paints several cells as one stroke, one undo takes it back');
  await click(page, 'template-editor-symmetry-none');
  s = await waitFor(page, 'no symmetry', (st) => st.template_editor.symmetry === 'none');
  const row = CELLS.map((c, i) => i).filter((i) => CELLS[i].y === 2 && pinwheel[i] === '_');
  check(row.length >= 2, 'no two empty cells in row c');
  const from = editorCell(s, CELLS[row[0]].name), to = editorCell(s, CELLS[row[row.length - 1]].name);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let k = 1; k <= 8; ++k) {
    await page.mouse.move(from.x + ((to.x - from.x) * k) / 8, from.y);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  s = await waitFor(page, 'the stroke painted', (st) => row.every((i) => st.template_editor.text[i] === 'x'));
  check(s.template_editor.count === 55 + row.length, `count ${s.template_editor.count} after the stroke`);
  await click(page, 'template-editor-undo');
  s = await waitFor(page, 'the stroke undone at once', (st) => st.template_editor.text === pinwheel);

  log('the keyboard: an arrow shows the focus in the centre, Enter takes a cell away and puts it back');
  await page.mouse.move(5, 5);
  await page.keyboard.press('ArrowRight');
  s = await waitFor(page, 'the focus', (st) => st.template_editor.cursor === 'f6');
  await page.keyboard.press('ArrowUp');
  s = await waitFor(page, 'the focus moved up', (st) => st.template_editor.cursor !== 'f6');
  const focused = s.template_editor.cursor;
  const before = s.template_editor.text[editorCell(s, focused).cell];
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'Enter toggled the cell', (st) => st.template_editor.text[editorCell(st, focused).cell] !== before);
  await page.keyboard.press('Enter');
  s = await waitFor(page, 'Enter again', (st) => st.template_editor.text === pinwheel);

  log('a custom template of 55 cells: move one orbit of six (6-fold) to another place');
  await click(page, 'template-editor-symmetry-6-fold');
  await waitFor(page, '6-fold', (st) => st.template_editor.symmetry === '6-fold');
  const takeFrom = CELLS.findIndex((c, i) => pinwheel[i] === 'x' && CELLS[i].y === 0 && rotations(i).length === 6);
  spot = editorCell(s, CELLS[takeFrom].name);
  await page.mouse.click(spot.x, spot.y);
  await waitFor(page, 'an orbit taken away', (st) => st.template_editor.count === 49);
  spot = editorCell(s, CELLS[target].name);
  await page.mouse.click(spot.x, spot.y);
  s = await waitFor(page, 'a custom 55', (st) => st.template_editor.count === 55 && st.template_editor.problem === null);
  const custom = s.template_editor.text;
  check(custom !== pinwheel, 'the template did not change');
  s = await waitFor(page, 'the generators on the custom template', (st) =>
    ['linear', 'pair-stack'].every((g) => ['fills', 'fails'].includes(st.template_editor.generators[g].state)), 30000);
  log(`custom: linear ${s.template_editor.generators.linear.state} ${s.template_editor.generators.linear.message}, ` +
      `pair-stack ${s.template_editor.generators['pair-stack'].state} ${s.template_editor.generators['pair-stack'].message}`);
  check(Object.values(s.template_editor.generators).some((g) => g.state === 'fills'), 'no generator fills the custom template');
  await shot(page, 'sigmar-templates-02-custom.png', { mouseAway: true });

  log('Share: a link to a game on the template');
  await click(page, 'template-editor-share');
  s = await waitFor(page, 'the share link', (st) => st.template_editor.share_url.includes(`template=${custom}`));
  const shared = s.template_editor.share_url;

  log('Play: a game on the custom template');
  await click(page, 'template-editor-play');
  s = await waitFor(page, 'the game on the custom template', (st) => st.screen === 'play' && st.ready &&
    st.challenge.params.template === custom && st.board && st.board.marbles === 55);
  check(occupancy(s.challenge.board) === custom, 'the board does not stand on the template\'s cells');
  check(s.board.cells.find((c) => c.name === 'f6').kind === 'gold', 'gold is not in the centre');
  check(s.link.includes(`template=${custom}`), `the game's link: ${s.link}`);
  await shot(page, 'sigmar-templates-03-play.png', { mouseAway: true });

  log('the link round trip: the shared link in a new tab, a game on the template, back into the editor');
  const other = await context.newPage();
  watch(other);
  await other.goto(base + '#' + shared.split('#')[1]);
  s = await waitFor(other, 'the shared game', (st) => st.ready && st.challenge.params.template === custom && st.board &&
    st.board.marbles === 55);
  check(occupancy(s.challenge.board) === custom, 'the shared game is not on the template');
  s = await openEditor(other, custom);
  check(s.template_editor.count === 55, 'the editor lost the template');
  await other.close();

  log('bad template links: the engine\'s message, the game stays');
  const hollow = custom.slice(0, 45) + '_' + custom.slice(46);
  const short = custom.replace('x', '_');  // 54 cells: the template's first cell emptied
  const bad = [
    [hollow, /holds the centre/],
    [short, /\(55\), this one 54/],
    [custom.slice(0, 10) + 'o' + custom.slice(11), /unknown Sigmar template|not 'o' at position 11/],
    [custom.slice(0, 90), /91 characters/],
  ];
  for (const [template, message] of bad) {
    await openLink(page, seedLink(template));
    s = await waitFor(page, `the message ${message}`, (st) => st.notices.some((n) => n.level === 'error' && message.test(n.text)));
    check(s.ready && s.challenge.params.template === custom, 'the app lost its game after a bad link');
  }
  log(`a hollow template's message: ${s.notices.filter((n) => n.level === 'error').map((n) => n.text)[0]}`);
  await shot(page, 'sigmar-templates-04-bad-link.png', { mouseAway: true });

  log('a phone-sized window: the editor fits, cells are touch-sized, a tap paints');
  const phone = await context.newPage();
  watch(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(base + '#' + seedLink('rings', 2));
  s = await waitFor(phone, 'rings on the phone', (st) => st.ready && st.challenge.params.template === 'rings' && st.board && st.board.marbles === 55);
  await fromMenu(phone, 'menu-edit-level');
  // The first frame of the screen reports the cells before its board is laid out: wait for a drawn one.
  s = await waitFor(phone, 'the editor on the phone', (st) => st.screen === 'editor' && st.template_editor &&
    st.template_editor.count === 55 && st.template_editor.cell_size > 2);
  const xs = s.template_editor.cells.map((c) => c.x);
  check(Math.min(...xs) > 0 && Math.max(...xs) < 390, `the editor's board does not fit the phone: x from ${Math.min(...xs)} to ${Math.max(...xs)}`);
  check(s.template_editor.cell_size >= 26, `cells too small to tap: ${s.template_editor.cell_size}`);
  log(`on the phone a cell is ${s.template_editor.cell_size.toFixed(1)} px across`);
  spot = editorCell(s, 'f7');  // ring 1: empty in rings; 6-fold paints six cells
  await phone.touchscreen.tap(spot.x, spot.y);
  s = await waitFor(phone, 'the tap painted an orbit', (st) => st.template_editor.count === 61);
  await phone.waitForTimeout(200);
  await shot(phone, 'sigmar-templates-05-phone.png');
  await phone.close();

  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e sigmar templates: PASS (screenshots in tests/e2e/screenshots/sigmar-templates-*.png)');
});
