// Writes dist/service_worker.js from its template (web/service_worker.js) with the list of files
// it precaches: every file dist holds, each with a hash of its content, and the build's version, a
// hash over all of them and the template (a change to the service worker's own code is a new
// version too). Run by the build after everything else is in dist (web/CMakeLists.txt),
// so whatever the build puts there is cached, and nothing else.
//
// Left out: the service worker itself, and precompressed twins (NAME.br, NAME.gz beside NAME: a
// server may send them for NAME, the cache keeps NAME). Twins of the service worker are deleted
// (and web/precompress.js, which runs after this, makes none): written before it, they would hold
// an older list, and a server would send them in its place. Also writes the list as JSON (the version, then the files) for
// tools/package and the tests. A file is rewritten only when it changes, so an unchanged build
// stays unchanged.
//
// Usage: node make_service_worker.js TEMPLATE DIST_DIR LIST_JSON
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const WORKER = 'service_worker.js';
const MARKER = '/* PRECACHE */ null';

function sha256(data) { return crypto.createHash('sha256').update(data).digest('hex'); }

// Every file under dir, as paths relative to it with '/' separators, sorted.
function listFiles(dir, prefix = '') {
  const names = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = prefix + entry.name;
    const full = path.join(dir, entry.name);
    const stat = fs.statSync(full);  // follows links: a linked file is served like any other
    if (stat.isDirectory()) names.push(...listFiles(full, name + '/'));
    else if (stat.isFile()) names.push(name);
  }
  return names.sort();
}

// The files to precache in dist, {name: hash}, and the version (over them and the template's text).
function precacheList(dist, template = '') {
  const all = listFiles(dist);
  const present = new Set(all);
  const isTwin = (name) => /\.(br|gz)$/.test(name) && present.has(name.replace(/\.(br|gz)$/, ''));
  const files = {};
  for (const name of all) {
    if (name === WORKER || isTwin(name) || path.basename(name).startsWith('.')) continue;
    files[name] = sha256(fs.readFileSync(path.join(dist, name))).slice(0, 16);
  }
  const lines = Object.entries(files).map(([name, hash]) => `${name} ${hash}\n`);
  const version = sha256(lines.join('') + `${WORKER} ${sha256(template)}\n`).slice(0, 16);
  return { version, files };
}

function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
}

function main() {
  const [template, dist, listJson] = process.argv.slice(2);
  if (!listJson) {
    console.error('usage: node make_service_worker.js TEMPLATE DIST_DIR LIST_JSON');
    process.exit(2);
  }
  const source = fs.readFileSync(template, 'utf8');
  if (!source.includes(MARKER)) throw new Error(`${template} has no "${MARKER}" to fill in`);
  const build = precacheList(dist, source);
  if (!build.files['index.html']) throw new Error(`${dist} has no index.html: nothing to precache`);
  writeIfChanged(path.join(dist, WORKER), source.replace(MARKER, JSON.stringify(build, null, 2)));
  for (const twin of [`${WORKER}.br`, `${WORKER}.gz`]) fs.rmSync(path.join(dist, twin), { force: true });
  writeIfChanged(listJson, JSON.stringify(build, null, 2) + '\n');
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(`make_service_worker: ${error.message}`);
    process.exit(1);
  }
}

module.exports = { precacheList };
