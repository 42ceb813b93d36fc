// Writes a Brotli (.br) and a gzip (.gz) twin beside every file of the built app that compresses,
// so a static host (tools/serve.js, nginx's brotli_static/gzip_static, ...) sends the smaller one
// without compressing on each request. Runs at the end of every web build: a twin newer than its
// file is kept, a twin whose file is gone is removed, and a file that does not shrink by at least
// 5% gets none. The service worker gets none, and any it has is removed: a host that sends a twin
// in place of its file would go on sending a twin left behind after the worker changed (a build
// that compresses dist before the worker is written, a worker copied up by hand), and with it an
// older build's list; the browser fetches the worker past its cache on every visit, and it is small.
//   node web/precompress.js DIST
'use strict';

const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const TWINS = {
  '.br': (data) => zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }),
  '.gz': (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

const WORKER = 'service_worker.js';

function isTwin(name) { return Object.keys(TWINS).some((ext) => name.endsWith(ext)); }

function main() {
  const dist = process.argv[2];
  if (!dist || !fs.statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
    console.error('precompress: usage: node web/precompress.js DIST (a folder)');
    process.exit(2);
  }
  const names = fs.readdirSync(dist);
  for (const name of names) {
    const file = path.join(dist, name);
    if (isTwin(name)) {
      const original = name.slice(0, name.lastIndexOf('.'));
      if (!names.includes(original) || original === WORKER) fs.rmSync(file);
      continue;
    }
    if (name === WORKER) continue;
    const stat = fs.statSync(file);
    if (!stat.isFile()) continue;
    let data = null;
    for (const [ext, compress] of Object.entries(TWINS)) {
      const twin = file + ext;
      const existing = fs.statSync(twin, { throwIfNoEntry: false });
      if (existing && existing.mtimeMs >= stat.mtimeMs) continue;
      data = data || fs.readFileSync(file);
      const packed = compress(data);
      if (packed.length <= data.length * 0.95) {
        fs.writeFileSync(twin, packed);
      } else if (existing) {
        fs.rmSync(twin);
      }
    }
  }
}

main();
