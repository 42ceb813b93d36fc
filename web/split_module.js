// Cuts the app's module in two (docs/app/CODE_PARTS.md): the play part, which every visit loads,
// and the deferred part (the Lab with each game's Lab code, talk mode with the talk builder and the
// speaker view, the SAT solver CaDiCaL, Boost.Math's distributions), which the page loads when the Lab first opens or once the first board is
// playable, and which a worker loads itself when a request reaches its code first.
//
// The link (em++ -sSPLIT_MODULE --profiling-funcs) leaves the whole module, with its functions'
// names, in puzzlelab-app.wasm.orig. Binaryen's call graph of it (wasm-opt --print-call-graph)
// gives every function's name, spelt as wasm-split reads it, and the direct calls. A function goes
// to the deferred part when its name marks it as one of those contributors (wasm_contributors.js)
// and the play part's own code never reaches it (the rules below). wasm-split then writes both
// parts without names; the call from the play part to a deferred
// function goes through a placeholder until the deferred part is instantiated (web/code_part.js).
//
// The deferred part's file is named for its content (puzzlelab-app.deferred.HASH.wasm), and the
// glue script, to which the name is appended as Module.puzzlelabDeferredFile, asks for that file
// alone: the deferred part fills slots of its own build's table, so one from another build (a
// host's cache, a half-finished upload) must never meet this play part. Older builds' deferred
// parts are removed from dist.
//   node split_module.js WASM_OPT WASM_SPLIT ORIG PRIMARY GLUE LIST
// LIST (beside the build, never shipped) receives the names split out, one a line, for review,
// LIST-placeholders.txt the placeholders' table indices with their functions' names, and
// LIST-whole.wasm the whole module with its names, moved out of dist.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { contributorOf, readFunctions, readableName } = require('./wasm_contributors');

const DEFERRED = new Set(['Lab', 'talk mode', 'CaDiCaL', 'Boost.Math']);
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

function main([wasmOpt, wasmSplit, orig, primary, glue, list]) {
  const dist = path.dirname(primary);
  const deferred = path.join(dist, 'puzzlelab-app.deferred.wasm.new');
  const dot = execFileSync(wasmOpt, [orig, '--all-features', '--print-call-graph', '-o', '/dev/null'],
    { maxBuffer: 1 << 30, encoding: 'utf8' });
  const graph = callGraph(dot);
  if (!graph.defined.has('__wasm_call_ctors')) throw new Error(`${orig}: no __wasm_call_ctors in its call graph (linked without names?)`);
  const sizes = new Map(readFunctions(fs.readFileSync(orig)).functions.map((f) => [f.name, f.size]));
  const split = chooseSplit(graph, (name) => sizes.get(name) ?? 0);
  if (split.length === 0) throw new Error(`${orig}: no function of ${[...DEFERRED].join(', ')} found to split out`);
  fs.writeFileSync(list, split.join('\n') + '\n');
  execFileSync(wasmSplit, [orig, '--all-features', `--split-funcs=@${list}`, '-o1', primary, '-o2', deferred,
    '--placeholdermap'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // dist holds only what the page loads; the placeholders' map (index: name, the number the
  // console names when one is called early) goes beside the list.
  const hash = crypto.createHash('sha256').update(fs.readFileSync(deferred)).digest('hex').slice(0, 12);
  const name = `puzzlelab-app.deferred.${hash}.wasm`;
  for (const old of fs.readdirSync(dist)) {
    if (/^puzzlelab-app\.deferred\./.test(old) && old !== path.basename(deferred)) fs.unlinkSync(path.join(dist, old));
  }
  fs.renameSync(deferred, path.join(dist, name));
  fs.appendFileSync(glue, `\nModule["puzzlelabDeferredFile"]=${JSON.stringify(name)};\n`);
  const stem = list.replace(/\.txt$/, '');
  fs.renameSync(`${primary}.placeholders`, `${stem}-placeholders.txt`);
  fs.renameSync(orig, `${stem}-whole.wasm`);
}

if (require.main === module) main(process.argv.slice(2));
module.exports = { callGraph, chooseSplit, keptFromRoots };
