// The module's cut (web/split_module.js, docs/app/CODE_PARTS.md) on a made-up call graph, written
// as Binaryen writes one (wasm-opt --print-call-graph), under node: which functions go to the
// deferred part, and which stay with the play part and why.
//   node tests/e2e/split_module.test.js
'use strict';

const path = require('path');
const { callGraph, chooseSplit } = require(path.join(__dirname, '..', '..', 'web', 'split_module'));
const { binaryenName } = require(path.join(__dirname, '..', '..', 'web', 'wasm_contributors'));

function check(condition, message) {
  if (!condition) {
    console.error(`split module: FAIL: ${message}`);
    process.exit(1);
  }
}

// [caller, callee] by readable name; every function 400 bytes but those in SMALL_ONES.
const EDGES = [
  ['__wasm_call_ctors', 'CaDiCaL::Terminal::Terminal(_IO_FILE*)'],
  ['__wasm_call_ctors', 'boost::math::detail::erf_initializer::init()'],
  ['boost::math::detail::erf_initializer::init()', 'boost::math::erf(double)'],
  ['main', 'puzzlelab::App::frame(double)'],
  ['puzzlelab::App::frame(double)', 'puzzlelab::LabScreen::tick()'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::lab::run_study(int)'],
  ['puzzlelab::lab::run_study(int)', 'boost::math::erf(double)'],
  ['puzzlelab::lab::run_study(int)', 'boost::math::gamma_p(double, double)'],
  ['puzzlelab::App::start()', 'puzzlelab::lab::is_lab_link(std::string_view)'],
  ['puzzlelab::handle_request(char const*)', 'puzzlelab::op_experiment(Request&)'],
  ['puzzlelab::op_experiment(Request&)', 'puzzlelab::lab::experiment_document(Spec const&)'],
  ['puzzlelab::solver::decide(Board const&)', 'CaDiCaL::Solver::solve()'],
  ['CaDiCaL::Solver::solve()', 'CaDiCaL::Internal::search()'],
  ['puzzlelab::TalkScreen::draw_plot(Scene const&)', 'puzzlelab::experiment_plots::bars(Run const&)'],
  ['std::__2::__function::__func<puzzlelab::LabRun::fill()::$_3>::operator()()', 'puzzlelab::lab::merge_chunk(Chunk&)'],
  ['puzzlelab::LabScreen::tick()', 'std::__2::__function::__func<puzzlelab::LabRun::fill()::$_3>::operator()()'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::lab::tiny(int)'],
];
const SMALL_ONES = new Set(['puzzlelab::lab::tiny(int)']);

const names = new Set(EDGES.flat());
const dot = ['digraph call {', ...[...names].map((n) => `  "${binaryenName(n)}" [style="filled", fillcolor="white"];`),
  '  "emscripten_memcpy_big" [style="filled", fillcolor="turquoise"];',
  ...EDGES.map(([a, b]) => `  "${binaryenName(a)}" -> "${binaryenName(b)}"; // call`), '}'].join('\n');
const graph = callGraph(dot);
check(!graph.defined.has('emscripten_memcpy_big'), 'an import was read as a function of the module');
check(graph.defined.size === names.size, `${graph.defined.size} functions read, not ${names.size}`);
const split = new Set(chooseSplit(graph, (name) => (SMALL_ONES.has(name) ? 40 : 400)).map((name) => {
  const back = [...names].find((n) => binaryenName(n) === name);
  check(back !== undefined, `an unknown name was split: ${name}`);
  return back;
}));

const expect = (name, deferred, why) => check(split.has(name) === deferred, `${name} ${deferred ? 'stayed in the play part' : 'was split out'}: ${why}`);
expect('puzzlelab::LabScreen::tick()', true, 'the Lab screen is an entry: it exists only once the part is loaded');
expect('puzzlelab::lab::run_study(int)', true, 'only the Lab screen reaches it');
expect('boost::math::gamma_p(double, double)', true, 'only the Lab reaches it');
expect('puzzlelab::lab::experiment_document(Spec const&)', true, 'only a protocol op, in a worker, reaches it');
expect('CaDiCaL::Solver::solve()', true, 'the SAT solver runs in the workers only');
expect('CaDiCaL::Internal::search()', true, 'the SAT solver runs in the workers only');
expect('puzzlelab::lab::merge_chunk(Chunk&)', true, 'a Lab lambda in a std::function is the Lab\'s');
expect('CaDiCaL::Terminal::Terminal(_IO_FILE*)', false, 'the static constructors run as the module starts');
expect('boost::math::erf(double)', false, 'a static initializer calls it');
expect('puzzlelab::lab::is_lab_link(std::string_view)', false, 'the play part calls it');
expect('puzzlelab::experiment_plots::bars(Run const&)', false, 'talk mode, in the play part, calls it');
expect('puzzlelab::lab::tiny(int)', false, 'a function this small may be a merged twin of the play part\'s');
for (const name of ['main', 'puzzlelab::App::frame(double)', 'puzzlelab::op_experiment(Request&)', 'puzzlelab::solver::decide(Board const&)']) {
  expect(name, false, 'it is the play part\'s by its name');
}
console.log(`split module: PASS (${split.size} of ${names.size} functions split out)`);
