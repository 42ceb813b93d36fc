// End-to-end test of the talk builder (docs/app/TALK_MODE.md, "Building a talk"): Debian's chromium
// driven by playwright-core (tests/e2e/harness.js), reading the app's state from its automation
// hook (window.puzzlelab.state(): talk_editor on the editor, talk in talk mode).
//
// Covered: "Add to talk" from three sources, each saying so in a notice: the play screen (the
// board at its seed), the setup watch (the setup being dealt, then "Add side by side": it and a
// second setup on the same seed) and the Lab (a tiny study, bars).
// The editor from the list of talks ("Your talk"): a caption and a note typed, a scene moved down,
// a title card added, a scene previewed in talk mode and Esc back to the editor; the talk exported
// (the download caught and read: the same scenes, captions and notes) and shared by a link. In a
// fresh browser profile: the exported file imported into the empty editor, then a bad document
// refused with a message naming the scene and the field (the editor's talk kept), then the good
// one imported again over it after the confirmation; the talk played through from the start,
// every scene checked against the document (the lab scene run to its end); Esc back to the editor.
// Then the share link opened in that profile plays the talk, and a bad link says what is wrong.
//
// Screenshots: builder-watch.png, builder-added.png, builder-editor.png, builder-preview.png, builder-imported.png,
// builder-bad-import.png, builder-confirm.png, builder-scene-<n>.png, builder-link.png,
// builder-bad-link.png.
//
// Usage: node tests/e2e/talk_builder.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  return { screen: s.screen, notices: s.notices, text_input: s.text_input, talk_editor: s.talk_editor,
           setup: s.setup && { active: s.setup.active, loading: s.setup.loading },
           talk: { open: t.open, name: t.name, scene: t.scene, scenes: t.scenes, kind: t.kind, caption: t.caption,
                   error: t.error, run: t.run && { state: t.run.state } } };
}

const { log, check, state, waitFor, click, fromMenu, shot, typeInto, run } = harness('e2e talk builder', { summary, clickSettle: 80 });

// A tiny study: two setups, 2 trials of 5 challenges each.
const LAB_LINK = 'v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/trials=2.per_trial=5.seed=7';

async function readDownload(page, widget) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click(page, widget)]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

async function chooseFile(page, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await click(page, 'talk-editor-import');
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

const added = (n) => (st) => (st.notices || []).some((x) => x.level === 'info' && x.text === `Added scene ${n} to "My talk"`);

// Waits for the notice that scene n was added, then dismisses it: its band going by itself a few
// seconds later would move every control under it while a click is on its way.
async function addedScene(page, n) {
  await waitFor(page, `the notice of scene ${n}`, added(n));
  await click(page, 'notice-info-close');
  await waitFor(page, 'the notice dismissed', (st) => (st.notices || []).length === 0);
}

async function openEditor(page) {
  await click(page, 'open-talk');
  await waitFor(page, 'the list of talks', (st) => st.screen === 'talk' && !st.talk.open && st.widgets['talk-your-talk']);
  await click(page, 'talk-your-talk');
  return waitFor(page, 'the talk editor', (st) => st.screen === 'talk-editor' && st.talk_editor);
}

// Plays the talk from its first scene to its last with N, each scene checked against the document.
async function playThrough(page, document) {
  for (const [i, scene] of document.scenes.entries()) {
    const st = await waitFor(page, `scene ${i + 1}`, (x) => x.screen === 'talk' && x.talk.open && x.talk.scene === i + 1);
    check(st.talk.kind === scene.kind && st.talk.caption === scene.caption,
          `scene ${i + 1} shows ${st.talk.kind} "${st.talk.caption}", the document ${scene.kind} "${scene.caption}"`);
    check(st.talk.scenes === document.scenes.length, `the talk has ${st.talk.scenes} scenes`);
    if (scene.kind === 'lab') await waitFor(page, 'the study run', (x) => x.talk.run && x.talk.run.state === 'done', 120_000);
    if (scene.kind === 'board' || scene.kind === 'setup')
      await waitFor(page, 'the board dealt', (x) => x.talk.board && x.talk.board.ready !== false && !x.talk.board.error);
    await shot(page, `builder-scene-${i + 1}.png`);
    if (i + 1 < document.scenes.length) await page.keyboard.press('n');
  }
}

run(async ({ browser, page, base, watch, problems }) => {
  const started = Date.now();
  await page.goto(base);
  await waitFor(page, 'the app ready', (st) => st.screen === 'play' && st.ready);

  log('Add to talk on the play screen: the board at its seed');
  let s = await state(page);
  check(s.challenge && s.challenge.setup, 'the first game comes from a seed');
  await fromMenu(page, 'menu-add-to-talk');
  await addedScene(page, 1);

  log('Add to talk in the setup watch: the setup being dealt');
  await click(page, 'setup-watch');
  await waitFor(page, 'the setup traced', (st) => st.setup && st.setup.active && !st.setup.loading && st.widgets['setup-add-to-talk']);
  await shot(page, 'builder-watch.png');
  await click(page, 'setup-add-to-talk');
  await addedScene(page, 2);
  log('Add side by side in the setup watch: the setup and a second one on the same seed');
  await click(page, 'setup-add-side-by-side');
  await waitFor(page, 'the notice of scene 3', added(3));
  await shot(page, 'builder-added.png');
  await addedScene(page, 3);
  await click(page, 'setup-close');

  log('Add to talk in the Lab: a tiny study with its bars');
  await page.evaluate((link) => { window.location.hash = link; }, LAB_LINK);
  await waitFor(page, 'the Lab on the study', (st) => st.screen === 'lab' && st.widgets['lab-add-to-talk']);
  await click(page, 'lab-add-to-talk');
  await addedScene(page, 4);
  await click(page, 'lab-back');
  await waitFor(page, 'the play screen', (st) => st.screen === 'play');

  log('the editor: three scenes from three sources');
  s = await openEditor(page);
  let e = s.talk_editor;
  check(JSON.stringify(e.scenes.map((x) => x.kind)) === '["board","setup","side-by-side","lab"]',
        `scenes: ${JSON.stringify(e.scenes)}`);
  check(e.title === 'My talk' && e.name === 'my-talk' && e.problem === '', `the talk: ${JSON.stringify(e)}`);

  log('a caption and a note typed, a scene moved down, a title card added');
  await click(page, 'talk-editor-scene-1');
  await waitFor(page, 'scene 1 selected', (st) => st.talk_editor.selected === 1 && st.widgets['talk-editor-caption']);
  await typeInto(page, 'talk-editor-caption', 'The board we start from.');
  await waitFor(page, 'the caption', (st) => st.talk_editor.scenes[0].caption === 'The board we start from.');
  await typeInto(page, 'talk-editor-notes', 'Point at the corners.');
  await waitFor(page, 'the note', (st) => st.talk_editor.scenes[0].notes === 'Point at the corners.');
  await click(page, 'talk-editor-down-1');
  s = await waitFor(page, 'the board moved down', (st) => st.talk_editor.scenes[1].kind === 'board');
  check(s.talk_editor.scenes[0].kind === 'setup' && s.talk_editor.selected === 2, `after Down: ${JSON.stringify(s.talk_editor)}`);
  await click(page, 'talk-editor-add-title');
  s = await waitFor(page, 'a title card', (st) => st.talk_editor.scenes.length === 5 && st.talk_editor.selected === 5);
  check(s.talk_editor.scenes[4].kind === 'title', 'the title card is the last scene');
  // One step at a time: each Up moves the rows under the pointer's next target.
  for (let at = 5; at >= 2; at--) {
    await click(page, `talk-editor-up-${at}`);
    s = await waitFor(page, `the title card at ${at - 1}`, (st) => st.talk_editor.scenes[at - 2].kind === 'title');
  }
  check(JSON.stringify(s.talk_editor.scenes.map((x) => x.kind)) === '["title","setup","board","side-by-side","lab"]',
        `order: ${JSON.stringify(s.talk_editor.scenes.map((x) => x.kind))}`);
  await click(page, 'talk-editor-scene-3');
  await waitFor(page, 'scene 3 selected', (st) => st.talk_editor.selected === 3);
  await shot(page, 'builder-editor.png', { mouseAway: true });

  log('a scene previewed in talk mode, Esc back to the editor');
  await click(page, 'talk-editor-preview-3');
  s = await waitFor(page, 'the preview at scene 3', (st) => st.screen === 'talk' && st.talk.open && st.talk.scene === 3);
  check(s.talk.caption === 'The board we start from.', `the preview shows "${s.talk.caption}"`);
  await waitFor(page, 'the board dealt', (st) => st.talk.board && st.talk.board.ready);
  await shot(page, 'builder-preview.png');
  await page.keyboard.press('Escape');
  await waitFor(page, 'the editor again', (st) => st.screen === 'talk-editor');

  log('exported as a file, and shared by a link');
  const exported = await readDownload(page, 'talk-editor-export');
  check(exported.name === 'my-talk.json', `the download is ${exported.name}`);
  const document = JSON.parse(exported.text);
  check(document.format === 'puzzlelab-talk' && document.scenes.length === 5, `exported: ${exported.text.slice(0, 200)}`);
  check(document.scenes[2].caption === 'The board we start from.' && document.scenes[2].notes === 'Point at the corners.',
        `the edited scene: ${JSON.stringify(document.scenes[2])}`);
  check(document.scenes[4].experiment && document.scenes[4].plot === 'bars', `the lab scene: ${JSON.stringify(document.scenes[4])}`);
  check(document.scenes[3].left.setup !== document.scenes[3].right.setup, `side by side: ${JSON.stringify(document.scenes[3])}`);
  await click(page, 'talk-editor-share');
  s = await waitFor(page, 'the share link', (st) => st.talk_editor.link && st.widgets['talk-editor-link-text']);
  const link = s.talk_editor.link;
  check(/^v1\/talk-doc\/[A-Za-z0-9_-]+\/1$/.test(link), `the link: ${link}`);

  log('a fresh profile: the file imported into the empty editor');
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: true });
  try {
    const other = await fresh.newPage();
    watch(other);
    await other.goto(base);
    await waitFor(other, 'the app ready', (st) => st.screen === 'play' && st.ready);
    s = await openEditor(other);
    check(s.talk_editor.scenes.length === 0, 'a fresh profile has no talk in progress');
    await chooseFile(other, 'my-talk.json', exported.text);
    s = await waitFor(other, 'the talk imported', (st) => st.talk_editor.scenes.length === 5);
    const rows = (scenes) => JSON.stringify(scenes.map((x) => [x.kind, x.caption, x.notes || '']));
    check(rows(s.talk_editor.scenes) === rows(document.scenes), `imported: ${JSON.stringify(s.talk_editor.scenes)}`);
    await shot(other, 'builder-imported.png', { mouseAway: true });

    log('a bad document: a message naming the scene and the field; the talk kept');
    const bad = JSON.parse(exported.text);
    delete bad.scenes[1].caption;
    await chooseFile(other, 'bad-talk.json', JSON.stringify(bad));
    s = await waitFor(other, 'the bad file refused', (st) => /bad-talk\.json/.test(st.talk_editor.message));
    check(s.talk_editor.message === "bad-talk.json is not a talk this app can play: scene 2 (setup): missing field 'caption'" &&
          s.talk_editor.message_bad, `the message: ${s.talk_editor.message}`);
    check(s.talk_editor.scenes.length === 5 && !s.talk_editor.confirm_import, 'the talk is kept');
    await shot(other, 'builder-bad-import.png', { mouseAway: true });

    log('the good file again: replaced after the confirmation');
    await chooseFile(other, 'my-talk.json', exported.text);
    await waitFor(other, 'the confirmation', (st) => st.talk_editor.confirm_import && st.widgets['talk-editor-import-replace']);
    await shot(other, 'builder-confirm.png', { mouseAway: true });
    await click(other, 'talk-editor-import-replace');
    s = await waitFor(other, 'replaced', (st) => !st.talk_editor.confirm_import && /^Imported my-talk\.json/.test(st.talk_editor.message));

    log('played through from the start');
    await click(other, 'talk-editor-play');
    await playThrough(other, document);
    await other.keyboard.press('Escape');
    await waitFor(other, 'the editor after the talk', (st) => st.screen === 'talk-editor');

    log('the share link plays the talk; a bad one says why');
    await other.goto(`${base}#${link}`);
    s = await waitFor(other, 'the talk from its link', (st) => st.screen === 'talk' && st.talk.open && st.talk.name === 'my-talk');
    check(s.talk.scenes === 5 && s.talk.scene === 1 && s.talk.caption === document.scenes[0].caption, `from the link: ${JSON.stringify(s.talk)}`);
    await shot(other, 'builder-link.png');
    await other.keyboard.press('n');
    await waitFor(other, 'scene 2 by N', (st) => st.talk.scene === 2);
    const address = await other.evaluate(() => window.location.hash.replace(/^#/, ''));
    check(address === link.replace(/\/1$/, '/2'), `the address bar follows the scene: ${address.slice(-20)}`);
    await other.evaluate(() => { window.location.hash = 'v1/talk-doc/ab*d'; });
    s = await waitFor(other, 'the bad link refused', (st) => st.screen === 'talk' && !st.talk.open && st.talk.error);
    check(/not base64url: '\*' at character 3/.test(s.talk.error), `the message: ${s.talk.error}`);
    await shot(other, 'builder-bad-link.png');
    await other.close();
  } finally {
    await fresh.close().catch(() => {});
  }

  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
});
