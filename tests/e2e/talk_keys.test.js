// End-to-end test of the keys a presenter already knows, in talk mode: Debian's chromium driven by
// playwright-core (tests/e2e/harness.js), reading window.puzzlelab.state().talk.
//
// One page, the entangled talk opened by its link at its first scene. B blacks the screen (the
// laser hidden) and B brings it back; . blacks it and Space brings it back without moving on. O
// opens the overview on the scene on show, the arrows move the picked card, Enter goes there; O
// again and a click on a card goes to that one. G, 1, 2 shows "12" in its box and Enter goes to
// scene 12; G 9 9 Enter says there is no scene 99 and stays; G and Esc cancel. ? shows the keys and
// any key closes them, doing nothing else. F5 goes to the first scene in full screen and its key-down
// is kept from the browser (defaultPrevented), the page not reloaded (a mark left on it survives);
// Shift+F5 stays on the scene. Shift+Right held moves the laser right. Esc leaves.
//
// Screenshots: talk-keys-black.png, talk-keys-overview.png, talk-keys-jump.png, talk-keys-help.png.
//
// Usage: node tests/e2e/talk_keys.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  return { screen: s.screen, talk: { open: t.open, name: t.name, scene: t.scene, fullscreen: t.fullscreen,
                                     blackout: t.blackout, keys_help: t.keys_help, jump: t.jump,
                                     overview: t.overview && { open: t.overview.open, selected: t.overview.selected,
                                                               columns: t.overview.columns },
                                     pointer: t.pointer } };
}

const { log, check, state, waitFor, frameAfter, shot, run } = harness('e2e talk keys', { summary });

// A key, then a frame drawn after it: the app has seen it.
async function press(page, key) {
  await page.keyboard.press(key);
  return frameAfter(page, key);
}

run(async ({ page, base, problems }) => {
  await page.goto(`${base}#v1/talk/entangled/1`);
  let s = await waitFor(page, 'the entangled talk at scene 1', (st) => st.talk.open && st.talk.name === 'entangled' &&
    st.talk.scene === 1);
  const scenes = s.talk.scenes;
  check(s.talk.blackout === false && s.talk.keys_help === false && s.talk.overview.open === false &&
        s.talk.jump.open === false, 'nothing over the scene at first');
  // A mark on the page, and every F5 key-down's fate: a reload would lose the mark.
  await page.evaluate(() => {
    window.talkKeysMark = 'still here';
    window.talkKeysF5 = [];
    window.addEventListener('keydown', (e) => { if (e.key === 'F5') window.talkKeysF5.push(e.defaultPrevented); });
  });
  log(`entangled talk opened by its link (${scenes} scenes)`);

  // Blackout: B and B, then . and Space (which only brings the scene back).
  await press(page, 'Tab');
  s = await waitFor(page, 'the laser on the title', (st) => st.talk.pointer.visible && st.talk.pointer.spot === 'title');
  await press(page, 'b');
  s = await waitFor(page, 'the screen black', (st) => st.talk.blackout === true);
  check(!s.talk.pointer.visible, 'the laser is hidden while the screen is black');
  await page.waitForTimeout(200);
  await shot(page, 'talk-keys-black.png');
  await press(page, 'b');
  s = await waitFor(page, 'the scene back', (st) => st.talk.blackout === false);
  check(s.talk.scene === 1 && s.talk.pointer.visible, 'B again: the same scene, the laser back');
  await press(page, 'Period');
  await waitFor(page, 'black by .', (st) => st.talk.blackout === true);
  await press(page, 'Space');
  s = await waitFor(page, 'the scene back by Space', (st) => st.talk.blackout === false);
  check(s.talk.scene === 1, `Space on black only brings the scene back (scene ${s.talk.scene})`);
  log('B / . black the screen, B / Space bring it back');

  // The overview: opens on the scene on show; Right, Right, Down; Enter goes there.
  await press(page, 'o');
  s = await waitFor(page, 'the overview', (st) => st.talk.overview.open && st.talk.overview.cards.length === scenes);
  const columns = s.talk.overview.columns;
  check(s.talk.overview.selected === 1 && columns >= 2 && columns < scenes,
        `the overview opens on scene 1 in a grid (${JSON.stringify(summary(s).talk.overview)})`);
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  await press(page, 'ArrowDown');
  const picked = 3 + columns;
  s = await waitFor(page, `card ${picked} picked`, (st) => st.talk.overview.selected === picked);
  check(s.talk.scene === 1, 'moving in the overview leaves the scene alone');
  await page.waitForTimeout(200);
  await shot(page, 'talk-keys-overview.png');
  await press(page, 'Enter');
  s = await waitFor(page, `scene ${picked} from the overview`, (st) => !st.talk.overview.open && st.talk.scene === picked);
  // A click on a card goes there; Esc closes without moving.
  await press(page, 'o');
  s = await waitFor(page, 'the overview again', (st) => st.talk.overview.open && st.talk.overview.selected === picked);
  const card = s.talk.overview.cards[4];
  await page.mouse.click(card.cx, card.cy);
  s = await waitFor(page, 'scene 5 by a click', (st) => !st.talk.overview.open && st.talk.scene === 5);
  await press(page, 'o');
  await waitFor(page, 'the overview, third time', (st) => st.talk.overview.open);
  await press(page, 'Escape');
  s = await waitFor(page, 'the overview closed by Esc', (st) => !st.talk.overview.open);
  check(s.talk.open && s.talk.scene === 5, 'Esc closes the overview and stays in the talk');
  log(`O: the overview (${columns} columns), arrows + Enter to scene ${picked}, a click to scene 5, Esc`);

  // G, a number, Enter.
  await press(page, 'g');
  await press(page, '1');
  await press(page, '2');
  s = await waitFor(page, '"12" typed', (st) => st.talk.jump.open && st.talk.jump.typed === '12');
  check(s.talk.scene === 5, 'typing a number does not move yet');
  await shot(page, 'talk-keys-jump.png');
  await press(page, 'Enter');
  s = await waitFor(page, 'scene 12 by G 12 Enter', (st) => !st.talk.jump.open && st.talk.scene === 12);
  for (const key of ['g', '9', '9', 'Enter']) await press(page, key);
  s = await waitFor(page, 'no scene 99', (st) => st.talk.jump.message !== '');
  check(s.talk.jump.message === `There is no scene 99: this talk has ${scenes} scenes.` && s.talk.scene === 12,
        `out of range: ${JSON.stringify(s.talk.jump)} at scene ${s.talk.scene}`);
  await press(page, 'g');
  await press(page, '3');
  await press(page, 'Escape');
  s = await waitFor(page, 'G cancelled by Esc', (st) => !st.talk.jump.open);
  check(s.talk.open && s.talk.scene === 12, 'Esc cancels the jump and stays in the talk');
  log('G 1 2 Enter: scene 12; G 9 9 Enter: no such scene; G 3 Esc: cancelled');

  // ?: the keys over the scene; any key closes them and does nothing else.
  await press(page, 'Shift+Slash');
  s = await waitFor(page, 'the keys shown', (st) => st.talk.keys_help === true);
  await page.waitForTimeout(200);
  await shot(page, 'talk-keys-help.png');
  await press(page, 'n');
  s = await waitFor(page, 'the keys closed', (st) => st.talk.keys_help === false);
  check(s.talk.scene === 12, 'the key that closes the keys does nothing else');
  log('? shows the keys, N closes them');

  // F5: from the first scene in full screen, the page kept; Shift+F5: full screen where it is.
  await press(page, 'F5');
  s = await waitFor(page, 'F5: scene 1, full screen', (st) => st.talk.scene === 1 && st.talk.fullscreen === true, 5000);
  await page.waitForTimeout(300);
  const kept = await page.evaluate(() => ({ mark: window.talkKeysMark, f5: window.talkKeysF5 }));
  check(kept.mark === 'still here', 'F5 reloaded the page');
  check(kept.f5.length === 1 && kept.f5[0] === true, `F5's key-down kept from the browser: ${JSON.stringify(kept.f5)}`);
  s = await state(page);
  check(s.talk.open && s.talk.name === 'entangled', 'the talk is still open after F5');
  await press(page, 'n');
  await press(page, 'n');
  await waitFor(page, 'scene 3', (st) => st.talk.scene === 3);
  await press(page, 'Shift+F5');
  s = await state(page);
  check(s.talk.scene === 3 && s.talk.fullscreen === true, 'Shift+F5 stays on the scene, full screen');
  log('F5: scene 1, full screen, no reload; Shift+F5: stays');

  // Shift+Right held moves the laser right.
  await press(page, 'Tab');
  s = await waitFor(page, 'the laser at a spot', (st) => st.talk.pointer.visible && st.talk.pointer.spot !== null);
  const before = s.talk.pointer;
  await page.keyboard.down('Shift');
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowRight');
  await page.keyboard.up('Shift');
  s = await waitFor(page, 'the laser moved right', (st) => st.talk.pointer.visible && st.talk.pointer.spot === null &&
    st.talk.pointer.x > before.x + 20);
  check(Math.abs(s.talk.pointer.y - before.y) < 1 && s.talk.scene === 3, 'Shift+Right moves the laser, not the scene');
  log('Shift+Right held moves the laser');

  // Esc: full screen first (as the browser does it), then the talk.
  for (let i = 0; i < 3 && (await state(page)).talk.open; ++i) await press(page, 'Escape');
  await waitFor(page, 'the list of talks', (st) => !st.talk.open);
  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log('Esc leaves; PASS');
});
