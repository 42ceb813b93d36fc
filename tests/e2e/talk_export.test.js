// End-to-end test of talk mode's Export menu (E): Debian's chromium driven by playwright-core
// (tests/e2e/harness.js), reading window.puzzlelab.state().talk.export and catching the downloads.
//
// A talk of three scenes loaded from a file (a title card, a BoxOff setup, a board) and shown at
// its first scene. E opens the menu; 1 exports the slides: the PDF caught and parsed here has one
// page per step (a title card and a board one each, a setup two: its opening and its end), one
// JPEG picture per page at the screen's size, each page 960 points wide and of the screen's shape;
// the live talk stays on its scene the whole time. The first and third pictures are saved and
// looked at. 2 exports the notes: as many A4 pages, the notes' text (parentheses, a backslash
// and a dash escaped as PDF writes them) and each page's scene and step. Esc during an export
// cancels it and leaves the talk open. N, E, 3 records the setup scene as WebM: the file starts with
// the EBML header, is not trivially small, and its blocks' timestamps span about the scene's length
// (the opening, the setup played at its speed, the end held). E, 4 records every scene, one WebM
// a scene. Last, the talk builder's "Slides, notes, clips..." opens the same menu for the talk
// being built (the same document imported), and its notes PDF has a page per step.
//
// Screenshots: talk-export-menu.png, talk-export-progress.png, talk-export-slide-1.jpg,
// talk-export-slide-3.jpg; the two PDFs as downloaded, talk-export-slides.pdf and
// talk-export-notes.pdf, both checked by Debian's qpdf (qpdf --check).
//
// Usage: node tests/e2e/talk_export.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  const t = s.talk || {};
  return { screen: s.screen, talk: { open: t.open, name: t.name, scene: t.scene, export: t.export,
                                     export_menu: t.export_menu && { open: t.export_menu.open } } };
}

const { SHOTS, log, check, waitFor, frameAfter, click, shot, run } = harness('e2e talk export', { summary });

const VIEWPORT = { width: 1280, height: 800 };
const NOTES = 'Say hello (first) \\ then the board \u2014 mark-one';
const TALK = {
  format: 'puzzlelab-talk', version: 1, name: 'export-demo', title: 'Export demo',
  scenes: [
    { kind: 'title', title: 'Exported', subtitle: 'One page a step', points: ['A title card', 'A setup', 'A board'],
      caption: 'A title card', notes: NOTES },
    { kind: 'setup', game: 'boxoff', setup: 'l-tiles', params: { rows: 4, cols: 6, colours: 4 }, seed: 3, speed: 8,
      caption: 'A setup played', notes: 'mark-two' },
    { kind: 'board', game: 'boxoff', setup: 'shuffled', params: { rows: 4, cols: 6, colours: 4 }, seed: 5,
      caption: 'A board' },
  ],
};
// The steps a scene shows, one a beat of Space (docs/app/TALK_MODE.md, "Export").
const STEPS = { title: 1, board: 1, lab: 1, setup: 2, solution: 2 };
const expectedPages = TALK.scenes.reduce((n, scene) => n + STEPS[scene.kind], 0);

async function press(page, key) {
  await page.keyboard.press(key);
  return frameAfter(page, key);
}

// Presses `key` and catches the download it leads to: its name and bytes.
async function download(page, key, timeout) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout }), press(page, key)]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

// A PDF read as this app writes it (nothing compressed but the pictures): its objects by number
// through the cross-reference table, whose offsets are checked.
function parsePdf(bytes) {
  const text = bytes.toString('latin1');
  check(text.startsWith('%PDF-1.'), 'the file starts with the PDF header');
  check(/%%EOF\n?$/.test(text), 'the file ends with %%EOF');
  const xref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)[1]);
  check(text.slice(xref, xref + 5) === 'xref\n', `startxref points at the xref table (${xref})`);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xref));
  check(Number(first) === 0, 'the xref table starts at object 0');
  const table = xref + text.slice(xref).indexOf('\n', 5) + 1;
  const objects = {};
  for (let n = 1; n < Number(count); n++) {
    const offset = Number(text.slice(table + n * 20, table + n * 20 + 10));
    check(text.startsWith(`${n} 0 obj\n`, offset), `object ${n} is where the xref table says (${offset})`);
    objects[n] = text.slice(offset, text.indexOf('\nendobj\n', offset));
  }
  const pages = Object.values(objects).filter((o) => /\/Type \/Page /.test(o));
  const images = Object.values(objects).filter((o) => /\/Subtype \/Image/.test(o));
  const tree = Object.values(objects).find((o) => /\/Type \/Pages/.test(o));
  check(Number(/\/Count (\d+)/.exec(tree)[1]) === pages.length, 'the page tree counts its pages');
  const stream = (object) => {
    const length = Number(/\/Length (\d+)/.exec(object)[1]);
    const start = object.indexOf('>>\nstream\n') + 10;
    return { start, data: object.slice(start, start + length) };
  };
  const contents = pages.map((p) => stream(objects[Number(/\/Contents (\d+) 0 R/.exec(p)[1])]).data);
  return { text, objects, pages, images, contents, stream };
}

// The span of a WebM's blocks in seconds: the last block's time (its cluster's timecode plus its
// own offset) scaled by the segment's TimecodeScale.
function webmSeconds(bytes) {
  const vint = (at, keepMarker) => {
    const first = bytes[at];
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = keepMarker ? first : first & (0xff >> length);
    let unknown = (first & (0xff >> length)) === (0xff >> length);
    for (let i = 1; i < length; i++) {
      value = value * 256 + bytes[at + i];
      if (bytes[at + i] !== 0xff) unknown = false;
    }
    return { value, length, unknown };
  };
  const masters = new Set([0x18538067, 0x1f43b675, 0xa0, 0x1549a966]);  // Segment, Cluster, BlockGroup, Info
  let scale = 1000000;
  let cluster = 0;
  let last = 0;
  let blocks = 0;
  for (let at = 0; at < bytes.length;) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    const body = at + id.length + size.length;
    if (masters.has(id.value)) { at = body; continue; }
    if (size.unknown) break;
    const uint = () => { let v = 0; for (let i = 0; i < size.value; i++) v = v * 256 + bytes[body + i]; return v; };
    if (id.value === 0x2ad7b1) scale = uint();
    if (id.value === 0xe7) cluster = uint();
    if (id.value === 0xa3 || id.value === 0xa1) {
      const track = vint(body, false);
      const offset = bytes.readInt16BE(body + track.length);
      last = Math.max(last, cluster + offset);
      blocks++;
    }
    at = body + size.value;
  }
  return { seconds: last * scale / 1e9, blocks };
}

run(async ({ page, base, problems }) => {
  await page.goto(base);
  await waitFor(page, 'the play screen', (st) => st.screen === 'play');
  await click(page, 'open-talk');
  await waitFor(page, 'the list of talks', (st) => st.screen === 'talk' && !st.talk.open);
  const chooser = page.waitForEvent('filechooser');
  await click(page, 'talk-load-file');
  await (await chooser).setFiles({ name: 'export-demo.json', mimeType: 'application/json',
                                   buffer: Buffer.from(JSON.stringify(TALK)) });
  let s = await waitFor(page, 'the talk open at scene 1', (st) => st.talk.open && st.talk.name === 'export-demo' &&
    st.talk.scene === 1);
  check(s.talk.export && s.talk.export.active === false, 'no export at first');
  check(s.talk.export.clips_unavailable === '', `Chromium records clips: ${s.talk.export.clips_unavailable}`);

  log('E opens the Export menu; 1 exports the slides');
  await press(page, 'e');
  s = await waitFor(page, 'the menu open', (st) => st.talk.export_menu.open);
  check(s.talk.export_menu.items.map((i) => i.label.replace(/^\d\s+/, '')).join(', ') ===
        'Slides as PDF, Notes as PDF, This scene as WebM, Every scene as WebM', 'the menu\'s four items');
  await shot(page, 'talk-export-menu.png');
  const slidesDownload = download(page, '1', 120_000);
  s = await waitFor(page, 'the export under way', (st) => st.talk.export.active && st.talk.export.kind === 'slides');
  check(!s.talk.export_menu.open, 'the menu closed when an item was taken');
  await waitFor(page, 'the export past its first step', (st) => !st.talk.export.active || st.talk.export.steps_done >= 1);
  await shot(page, 'talk-export-progress.png');
  const slides = await slidesDownload;
  s = await waitFor(page, 'the export done', (st) => !st.talk.export.active);
  check(slides.name === 'talk-export-demo-slides.pdf', `the slides' file: ${slides.name}`);
  check(s.talk.export.file === slides.name && !s.talk.export.message_bad, `the message: ${s.talk.export.message}`);
  check(s.talk.open && s.talk.scene === 1, `the live talk stayed on scene 1 (scene ${s.talk.scene})`);
  const pdf = parsePdf(slides.bytes);
  check(pdf.pages.length === expectedPages, `one page per step: ${pdf.pages.length} pages, ${expectedPages} steps`);
  check(pdf.images.length === expectedPages, `one picture per page: ${pdf.images.length}`);
  const height = 960 * VIEWPORT.height / VIEWPORT.width;
  for (const p of pdf.pages) check(p.includes(`/MediaBox [0 0 960 ${height}]`), `a page of the screen's shape: ${p}`);
  pdf.images.forEach((image, i) => {
    check(/\/Width (\d+)/.exec(image)[1] === String(VIEWPORT.width) &&
          /\/Height (\d+)/.exec(image)[1] === String(VIEWPORT.height), `picture ${i + 1} at the screen's size: ${image.slice(0, 160)}`);
    check(/\/Filter \/DCTDecode/.test(image), `picture ${i + 1} is a JPEG`);
  });
  // The pictures themselves: a JPEG each (FF D8 ... FF D9), saved to look at.
  const jpegs = pdf.images.map((image) => Buffer.from(pdf.stream(image).data, 'latin1'));
  for (const jpeg of jpegs) check(jpeg[0] === 0xff && jpeg[1] === 0xd8 && jpeg.at(-2) === 0xff && jpeg.at(-1) === 0xd9,
    'each picture is a whole JPEG');
  check(!jpegs[1].equals(jpegs[2]), 'the setup\'s opening and its end are different pictures');
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.writeFileSync(path.join(SHOTS, 'talk-export-slide-1.jpg'), jpegs[0]);
  fs.writeFileSync(path.join(SHOTS, 'talk-export-slide-3.jpg'), jpegs[2]);
  log(`slides: ${pdf.pages.length} pages, ${slides.bytes.length} bytes`);

  log('E, 2 exports the notes');
  await press(page, 'e');
  await waitFor(page, 'the menu open', (st) => st.talk.export_menu.open);
  const notes = await download(page, '2', 120_000);
  s = await waitFor(page, 'the notes done', (st) => !st.talk.export.active);
  check(notes.name === 'talk-export-demo-notes.pdf', `the notes' file: ${notes.name}`);
  fs.writeFileSync(path.join(SHOTS, 'talk-export-slides.pdf'), slides.bytes);
  fs.writeFileSync(path.join(SHOTS, 'talk-export-notes.pdf'), notes.bytes);
  // Debian's qpdf reads both files as a PDF reader would: no syntax or stream errors.
  for (const name of ['talk-export-slides.pdf', 'talk-export-notes.pdf']) {
    const report = execFileSync('qpdf', ['--check', path.join(SHOTS, name)], { encoding: 'utf8' });
    check(/No syntax or stream encoding errors found/.test(report), `qpdf --check ${name}: ${report}`);
  }
  const notesPdf = parsePdf(notes.bytes);
  check(notesPdf.pages.length === expectedPages, `a notes page per step: ${notesPdf.pages.length}`);
  for (const p of notesPdf.pages) check(p.includes('/MediaBox [0 0 595.28 841.89]'), 'A4 pages');
  const all = notesPdf.contents.join('\n');
  check(all.includes('(Say hello \\(first\\) \\\\ then the board \\227 mark-one) Tj'), 'the first scene\'s notes, escaped');
  check(all.includes('(mark-two) Tj'), 'the second scene\'s notes');
  check(all.includes('(Scene 2 of 3 \\(setup\\), step 2 of 2) Tj'), 'the step of each page');
  check(all.includes('(This scene has no notes.) Tj'), 'a scene without notes says so');
  check(all.includes('(A setup played) Tj'), 'the captions');
  check(s.talk.open && s.talk.scene === 1, 'the live talk is still on scene 1');

  log('Esc cancels an export and leaves the talk open');
  await press(page, 'e');
  await waitFor(page, 'the menu open', (st) => st.talk.export_menu.open);
  await press(page, '1');
  await waitFor(page, 'an export under way', (st) => st.talk.export.active);
  await press(page, 'Escape');
  s = await waitFor(page, 'the export cancelled', (st) => !st.talk.export.active);
  check(s.talk.export.message === 'The export was cancelled.', `the message: ${s.talk.export.message}`);
  check(s.talk.open && s.talk.scene === 1, 'Esc stopped the export only: the talk is open on scene 1');

  log('N, E, 3 records the setup scene as WebM');
  await press(page, 'n');
  s = await waitFor(page, 'the setup traced at scene 2', (st) => st.talk.scene === 2 && st.talk.board &&
    st.talk.board.setup_watch && st.talk.board.setup_watch.steps > 0);
  const steps = s.talk.board.setup_watch.steps;
  await press(page, 'e');
  await waitFor(page, 'the menu open', (st) => st.talk.export_menu.open);
  const clip = await download(page, '3', 180_000);
  s = await waitFor(page, 'the clip done', (st) => !st.talk.export.active);
  check(clip.name === 'talk-export-demo-scene-2.webm', `the clip's file: ${clip.name}`);
  check(clip.bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])), 'the clip starts with the EBML header');
  check(clip.bytes.length > 20_000, `the clip is not trivially small: ${clip.bytes.length} bytes`);
  check(clip.bytes.includes(Buffer.from('webm')), 'its DocType is webm');
  // The opening (2 s), the setup at its speed, its end held (1.5 s).
  const length = 2 + steps / TALK.scenes[1].speed + 1.5;
  const { seconds, blocks } = webmSeconds(clip.bytes);
  log(`clip: ${clip.bytes.length} bytes, ${blocks} blocks over ${seconds.toFixed(2)} s; the scene's length ${length.toFixed(2)} s ` +
      `(recorded for ${s.talk.export.clip_seconds.toFixed(2)} s from ${s.talk.export.clip_pictures} pictures)`);
  // The opening and the end at least, and the setup moving between them (the recorder keeps the
  // pictures it can encode in time: fewer on a busy machine).
  check(blocks >= 5, `the clip has frames: ${blocks} blocks`);
  check(seconds > length * 0.75 && seconds < length + 4, `the clip lasts about the scene's length: ${seconds} s, ${length} s`);
  check(s.talk.open && s.talk.scene === 2, 'the live talk is still on scene 2');

  log('E, 4 records every scene, one file each');
  const clips = [];
  const onDownload = (file) => clips.push(file.suggestedFilename());
  page.on('download', onDownload);
  await press(page, 'e');
  await waitFor(page, 'the menu open', (st) => st.talk.export_menu.open);
  await press(page, '4');
  s = await waitFor(page, 'every clip saved', (st) => !st.talk.export.active && st.talk.export.clips_saved > 0, 180_000);
  await waitFor(page, 'the last download caught', () => clips.length >= TALK.scenes.length);
  page.off('download', onDownload);
  check(s.talk.export.clips_saved === TALK.scenes.length && !s.talk.export.message_bad,
        `a clip a scene: ${s.talk.export.message}`);
  check(clips.join(', ') === TALK.scenes.map((_, i) => `talk-export-demo-scene-${i + 1}.webm`).join(', '),
        `the clips' files: ${clips.join(', ')}`);

  log('the talk builder: the same menu exports the talk being built');
  await press(page, 'Escape');
  await waitFor(page, 'the list of talks', (st) => st.screen === 'talk' && !st.talk.open && st.widgets['talk-your-talk']);
  await click(page, 'talk-your-talk');
  await waitFor(page, 'the talk builder', (st) => st.screen === 'talk-editor' && st.talk_editor);
  const importer = page.waitForEvent('filechooser');
  await click(page, 'talk-editor-import');
  await (await importer).setFiles({ name: 'export-demo.json', mimeType: 'application/json',
                                    buffer: Buffer.from(JSON.stringify(TALK)) });
  await waitFor(page, 'the talk imported', (st) => st.talk_editor.scenes.length === TALK.scenes.length &&
    st.talk_editor.problem === '');
  await click(page, 'talk-editor-export-menu');
  await waitFor(page, 'the builder\'s menu open', (st) => st.talk_editor.export_menu.open && st.widgets['talk-export-notes']);
  const [built] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click(page, 'talk-export-notes')]);
  const builtChunks = [];
  for await (const chunk of await built.createReadStream()) builtChunks.push(chunk);
  const builtPdf = parsePdf(Buffer.concat(builtChunks));
  check(built.suggestedFilename() === 'talk-export-demo-notes.pdf', `the builder's notes: ${built.suggestedFilename()}`);
  check(builtPdf.pages.length === expectedPages, `the builder's notes have a page per step: ${builtPdf.pages.length}`);
  check(builtPdf.contents.join('\n').includes('(mark-two) Tj'), 'the builder\'s notes hold the notes');

  check(problems.length === 0, `the page reported problems: ${problems.join('; ')}`);
  log('PASS');
}, { viewport: VIEWPORT });
