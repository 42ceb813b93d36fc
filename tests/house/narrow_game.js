#!/usr/bin/env node
// The house rule that keeps the Game interface narrow (docs/ARCHITECTURE.md, "The game contract"):
// engine/game/game.hpp declares at most 14 virtual methods (its destructor aside), what every game
// must do to be played, read and written. Anything more is a capability a game offers or not
// (engine/game/capabilities.hpp, engine/lab/lab_game.hpp). Prints the count and the methods, and
// fails when there are more.
//
// Usage: node tests/house/narrow_game.js [ROOT]
'use strict';
const fs = require('fs');
const path = require('path');
const root = path.resolve(process.argv[2] || path.join(__dirname, '..', '..'));
const kMost = 14;
const header = fs.readFileSync(path.join(root, 'engine', 'game', 'game.hpp'), 'utf8')
  .replace(/\/\/.*$/gm, '');  // comments may say "virtual" too
const start = header.search(/\bclass Game\s*\{/);
if (start < 0) {
  console.log('narrow_game: engine/game/game.hpp declares no class Game');
  process.exit(1);
}
// The class body: from its brace to the brace that closes it.
let depth = 0;
let end = start;
for (let i = header.indexOf('{', start); i < header.length; ++i) {
  if (header[i] === '{') ++depth;
  if (header[i] === '}' && --depth === 0) {
    end = i;
    break;
  }
}
const body = header.slice(start, end);
const methods = [...body.matchAll(/\bvirtual\s+([^;{]*?)\s*\(/g)]
  .map((m) => m[1].split(/\s+/).pop())
  .filter((name) => !name.startsWith('~'));
console.log(`narrow_game: Game has ${methods.length} virtual methods (at most ${kMost}): ${methods.join(', ')}`);
if (methods.length === 0 || methods.length > kMost) {
  console.log(methods.length === 0 ? 'narrow_game: no virtual method found; the check no longer reads game.hpp right'
                                   : `narrow_game: more than ${kMost}: make the new ones a capability`);
  process.exit(1);
}
