// The module's parts (docs/app/CODE_PARTS.md) in headless Debian chromium driven by
// playwright-core:
//   0. a game's part: a first visit on a link of a game other than the default one fetches that
//      game's part alone before its board; unreachable, the loading screen names the game and says
//      why, with Try again (and no game to go back to); a link of another game followed from a
//      board waits on the loading screen, whose Back to the game keeps the board played; a game
//      chosen in the New game dialog before its part is there: Start waits, saying why;
//   1. a Lab link opens the Lab on a first visit, its part fetched at once; so does a talk link
//      talk mode;
//   2. with the deferred part unreachable, every game is played (a deal from a link, a hint where
//      the play part alone answers it, the New game dialog): the page never needs the part (no
//      placeholder reached: puzzlelabCodePart.fallbacks stays empty, nothing breaks), and asks for
//      it only once the board is playable (the background load, which fails here);
//   3. the Lab asked for then: the loading screen says why it cannot open, with Try again and
//      Back to the game; Back returns to the board; so does talk mode, and a game's editor; a
//      speaker window offers Try again alone; "Add to talk" says why the board was not added;
//   4. the part reachable again: "Add to talk" adds the board; the Lab opens and a small study runs
//      in the workers, which got the part from the page; a Sigmar hint (CaDiCaL, in the deferred
//      part) is answered; the level editor opens; a talk link opens talk mode.
// Screenshots: parts-*.png.
//   node tests/e2e/code_part.test.js [DIST_DIR]
'use strict';

const h = require('./harness')('e2e code parts', {
  summary: (s) => ({ screen: s.screen, ready: s.ready, link: s.link, loading: s.loading, notices: s.notices,
                     lab: s.lab && s.lab.run && s.lab.run.state }),
  clickSettle: 80,
});
const { log, check, waitFor, click, fromMenu, shot, askHint, run } = h;

const DEFERRED = 'puzzlelab-app.deferred.';  // .HASH.wasm
const GAMES = [
  { game: 'fujisan', link: 'v1/fujisan/seed/dominoes/standard/12345', hint: true },
  { game: 'boxoff', link: 'v1/boxoff/seed/l-tiles/standard/1', hint: true },
  { game: 'pretzel', link: 'v1/pretzel/seed/shuffled/standard.ranks=5.suits=4/1', hint: true },
  // Sigmar's hint runs CaDiCaL beside its search: it needs the deferred part (in the worker).
  { game: 'sigmar', link: 'v1/sigmar/seed/linear/standard/3', hint: false },
  { game: 'fruit-dating', link: 'v1/fruit-dating/seed/article/standard/2', hint: true },
];
const TALK_LINK = 'v1/talk/entangled/1';
const SMALL_LAB_LINK = 'v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/trials=3.per_trial=10.seed=7.random_solver=playout';

const part = (page) => page.evaluate(() => {
  const p = globalThis.puzzlelabCodePart;
  return { state: p.state, failure: p.failure(), fallbacks: p.fallbacks.slice() };
});
const GAME_PART = /puzzlelab-app\.(boxoff|pretzel|sigmar|fruit-dating)\.[0-9a-f]{12}\.wasm$/;

run(async ({ browser, context, page, base, watch, problems }) => {
  let reachable = true;
  const fetched = [];
  // The page's and its workers' fetches of the part (the service worker's precache fetches it too).
  const watchPart = (where) => where.route(`**/${DEFERRED}*.wasm`, (route) => {
    if (!route.request().serviceWorker()) fetched.push(reachable);
    return reachable ? route.continue() : route.abort('internetdisconnected');
  });
  await watchPart(context);

  log("a first visit on a Sigmar link: Sigmar's part alone before the board");
  {
    const visiting = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const reachableGames = new Set();  // the games whose parts the network lets through (the background load tries them all)
    const gameFetches = [];
    await visiting.route(GAME_PART, (route) => {
      if (!route.request().serviceWorker()) gameFetches.push(GAME_PART.exec(route.request().url())[1]);
      return reachableGames.has(GAME_PART.exec(route.request().url())[1]) ? route.continue() : route.abort('internetdisconnected');
    });
    await watchPart(visiting);
    fetched.length = 0;
    const visitor = await visiting.newPage();
    watch(visitor);
    await visitor.goto(`${base}#${GAMES[3].link}`);
    let st = await waitFor(visitor, "Sigmar's load failed", (x) => x.screen === 'loading' && x.loading.failure !== '' &&
                           x.loading.waiting_for === "Sigmar's Garden" && x.widgets['part-retry']);
    check(!st.widgets['part-back'], 'a first visit with no game open offers Back to the game');
    const waitingAt = await visitor.evaluate(() => window.location.hash.slice(1));
    check(waitingAt === GAMES[3].link, `while Sigmar waits the address is '${waitingAt}', not its link`);
    log(`it says: ${st.loading.failure}`);
    await shot(visitor, 'parts-05-game-failed.png', { mouseAway: true });
    reachableGames.add('sigmar');
    await click(visitor, 'part-retry');
    st = await waitFor(visitor, "Sigmar's board", (x) => x.screen === 'play' && x.ready && x.link.startsWith('v1/sigmar/seed/linear') &&
                       x.legal_moves.length > 0, 60_000);
    check(gameFetches.every((g) => g === 'sigmar') && gameFetches.length === 2, `game parts fetched before the board: ${gameFetches.join(', ')}`);
    check(fetched.length === 0, 'the deferred part was fetched before the board');
    let vp = await part(visitor);
    check(vp.fallbacks.length === 0, `placeholders reached: ${vp.fallbacks.join(', ')}`);

    log('a BoxOff link followed from the board, its part unreachable: Back to the game keeps Sigmar');
    await visitor.evaluate((hash) => { window.location.hash = hash; }, GAMES[1].link);
    st = await waitFor(visitor, "BoxOff's load failed", (x) => x.screen === 'loading' && x.loading.failure !== '' &&
                       x.loading.waiting_for === 'BoxOff' && x.widgets['part-retry'] && x.widgets['part-back']);
    const boxoffAt = await visitor.evaluate(() => window.location.hash.slice(1));
    check(boxoffAt === GAMES[1].link, `while BoxOff waits the address is '${boxoffAt}', not its link`);
    await click(visitor, 'part-back');
    st = await waitFor(visitor, "Sigmar's board again", (x) => x.screen === 'play' && x.ready && x.link.startsWith('v1/sigmar'));
    await visitor.waitForFunction(() => window.location.hash.startsWith('#v1/sigmar'), null, { timeout: 10_000 });
    reachableGames.add('boxoff');
    await visitor.evaluate((hash) => { window.location.hash = hash; }, GAMES[1].link);
    st = await waitFor(visitor, "BoxOff's board", (x) => x.screen === 'play' && x.ready && x.link.startsWith('v1/boxoff') && x.legal_moves.length > 0);
    vp = await part(visitor);
    check(vp.fallbacks.length === 0, `placeholders reached: ${vp.fallbacks.join(', ')}`);

    log("Pretzel chosen in the New game dialog, its part unreachable: Start waits and says why");
    await click(visitor, 'new-game');
    await waitFor(visitor, 'the New game dialog', (x) => x.dialog === 'new-game' && x.widgets['newgame-game']);
    await h.choose(visitor, 'newgame-game', 'pretzel');
    await click(visitor, 'newgame-start');
    st = await waitFor(visitor, 'the Start waiting', (x) => x.dialog === 'new-game' && x.widgets['newgame-waiting']);
    await visitor.waitForTimeout(1500);  // the failure shown
    await shot(visitor, 'parts-06-dialog-waits.png', { mouseAway: true });
    st = await h.state(visitor);
    check(st.dialog === 'new-game' && st.link.startsWith('v1/boxoff'), 'the dialog closed or the game changed without the rules');
    reachableGames.add('pretzel');
    await click(visitor, 'newgame-start');
    st = await waitFor(visitor, "Pretzel's board", (x) => x.screen === 'play' && x.ready && x.link.startsWith('v1/pretzel') &&
                       x.dialog !== 'new-game' && x.legal_moves.length > 0);
    vp = await part(visitor);
    check(vp.fallbacks.length === 0, `placeholders reached: ${vp.fallbacks.join(', ')}`);
    await visiting.close();
  }

  log('a Lab link on a first visit: the Lab opens, its part fetched at once');
  fetched.length = 0;
  await page.goto(`${base}#${SMALL_LAB_LINK}`);
  let s = await waitFor(page, 'the Lab', (st) => st.screen === 'lab', 60_000);
  const address = await page.evaluate(() => window.location.hash.slice(1));
  check(address === SMALL_LAB_LINK, `the address is ${address}, not the Lab link`);
  let p = await part(page);
  check(p.state === 'ready' && p.fallbacks.length === 0, `the part: ${JSON.stringify(p)}`);
  check(fetched.length === 1, `the part was fetched ${fetched.length} times`);
  await page.close();

  log('a talk link on a first visit: talk mode opens, the part fetched at once');
  fetched.length = 0;
  const talking = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watchPart(talking);
  const speaker = await talking.newPage();
  watch(speaker);
  await speaker.goto(`${base}#${TALK_LINK}`);
  s = await waitFor(speaker, 'talk mode', (st) => st.screen === 'talk' && st.talk && st.talk.open && st.talk.scene === 1, 60_000);
  check(s.link === TALK_LINK || (await speaker.evaluate(() => window.location.hash.slice(1))) === TALK_LINK, 'the address is not the talk link');
  p = await part(speaker);
  check(p.state === 'ready' && p.fallbacks.length === 0, `the part: ${JSON.stringify(p)}`);
  check(fetched.length === 1, `the part was fetched ${fetched.length} times`);
  await shot(speaker, 'parts-00-talk.png', { mouseAway: true });
  await talking.close();

  log('the part unreachable: every game played without it');
  reachable = false;
  fetched.length = 0;
  // A profile of its own: the first one's service worker has the part in its cache and would answer
  // for the network. (This one's cannot install: its precache's fetch of the part fails too.)
  const playing = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watchPart(playing);
  const player = await playing.newPage();
  watch(player);
  player.on('console', (message) => { if (process.env.PUZZLELAB_DEBUG) console.log('console:', message.text().slice(0, 300)); });
  await player.goto(base);
  await waitFor(player, 'the first board', (st) => st.ready && st.screen === 'play', 60_000);
  for (const { game, link, hint } of GAMES) {
    await player.evaluate((hash) => { window.location.hash = hash; }, link);
    // The link as the app writes it back names every parameter: the same game, setup and seed.
    const setup = link.slice(0, link.indexOf('/seed/') + 6) + link.split('/')[3];
    const seed = link.slice(link.lastIndexOf('/'));
    s = await waitFor(player, `${game}'s board`, (st) => st.ready && st.link.startsWith(setup) && st.link.endsWith(seed) &&
                      st.legal_moves.length > 0);
    if (hint) await askHint(player);
    await click(player, 'new-game');
    await waitFor(player, 'the New game dialog', (st) => st.widgets['newgame-start'] && st.widgets['newgame-cancel']);
    await click(player, 'newgame-cancel');
    await waitFor(player, 'the dialog closed', (st) => !st.widgets['newgame-start'] && !st.widgets['newgame-cancel']);
    p = await part(player);
    check(p.fallbacks.length === 0, `${game}: the page reached the deferred part's code: placeholders ${p.fallbacks.join(', ')}`);
  }
  await shot(player, 'parts-01-played-without.png', { mouseAway: true });
  p = await (async () => {
    for (let i = 0; i < 100; i++) {
      const now = await part(player);
      if (now.state === 'failed') return now;
      await player.waitForTimeout(100);
    }
    return part(player);
  })();
  check(p.state === 'failed' && fetched.length >= 1, `the background load was not tried after the board: ${JSON.stringify(p)}, fetched ${fetched.length}`);

  log('the Lab asked for: the loading screen says why it cannot open');
  await click(player, 'open-lab');
  s = await waitFor(player, 'the load failed', (st) => st.screen === 'loading' && st.loading.failure !== '' &&
                    st.loading.waiting_for === 'the Lab' && st.widgets['part-retry'] && st.widgets['part-back']);
  log(`it says: ${s.loading.failure}`);
  await shot(player, 'parts-02-lab-failed.png', { mouseAway: true });
  await click(player, 'part-back');
  s = await waitFor(player, 'the board again', (st) => st.screen === 'play' && st.ready);

  log('talk mode asked for: the same, and "Add to talk" says why the board was not added');
  await click(player, 'open-talk');
  s = await waitFor(player, "talk mode's load failed", (st) => st.screen === 'loading' && st.loading.failure !== '' &&
                    st.loading.waiting_for === 'talk mode' && st.widgets['part-back']);
  await click(player, 'part-back');
  await waitFor(player, 'the board again', (st) => st.screen === 'play' && st.ready);
  await fromMenu(player, 'menu-add-to-talk');
  s = await waitFor(player, 'the refusal', (st) => (st.notices || []).some((n) => n.level === 'error' &&
                    n.text.startsWith('Not added to the talk: the talk builder could not be loaded.')));
  await shot(player, 'parts-02-not-added.png', { mouseAway: true });
  await click(player, 'notice-error-close');
  await waitFor(player, 'the notice dismissed', (st) => (st.notices || []).length === 0);

  log('a speaker window: Try again, and no game to go back to');
  const speakerWindow = await playing.newPage();
  watch(speakerWindow);
  await speakerWindow.goto(`${base}?speaker=1#${TALK_LINK}`);
  s = await waitFor(speakerWindow, "the speaker view's load failed", (st) => st.screen === 'loading' &&
                    st.loading.failure !== '' && st.loading.waiting_for === 'the speaker view' && st.widgets['part-retry']);
  check(!s.widgets['part-back'], 'a speaker window offers Back to the game');
  await speakerWindow.close();

  log("a game's editor asked for: the same");
  const editable = GAMES.find((g) => g.game === 'fruit-dating');
  await player.evaluate((hash) => { window.location.hash = hash; }, editable.link);
  await waitFor(player, 'the level to edit', (st) => st.screen === 'play' && st.ready && st.link.startsWith('v1/fruit-dating'));
  await fromMenu(player, 'menu-edit-level');
  await waitFor(player, "the editor's load failed", (st) => st.screen === 'loading' && st.loading.failure !== '' &&
                st.loading.waiting_for === 'the editor' && st.widgets['part-back']);
  await click(player, 'part-back');
  await waitFor(player, 'the board again', (st) => st.screen === 'play' && st.ready);

  log('the part reachable again: "Add to talk" adds the board, the Lab opens and a study runs');
  reachable = true;
  await fromMenu(player, 'menu-add-to-talk');
  await waitFor(player, 'the board added', (st) => (st.notices || []).some((n) => n.level === 'info' && /^Added scene 1 to /.test(n.text)));
  await click(player, 'notice-info-close');
  await waitFor(player, 'the notice dismissed', (st) => (st.notices || []).length === 0);
  await click(player, 'open-lab');
  s = await waitFor(player, 'the Lab', (st) => st.screen === 'lab');
  p = await part(player);
  check(p.state === 'ready' && p.fallbacks.length === 0, `the part: ${JSON.stringify(p)}`);
  await player.evaluate((hash) => { window.location.hash = hash; }, SMALL_LAB_LINK);
  s = await waitFor(player, 'the study done', (st) => st.screen === 'lab' && st.lab.run.state === 'done', 120_000);
  await shot(player, 'parts-03-lab.png', { mouseAway: true });

  log('a Sigmar hint: CaDiCaL from the part the workers got from the page');
  await player.evaluate((hash) => { window.location.hash = hash; }, GAMES[3].link);
  await waitFor(player, "Sigmar's board", (st) => st.screen === 'play' && st.ready && st.link.startsWith('v1/sigmar') && st.legal_moves.length > 0);
  await askHint(player);
  p = await part(player);
  check(p.fallbacks.length === 0, `the page reached the deferred part's code: placeholders ${p.fallbacks.join(', ')}`);

  log("a game's editor: the level editor opens on the level played");
  await player.evaluate((hash) => { window.location.hash = hash; }, editable.link);
  await waitFor(player, 'the level to edit', (st) => st.screen === 'play' && st.ready && st.link.startsWith('v1/fruit-dating'));
  await fromMenu(player, 'menu-edit-level');
  await waitFor(player, 'the editor', (st) => st.screen === 'editor' && st.editor);
  await shot(player, 'parts-04-editor.png', { mouseAway: true });

  log('a talk link followed: talk mode');
  await player.evaluate((hash) => { window.location.hash = hash; }, TALK_LINK);
  await waitFor(player, 'talk mode', (st) => st.screen === 'talk' && st.talk && st.talk.open);
  // The aborted fetches are the browser's console errors, as they should be; nothing else is.
  const others = problems.filter((problem) => !problem.includes(DEFERRED) && !GAME_PART.test(problem) &&
                                 !/ERR_INTERNET_DISCONNECTED/.test(problem));
  check(others.length === 0, `problems: ${others.join('; ')}`);
  await playing.close();
  console.log('e2e code parts: PASS');
});
