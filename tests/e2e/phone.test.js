// Every game on a phone (390 x 844 CSS pixels, devicePixelRatio 3, touch, mobile viewport), end to
// end in headless Debian chromium driven by playwright-core: the narrow layout (the board first;
// its share of the screen's height and the smallest thing a finger taps, measured and printed),
// the zoom of a board too small for fingers (the Zoom button and a two-finger pinch), a move
// played by tapping, the menu, Help scrolled by a swipe while the window stays put (and by the
// keys), the New game dialog scrolled by a swipe, and a text field typed into through the page's
// real text element, as a phone's keyboard does (text committed without key events, a Backspace
// without a key code). Screenshots: tests/e2e/screenshots/phone-*.png.
'use strict';

const h = require('./harness')('e2e phone', {
  summary: (s) => ({ ready: s.ready, game: s.challenge && s.challenge.game, moves: s.moves, dialog: s.dialog, help: s.help,
                     popup: s.popup, text_input: s.text_input, zoom: s.zoom, board_target: s.board_target }),
  clickSettle: 80,
});
const { log, check, waitFor, shot } = h;

const WIDTH = 390, HEIGHT = 844, FINGER = 44;
const GAMES = [
  { game: 'fujisan', link: 'v1/fujisan/seed/dominoes/standard/12345' },
  { game: 'boxoff', link: 'v1/boxoff/seed/l-tiles/standard/1' },
  { game: 'pretzel', link: 'v1/pretzel/seed/shuffled/standard.ranks=13.suits=4/1' },
  { game: 'sigmar', link: 'v1/sigmar/seed/linear/standard/3' },
  { game: 'fruit-dating', link: 'v1/fruit-dating/seed/article/standard/2' },
];
// The controls a player taps on the play screen, when shown.
const CONTROLS = ['game-picker', 'new-game', 'more', 'undo', 'redo', 'restart', 'zoom', 'section-solver', 'section-moves',
                  'setup-watch', 'play-another', 'optimum-longer'];

async function tap(page, name) {
  const s = await waitFor(page, `widget "${name}"`, (st) => st.widgets[name]);
  const w = s.widgets[name];
  await page.touchscreen.tap(w.cx, w.cy);
  await page.waitForTimeout(80);
  return s;
}

// A finger pressed, moved in steps and lifted (Chrome DevTools Protocol touch events).
async function swipe(page, cdp, from, to, steps = 10) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] });
  await page.waitForTimeout(40);
  for (let i = 1; i <= steps; ++i) {
    const x = from.x + (to.x - from.x) * i / steps, y = from.y + (to.y - from.y) * i / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
    await page.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// Two fingers moving apart around `centre`.
async function pinch(page, cdp, centre, from, to, steps = 8) {
  const points = (d) => [{ x: centre.x - d, y: centre.y, id: 1 }, { x: centre.x + d, y: centre.y, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  await page.waitForTimeout(40);
  for (let i = 1; i <= steps; ++i) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + (to - from) * i / steps) });
    await page.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

function visible(s, p) {
  const b = s.widgets['board-panel'];
  return b && p.x > b.x + 4 && p.x < b.x + b.w - 4 && p.y > b.y + 4 && p.y < b.y + b.h - 4;
}

// Brings a spot of the (zoomed) board into sight by panning with one finger; returns it.
async function reach(page, cdp, what, find) {
  for (let attempt = 0; attempt < 4; ++attempt) {
    const s = await h.state(page);
    const p = find(s);
    check(p, `no ${what} on the board`);
    if (visible(s, p)) return p;
    const b = s.widgets['board-panel'];
    const clamp = (v, lo, hi) => Math.max(lo + 6, Math.min(hi - 6, v));
    const dx = b.cx - p.x, dy = b.cy - p.y;
    const from = { x: clamp(b.cx - dx / 2, b.x, b.x + b.w), y: clamp(b.cy - dy / 2, b.y, b.y + b.h) };
    const to = { x: clamp(b.cx + dx / 2, b.x, b.x + b.w), y: clamp(b.cy + dy / 2, b.y, b.y + b.h) };
    await swipe(page, cdp, from, to);
    await page.waitForTimeout(250);
  }
  throw new Error(`the ${what} cannot be panned into sight`);
}

async function tapSpot(page, cdp, what, find) {
  const p = await reach(page, cdp, what, find);
  await page.touchscreen.tap(p.x, p.y);
  await page.waitForTimeout(120);
}

// One legal move played by tapping its spots (panning a zoomed board to each first).
async function playByTap(page, cdp, game, s) {
  const before = s.moves.length;
  let move;
  if (game === 'fujisan') {
    move = s.legal_moves[0];
    await tapSpot(page, cdp, `priest ${move[0]}`, (st) => st.board.spaces[st.board.priests[move[0]]]);
    await waitFor(page, 'the priest selected', (st) => st.board.selected === move[0]);
    await tapSpot(page, cdp, `target of ${move}`, (st) => {
      const t = st.board.targets.find((x) => x.move === move);
      return t && st.board.spaces[t.space];
    });
  } else if (game === 'boxoff' || game === 'sigmar') {
    move = s.legal_moves.find((m) => m.includes('-')) || s.legal_moves[0];
    const list = (st) => (game === 'boxoff' ? st.board.spaces : st.board.cells);
    for (const name of move.split('-')) await tapSpot(page, cdp, name, (st) => list(st).find((c) => c.name === name));
  } else if (game === 'pretzel') {
    const m = s.board.movable[0];
    move = m.move;
    await tapSpot(page, cdp, `card ${move}`, (st) => st.board.cells[m.from]);
  } else {
    move = s.legal_moves[0];
    await tapSpot(page, cdp, `arrow ${move}`, (st) => st.board.arrows[move]);
  }
  await waitFor(page, `the move ${move}`, (st) => st.moves.length === before + 1 && st.moves[before] === move);
  return move;
}

function smallestControl(s) {
  let least = Infinity, which = null;
  for (const name of CONTROLS) {
    const w = s.widgets[name];
    if (!w) continue;
    const side = Math.min(w.w, w.h);
    if (side < least) { least = side; which = name; }
  }
  return { least, which };
}

h.run(async ({ page, base, problems }) => {
  const cdp = await page.context().newCDPSession(page);
  const figures = [];
  for (const { game, link } of GAMES) {
    log(`${game} on the phone: the board first, finger-sized controls`);
    await page.goto(base + '#' + link);
    let s = await waitFor(page, `the ${game} challenge`, (st) => st.ready && st.challenge.game === game && st.board &&
      st.widgets['board-panel'] && st.widgets['section-moves']);
    await page.waitForTimeout(300);
    s = await waitFor(page, 'the layout settled', (st) => st.widgets['board-panel']);
    const panel = s.widgets['board-panel'];
    check(panel.x >= 0 && panel.x + panel.w <= WIDTH, `the board runs off the screen: ${JSON.stringify(panel)}`);
    check(panel.y < 80, `the board is not first under the top bar: it starts at ${panel.y}`);
    const share = panel.h / HEIGHT;
    const controls = smallestControl(s);
    check(controls.least >= FINGER - 0.5, `${controls.which} is ${controls.least} px, under a finger's ${FINGER}`);
    for (const name of ['more', 'undo', 'section-solver', 'section-moves'])
      check(s.widgets[name], `${name} is not on the phone's screen`);
    check(!s.widgets['side-panel'] && !s.widgets['moves-list'], 'the side panels are not folded');
    for (const [name, w] of Object.entries(s.widgets))
      check(w.x >= -0.5 && w.x + w.w <= WIDTH + 0.5 || name === 'board-panel', `${name} runs off the screen's edge: ${JSON.stringify(w)}`);
    const fitTarget = s.board_target;
    // The board drawn at its fitting size, within its panel (a zoomable board's panel is taller).
    const drawnShare = Math.min(panel.h, s.board_frame.h) / HEIGHT;
    await shot(page, `phone-${game}-1-play.png`);

    let zoomedTarget = null, zoomedShare = null;
    if (game === 'fruit-dating') {
      // Played by swiping anywhere on the board or tapping its tilt arrows, a strip along each side
      // a finger deep: the board is not zoomed, its one-finger drags are the swipes.
      check(!s.zoom.offered && panel.w >= FINGER && panel.h >= FINGER, 'Fruit Dating\'s board is zoomed or too small to swipe');
      check(fitTarget >= FINGER - 0.5, `Fruit Dating's tilt arrows are ${fitTarget.toFixed(1)} px deep, under a finger's ${FINGER}`);
      log(`${game}: swipes on the whole board or taps its tilt arrows, ${fitTarget.toFixed(1)} px deep`);
    } else if (fitTarget < FINGER) {
      check(s.zoom.offered && s.widgets.zoom, `${game}'s targets are ${fitTarget.toFixed(1)} px and no zoom is offered`);
      log(`${game}: targets ${fitTarget.toFixed(1)} px at fit, the Zoom button makes them finger-sized`);
      await tap(page, 'zoom');
      s = await waitFor(page, 'the board zoomed', (st) => st.zoom.scale > 1.01 && st.board_target >= FINGER);
      zoomedTarget = s.board_target;
      zoomedShare = Math.min(panel.h, s.board_frame.h) / HEIGHT;
      await page.waitForTimeout(200);
      await shot(page, `phone-${game}-2-zoomed.png`);
    } else {
      check(!s.zoom.offered, `${game} offers zoom with ${fitTarget.toFixed(1)} px targets`);
    }

    log(`${game}: a move by tapping`);
    s = await waitFor(page, 'the board ready', (st) => st.ready && st.board);
    const move = await playByTap(page, cdp, game, s);
    s = await waitFor(page, 'the moves section counting it', (st) => st.moves.length === 1);

    if (zoomedTarget !== null) {
      log(`${game}: pinching zooms, the Fit button shows the whole board again`);
      const before = s.zoom.scale;
      const b = s.widgets['board-panel'];
      await pinch(page, cdp, { x: b.cx, y: b.cy }, 40, 90);
      s = await waitFor(page, 'the pinch zoom', (st) => st.zoom.scale > before * 1.3);
      await tap(page, 'zoom');
      s = await waitFor(page, 'the board fitted', (st) => st.zoom.scale === 1);
    }
    figures.push({ game, share, drawn_share: drawnShare, zoomed_share: zoomedShare, board_h: panel.h, fit_target: fitTarget, zoomed_target: zoomedTarget, control: controls.least, move });
  }

  log('the menu holds the less used actions; Help from it fills the screen');
  await tap(page, 'more');
  let s = await waitFor(page, 'the menu', (st) => st.widgets['menu-help'] && st.widgets['menu-settings']);
  for (const name of ['menu-daily', 'menu-copy-link', 'menu-print', 'menu-edit-level', 'menu-lab', 'menu-talk', 'menu-settings', 'menu-stats', 'menu-help']) {
    const w = s.widgets[name];
    check(w && w.h >= FINGER - 0.5 && w.x + w.w <= WIDTH, `the menu's ${name} is not a finger-sized row: ${JSON.stringify(w)}`);
  }
  await shot(page, 'phone-3-menu.png');
  await tap(page, 'menu-help');
  s = await waitFor(page, 'Help', (st) => st.help && st.widgets['help-window'] && st.widgets['help-window'].scroll_max > 200);
  const help = s.widgets['help-window'];
  check(help.x >= 0 && help.x + help.w <= WIDTH && help.y >= 0 && help.y + help.h <= HEIGHT, `Help does not fit the phone: ${JSON.stringify(help)}`);

  log('a swipe up in Help scrolls it; the window stays where it is');
  await swipe(page, cdp, { x: help.cx, y: help.y + help.h * 0.75 }, { x: help.cx, y: help.y + help.h * 0.35 });
  s = await waitFor(page, 'Help scrolled', (st) => st.widgets['help-window'].scroll > 150);
  const after = s.widgets['help-window'];
  check(after.x === help.x && after.y === help.y, `the swipe moved Help: ${JSON.stringify(help)} -> ${JSON.stringify(after)}`);
  await page.waitForTimeout(600);  // the glide after the finger lifted
  s = await waitFor(page, 'the glide settled', (st) => st.widgets['help-window'].scroll >= after.scroll);
  log(`Help scrolled by ${s.widgets['help-window'].scroll.toFixed(0)} px of ${s.widgets['help-window'].scroll_max.toFixed(0)} for a 40% swipe`);
  await shot(page, 'phone-4-help-swiped.png');

  log('Help scrolls by the keys too: Home, End, Page Down, arrows');
  await page.keyboard.press('Home');
  s = await waitFor(page, 'Help at the top', (st) => st.widgets['help-window'].scroll === 0);
  await page.keyboard.press('End');
  s = await waitFor(page, 'Help at the end', (st) => st.widgets['help-window'].scroll === st.widgets['help-window'].scroll_max);
  await page.keyboard.press('Home');
  await page.keyboard.press('PageDown');
  s = await waitFor(page, 'Help a page down', (st) => st.widgets['help-window'].scroll > 200);
  const paged = s.widgets['help-window'].scroll;
  await page.keyboard.press('ArrowUp');
  s = await waitFor(page, 'Help a step up', (st) => st.widgets['help-window'].scroll < paged);
  check(s.moves.length === 1, `the keys that scrolled Help also played on the board: ${JSON.stringify(s.moves)}`);
  await page.keyboard.press('Escape');
  s = await waitFor(page, 'Help closed', (st) => !st.help);

  log('the New game dialog: a swipe scrolls it, and its seed field takes a phone keyboard\'s text');
  await tap(page, 'new-game');
  s = await waitFor(page, 'the dialog', (st) => st.dialog === 'new-game' && st.widgets['newgame-window'] && st.widgets['newgame-game']);
  await page.waitForTimeout(300);
  s = await waitFor(page, 'the dialog settled', (st) => st.widgets['newgame-window']);
  const dialog = s.widgets['newgame-window'];
  check(dialog.x >= 0 && dialog.x + dialog.w <= WIDTH && dialog.y >= 0 && dialog.y + dialog.h <= HEIGHT,
        `the dialog does not fit the phone: ${JSON.stringify(dialog)}`);
  for (const [name, w] of Object.entries(s.widgets))
    if (name.startsWith('newgame-')) check(w.x >= 0 && w.x + w.w <= WIDTH + 0.5, `${name} runs off the phone: ${JSON.stringify(w)}`);
  await shot(page, 'phone-5-new-game.png');
  if (dialog.scroll_max > 0) {
    await swipe(page, cdp, { x: dialog.cx, y: dialog.y + dialog.h * 0.7 }, { x: dialog.cx, y: dialog.y + dialog.h * 0.3 });
    s = await waitFor(page, 'the dialog scrolled', (st) => st.widgets['newgame-window'].scroll > 30);
    const moved = s.widgets['newgame-window'];
    check(moved.x === dialog.x && moved.y === dialog.y, `the swipe moved the dialog: ${JSON.stringify(moved)}`);
    log(`the dialog scrolled by ${moved.scroll.toFixed(0)} px of ${moved.scroll_max.toFixed(0)}`);
    await page.waitForTimeout(700);
  } else {
    log('the dialog fits the phone without scrolling');
  }
  // A swipe up brings a control of the dialog into sight (the dialog may be taller than the phone).
  async function reveal(name) {
    for (let i = 0; i < 4; ++i) {
      const st = await h.state(page);
      const w = st.widgets[name], d = st.widgets['newgame-window'];
      if (w && w.y >= d.y && w.y + w.h <= d.y + d.h) return;
      await swipe(page, cdp, { x: d.cx, y: d.y + d.h * 0.7 }, { x: d.cx, y: d.y + d.h * 0.45 });
      await page.waitForTimeout(700);
    }
  }
  await reveal('newgame-seed');
  s = await waitFor(page, 'the seed field', (st) => st.widgets['newgame-seed']);
  const field = s.widgets['newgame-seed'];
  await page.touchscreen.tap(field.x + Math.min(30, field.w * 0.2), field.cy);
  s = await waitFor(page, 'the seed field to take the keyboard', (st) => st.text_input);
  const focused = await page.evaluate(() => {
    const e = document.activeElement;
    return e ? { id: e.id, tag: e.tagName, type: e.type || null, fontSize: getComputedStyle(e).fontSize } : null;
  });
  check(focused && focused.id === 'puzzlelab-text-entry' && focused.tag === 'INPUT',
        `the page's text element does not have the focus: ${JSON.stringify(focused)}`);
  check(parseFloat(focused.fontSize) >= 16, `the text element's ${focused.fontSize} text makes iOS zoom the page`);
  // A phone's keyboard commits text to the element with no key events, and may send Backspace
  // with no key code.
  await cdp.send('Input.insertText', { text: '42429' });
  await page.waitForTimeout(150);
  await page.evaluate(() => {
    const e = document.activeElement;
    e.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', code: '', bubbles: true, cancelable: true }));
  });
  await page.waitForTimeout(150);
  await shot(page, 'phone-6-typed-seed.png');
  await reveal('newgame-start');
  await tap(page, 'newgame-start');
  s = await waitFor(page, 'the game with the typed seed', (st) => st.ready && !st.dialog && String(st.challenge.seed) === '4242');
  const blurred = await page.evaluate(() => document.activeElement && document.activeElement.id);
  check(blurred !== 'puzzlelab-text-entry', 'the text element kept the focus after the field closed');

  log('Daily challenge from the menu: today\'s challenge of the game on screen, named under the board');
  const game = s.challenge.game;
  const today = new Date().toISOString().slice(0, 10);
  await tap(page, 'more');
  await waitFor(page, 'the menu', (st) => st.widgets['menu-daily']);
  await tap(page, 'menu-daily');
  s = await waitFor(page, 'the daily challenge', (st) => st.ready && st.challenge.game === game && st.challenge.daily === today);
  check(s.link === `v1/daily/${game}/${today}`, `the daily challenge's link: ${s.link}`);
  await page.waitForTimeout(300);
  await shot(page, 'phone-7-daily.png');

  log('figures (390 x 844, devicePixelRatio 3):');
  for (const f of figures)
    console.log(`e2e phone:     ${f.game.padEnd(12)} board panel ${f.board_h.toFixed(0)} px = ${(100 * f.share).toFixed(0)}% of the height ` +
                `(the board at fit ${(100 * f.drawn_share).toFixed(0)}%` +
                `${f.zoomed_share ? `, zoomed ${(100 * f.zoomed_share).toFixed(0)}%` : ''}); ` +
                `board targets ${f.fit_target.toFixed(1)} px at fit${f.zoomed_target ? `, ${f.zoomed_target.toFixed(1)} px zoomed` : ''}; ` +
                `smallest control ${f.control.toFixed(0)} px; tapped ${f.move}`);
  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e phone: PASS (screenshots in tests/e2e/screenshots/phone-*.png)');
}, { viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 3, isMobile: true });
