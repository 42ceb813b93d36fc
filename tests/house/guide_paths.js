#!/usr/bin/env node
// The house rule that keeps the guide to adding a game current: every path named in backquotes in
// tests/skeleton_game/README.md and in ARCHITECTURE.md's "What a new game adds, file by file" exists
// (a path with <game> or <GAME> in it, for at least one game of games.cmake; "x.hpp/.cpp" names
// both files; an include path such as game/move_list.hpp is looked for under engine/ and shell/
// too). Prints each guide's count and every path that does not exist, and fails on any.
//
// Usage: node tests/house/guide_paths.js [ROOT]
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(process.argv[2] || path.join(__dirname, '..', '..'));
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const games = [...read('games.cmake').replace(/#.*$/gm, '').matchAll(/puzzlelab_game\(\s*([a-z][a-z0-9_]*)\s*\)/g)]
  .map((m) => m[1]);

// The section of a markdown file from its heading to the next heading of the same or a higher level.
function section(text, heading) {
  const start = text.indexOf(heading);
  if (start < 0) return null;
  const level = heading.match(/^#+/)[0];
  const rest = text.slice(start + heading.length);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

const guides = [
  { name: 'tests/skeleton_game/README.md', text: read('tests/skeleton_game/README.md'), base: 'tests/skeleton_game' },
  { name: 'docs/ARCHITECTURE.md, "What a new game adds, file by file"',
    text: section(read('docs/ARCHITECTURE.md'), '### What a new game adds, file by file'), base: '' },
];

// The files a named path stands for: "a/b.hpp/.cpp" is a/b.hpp and a/b.cpp.
function filesOf(named) {
  const pair = named.match(/^(.*)\.(\w+)\/\.(\w+)$/);
  return pair ? [`${pair[1]}.${pair[2]}`, `${pair[1]}.${pair[3]}`] : [named];
}
function exists(file, base) {
  const places = [base, '', 'engine', 'shell', 'tests'].map((dir) => path.join(root, dir, file));
  const forGames = /<game>|<GAME>/.test(file)
    ? games.flatMap((g) => places.map((p) => p.replace(/<game>/g, g).replace(/<GAME>/g, g.toUpperCase())))
    : places;
  return forGames.some((p) => fs.existsSync(p));
}

let failed = false;
for (const guide of guides) {
  if (guide.text === null) {
    console.log(`guide paths: ${guide.name} is missing`);
    failed = true;
    continue;
  }
  const named = [...guide.text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1])
    .filter((token) => /^[\w.<>-]+(\/[\w.<>*-]*)+$/.test(token) || /^[\w-]+\.(cmake|md)$/.test(token))
    .filter((token) => !token.includes('*'));
  const missing = named.flatMap(filesOf).filter((file) => !exists(file, guide.base));
  console.log(`${guide.name}: ${named.length} paths, ${missing.length} missing`);
  for (const file of missing) console.log(`guide paths: ${guide.name} names ${file}, which does not exist`);
  if (missing.length > 0 || named.length === 0) failed = true;
}
if (failed) process.exit(1);
