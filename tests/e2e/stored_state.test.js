// Damaged stored state never locks a player out (docs/app/STORAGE.md): in Debian's chromium
// (playwright-core), the app's own stored document is damaged one way at a time (a wrong type at
// every level: the format, the version, the settings, the game, the statistics and their fields;
// cut short, not JSON, deeply nested, a 3 MB string, another format, a newer version), put into
// localStorage and the page reloaded. After each the app must start, say what it dropped, keep
// what was not damaged (the game when only the settings or the statistics were damaged, the
// settings when only the game or the statistics were), and take a move. One page is reloaded
// throughout, at a pixel ratio of 1: pixels are not what is tested.
// Screenshot: tests/e2e/screenshots/stored-state.png (the first case).
//
// Usage: node tests/e2e/stored_state.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, moves: s.moves, notices: s.notices, settings: s.settings };
}

const { log, check, waitFor, stillOn, shot, run } = harness('e2e stored state', { summary });

const KEY = 'puzzlelab.state';
const BOARD = '554344221335/311400512200';
const BOARD_LINK = 'v1/fujisan/board/554344221335.311400512200/standard';

// What a case expects: which part it damages ('whole' for the document as a whole) and the words
// of the notice that says so.
// The settings a player chose; the last new game's choice (game, setup, params) is rewritten by
// the fresh game that replaces a dropped one.
function chosen(settings) {
  const { game, setup, params, ...rest } = settings;
  return JSON.stringify(rest);
}

const NOTICE = {
  whole: /saved game could not be read|not a Puzzle Lab saved game|no version this build knows|newer version/,
  settings: /settings could not be read/,
  play: /saved game could not be restored/,
  stats: /statistics could not be read/,
};

// The battery: [name, part damaged, function from the good document (parsed) to the stored text].
function battery() {
  const edit = (change) => (doc) => { change(doc); return JSON.stringify(doc); };
  const huge = 'a'.repeat(3_000_000);
  return [
    ['format 5 (the reported crash)', 'whole', edit((d) => { d.format = 5; })],
    ['format null', 'whole', edit((d) => { d.format = null; })],
    ['another format', 'whole', edit((d) => { d.format = 'someone-else'; })],
    ['version "2"', 'whole', edit((d) => { d.version = '2'; })],
    ['version null', 'whole', edit((d) => { d.version = null; })],
    ['version 2.5', 'whole', edit((d) => { d.version = 2.5; })],
    ['a newer version', 'whole', edit((d) => { d.version = 99; })],
    ['an array', 'whole', () => '[1, 2]'],
    ['null', 'whole', () => 'null'],
    ['not JSON', 'whole', () => 'puzzlelab'],
    ['cut short', 'whole', (d) => JSON.stringify(d).slice(0, Math.floor(JSON.stringify(d).length / 2))],
    ['nested 100,000 deep', 'whole', () => '{"format": "puzzlelab-state", "version": 2, "play": ' +
      '['.repeat(100_000) + ']'.repeat(100_000) + '}'],
    ['settings a number', 'settings', edit((d) => { d.settings = 5; })],
    ['settings an array', 'settings', edit((d) => { d.settings = []; })],
    ['settings.text_scale text', 'settings', edit((d) => { d.settings.text_scale = 'big'; })],
    ['settings.animate null', 'settings', edit((d) => { d.settings.animate = null; })],
    ['settings.params an array', 'settings', edit((d) => { d.settings.params = [1]; })],
    ['settings.setup 3 MB', 'settings', edit((d) => { d.settings.setup = huge; })],
    ['play a number', 'play', edit((d) => { d.play = 5; })],
    ['play an array', 'play', edit((d) => { d.play = []; })],
    ['play.challenge null', 'play', edit((d) => { d.play.challenge = null; })],
    ['play.challenge.board a number', 'play', edit((d) => { d.play.challenge.board = 5; })],
    ['play.challenge.board 3 MB', 'play', edit((d) => { d.play.challenge.board = huge; })],
    ['play.history an object', 'play', edit((d) => { d.play.history = {}; })],
    ['play.history[0] null', 'play', edit((d) => { d.play.history[0] = null; })],
    ['play.cursor text', 'play', edit((d) => { d.play.cursor = '1'; })],
    ['stats a number', 'stats', edit((d) => { d.stats = 5; })],
    ['stats.games an array', 'stats', edit((d) => { d.stats.games = []; })],
    ['stats.games.fujisan.played text', 'stats', edit((d) => { d.stats.games.fujisan.played = 'many'; })],
    ['stats.current.solved text', 'stats', edit((d) => { d.stats.current.solved = 'yes'; })],
    ['stats.current an array', 'stats', edit((d) => { d.stats.current = [1]; })],
  ];
}

// Puts `text` in the storage and loads the page again, without a link (the stored game opens).
// The app writes its document whenever something changed, and an answer from a worker (the
// optimum) can change something between the write and the reload: so the damage is written again
// as the page goes, after anything the app wrote.
async function reloadWith(page, text) {
  const loaded = page.waitForEvent('load');
  const stored = await page.evaluate(([key, value]) => {
    try {
      window.localStorage.setItem(key, value);
    } catch (e) {
      return `refused: ${e.message}`;
    }
    window.addEventListener('pagehide', () => window.localStorage.setItem(key, value));
    window.history.replaceState(null, '', window.location.pathname);
    setTimeout(() => window.location.reload(), 0);
    return 'stored';
  }, [KEY, text]);
  check(stored === 'stored', `the browser's storage ${stored}`);
  await loaded;
}

// Plays the first legal move by clicking its priest, then its target. Each click waits for the
// board to stand still: the app has just started, and a notice taking its place can move the board
// on the next frames, which are slow with software WebGL on a busy machine. A move whose click was
// still lost is tried again, up to three times.
async function playMove(page, what) {
  let s = await waitFor(page, `a legal move (${what})`, (st) => st.legal_moves.length > 0 && st.board && st.board.priests);
  const before = s.moves.length;
  const move = s.legal_moves[0];
  for (let attempt = 1; ; ++attempt) {
    try {
      s = await stillOn(page, (st) => st.board && st.board.spaces);
      if (s.board.selected !== move[0]) {
        const priest = s.board.spaces[s.board.priests[move[0]]];
        await page.mouse.click(priest.x, priest.y);
        await waitFor(page, `priest ${move[0]} selected (${what})`, (st) => st.board.selected === move[0], 3000);
      }
      s = await stillOn(page, (st) => st.board && st.board.spaces && st.board.targets);
      const target = s.board.targets.find((t) => t.move === move);
      const spot = s.board.spaces[target.space];
      await page.mouse.click(spot.x, spot.y);
      await waitFor(page, `the move ${move} played (${what})`, (st) => st.moves.length === before + 1 && st.moves[before] === move, 3000);
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      log(`   ${what}: the move ${move} not played yet (${e.message.slice(0, 60)}), clicked again`);
    }
  }
}

run(async ({ page, base, problems }) => {
  log('a game with a move, light settings and a record, as the app stores it');
  await page.goto(base + '#' + BOARD_LINK);
  await waitFor(page, 'the board', (st) => st.ready && st.board && st.board.spaces);
  await playMove(page, 'the good game');
  // The settings away from their defaults, written as the app writes them, then read back.
  const written = await page.evaluate((key) => window.localStorage.getItem(key), KEY);
  const good = JSON.parse(written);
  Object.assign(good.settings, { theme: 'light', animate: false, show_timer: true });
  await reloadWith(page, JSON.stringify(good));
  let s = await waitFor(page, 'the good document', (st) => st.ready && st.board && st.board.spaces);
  check(s.notices.length === 0, `the good document gave notices: ${JSON.stringify(s.notices)}`);
  check(s.challenge.board === BOARD && s.moves.length === 1, `the good document lost its game: ${JSON.stringify(summary(s))}`);
  check(s.settings.theme === 'light' && s.theme === 'light', `the good document lost its settings: ${JSON.stringify(s.settings)}`);
  const goodSettings = chosen(s.settings);
  const goodMoves = s.moves.join(' ');
  const goodRecord = s.stats.games.fujisan;
  check(goodRecord && goodRecord.played === 1, `the good document has no record: ${JSON.stringify(s.stats)}`);
  // Animations are off in it: a selected priest does not pulse, so the app stops drawing (its
  // frame loop sleeps between the timer's seconds) while the player thinks.
  {
    const priest = Object.keys(s.board.priests)[0];
    const spot = s.board.spaces[s.board.priests[priest]];
    await page.mouse.click(spot.x, spot.y);
    await waitFor(page, `priest ${priest} selected`, (st) => st.board.selected === priest, 3000);
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => Module.puzzlelabLoop.sleeping, null, { timeout: 5000, polling: 50 })
      .catch(() => check(false, 'a selected priest kept the app drawing with animations off'));
  }

  const cases = battery();
  log(`${cases.length} damaged documents, one reload each`);
  let first = true;
  for (const [name, part, damage] of cases) {
    await reloadWith(page, damage(JSON.parse(JSON.stringify(good))));
    s = await waitFor(page, `the app started (${name})`, (st) => st.ready && st.board && st.board.spaces && st.legal_moves.length > 0);
    check(s.notices.some((n) => n.level === 'error' && NOTICE[part].test(n.text)),
          `${name}: no notice saying the ${part} was dropped: ${JSON.stringify(s.notices)}`);
    if (part === 'settings' || part === 'stats') {
      check(s.challenge.board === BOARD && s.moves.join(' ') === goodMoves, `${name}: the game was lost: ${JSON.stringify(summary(s))}`);
    }
    if (part === 'play' || part === 'stats') {
      check(chosen(s.settings) === goodSettings, `${name}: the settings were lost: ${JSON.stringify(s.settings)}`);
    }
    if (part === 'settings' || part === 'play') {
      const record = s.stats.games.fujisan;
      check(record && record.solved === goodRecord.solved && record.played >= goodRecord.played,
            `${name}: the statistics were lost: ${JSON.stringify(s.stats)}`);
    }
    if (first) await shot(page, 'stored-state.png');
    first = false;
    await playMove(page, name);
    // What the app wrote back reads cleanly: the damage is gone by the next visit.
    const back = await page.evaluate((key) => window.localStorage.getItem(key), KEY);
    check(back && back.length < 100_000 && JSON.parse(back).format === 'puzzlelab-state', `${name}: the document written back: ${String(back).slice(0, 200)}`);
    log(`   ${name}: started, "${s.notices[0].text.slice(0, 70)}", a move played`);
  }

  check(await page.evaluate(() => !document.getElementById('overlay').classList.contains('failed')), 'the page shows a failure');
  check(problems.length === 0, `the page reported problems:\n  ${problems.join('\n  ')}`);
  console.log('e2e stored state: PASS');
});
