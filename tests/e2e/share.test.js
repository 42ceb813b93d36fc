// Sharing a solve (docs/app/SHARE.md), end to end in Debian's chromium (playwright-core): today's
// Fruit Dating daily challenge is solved with one hint, by arrow keys; the Share popup's replay
// code is read back here by an independent reading of the format (docs/LINKS.md, "Replay codes":
// base64url, LEB128 fields, FNV-1a checksum) and holds the challenge, the moves played and the
// hint; a slower solve of the same challenge is written here with its own checksum, and an
// altered copy made; pasted together into Check codes, the two solves are ranked (the player's
// first), the altered code is named and left out, and "Play it" opens the challenge. Share image
// makes a PNG of the card (its size checked; saved as tests/e2e/screenshots/share-card.png).
//
// Usage: node tests/e2e/share.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const fs = require('fs');
const path = require('path');
const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, moves: s.moves, solved: s.solved, popup: s.popup,
           notices: s.notices, codes: s.codes, solver: s.solver && { busy: s.solver.busy, result: s.solver.result } };
}

const { SHOTS, log, check, waitFor, click, fromMenu, shot, askHint, run } =
  harness('e2e share', { summary, clickSettle: 80 });

const KEY = { R: 'ArrowRight', U: 'ArrowUp', L: 'ArrowLeft', D: 'ArrowDown' };
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function fromBase64url(text) {
  const bytes = [];
  let buffer = 0, bits = 0;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) throw new Error(`not base64url: ${c}`);
    buffer = ((buffer << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) { bits -= 8; bytes.push((buffer >> bits) & 0xff); }
  }
  return bytes;
}
function toBase64url(bytes) {
  let out = '', buffer = 0, bits = 0;
  for (const b of bytes) {
    buffer = ((buffer << 8) | b) & 0xffffff;
    bits += 8;
    while (bits >= 6) { bits -= 6; out += ALPHABET[(buffer >> bits) & 63]; }
  }
  if (bits > 0) out += ALPHABET[(buffer << (6 - bits)) & 63];
  return out;
}
function checksum(bytes) {  // 64-bit FNV-1a of '1' and the body, its halves XORed
  let h = 0xcbf29ce484222325n;
  for (const b of [0x31, ...bytes]) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  return Number(BigInt.asUintN(32, h ^ (h >> 32n)));
}
function leb(value) {
  const out = [];
  do { let b = value & 0x7f; value = Math.floor(value / 128); if (value) b |= 0x80; out.push(b); } while (value);
  return out;
}

// The code's fields, read as docs/LINKS.md specifies them.
function readCode(code) {
  check(code[0] === '1', `a version 1 code starts with 1: ${code}`);
  const bytes = fromBase64url(code.slice(1));
  const body = bytes.slice(0, bytes.length - 4);
  const stored = bytes.slice(-4).reduce((a, b) => a * 256 + b, 0);
  check(stored === checksum(body), 'the code\'s checksum is not FNV-1a of its body');
  let at = 0;
  const number = () => { let v = 0, scale = 1, b; do { b = body[at++]; v += (b & 0x7f) * scale; scale *= 128; } while (b & 0x80); return v; };
  const text = () => { const n = number(); const t = Buffer.from(body.slice(at, at + n)).toString('utf8'); at += n; return t; };
  const game = text(), kind = number(), board = text(), params = text();
  const moves = [];
  for (let n = number(); n > 0; --n) moves.push(text());
  const seconds = number(), hints = number();
  check(at === body.length, 'bytes after the code\'s last field');
  return { game, kind, board, params, moves, seconds, hints };
}
function writeCode(f) {
  const text = (t) => { const b = [...Buffer.from(t, 'utf8')]; return [...leb(b.length), ...b]; };
  const body = [...text(f.game), ...leb(f.kind), ...text(f.board), ...text(f.params), ...leb(f.moves.length),
                ...f.moves.flatMap(text), ...leb(f.seconds), ...leb(f.hints)];
  const sum = checksum(body);
  return '1' + toBase64url([...body, (sum >>> 24) & 0xff, (sum >>> 16) & 0xff, (sum >>> 8) & 0xff, sum & 0xff]);
}

async function settle(page) {
  return waitFor(page, 'the board at rest', (st) => st.board && !st.board.animating);
}

run(async ({ page, base }) => {
  const today = new Date().toISOString().slice(0, 10);
  log(`today's Fruit Dating daily challenge (${today}), one hint, solved by arrow keys`);
  await page.goto(`${base}#v1/daily/fruit-dating/${today}`);
  let s = await waitFor(page, 'the daily challenge', (st) => st.ready && st.challenge && st.challenge.daily === today && st.board, 120_000);
  const board = s.challenge.board;
  s = await askHint(page);
  await click(page, 'solve');
  s = await waitFor(page, 'the solution', (st) => st.solver.result && st.solver.result.kind === 'solve' && !st.solver.busy);
  const solution = s.solver.result.solution;
  for (const [i, move] of solution.entries()) {
    await page.keyboard.press(KEY[move]);
    await waitFor(page, `move ${i + 1} (${move})`, (st) => st.moves.length === i + 1);
    await settle(page);
  }
  s = await waitFor(page, 'the solved board', (st) => st.solved);

  log('the Share popup: the result and its replay code');
  await fromMenu(page, 'menu-copy-link');
  s = await waitFor(page, 'the solve\'s share text', (st) => st.popup === 'share' && st.widgets['solve-share-text']);
  const shared = s.widgets['solve-share-text'].value;
  const lines = shared.split('\n');
  check(lines.length === 3 && lines[0].startsWith('Puzzle Lab · Fruit Dating: solved in ' + solution.length + ' moves') &&
        lines[0].includes(', 1 hint, ') && lines[2].startsWith('Replay code: 1'), `the share text reads ${JSON.stringify(shared)}`);
  check(lines[1].includes('#v1/daily/fruit-dating/' + today), `the link is not the day's: ${lines[1]}`);
  const code = lines[2].slice('Replay code: '.length);
  const fields = readCode(code);
  check(fields.game === 'fruit-dating' && fields.kind === 0 && fields.board === board, `the code names another challenge: ${JSON.stringify(fields)}`);
  check(fields.moves.join(' ') === solution.join(' '), `the code's moves ${fields.moves} are not those played ${solution}`);
  check(fields.hints === 1, `the code counts ${fields.hints} hints, not the 1 asked for`);
  log(`  ${code.length} characters, ${fields.seconds} s`);
  await shot(page, 'share-01-popup.png', { mouseAway: true });

  log('Share image: a PNG of the card, the board as dealt');
  await click(page, 'share-image');
  s = await waitFor(page, 'the picture\'s notice', (st) => st.notices.some((n) => /Downloaded puzzlelab-fruit-dating-|Shared /.test(n.text)), 30_000);
  const pictures = await page.evaluate(() => Module.puzzlelabPictures || []);
  check(pictures.length === 1, `${pictures.length} pictures made`);
  const picture = pictures[0];
  check(picture.name === `puzzlelab-fruit-dating-${today}.png` && picture.width === 1080 && picture.height > 400 &&
        picture.size > 5000, `the picture is ${JSON.stringify({ ...picture, png: undefined })}`);
  const png = Buffer.from(picture.png.replace(/^data:image\/png;base64,/, ''), 'base64');
  check(png.slice(1, 4).toString() === 'PNG', 'the picture is not a PNG');
  fs.writeFileSync(path.join(SHOTS, 'share-card.png'), png);

  log('Check codes: the player\'s code, a slower one and an altered one');
  const slower = writeCode({ ...fields, seconds: fields.seconds + 60 });
  const altered = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21);
  await page.keyboard.press('Escape');
  await waitFor(page, 'the popup closed', (st) => st.popup === null);
  await fromMenu(page, 'menu-check-codes');
  await waitFor(page, 'the Check codes popup', (st) => st.popup === 'codes');
  // Pasted as a whole, as from a chat (one input event, not a key press a character).
  await click(page, 'codes-input');
  await waitFor(page, 'the field to take the keyboard', (st) => st.text_input);
  await page.keyboard.insertText(`Ann: ${slower}\nBob: "${code}".\nEve: ${altered}`);
  await click(page, 'codes-check');
  s = await waitFor(page, 'the ranked table', (st) => st.codes && st.codes.challenges.length === 1);
  const ranked = s.codes.challenges[0].solves;
  check(ranked.length === 2 && ranked[0].code === code && ranked[1].code === slower && ranked[0].rank === 1 && ranked[1].rank === 2,
        `the ranking is ${JSON.stringify(ranked)}`);
  check(s.codes.refused.length === 1 && /checksum/.test(s.codes.refused[0].message),
        `the altered code is not named: ${JSON.stringify(s.codes.refused)}`);
  await shot(page, 'share-02-codes.png', { mouseAway: true });

  log('"Play it" opens the challenge the codes are of');
  await click(page, 'codes-play-1');
  s = await waitFor(page, 'the challenge from the codes', (st) => st.ready && st.challenge.board === board && st.moves.length === 0 && st.popup === null);
  check(s.link.startsWith('v1/fruit-dating/board/'), `the challenge opened by its board link: ${s.link}`);
});
