// The built app's bytes, per file of dist: raw, gzip and Brotli (the twins web/precompress.js
// wrote, as a host sends them), and the sum for the first visit's files (what the page fetches
// before the first board is playable; tests/e2e/first_load.test.js measures the same on the wire
// in Chromium and holds it to the budget). Given the whole module with its names kept (WHOLE: the
// build's build/web/deferred-functions-whole.wasm) and the list of the functions split out to the
// deferred part (LIST: build/web/deferred-functions.txt, docs/app/CODE_PARTS.md), also where each
// part's code goes, per library, game and layer (web/wasm_contributors.js), with the largest
// functions of each when --top N asks for them. --games-apart GAME tells what a part per game would
// leave: the cut's second step (web/split_module.js) run again with every other game's functions as
// walls, from Binaryen's call graph of WHOLE (wasm-opt on the PATH), GAME's kept in the play part.
//   node tools/bench/app_size.js DIST [WHOLE.wasm LIST] [--top N] [--games-apart GAME]
'use strict';

const fs = require('fs');
const path = require('path');

const FIRST_LOAD = ['index.html', 'worker_pool.js', 'code_part.js', 'offline.js', 'puzzlelab-app.js', 'puzzlelab-app.wasm', 'worker.js', 'favicon.svg'];

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 0;
const apartAt = args.indexOf('--games-apart');
const keptGame = apartAt >= 0 ? args.splice(apartAt, 2)[1] : null;
const [dist, namesModule, splitList] = args;
if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`app-size: no built app in '${dist}' (run tools/build web)`);
  process.exit(2);
}
const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : null);
const rows = fs.readdirSync(dist).filter((name) => !/\.(br|gz)$/.test(name)).sort().map((name) => {
  const raw = size(path.join(dist, name));
  // A file without a twin did not shrink: a host sends it as it is.
  return { name, raw, gzip: size(path.join(dist, name + '.gz')) ?? raw, brotli: size(path.join(dist, name + '.br')) ?? raw };
});
const line = (name, raw, gzip, brotli) =>
  `${name.padEnd(28)} ${String(raw).padStart(10)} ${String(gzip).padStart(10)} ${String(brotli).padStart(10)}`;
console.log(line('file', 'raw', 'gzip', 'brotli'));
for (const row of rows) console.log(line(row.name, row.raw, row.gzip, row.brotli));
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const first = rows.filter((row) => FIRST_LOAD.includes(row.name));
console.log(line('all files', sum(rows, 'raw'), sum(rows, 'gzip'), sum(rows, 'brotli')));
console.log(line('first visit (bodies only)', sum(first, 'raw'), sum(first, 'gzip'), sum(first, 'brotli')));

if (namesModule) {
  const { contributors, contributorOf, binaryenName } = require('../../web/wasm_contributors');
  const bytes = fs.readFileSync(namesModule);
  const deferred = new Set(splitList ? fs.readFileSync(splitList, 'utf8').split('\n').filter(Boolean) : []);
  const inDeferred = (f) => deferred.has(binaryenName(f.name));
  const parts = splitList ? [['the play part', (f) => !inDeferred(f)], ['the deferred part', inDeferred]] : [['the module', () => true]];
  for (const [part, which] of parts) {
    const { rows: groups, dataBytes, functions } = contributors(bytes, which);
    const code = groups.reduce((total, g) => total + g.raw, 0);
    console.log('');
    console.log(`where ${part}'s code goes (${code} bytes of code${part === 'the deferred part' ? '' : `, ${dataBytes} of data`};`);
    console.log('Brotli of each contributor\'s functions compressed alone)');
    const groupLine = (label, count, raw, share, brotli) =>
      `${label.padEnd(28)} ${String(count).padStart(9)} ${String(raw).padStart(10)} ${String(share).padStart(6)} ${String(brotli).padStart(10)}`;
    console.log(groupLine('contributor', 'functions', 'raw', 'share', 'brotli'));
    for (const g of groups) console.log(groupLine(g.label, g.functions, g.raw, `${((100 * g.raw) / code).toFixed(1)}%`, g.brotli));
    if (top > 0) {
      for (const g of groups) {
        console.log(`\n${g.label} (${part}): the ${top} largest functions`);
        functions.filter((f) => contributorOf(f.name) === g.label).sort((a, b) => b.size - a.size).slice(0, top)
          .forEach((f) => console.log(`${String(f.size).padStart(8)}  ${f.name.slice(0, 110)}`));
      }
    }
  }
}

// The play part's code, and each game's part, if every game but `kept` came in a part of its own:
// the functions named for a game (and not small: a merged twin may be the play part's) are walls,
// and what the module's roots reach without passing one, or the deferred part, stays.
function gamesApart(kept) {
  const { execFileSync } = require('child_process');
  const zlib = require('zlib');
  const { callGraph, chooseSplit, keptFromRoots } = require('../../web/split_module');
  const { GAMES, contributorOf, readFunctions, readableName } = require('../../web/wasm_contributors');
  if (!GAMES.includes(kept)) {
    console.error(`app-size: --games-apart: '${kept}' is none of the games (${GAMES.join(', ')})`);
    process.exit(2);
  }
  const dot = execFileSync('wasm-opt', [namesModule, '--all-features', '--print-call-graph', '-o', '/dev/null'],
    { maxBuffer: 1 << 30, encoding: 'utf8' });
  const graph = callGraph(dot);
  const bytes = fs.readFileSync(namesModule);
  const functions = new Map(readFunctions(bytes).functions.map((f) => [readableName(f.name), f]));
  const sizeByReadable = (readable) => functions.get(readable)?.size ?? 0;
  const deferred = new Set(chooseSplit(graph, sizeByReadable));
  const gameOf = (name) => {
    const m = /^(\w+) (engine|view)$/.exec(contributorOf(readableName(name)));
    return m && m[1] !== kept ? m[1] : null;
  };
  const wall = (name) => deferred.has(name) || (gameOf(name) !== null && sizeByReadable(readableName(name)) >= 160);
  const stays = keptFromRoots(graph, wall);
  const parts = new Map([['the play part (code)', []]]);
  for (const name of graph.defined) {
    const f = functions.get(readableName(name));
    if (!f || deferred.has(name)) continue;
    const part = stays.has(name) ? 'the play part (code)' : `${gameOf(name) ?? 'reached only from the games'}`;
    if (!parts.has(part)) parts.set(part, []);
    parts.get(part).push(bytes.subarray(f.start, f.end));
  }
  console.log('');
  console.log(`with every game but ${kept} in a part of its own (Brotli of each part's functions compressed together)`);
  for (const [part, bodies] of parts) {
    const joined = Buffer.concat(bodies);
    console.log(`${part.padEnd(36)} ${String(joined.length).padStart(10)} ${String(zlib.brotliCompressSync(joined).length).padStart(10)}`);
  }
}

if (keptGame) {
  if (!namesModule) {
    console.error('app-size: --games-apart needs the whole module with its names (WHOLE.wasm LIST)');
    process.exit(2);
  }
  gamesApart(keptGame);
}
