// The built app's bytes, per file of dist: raw, gzip and Brotli (the twins web/precompress.js
// wrote, as a host sends them), and the sum for the first visit's files (what the page fetches
// before the first board is playable; tests/e2e/first_load.test.js measures the same on the wire
// in Chromium and holds it to the budget). Given the whole module with its names kept (WHOLE: the
// build's build/web/deferred-functions-whole.wasm) and the list of the functions split out to the
// deferred part (LIST: build/web/deferred-functions.txt, with each game's part's list beside it,
// docs/app/CODE_PARTS.md), also where each part's code goes, per library, game and layer
// (web/wasm_contributors.js), with the largest functions of each when --top N asks for them.
//   node tools/bench/app_size.js DIST [WHOLE.wasm LIST] [--top N]
'use strict';

const fs = require('fs');
const path = require('path');

const FIRST_LOAD = ['index.html', 'worker_pool.js', 'part_placeholders.js', 'code_part.js', 'offline.js', 'puzzlelab-app.js', 'puzzlelab-app.wasm', 'worker.js', 'favicon.svg'];

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 0;
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
  // The lists of what went to each part: LIST for the deferred part, LIST-GAME.txt beside it for a
  // game's (web/split_module.js).
  const listed = (file) => new Set(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean));
  const lists = [];
  if (splitList) {
    lists.push(['the deferred part', listed(splitList)]);
    const stem = path.basename(splitList).replace(/\.txt$/, '');
    for (const name of fs.readdirSync(path.dirname(splitList)).sort()) {
      const game = new RegExp(`^${stem}-([\\w-]+)\\.txt$`).exec(name);
      if (game && !game[1].endsWith('placeholders')) lists.push([`${game[1]}'s part`, listed(path.join(path.dirname(splitList), name))]);
    }
  }
  const inList = (f) => lists.some(([, names]) => names.has(binaryenName(f.name)));
  const parts = splitList ? [['the play part', (f) => !inList(f)], ...lists.map(([part, names]) => [part, (f) => names.has(binaryenName(f.name))])]
    : [['the module', () => true]];
  for (const [part, which] of parts) {
    const { rows: groups, dataBytes, functions } = contributors(bytes, which);
    const code = groups.reduce((total, g) => total + g.raw, 0);
    console.log('');
    console.log(`where ${part}'s code goes (${code} bytes of code${part === 'the play part' || part === 'the module' ? `, ${dataBytes} of data` : ''};`);
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

