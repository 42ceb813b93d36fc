// End-to-end test of embed mode (docs/app/TALK_MODE.md, "Embed mode"): the example deck
// (docs/examples/deck/index.html) served beside the built app, in Debian's chromium driven by
// playwright-core (tests/e2e/harness.js).
//
// Covered: the deck's own keys move it while it has the focus; its talk slide loads the app in an
// iframe with ?embed=1, which shows the scene alone (no key line, no list of talks) and posts
// "ready" and the first "scene" event to the deck; the deck's postMessage commands next, goto and
// prev move the talk (the frame's window.puzzlelab.state() and the events agree); bad commands are
// answered with an "error" event naming the problem, another library's message is ignored; a
// click into the frame gives it the keys (a key the talk uses is the frame's and prevented, one it
// does not use is not prevented and reaches the deck as a "key" event); a click back on the slide
// gives the keys back to the deck, whose ArrowRight moves it on to the play slide, where the frame
// shows the board alone, takes the keys after a click (ArrowRight prevented, Esc not), answers
// "next" with an error and reports "solved" when its board is; a bad talk link in a frame shows
// only its message, and the deck hears it as an "error".
//
// Screenshots: embed-deck-talk.png (the deck with the embedded scene), embed-deck-play.png (the
// deck with the embedded board), embed-play-frame.png (the frame alone), embed-play-solved.png (the
// frame with its board solved), embed-bad-link.png.
//
// Usage: node tests/e2e/talk_embed.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  return { screen: s.screen, embedded: s.embedded, notices: s.notices, ready: s.ready,
           talk: { open: t.open, name: t.name, scene: t.scene, kind: t.kind, error: t.error } };
}

const { ROOT, DIST, SHOTS, log, check, shot, run } = harness('e2e talk embed', { summary });

// The deck beside the app, as docs/app/TALK_MODE.md tells a presenter to serve it: the app's files
// (linked) with the deck's folder inside.
const SERVED = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlelab-deck-'));
for (const name of fs.readdirSync(DIST)) fs.symlinkSync(path.join(DIST, name), path.join(SERVED, name));
fs.mkdirSync(path.join(SERVED, 'deck'));
fs.copyFileSync(path.join(ROOT, 'docs', 'examples', 'deck', 'index.html'), path.join(SERVED, 'deck', 'index.html'));
process.on('exit', () => fs.rmSync(SERVED, { recursive: true, force: true }));

// The deck's record of the frames' events (window.deckEvents), waited on like the app's state.
async function waitForEvent(page, what, predicate, timeout = 60_000) {
  const start = Date.now();
  let events = [];
  while (Date.now() - start < timeout) {
    events = await page.evaluate(() => window.deckEvents);
    const found = events.find(predicate);
    if (found) return found;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}; events: ${JSON.stringify(events.slice(-8))}`);
}

// The deck's board, fujisan/dominoes/12345, with the 15 moves of a shortest solution.
const SOLVED_LINK = 'v1/fujisan/seed/dominoes/standard/12345/m/MR42205.MR213.MU.SR3454.SR032(0)25.MR2(5)43.' +
  'CL(3)4(5)2.SL(2)023.CL02.MD.AL(5)1.ML(1)103.ML12.AL1031(2)5.AR(2)1';

async function eventCount(page) { return page.evaluate(() => window.deckEvents.length); }

// The app's state inside a frame (its own automation hook: the frame is of the same origin).
async function frameState(frame) {
  return frame.evaluate(() => (window.puzzlelab && window.puzzlelab.ready() ? window.puzzlelab.state() : null));
}
async function waitForFrame(frame, what, predicate, timeout = 60_000) {
  const start = Date.now();
  let last = null;
  while (Date.now() - start < timeout) {
    last = await frameState(frame);
    if (last) {
      try { if (predicate(last)) return last; } catch (e) { /* not there yet */ }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(last && summary(last))}`);
}

async function frameOf(page, id) {
  const handle = await page.$(`#${id}`);
  for (let i = 0; i < 200; ++i) {
    const frame = await handle.contentFrame();
    if (frame && /embed=1/.test(frame.url())) return { frame, handle };
    await page.waitForTimeout(50);
  }
  throw new Error(`the frame #${id} did not load the app`);
}

async function slide(page) { return page.evaluate(() => document.querySelector('section.current').id); }

async function post(page, message) {
  await page.evaluate((m) => document.getElementById('talk-frame').contentWindow.postMessage(m, '*'), message);
}

run(async ({ page, base, problems }) => {
  // The deck's keys are its own while it has the focus: ArrowRight brings the talk slide.
  await page.goto(`${base}deck/index.html`);
  check(await slide(page) === 'slide-1', 'the deck does not start on its first slide');
  await page.keyboard.press('ArrowRight');
  check(await slide(page) === 'slide-2', 'ArrowRight on the deck did not bring its second slide');
  const { frame: talk, handle: talkHandle } = await frameOf(page, 'talk-frame');
  await waitForEvent(page, '"ready" from the talk frame', (e) => e.frame === 'talk' && e.event === 'ready');
  const first = await waitForEvent(page, 'the first "scene" event', (e) => e.frame === 'talk' && e.event === 'scene');
  check(first.talk === 'fujisan' && first.scene === 1 && first.scenes === 8,
        `the first scene event is ${JSON.stringify(first)}`);
  let s = await waitForFrame(talk, 'the talk in the frame', (st) => st.talk.open && st.talk.scene === 1);
  check(s.embedded === true && s.screen === 'talk', `the frame is not an embedded talk: ${JSON.stringify(summary(s))}`);
  check(!s.widgets['talk-where'], 'the embedded talk shows its key line');
  check(!Object.keys(s.widgets).some((w) => w.startsWith('talk-start-')), 'the embedded talk shows the list of talks');
  log('the talk slide: "ready" and scene 1 of 8 arrived; the frame shows the scene alone');
  // The frame follows its iframe's size (the canvas fills it).
  const box = await talkHandle.boundingBox();
  const canvas = await talk.evaluate(() => {
    const c = document.getElementById('canvas');
    return [c.clientWidth, c.clientHeight];
  });
  check(Math.abs(canvas[0] - (box.width - 4)) <= 2 && Math.abs(canvas[1] - (box.height - 4)) <= 2,
        `the canvas (${canvas}) does not fill its frame (${box.width} x ${box.height})`);

  // The commands: next (the title card moves on), goto 3, prev (back to 2).
  let before = await eventCount(page);
  await post(page, { type: 'puzzlelab', command: 'next' });
  let e = await waitForEvent(page, 'scene 2 after next', (ev, i) => i >= before && ev.event === 'scene');
  check(e.scene === 2, `next moved to ${JSON.stringify(e)}`);
  await waitForFrame(talk, 'scene 2 in the frame', (st) => st.talk.scene === 2);
  before = await eventCount(page);
  await page.fill('#talk-scene', '3');
  await page.click('#talk-goto');
  e = await waitForEvent(page, 'scene 3 after goto', (ev, i) => i >= before && ev.event === 'scene');
  check(e.scene === 3, `goto 3 moved to ${JSON.stringify(e)}`);
  s = await waitForFrame(talk, 'scene 3 in the frame', (st) => st.talk.scene === 3 && st.talk.kind === 'setup');
  before = await eventCount(page);
  await post(page, { type: 'puzzlelab', command: 'prev' });
  e = await waitForEvent(page, 'scene 2 after prev', (ev, i) => i >= before && ev.event === 'scene');
  check(e.scene === 2, `prev moved to ${JSON.stringify(e)}`);
  log('next, goto 3 and prev moved the talk; the events and the frame agree');

  // Bad commands are answered, another library's message is not.
  before = await eventCount(page);
  await post(page, { type: 'reveal', method: 'next' });
  await post(page, { type: 'puzzlelab', command: 'jump' });
  await post(page, { type: 'puzzlelab', command: 'goto', scene: 99 });
  e = await waitForEvent(page, 'the error for "jump"', (ev, i) => i >= before && ev.event === 'error');
  check(/unknown command 'jump'/.test(e.message), `the error for "jump" is ${JSON.stringify(e)}`);
  e = await waitForEvent(page, 'the error for scene 99',
                         (ev, i) => i >= before && ev.event === 'error' && /99/.test(ev.message));
  check(/past the talk's last scene, 8/.test(e.message), `the error for goto 99 is ${JSON.stringify(e)}`);
  await post(page, { type: 'puzzlelab', command: 'goto', scene: 3 });
  await waitForEvent(page, 'scene 3 again', (ev, i) => i >= before && ev.event === 'scene' && ev.scene === 3);
  const errors = (await page.evaluate(() => window.deckEvents)).slice(before).filter((ev) => ev.event === 'error');
  check(errors.length === 2, `another library's message was answered: ${JSON.stringify(errors)}`);
  s = await frameState(talk);
  check(s.talk.scene === 3, `a bad command moved the talk: ${JSON.stringify(summary(s))}`);
  log('bad commands answered with errors naming the problem; a message of another type ignored');
  await page.mouse.move(5, 5);
  await shot(page, 'embed-deck-talk.png');

  // A click into the frame gives it the keys. The frame records whether each key's default was
  // prevented (its window's capture listener sees the key first and reads the verdict afterwards).
  await talk.evaluate(() => {
    window.keyVerdicts = [];
    window.addEventListener('keydown', (event) => setTimeout(() =>
      window.keyVerdicts.push({ code: event.code, prevented: event.defaultPrevented }), 0), true);
  });
  await page.evaluate(() => {
    window.hostKeys = [];
    window.addEventListener('keydown', (event) => window.hostKeys.push(event.code), true);
  });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  check(await talk.evaluate(() => document.activeElement && document.activeElement.id === 'canvas'),
        'a click into the frame did not give its canvas the focus');
  s = await waitForFrame(talk, 'the setup dealt', (st) => st.talk.scene === 3 && st.talk.board.ready &&
    st.talk.board.setup_watch);
  const setupAt = s.talk.board.setup_watch.position;
  before = await eventCount(page);
  await page.keyboard.press('ArrowRight');  // the talk's: one step of the setup
  await page.keyboard.press('KeyQ');        // no key of the talk
  await talk.waitForFunction(() => window.keyVerdicts.length >= 2);
  const verdicts = await talk.evaluate(() => window.keyVerdicts);
  check(verdicts[0].code === 'ArrowRight' && verdicts[0].prevented,
        `the talk's ArrowRight: ${JSON.stringify(verdicts)}`);
  check(verdicts[1].code === 'KeyQ' && !verdicts[1].prevented,
        `a key the talk does not use was prevented: ${JSON.stringify(verdicts)}`);
  check(await slide(page) === 'slide-2' && (await page.evaluate(() => window.hostKeys)).length === 0,
        'keys pressed in the frame reached the deck');
  await waitForFrame(talk, 'the setup stepped by ArrowRight', (st) => st.talk.scene === 3 &&
    st.talk.board.setup_watch.position !== setupAt);
  const forwarded = await waitForEvent(page, 'KeyQ forwarded as a key event',
                                       (ev, i) => i >= before && ev.event === 'key');
  check(forwarded.code === 'KeyQ' && forwarded.key === 'q', `the forwarded key is ${JSON.stringify(forwarded)}`);
  log('in the frame: ArrowRight stepped the setup (prevented); Q was not prevented, reached the deck as a "key" event');

  // A click back on the slide gives the deck its keys: ArrowRight moves the deck, not the talk.
  s = await frameState(talk);
  const sceneBefore = s.talk.scene;
  await page.click('#slide-2 h2');
  await page.keyboard.press('ArrowRight');
  check((await page.evaluate(() => window.hostKeys)).includes('ArrowRight'), 'the deck did not see ArrowRight');
  check(await slide(page) === 'slide-3', 'ArrowRight after a click back on the deck did not move the deck');
  s = await frameState(talk);
  check(s.talk.scene === sceneBefore, 'ArrowRight on the deck moved the talk');
  log('after a click back on the deck its ArrowRight moved the deck to the play slide');

  // The play slide: the board alone.
  const { frame: play, handle: playHandle } = await frameOf(page, 'play-frame');
  await waitForEvent(page, '"ready" from the play frame', (ev) => ev.frame === 'play' && ev.event === 'ready');
  s = await waitForFrame(play, 'the board in the frame', (st) => st.screen === 'play' && st.ready && st.board_frame);
  check(s.embedded === true, 'the play frame is not embedded');
  for (const chrome of ['new-game', 'undo', 'hint', 'more', 'daily'])
    check(!s.widgets[chrome], `the embedded board shows the app's "${chrome}" control`);
  const playBox = await playHandle.boundingBox();
  check(s.board_frame.w > (playBox.width - 4) * 0.5 || s.board_frame.h > (playBox.height - 4) * 0.5,
        `the board does not fill its frame: ${JSON.stringify(s.board_frame)} in ${playBox.width} x ${playBox.height}`);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(300);
  await shot(page, 'embed-deck-play.png');
  await playHandle.screenshot({ path: path.join(SHOTS, 'embed-play-frame.png') });
  log('the play slide: "ready" arrived and the frame shows the board alone');

  // The board's keys: a click into the frame (on the sky, no piece) gives them to it; an arrow is the
  // board's and prevented, Esc is not; a talk's command is refused there.
  await play.evaluate(() => {
    window.keyVerdicts = [];
    window.addEventListener('keydown', (event) => setTimeout(() =>
      window.keyVerdicts.push({ code: event.code, prevented: event.defaultPrevented }), 0), true);
  });
  await page.mouse.click(playBox.x + 30, playBox.y + 30);
  await waitForFrame(play, 'the board taking the keys', (st) => st.keyboard === 'board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await play.waitForFunction(() => window.keyVerdicts.length >= 2);
  const boardVerdicts = await play.evaluate(() => window.keyVerdicts);
  check(boardVerdicts[0].prevented && !boardVerdicts[1].prevented,
        `the board's keys (ArrowRight taken, Esc left alone): ${JSON.stringify(boardVerdicts)}`);
  before = await eventCount(page);
  await page.evaluate(() => document.getElementById('play-frame').contentWindow.postMessage(
    { type: 'puzzlelab', command: 'next' }, '*'));
  e = await waitForEvent(page, 'the error for next on a board', (ev, i) => i >= before && ev.event === 'error');
  check(e.frame === 'play' && /shows a board, not a talk/.test(e.message), `next on a board: ${JSON.stringify(e)}`);
  await page.click('#slide-3 h2');
  log('the board took ArrowRight and left Esc alone; next sent to it was answered with an error');

  // The board solved (its link with a shortest solution's moves, `puzzlelab solve`): the deck hears it.
  check(!(await page.evaluate(() => window.deckEvents)).some((ev) => ev.event === 'solved'), 'solved before any move');
  await play.evaluate((hash) => { window.location.hash = hash; }, SOLVED_LINK);
  e = await waitForEvent(page, 'the "solved" event', (ev) => ev.event === 'solved');
  check(e.frame === 'play' && e.game === 'fujisan', `the solved event: ${JSON.stringify(e)}`);
  s = await frameState(play);
  check(s.solved === true, 'the board reported solved is not solved');
  await page.waitForTimeout(300);
  await playHandle.screenshot({ path: path.join(SHOTS, 'embed-play-solved.png') });
  log('the board solved by its link: "solved" arrived');

  // A bad talk link in a frame: only its message, which the deck hears too.
  await page.keyboard.press('ArrowLeft');
  check(await slide(page) === 'slide-2', 'ArrowLeft did not bring the talk slide back');
  before = await eventCount(page);
  await talk.evaluate(() => { window.location.hash = 'v1/talk/no-such-talk/1'; });
  s = await waitForFrame(talk, 'the bad link refused',
                         (st) => st.talk.error && !st.talk.open && st.widgets['talk-error']);
  check(/no-such-talk/.test(s.talk.error), `the bad link's message: ${JSON.stringify(summary(s))}`);
  check(!Object.keys(s.widgets).some((w) => w.startsWith('talk-start-') || w === 'talk-back'),
        'the refused link shows the list of talks');
  e = await waitForEvent(page, 'the error for the bad link', (ev, i) => i >= before && ev.event === 'error');
  check(e.message === s.talk.error, `the bad link's error event: ${JSON.stringify(e)}`);
  await page.waitForTimeout(300);
  await talkHandle.screenshot({ path: path.join(SHOTS, 'embed-bad-link.png') });
  log(`a bad link shows only its message: ${s.talk.error}`);
  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
}, {}, { root: SERVED });
