// Cuts the app's module into parts (docs/app/CODE_PARTS.md): the play part, which every visit
// loads; the deferred part (the Lab with each game's Lab code, talk mode with the talk builder and
// the speaker view, the games' editors, the SAT solver CaDiCaL, Boost.Math's distributions), which
// the page loads when the Lab or a talk first opens; and a part for each game but the default one
// (the first of games.cmake), loaded when that game first opens. The page loads them all once the
// first board is playable, and a worker loads one itself when a request reaches its code first.
//
// The link (em++ -sSPLIT_MODULE --profiling-funcs) leaves the whole module, with its functions'
// names, in puzzlelab-app.wasm.orig. Binaryen's call graph of it (wasm-opt --print-call-graph)
// gives every function's name, spelt as wasm-split reads it, and the direct calls. A function goes
// to the deferred part when its name marks it as one of those contributors (wasm_contributors.js)
// and the play part's own code never reaches it (the rules below); a game's function to the game's
// part when only that game's own functions reach it (chooseGameParts). wasm-split cuts the
// deferred part first, then each game's from what the step before left (its placeholders in a
// namespace of their own, web/part_placeholders.js); a call from the play part into a part goes
// through a placeholder until the part is instantiated (web/code_part.js).
//
// Each part's file is named for its content (puzzlelab-app.PART.HASH.wasm), and the glue script,
// to which the names are appended as Module.puzzlelabParts, asks for those files alone: a part
// fills slots of its own build's table, so one from another build (a host's cache, a
// half-finished upload) must never meet this play part. Older builds' parts are removed from dist.
//   node split_module.js WASM_OPT WASM_SPLIT ORIG PRIMARY GLUE LIST
// LIST (beside the build, never shipped) receives the names split out to the deferred part, one a
// line, for review, and LIST-GAME.txt those of a game's part; LIST-placeholders.txt and
// LIST-GAME-placeholders.txt the placeholders' table indices with their functions' names; and
// LIST-whole.wasm the whole module with its names, moved out of dist.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { GAMES, contributorOf, readFunctions, readableName } = require('./wasm_contributors');
const { readExports, shortenLinkNames } = require('./wasm_link_names');

const DEFERRED = new Set(['Lab', 'talk mode', 'ops on demand', 'CaDiCaL', 'Boost.Math']);
// The ways into the deferred part that wait for it, where following the calls stops. The screens of
// the Lab and talk mode (the talk, the talk builder, the speaker view), the games' editors and the
// runs the Lab owns
// exist only once the page has the part (App::when_part_ready; whatever calls them, which the
// optimizer may have inlined into the frame), and so do the app's functions that make and show
// those screens (kept from inlining for this: shell/app/app.hpp): they go to the part whatever
// their names.
const PART_SCREENS = [/^puzzlelab::(Lab(Screen|Sweep|Series)\w*|TalkScreen|TalkEditorScreen|SpeakerScreen)::/,
  /^puzzlelab::App::(lab|talk|talk_editor|show_lab|show_talk|show_talk_editor|show_editor|open_speaker_view)\(/,
  // A game's editor: made only as the editor screen opens on it, once the part is there.
  /^puzzlelab::EditorScreen::open_wanted\(/, /^puzzlelab::\w+::\w+View::make_editor\(/, /^puzzlelab::\w+::\w*EditorView::/];
// What only the workers run may load the part on the spot: the protocol's ops and the SAT solver
// (the page never solves). Any other call into the part's code keeps its callee, and all it calls,
// in the play part; so does what the static constructors call, which run as the module starts.
const ENTRIES = [...PART_SCREENS, /^puzzlelab::op_\w+\(/, /^CaDiCaL::/];
// A library's template instantiated for a Lab type (std::vector<lab::X>::push_back, a Lab lambda in
// a std::function) is the Lab's: it is classified by what follows its std:: name.
const STD = /^(?:[\w:]+\*? )?std::/;
// Binaryen merges functions whose code is the same and keeps one name of theirs: a function named
// for the Lab may also be the play part's own. A direct call from the play part keeps it (below);
// a small one, which the play part may reach through the table (a trivial destructor), stays too.
const SMALL = 160;  // bytes of body

// The call graph: defined functions, their direct callees, the exported ones and those in the
// table (which the module and the page call indirectly). Nodes are lines `"name" [style=...,
// fillcolor="white"]` (turquoise: an import, gray: an export), and `"name" [style="filled,
// rounded"]` for a function in the table; edges `"a" -> "b"; // call`.
function callGraph(dot) {
  const defined = new Set();
  const imported = new Set();
  const exported = new Set();
  const table = new Set();
  const calls = new Map();
  for (const line of dot.split('\n')) {
    const edge = /^\s*"((?:[^"\\]|\\.)*)" -> "((?:[^"\\]|\\.)*)"; \/\/ call/.exec(line);
    if (edge) {
      if (!calls.has(edge[1])) calls.set(edge[1], []);
      calls.get(edge[1]).push(edge[2]);
      continue;
    }
    const node = /^\s*"((?:[^"\\]|\\.)*)" \[style="filled", fillcolor="(\w+)"\]/.exec(line);
    if (node) {
      (node[2] === 'turquoise' ? imported : defined).add(node[1]);
      if (node[2] === 'gray') exported.add(node[1]);
      continue;
    }
    const indirect = /^\s*"((?:[^"\\]|\\.)*)" \[style="filled, rounded"\]/.exec(line);
    if (indirect) table.add(indirect[1]);
  }
  for (const name of imported) {
    defined.delete(name);
    table.delete(name);
  }
  return { defined, calls, exported, table };
}

// The functions `roots` call, directly or through others, not following calls into `stop`'s.
function reachable(calls, roots, stop) {
  const seen = new Set(roots);
  const stack = [...roots];
  while (stack.length > 0) {
    for (const callee of calls.get(stack.pop()) || []) {
      if (!seen.has(callee) && !stop(callee)) {
        seen.add(callee);
        stack.push(callee);
      }
    }
  }
  return seen;
}

// The functions of the deferred part (Binaryen's names), given the call graph and each function's
// body size (by its readable name). Two steps:
// 1. By name: the functions named for the part that no other function reaches, except through an
//    entry (every function not named for the part counts as the play part's here).
// 2. By reach: what the module's roots (its exports, its static constructors, the functions in its
//    table) cannot reach without going through a function of step 1 or a screen of the part is
//    called only from the part's code, whatever its name: a plot drawn only by the Lab, a reader
//    only the talk builder uses. It goes too. A function in the table is a root unless step 1 took
//    it or it is a screen of the part's, so whatever the play part may call indirectly stays.
function chooseSplit({ defined, calls, exported = new Set(), table = new Set() }, sizeOf) {
  const readable = new Map([...defined].map((name) => [name, readableName(name)]));
  const named = (name) => readable.get(name) ?? readableName(name);
  const deferredByName = (name) => DEFERRED.has(contributorOf(readable.get(name).replace(STD, '')));
  const entry = (name) => ENTRIES.some((pattern) => pattern.test(named(name)));
  const partScreen = (name) => PART_SCREENS.some((pattern) => pattern.test(named(name)));
  const fromCtors = reachable(calls, ['__wasm_call_ctors'], () => false);
  // Step 1: what the play part's own code calls, directly or through others, except through an entry.
  const playSide = [...defined].filter((name) => !deferredByName(name) && !entry(name));
  const fromPlay = reachable(calls, playSide, entry);
  for (const name of fromCtors) fromPlay.add(name);
  const byName = new Set([...defined].filter((name) => deferredByName(name) && !fromPlay.has(name) &&
                                             sizeOf(readable.get(name)) >= SMALL));
  // Step 2: what the roots reach, stopping at the part's functions and screens (but a small
  // function of a screen's may be a merged twin of the play part's, as above).
  const wall = (name) => byName.has(name) || (partScreen(name) && sizeOf(readable.get(name)) >= SMALL);
  const kept = keptFromRoots({ defined, calls, exported, table }, wall);
  return [...defined].filter((name) => !kept.has(name));
}

// What stays with the play part when `wall` marks the functions of other parts: what the module's
// roots (its exports, its static constructors, the functions in its table, unless walls) reach
// without passing a wall, and all that the static constructors call, which runs as the module starts.
function keptFromRoots({ defined, calls, exported, table }, wall) {
  const roots = [...exported, ...table, '__wasm_call_ctors'].filter((name) => defined.has(name) && !wall(name));
  const kept = reachable(calls, roots, wall);
  for (const name of reachable(calls, ['__wasm_call_ctors'], () => false)) kept.add(name);
  return kept;
}

// A game's card (its info.cpp: name, title, setups, parameters) is read for every game as the app
// starts (the menu, the new-game dialog, links): it stays with the play part.
const GAME_CARD = /^puzzlelab::\w+::(?:\(anonymous namespace\)::)?(?:game_info|make_info)\(\)/;

// The games' parts: every game but the first of games.cmake (the app's default, which a first visit
// plays) in a part of its own, [[game, functions]]. A game's part holds what the module's roots
// cannot reach without passing a function of the deferred part or one of the game's own (its
// engine and view, by name; a small one may be a merged twin and stays). What two games' parts would
// both hold stays with the play part, so that no game's code waits for another's part.
function chooseGameParts(graph, sizeOf, deferred, games = GAMES.slice(1)) {
  const readable = new Map([...graph.defined].map((name) => [name, readableName(name)]));
  const named = (name) => readable.get(name) ?? readableName(name);
  // The cards and all they call stay.
  const cards = reachable(graph.calls, [...graph.defined].filter((name) => GAME_CARD.test(named(name))), (name) => deferred.has(name));
  const gameOf = (name) => (cards.has(name) ? null : /^(\w+) (?:engine|view)$/.exec(contributorOf(named(name)))?.[1] ?? null);
  const owners = new Map();
  for (const game of games) {
    // Binaryen merges functions whose code is the same and keeps one name of theirs: a function
    // named for this game may be another game's, or the play part's, too. What the play part
    // reaches calls directly stays with it, until nothing it reaches calls into the game's part.
    // Reached here means from the roots but the game's own functions in the table (its virtual
    // functions, its std::function targets, of any size): those run only once the game's objects
    // exist, so once its part is there.
    const own = `::${game}::`;
    const walls = new Set([...graph.defined].filter((name) => gameOf(name) === game && sizeOf(readable.get(name)) >= SMALL));
    const wall = (name) => deferred.has(name) || walls.has(name);
    const ownInTable = (name) => graph.table.has(name) && named(name).includes(own);
    for (;;) {
      const reached = keptFromRoots({ ...graph, table: new Set([...graph.table].filter((name) => !ownInTable(name))) }, wall);
      const called = [...reached].flatMap((name) => graph.calls.get(name) || []).filter((name) => walls.has(name));
      if (called.length === 0) break;
      for (const name of called) walls.delete(name);
    }
    const kept = keptFromRoots(graph, wall);
    for (const name of graph.defined) {
      if (deferred.has(name) || kept.has(name)) continue;
      owners.set(name, owners.has(name) ? null : game);
    }
  }
  return games.map((game) => [game, [...graph.defined].filter((name) => owners.get(name) === game)]);
}

// The part a game's code goes to is named for the game's protocol name (the folder's, "-" for "_").
const partOf = (game) => game.replace(/_/g, '-');

function main([wasmOpt, wasmSplit, orig, primary, glue, list]) {
  const dist = path.dirname(primary);
  const dot = execFileSync(wasmOpt, [orig, '--all-features', '--print-call-graph', '-o', '/dev/null'],
    { maxBuffer: 1 << 30, encoding: 'utf8' });
  const graph = callGraph(dot);
  if (!graph.defined.has('__wasm_call_ctors')) throw new Error(`${orig}: no __wasm_call_ctors in its call graph (linked without names?)`);
  const sizes = new Map(readFunctions(fs.readFileSync(orig)).functions.map((f) => [f.name, f.size]));
  const sizeOf = (name) => sizes.get(name) ?? 0;
  const split = chooseSplit(graph, sizeOf);
  if (split.length === 0) throw new Error(`${orig}: no function of ${[...DEFERRED].join(', ')} found to split out`);
  const stem = list.replace(/\.txt$/, '');
  // The deferred part first, in the glue's own namespace of placeholders; then each game's, cut from
  // what the step before left, in a namespace of its own (the page provides those: web/code_part.js).
  const steps = [{ part: 'deferred', functions: split, list, placeholders: 'placeholder' },
    ...chooseGameParts(graph, sizeOf, new Set(split)).filter(([, functions]) => functions.length > 0).map(([game, functions]) =>
      ({ part: partOf(game), functions, list: `${stem}-${partOf(game)}.txt`, placeholders: `placeholder-${partOf(game)}` }))];
  let current = orig;
  const written = [];
  steps.forEach((step, i) => {
    const last = i === steps.length - 1;
    const next = last ? primary : `${primary}.step${i}`;
    const file = path.join(dist, `puzzlelab-app.${step.part}.wasm.new`);
    fs.writeFileSync(step.list, step.functions.join('\n') + '\n');
    const args = [current, '--all-features', `--split-funcs=@${step.list}`, '-o1', next, '-o2', file, '--placeholdermap'];
    if (i > 0) args.push(`--placeholder-namespace=${step.placeholders}`, '--import-namespace=primary', `--export-prefix=${i}:`);
    if (!last) args.push('-g');  // the next step reads the functions' names
    execFileSync(wasmSplit, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    // The placeholders' map (index: name, the number the console names when one is called early)
    // goes beside the list.
    fs.renameSync(`${next}.placeholders`, i === 0 ? `${stem}-placeholders.txt` : `${stem}-${step.part}-placeholders.txt`);
    if (current !== orig) fs.unlinkSync(current);
    current = next;
    written.push(file);
  });
  const keep = new Set(readExports(fs.readFileSync(orig)).map((e) => e.name));
  const short = shortenLinkNames(fs.readFileSync(primary), written.map((file) => fs.readFileSync(file)), keep);
  fs.writeFileSync(primary, short.primary);
  // dist holds only what the page loads: each part under a name of its content, older builds' gone.
  const parts = {};
  steps.forEach((step, i) => {
    const hash = crypto.createHash('sha256').update(short.parts[i]).digest('hex').slice(0, 12);
    parts[step.part] = `puzzlelab-app.${step.part}.${hash}.wasm`;
    fs.unlinkSync(written[i]);
  });
  const names = new Set(Object.values(parts));
  for (const old of fs.readdirSync(dist)) {
    if (/^puzzlelab-app\.[\w-]+\.[0-9a-f]{12}\.wasm/.test(old) && !names.has(old.replace(/\.(br|gz)$/, ''))) fs.unlinkSync(path.join(dist, old));
  }
  steps.forEach((step, i) => fs.writeFileSync(path.join(dist, parts[step.part]), short.parts[i]));
  fs.appendFileSync(glue, `\nModule["puzzlelabParts"]=${JSON.stringify(parts)};\n`);
  fs.renameSync(orig, `${stem}-whole.wasm`);
}

if (require.main === module) main(process.argv.slice(2));
module.exports = { callGraph, chooseSplit, chooseGameParts, keptFromRoots };
