#!/usr/bin/env node
// The house rules that keep each game whole in its own folders (docs/ARCHITECTURE.md, "What a
// new game adds, file by file"): the games are those of games.cmake, the one list of games, and
// every folder under engine/games/ and shell/games/ is one of them; outside engine/games/<game>/ and shell/games/<game>/, product code
// names no game (the registry and the app's list of views are made from games.cmake in the build
// tree). Comments do not count: they may name a game as an example. And every listed game has its
// golden vectors (generate, daily, experiments and its picture in tests/golden/) and its page in
// the docs, linked from README.md. Prints what it found per game and fails on any problem.
//
// Usage: node tests/house/game_names.js [ROOT]
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(process.argv[2] || path.join(__dirname, '..', '..'));
const productFolders = ['engine', 'shell', 'web', 'tools/cli'];
const allowed = 0;

// The games of games.cmake, by folder name, in order.
function listedGames() {
  const text = fs.readFileSync(path.join(root, 'games.cmake'), 'utf8').replace(/#.*$/gm, '');
  return [...text.matchAll(/puzzlelab_game\(\s*([a-z][a-z0-9_]*)\s*\)/g)].map((m) => m[1]);
}
const folders = listedGames();
// Every spelling a game goes by in code: its protocol name, identifiers and display name
// ("fruit-dating", fruit_dating, FruitDating, "Fruit Dating").
const games = Object.fromEntries(folders.map((folder) => [folder, [new RegExp(folder.split('_').join('[_ -]?'), 'i')]]));
const problems = [];
if (folders.length === 0) problems.push('games.cmake lists no game');
for (const side of ['engine/games', 'shell/games']) {
  for (const entry of fs.readdirSync(path.join(root, side), { withFileTypes: true })) {
    if (entry.isDirectory() && !folders.includes(entry.name)) {
      problems.push(`${side}/${entry.name} is a game folder that games.cmake does not list`);
    }
  }
}

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
const read = (file) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
for (const [game, spellings] of Object.entries(games)) {
  const home = [`engine/games/${game}/`, `shell/games/${game}/`];
  const naming = files
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !home.some((folder) => file.startsWith(folder)))
    .filter((file) => {
      const code = withoutComments(fs.readFileSync(path.join(root, file), 'utf8'), file);
      return spellings.some((spelling) => spelling.test(code));
    });
  if (naming.length > allowed) {
    problems.push(`${game} is named outside its own folders by ${naming.join(' ')}`);
  }
  // What every game has besides its folders.
  const name = game.replace(/_/g, '-');
  const doc = `docs/${game.toUpperCase()}.md`;
  const missing = [];
  if (!fs.existsSync(path.join(root, doc))) missing.push(doc);
  if (!read('README.md').includes(`(${doc})`)) missing.push(`a link to ${doc} in README.md`);
  if (!fs.existsSync(path.join(root, `tests/golden/render/${name}.svg`))) missing.push(`tests/golden/render/${name}.svg`);
  for (const golden of ['generate_v1.txt', 'daily_v1.txt', 'experiments_v1.txt']) {
    if (!new RegExp(`(^|[\\s"])${name}[\\s"]`, 'm').test(read(`tests/golden/${golden}`))) {
      missing.push(`lines in tests/golden/${golden}`);
    }
  }
  for (const thing of missing) problems.push(`${game} is missing ${thing}`);
  console.log(`${game}: named by ${naming.length} files outside its folders, ${missing.length ? `missing ${missing.length}` : 'docs and golden files present'}`);
}
for (const problem of problems) console.log(`game names: ${problem}`);
if (problems.length > 0) process.exit(1);
