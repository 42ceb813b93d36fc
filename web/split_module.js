// Cuts the app's module in two (docs/app/CODE_PARTS.md): the play part, which every visit loads,
// and the deferred part (the Lab with each game's Lab code, the SAT solver CaDiCaL, Boost.Math's
// distributions), which the page loads when the Lab first opens or once the first board is
// playable, and which a worker loads itself when a request reaches its code first.
//
// The link (em++ -sSPLIT_MODULE --profiling-funcs) leaves the whole module, with its functions'
// names, in puzzlelab-app.wasm.orig. Binaryen's call graph of it (wasm-opt --print-call-graph)
// gives every function's name, spelt as wasm-split reads it, and the direct calls. A function goes
// to the deferred part when its name marks it as one of those contributors (wasm_contributors.js),
// unless the module's static constructors reach it: they run as the module starts, before
// anything could have loaded the deferred part (CaDiCaL's terminals, Boost.Math's initializers).
// wasm-split then writes both parts without names; the call from the play part to a deferred
// function goes through a placeholder until the deferred part is instantiated (web/code_part.js).
//   node split_module.js WASM_OPT WASM_SPLIT ORIG PRIMARY DEFERRED LIST
// LIST (beside the build, never shipped) receives the names split out, one a line, for review,
// LIST-placeholders.txt the placeholders' table indices with their functions' names, and
// LIST-whole.wasm the whole module with its names, moved out of dist.
'use strict';

const fs = require('fs');
const { execFileSync } = require('child_process');
const { contributorOf, readFunctions, readableName } = require('./wasm_contributors');

const DEFERRED = new Set(['Lab', 'CaDiCaL', 'Boost.Math']);
// The ways into the deferred part that wait for it, where following the calls stops: the Lab's
// screen and the runs it owns, which exist only once the page has the part (App::open_lab; whatever
// calls them, which the optimizer may have inlined into the frame), and what only the workers run,
// which may load the part on the spot: the protocol's ops and Sigmar's SAT runs (with the lambdas
// they hand to CaDiCaL). Any other call into the part's code keeps its callee, and all it calls, in
// the play part.
const ENTRIES = [/^puzzlelab::Lab(Screen|Sweep|Series)\w*::/, /^puzzlelab::op_\w+\(/,
  /^(std::__2::__function::__func<)?puzzlelab::sigmar::SatRun::/];
// A library's template instantiated for a Lab type (std::vector<lab::X>::push_back, a Lab lambda in
// a std::function) is the Lab's: it is classified by what follows its std:: name.
const STD = /^(?:[\w:]+\*? )?std::/;
// Binaryen merges functions whose code is the same and keeps one name of theirs: a function named
// for the Lab may also be the play part's own. A direct call from the play part keeps it (below);
// a small one, which the play part may reach through the table (a trivial destructor), stays too.
const SMALL = 160;  // bytes of body

// The call graph: defined functions and their direct callees. Nodes are lines `"name" [style=...,
// fillcolor="white"]` (turquoise: an import); edges `"a" -> "b"; // call`.
function callGraph(dot) {
  const defined = new Set();
  const imported = new Set();
  const calls = new Map();
  for (const line of dot.split('\n')) {
    const edge = /^\s*"((?:[^"\\]|\\.)*)" -> "((?:[^"\\]|\\.)*)"; \/\/ call/.exec(line);
    if (edge) {
      if (!calls.has(edge[1])) calls.set(edge[1], []);
      calls.get(edge[1]).push(edge[2]);
      continue;
    }
    const node = /^\s*"((?:[^"\\]|\\.)*)" \[style="filled", fillcolor="(\w+)"\]/.exec(line);
    if (node) (node[2] === 'turquoise' ? imported : defined).add(node[1]);
  }
  for (const name of imported) defined.delete(name);
  return { defined, calls };
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

function main([wasmOpt, wasmSplit, orig, primary, deferred, list]) {
  const dot = execFileSync(wasmOpt, [orig, '--all-features', '--print-call-graph', '-o', '/dev/null'],
    { maxBuffer: 1 << 30, encoding: 'utf8' });
  const { defined, calls } = callGraph(dot);
  if (!defined.has('__wasm_call_ctors')) throw new Error(`${orig}: no __wasm_call_ctors in its call graph (linked without names?)`);
  const sizes = new Map(readFunctions(fs.readFileSync(orig)).functions.map((f) => [f.name, f.size]));
  const readable = new Map([...defined].map((name) => [name, readableName(name)]));
  const deferredByName = (name) => DEFERRED.has(contributorOf(readable.get(name).replace(STD, '')));
  // What the play part's own code calls, directly or through others, except through a gate (the
  // static constructors, which run as the module starts, are the play part's).
  const entry = (name) => ENTRIES.some((pattern) => pattern.test(readable.get(name) ?? ''));
  const playSide = [...defined].filter((name) => !deferredByName(name) && !entry(name));
  const fromPlay = reachable(calls, playSide, entry);
  const split = [...defined].filter((name) => deferredByName(name) && !fromPlay.has(name) &&
    (sizes.get(readable.get(name)) ?? 0) >= SMALL);
  if (split.length === 0) throw new Error(`${orig}: no function of ${[...DEFERRED].join(', ')} found to split out`);
  fs.writeFileSync(list, split.join('\n') + '\n');
  execFileSync(wasmSplit, [orig, '--all-features', `--split-funcs=@${list}`, '-o1', primary, '-o2', deferred,
    '--placeholdermap'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // dist holds only what the page loads; the placeholders' map (index: name, the number the
  // console names when one is called early) goes beside the list.
  const stem = list.replace(/\.txt$/, '');
  fs.renameSync(`${primary}.placeholders`, `${stem}-placeholders.txt`);
  fs.renameSync(orig, `${stem}-whole.wasm`);
}

main(process.argv.slice(2));
