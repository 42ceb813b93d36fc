#!/usr/bin/env node
// The house rule that keeps each game whole in its own folders (docs/ARCHITECTURE.md, "What a new
// game adds, file by file"): outside engine/games/<game>/ and shell/games/<game>/, product code
// names a game in at most two files, the registry and the view list. Comments do not count: they
// may name a game as an example. Prints the files per game and fails when a game leaks.
//
// Usage: node tests/house/game_names.js [ROOT]
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(process.argv[2] || path.join(__dirname, '..', '..'));
const productFolders = ['engine', 'shell', 'web', 'tools/cli'];
const allowed = 2;
// Every spelling a game goes by in code: its protocol name, identifiers and display name.
const games = {
  fujisan: [/fujisan/i],
  boxoff: [/box_?off/i],
  pretzel: [/pretzel/i],
  sigmar: [/sigmar/i],
  fruit_dating: [/fruit[_ -]?dating/i],
};

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(cpp|hpp|h|js|txt|cmake|html)$/.test(entry.name) ? [full] : [];
  });
}

// Removes // and /* */ comments (and # comments in CMake files), keeping string literals whole.
function withoutComments(text, file) {
  if (/CMakeLists\.txt$|\.cmake$/.test(file)) return text.replace(/(^|\s)#.*$/gm, '$1');
  let out = '';
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1); i = j + 1;
    } else if (text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (/^R"([^(]*)\(/.test(text.slice(i, i + 20)) && !/\w/.test(text[i - 1] || '')) {
      const delimiter = /^R"([^(]*)\(/.exec(text.slice(i, i + 20))[1];
      const end = text.indexOf(')' + delimiter + '"', i);
      const stop = end < 0 ? text.length : end + delimiter.length + 2;
      out += text.slice(i, stop); i = stop;
    } else { out += c; i++; }
  }
  return out;
}

const files = productFolders.flatMap((folder) => sourceFiles(path.join(root, folder)));
let failed = false;
for (const [game, spellings] of Object.entries(games)) {
  const home = [`engine/games/${game}/`, `shell/games/${game}/`];
  const naming = files
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !home.some((folder) => file.startsWith(folder)))
    .filter((file) => {
      const code = withoutComments(fs.readFileSync(path.join(root, file), 'utf8'), file);
      return spellings.some((spelling) => spelling.test(code));
    });
  const verdict = naming.length <= allowed ? 'ok' : 'too many';
  if (naming.length > allowed) failed = true;
  console.log(`${game}: ${naming.length} (${verdict}) ${naming.join(' ')}`);
}
if (failed) {
  console.log(`game names: a game is named by more than ${allowed} files outside its own folders`);
  process.exit(1);
}
