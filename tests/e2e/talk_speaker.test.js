// End-to-end test of the speaker view (docs/app/TALK_MODE.md, "Speaker view"): two pages of one
// browser context, the talk's main window and the speaker window it opens, kept in sync by the
// BroadcastChannel "puzzlelab-talk" and read through each page's automation hook
// (window.puzzlelab.state(): `talk` in the main window, `speaker` in the speaker window).
//
// Covered: a shipped talk opened by its link; S opens the speaker window (the same page with
// ?speaker=TOKEN, a pairing token, and the talk's link); it shows the scene's notes (as the talk
// document has them), the next scene, "scene i / n" and the time running; N in the main window, and
// the speaker view follows. Pairing: two game tabs, a speaker tab opened by its address (no token)
// whose keys are pressed, and messages posted on the channel by another tab (of no pairing, and of
// another pairing) move no game tab and no talk, and the game tabs never open the channel; a key in
// the paired speaker view (End, then P) still moves its main window; the main window reloaded finds
// its pairing again (P in the speaker view moves it). Then a talk loaded from a file, with notes and
// "minutes": the speaker view is sent its document and shows its notes and the countdown (amber: one
// minute planned); R in the speaker view counts the time from zero again; the main window closed,
// and the speaker view says it lost it. Last, another main window whose window.open is refused (as
// a popup blocker does): S shows the notice with the speaker window's address (its own token); the
// old speaker view does not follow it, and that address opened by hand does, and drives it.
//
// Screenshots: talk-speaker-shipped.png, talk-speaker-file.png, talk-speaker-lost.png (the speaker
// window), talk-speaker-main.png, talk-speaker-blocked.png (main windows), talk-speaker-unpaired.png
// (the speaker tab opened by its address).
//
// Usage: node tests/e2e/talk_speaker.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  return { screen: s.screen, talk: t.open !== undefined ? { open: t.open, name: t.name, scene: t.scene, error: t.error,
                                                             speaker: t.speaker } : undefined,
           speaker: s.speaker };
}

const { ROOT, log, check, state, waitFor, click, shot, run } = harness('e2e talk speaker', { summary, clickSettle: 80 });

// Presses `key` until `reached` holds, pressing again only when a few seconds passed without it (a
// key lost on a slow frame), never while the state may still be catching up.
async function pressUntil(page, key, what, watched, reached, timeout = 30_000) {
  const start = Date.now();
  for (;;) {
    await page.keyboard.press(key);
    try {
      return await waitFor(watched, what, reached, 5000);
    } catch (e) {
      if (Date.now() - start > timeout) throw e;
    }
  }
}

run(async ({ context, page, base, watch, problems }) => {
  const talkName = 'sigmar';
  const doc = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'talks', `${talkName}.json`), 'utf8'));
  const notesOf = (scene) => doc.scenes[scene - 1].notes || '';

  log(`the ${talkName} talk opened by its link`);
  await page.goto(`${base}#v1/talk/${talkName}/1`);
  await waitFor(page, 'the talk at scene 1', (st) => st.screen === 'talk' && st.talk.open && st.talk.scene === 1);

  log('S opens the speaker window at the talk\'s link');
  const popup = context.waitForEvent('page');
  const main = await waitFor(page, 'a frame', (st) => st.talk.speaker);
  check(main.talk.speaker.window === false, 'no speaker window before S');
  await page.keyboard.press('s');
  const speaker = await popup;
  watch(speaker);
  const url = new URL(speaker.url());
  const token = url.searchParams.get('speaker');
  check(/^[0-9a-f]{32}$/.test(token), `the speaker window's address has a pairing token: ${speaker.url()}`);
  check(url.hash === `#v1/talk/${talkName}/1`, `the speaker window's address has the talk's link: ${speaker.url()}`);
  await waitFor(page, 'the main window to know its speaker window', (st) => st.talk.speaker.window);
  let sp = await waitFor(speaker, 'the speaker view following the talk', (st) =>
    st.screen === 'speaker' && st.speaker.connected && st.speaker.talk === talkName && st.speaker.scene === 1);
  check(sp.speaker.scenes === doc.scenes.length, `scene count ${sp.speaker.scenes}, the talk has ${doc.scenes.length}`);
  check(sp.speaker.notes === notesOf(1), `scene 1's notes: ${JSON.stringify(sp.speaker.notes)}`);
  check(sp.speaker.next_kind === doc.scenes[1].kind, `the next scene's kind: ${sp.speaker.next_kind}`);
  check(sp.speaker.next.includes(doc.scenes[1].caption), `the next scene's words: ${sp.speaker.next}`);
  // The countdown follows the talk's planned length: the document's "minutes", or none without.
  if (doc.minutes)
    check(sp.speaker.countdown_s > (doc.minutes - 1) * 60 && sp.speaker.countdown_s <= doc.minutes * 60,
      `a countdown from ${doc.minutes} minutes: ${sp.speaker.countdown_s} s left`);
  else
    check(sp.speaker.countdown_s === null, 'no countdown for a talk without minutes');
  for (const widget of ['speaker-notes', 'speaker-next', 'speaker-elapsed', 'speaker-status', 'speaker-reset'])
    check(sp.widgets[widget], `the speaker view draws ${widget}`);
  sp = await waitFor(speaker, 'the time running', (st) => st.speaker.elapsed_s >= 1);

  log('N in the main window: the speaker view follows');
  await pressUntil(page, 'n', 'the main window at scene 2', page, (st) => st.talk.scene === 2);
  sp = await waitFor(speaker, 'the speaker view at scene 2', (st) => st.speaker.scene === 2);
  check(sp.speaker.notes === notesOf(2), `scene 2's notes: ${JSON.stringify(sp.speaker.notes)}`);
  check(sp.speaker.kind === doc.scenes[1].kind, `scene 2's kind: ${sp.speaker.kind}`);
  await shot(speaker, 'talk-speaker-shipped.png');

  log('pairing: an unpaired speaker tab and messages of no pairing move no game tab and no talk');
  const games = [];
  for (let i = 0; i < 2; ++i) {
    const game = await context.newPage();
    watch(game);
    await game.goto(base);
    await waitFor(game, `game tab ${i + 1} on the play screen`, (st) => st.screen === 'play' && st.ready);
    games.push({ page: game, hash: await game.evaluate(() => window.location.hash) });
  }
  const unpaired = await context.newPage();
  watch(unpaired);
  await unpaired.goto(`${base}?speaker=1#v1/talk/fujisan/1`);
  const lone = await waitFor(unpaired, 'the unpaired speaker view', (st) => st.screen === 'speaker' && st.speaker);
  check(lone.speaker.paired === false && lone.speaker.connected === false, `unpaired: ${JSON.stringify(lone.speaker)}`);
  await unpaired.mouse.click(40, 300);
  for (const key of ['Space', 'n', 'End', 'r']) await unpaired.keyboard.press(key);
  // Another tab of the same origin posts what a speaker view would, without the pairing's token and
  // with another pairing's.
  const stranger = '0123456789abcdef0123456789abcdef';
  await games[1].page.evaluate((other) => {
    const channel = new BroadcastChannel('puzzlelab-talk');
    const post = (message) => channel.postMessage(JSON.stringify({ type: 'puzzlelab-speaker', ...message }));
    post({ event: 'hello' });
    post({ command: 'next' });
    post({ command: 'goto', scene: 1 });
    post({ token: other, event: 'hello' });
    post({ token: other, command: 'next-scene' });
    post({ token: other, command: 'goto', scene: 1 });
    post({ token: other, event: 'state', talk: 'fujisan', scene: 4, scenes: 8, started: 0 });
    channel.close();
  }, stranger);
  await page.waitForTimeout(2500);  // the main window's state is posted every 2 s: a hello would have been heard
  for (const [i, game] of games.entries()) {
    const st = await state(game.page);
    const hash = await game.page.evaluate(() => window.location.hash);
    check(st.screen === 'play' && hash === game.hash, `game tab ${i + 1} stays on its game: ${st.screen} at ${hash}`);
    const listening = await game.page.evaluate(() => !!(window.Module && window.Module.puzzlelabSpeaker));
    check(!listening, `game tab ${i + 1} opened no channel`);
  }
  let mainNow = await state(page);
  check(mainNow.talk.open && mainNow.talk.scene === 2, `the paired main window stays at scene 2: ${mainNow.talk.scene}`);
  sp = await state(speaker);
  check(sp.speaker.scene === 2 && sp.speaker.talk === talkName, `the paired speaker view stays: ${sp.speaker.talk} ${sp.speaker.scene}`);
  const loneAfter = await state(unpaired);
  check(loneAfter.speaker.paired === false && loneAfter.speaker.connected === false,
        `the unpaired view stays unpaired: ${JSON.stringify(loneAfter.speaker)}`);
  check(!(await unpaired.evaluate(() => !!(window.Module && window.Module.puzzlelabSpeaker))),
        'the unpaired view opened no channel');
  await shot(unpaired, 'talk-speaker-unpaired.png');
  for (const game of games) await game.page.close();
  await unpaired.close();

  log('keys in the paired speaker view move its main window: End, then P');
  await speaker.mouse.click(40, 300);  // the page's canvas has the keys (the notes, where a click does nothing)
  const last = doc.scenes.length;
  await pressUntil(speaker, 'End', `the main window at its last scene`, page, (st) => st.talk.scene === last);
  sp = await waitFor(speaker, 'the speaker view at the last scene', (st) => st.speaker.scene === last);
  check(sp.speaker.next === 'End of talk' && sp.speaker.next_kind === '', `after the last scene: ${sp.speaker.next}`);
  await pressUntil(speaker, 'p', 'the main window one scene back', page, (st) => st.talk.scene === last - 1);
  await waitFor(speaker, 'the speaker view one scene back', (st) => st.speaker.scene === last - 1);

  log('the main window reloaded: the pairing is kept, the speaker view drives it again');
  await page.reload();
  mainNow = await waitFor(page, 'the talk again after the reload', (st) =>
    st.screen === 'talk' && st.talk.open && st.talk.scene === last - 1 && st.talk.speaker.paired && st.talk.speaker.listening);
  await waitFor(speaker, 'the speaker view following the reloaded window', (st) =>
    st.speaker.connected && st.speaker.scene === last - 1);
  await pressUntil(speaker, 'p', 'the reloaded main window one scene back', page, (st) => st.talk.scene === last - 2);

  log('a talk from a file, with notes and minutes: its document goes over the channel');
  const mine = {
    format: 'puzzlelab-talk', version: 1, name: 'speaker-demo', title: 'A speaker\'s own talk', minutes: 1,
    scenes: [
      { kind: 'title', title: 'Hello', caption: 'The room sees this', notes: 'Thank the hosts. Ask who has played Sigmar.' },
      { kind: 'title', title: 'Middle', caption: 'A second card', notes: 'Slow down here: the one idea of the talk.' },
      { kind: 'title', title: 'Thanks', caption: 'Questions' },
    ],
  };
  await page.keyboard.press('Escape');
  await waitFor(page, 'the list of talks', (st) => st.screen === 'talk' && !st.talk.open);
  await waitFor(speaker, 'the speaker view told there is no talk', (st) => st.speaker.main_has_talk === false);
  const chooser = page.waitForEvent('filechooser');
  await click(page, 'talk-load-file');
  await (await chooser).setFiles({ name: 'speaker-demo.json', mimeType: 'application/json',
                                   buffer: Buffer.from(JSON.stringify(mine)) });
  await waitFor(page, 'the file talk open', (st) => st.talk.open && st.talk.name === 'speaker-demo' && st.talk.from_file);
  sp = await waitFor(speaker, 'the speaker view on the file talk', (st) =>
    st.speaker.talk === 'speaker-demo' && st.speaker.scene === 1 && st.speaker.connected);
  check(sp.speaker.notes === mine.scenes[0].notes, `the file talk's notes: ${JSON.stringify(sp.speaker.notes)}`);
  check(sp.speaker.next === 'Middle. A second card', `the next scene: ${sp.speaker.next}`);
  check(sp.speaker.countdown_s !== null && sp.speaker.countdown_s <= 60 && sp.speaker.countdown_s > 40,
        `a one-minute countdown: ${sp.speaker.countdown_s}`);
  check(sp.speaker.tone === 'amber', `the last five minutes are amber: ${sp.speaker.tone}`);
  await pressUntil(speaker, 'Space', 'the main window at the file talk\'s scene 2', page, (st) => st.talk.scene === 2);
  sp = await waitFor(speaker, 'the speaker view at scene 2', (st) => st.speaker.scene === 2 && st.speaker.elapsed_s >= 2);
  check(sp.speaker.notes === mine.scenes[1].notes, `scene 2's notes: ${JSON.stringify(sp.speaker.notes)}`);
  await shot(speaker, 'talk-speaker-file.png');
  await shot(page, 'talk-speaker-main.png');

  log('R in the speaker view counts the time from zero again');
  const before = sp.speaker.elapsed_s;
  await pressUntil(speaker, 'r', 'the clock started again', speaker, (st) => st.speaker.elapsed_s < before);
  const main2 = await waitFor(page, 'the main window\'s clock started again', (st) => st.talk.speaker.elapsed_s < before);
  check(main2.talk.speaker.elapsed_s < 2, `the main window's clock: ${main2.talk.speaker.elapsed_s}`);

  log('the main window closed: the speaker view says it lost it');
  await page.close();
  sp = await waitFor(speaker, 'the speaker view to lose the main window', (st) => !st.speaker.connected, 15_000);
  await shot(speaker, 'talk-speaker-lost.png');

  log('a blocked speaker window: the notice gives its address; opened by hand, it pairs with this window alone');
  const blocked = await context.newPage();
  watch(blocked);
  await blocked.goto(`${base}#v1/talk/${talkName}/3`);
  await waitFor(blocked, 'the talk at scene 3', (st) => st.screen === 'talk' && st.talk.open && st.talk.scene === 3);
  await blocked.evaluate(() => { window.open = () => null; });  // as a popup blocker answers
  const notice = await pressUntil(blocked, 's', 'the notice of the blocked window', blocked,
                                  (st) => st.talk.speaker.blocked_url && st.widgets['speaker-url']);
  const address = new URL(notice.talk.speaker.blocked_url);
  const ownToken = address.searchParams.get('speaker');
  check(/^[0-9a-f]{32}$/.test(ownToken) && ownToken !== token && address.hash === `#v1/talk/${talkName}/3`,
        `the address to open by hand, with this window's own token: ${notice.talk.speaker.blocked_url}`);
  check(notice.widgets['speaker-url'] && notice.widgets['speaker-blocked'], 'the address is shown in a field, to copy');
  await shot(blocked, 'talk-speaker-blocked.png');
  await blocked.waitForTimeout(2500);  // its state is posted every 2 s: the old view would have heard it
  sp = await state(speaker);
  check(!sp.speaker.connected, 'the old speaker view, of another pairing, does not follow the new main window');
  const byHand = await context.newPage();
  watch(byHand);
  await byHand.goto(notice.talk.speaker.blocked_url);
  sp = await waitFor(byHand, 'the speaker view opened by hand following the new main window', (st) =>
    st.screen === 'speaker' && st.speaker.connected && st.speaker.talk === talkName && st.speaker.scene === 3);
  check(sp.speaker.notes === notesOf(3), `scene 3's notes: ${JSON.stringify(sp.speaker.notes)}`);
  await byHand.mouse.click(40, 300);
  await pressUntil(byHand, 'n', 'the new main window at scene 4', blocked, (st) => st.talk.scene === 4);

  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log('done');
});
