// The built app's bytes, per file of dist: raw, gzip and Brotli (the twins web/precompress.js
// wrote, as a host sends them), and the sum for the first visit's files (what the page fetches
// before the first board is playable; tests/e2e/first_load.test.js measures the same on the wire
// in Chromium and holds it to the budget).
//   node tools/bench/app_size.js DIST
'use strict';

const fs = require('fs');
const path = require('path');

const FIRST_LOAD = ['index.html', 'worker_pool.js', 'offline.js', 'puzzlelab-app.js', 'puzzlelab-app.wasm', 'worker.js', 'favicon.svg'];

const dist = process.argv[2];
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
