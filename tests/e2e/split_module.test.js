// The module's cut (web/split_module.js, docs/app/CODE_PARTS.md) on a made-up call graph, written
// as Binaryen writes one (wasm-opt --print-call-graph), under node: which functions go to the
// deferred part, and which stay with the play part and why.
//   node tests/e2e/split_module.test.js
'use strict';

const path = require('path');
const { callGraph, chooseSplit, chooseGameParts } = require(path.join(__dirname, '..', '..', 'web', 'split_module'));
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
  ['main', 'puzzlelab::App::start()'],
  ['puzzlelab_handle', 'puzzlelab::handle_request(char const*)'],
  ['puzzlelab::App::frame(double)', 'puzzlelab::LabScreen::tick()'],
  ['puzzlelab::App::show_lab(std::string const&)', 'puzzlelab::App::lab()'],
  ['puzzlelab::App::lab()', 'puzzlelab::LabScreen::LabScreen(App&)'],
  ['puzzlelab::LabScreen::LabScreen(App&)', 'puzzlelab::ui::plot::axis(Axis const&)'],
  ['puzzlelab::PlayScreen::frame(double)', 'puzzlelab::ui::plot::axis(Axis const&)'],
  ['puzzlelab::LabScreen::LabScreen(App&)', 'puzzlelab::ui::plot::heatmap(Grid const&)'],
  ['puzzlelab::op_hint(Request&)', 'puzzlelab::solver::decide(Board const&)'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::lab::run_study(int)'],
  ['puzzlelab::lab::run_study(int)', 'boost::math::erf(double)'],
  ['puzzlelab::lab::run_study(int)', 'boost::math::gamma_p(double, double)'],
  ['puzzlelab::App::start()', 'puzzlelab::lab::is_lab_link(std::string_view)'],
  ['puzzlelab::handle_request(char const*)', 'puzzlelab::op_experiment(Request&)'],
  ['puzzlelab::op_experiment(Request&)', 'puzzlelab::lab::experiment_document(Spec const&)'],
  ['puzzlelab::solver::decide(Board const&)', 'CaDiCaL::Solver::solve()'],
  ['CaDiCaL::Solver::solve()', 'CaDiCaL::Internal::search()'],
  ['puzzlelab::App::frame(double)', 'puzzlelab::TalkScreen::frame(double)'],
  ['puzzlelab::TalkScreen::frame(double)', 'puzzlelab::TalkScreen::draw_plot(Scene const&)'],
  ['puzzlelab::TalkScreen::draw_plot(Scene const&)', 'puzzlelab::experiment_plots::bars(Run const&)'],
  ['puzzlelab::TalkEditorScreen::changed()', 'puzzlelab::talk_to_json(Talk const&)'],
  ['puzzlelab::PlayScreen::frame(double)', 'puzzlelab::PlayScreen::add_to_talk()'],
  ['puzzlelab::EditorScreen::open_wanted(double)', 'puzzlelab::tiles::TilesView::make_editor(Host&) const'],
  ['puzzlelab::tiles::TilesView::make_editor(Host&) const', 'puzzlelab::tiles::LevelEditorView::LevelEditorView(Host&)'],
  ['puzzlelab::tiles::LevelEditorView::frame(double)', 'puzzlelab::tiles::LevelModel::place(int)'],
  ['puzzlelab::PlayScreen::frame(double)', 'puzzlelab::tiles::TilesView::offers_editor() const'],
  ['puzzlelab::PlayScreen::add_to_talk()', 'puzzlelab::position_scene(Challenge const&)'],
  ['std::__2::__function::__func<puzzlelab::LabRun::fill()::$_3>::operator()()', 'puzzlelab::lab::merge_chunk(Chunk&)'],
  ['puzzlelab::LabScreen::tick()', 'std::__2::__function::__func<puzzlelab::LabRun::fill()::$_3>::operator()()'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::lab::tiny(int)'],
  ['puzzlelab::PlayScreen::automation()', 'puzzlelab::LabSweep::document() const'],
  ['puzzlelab::App::frame(double)', 'puzzlelab::PlayScreen::automation()'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::lab::tiny_direct(int)'],
  ['puzzlelab::lab::run_study(int)', 'puzzlelab::(anonymous namespace)::draw_paper(Run const&)'],
];
const SMALL_ONES = new Set(['puzzlelab::lab::tiny(int)', 'puzzlelab::lab::tiny_direct(int)', 'puzzlelab::LabSweep::document() const']);
// What JavaScript calls (gray in Binaryen's graph), and what is called through the table (rounded):
// the virtual functions, the protocol's ops in their dispatch table, what the app opens by address.
const EXPORTED = new Set(['main', 'puzzlelab_handle', '__wasm_call_ctors']);
const IN_TABLE = new Set(['puzzlelab::tiles::TilesView::make_editor(Host&) const', 'puzzlelab::tiles::LevelEditorView::frame(double)',
  'puzzlelab::tiles::TilesView::offers_editor() const', 'puzzlelab::op_experiment(Request&)', 'puzzlelab::op_hint(Request&)', 'puzzlelab::PlayScreen::frame(double)',
  'puzzlelab::App::show_lab(std::string const&)', 'puzzlelab::lab::tiny(int)', 'puzzlelab::App::frame(double)']);

const names = new Set(EDGES.flat());
const dot = ['digraph call {', ...[...names].map((n) => `  "${binaryenName(n)}" [style="filled", fillcolor="${EXPORTED.has(n) ? 'gray' : 'white'}"];`),
  ...[...IN_TABLE].map((n) => `  "${binaryenName(n)}" [style="filled, rounded"];`),
  '  "emscripten_memcpy_big" [style="filled", fillcolor="turquoise"];',
  ...EDGES.map(([a, b]) => `  "${binaryenName(a)}" -> "${binaryenName(b)}"; // call`), '}'].join('\n');
const graph = callGraph(dot);
check(!graph.defined.has('emscripten_memcpy_big'), 'an import was read as a function of the module');
check(graph.defined.size === names.size, `${graph.defined.size} functions read, not ${names.size}`);
check(graph.exported.size === EXPORTED.size && graph.table.size === IN_TABLE.size,
      `${graph.exported.size} exports and ${graph.table.size} functions in the table read, not ${EXPORTED.size} and ${IN_TABLE.size}`);
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
expect('puzzlelab::TalkScreen::frame(double)', true, 'talk mode\'s screen is an entry: it exists only once the part is loaded');
expect('puzzlelab::experiment_plots::bars(Run const&)', true, 'only talk mode\'s screen reaches it');
expect('puzzlelab::talk_to_json(Talk const&)', true, 'only the talk builder reaches it');
expect('puzzlelab::position_scene(Challenge const&)', false, '"Add to talk" on the play screen makes its scene in the play part');
expect('puzzlelab::lab::tiny(int)', false, 'a function this small in the table may be a merged twin of the play part\'s');
expect('puzzlelab::LabSweep::document() const', false, 'a small function of a screen of the part\'s may be a merged twin the play part calls');
expect('puzzlelab::lab::tiny_direct(int)', true, 'only the Lab calls it, and not through the table');
expect('puzzlelab::App::show_lab(std::string const&)', true, 'the app opens the Lab by it once the part is there');
expect('puzzlelab::App::lab()', true, 'only what opens the Lab calls it');
expect('puzzlelab::ui::plot::heatmap(Grid const&)', true, 'only the Lab draws it, whatever its name');
expect('puzzlelab::(anonymous namespace)::draw_paper(Run const&)', true, 'only the Lab reaches it, whatever its name');
expect('puzzlelab::ui::plot::axis(Axis const&)', false, 'the play screen, a virtual function in the table, draws it too');
expect('puzzlelab::PlayScreen::frame(double)', false, 'it is in the table: the play part may call it');
expect('puzzlelab::tiles::LevelEditorView::frame(double)', true, 'a game\'s editor exists only once the part is there');
expect('puzzlelab::tiles::LevelModel::place(int)', true, 'only the game\'s editor reaches it');
expect('puzzlelab::tiles::TilesView::offers_editor() const', false, 'the play screen asks it on every frame');
expect('puzzlelab::op_experiment(Request&)', true, 'a Lab op: only a worker runs it, for the Lab, and may load the part');
for (const name of ['main', 'puzzlelab::App::frame(double)', 'puzzlelab::App::start()', 'puzzlelab::handle_request(char const*)',
  'puzzlelab::op_hint(Request&)', 'puzzlelab::solver::decide(Board const&)']) {
  expect(name, false, 'it is the play part\'s by its name');
}

// The games' parts: every game but the default one (the first of games.cmake) in a part of its own.
const GAME_EDGES = [
  ['main', 'puzzlelab::App::frame(double)'],
  ['puzzlelab::App::frame(double)', 'puzzlelab::PlayScreen::frame(double)'],
  ['puzzlelab::PlayScreen::frame(double)', 'puzzlelab::fujisan::FujisanView::draw(Canvas&)'],
  ['puzzlelab::fujisan::FujisanView::draw(Canvas&)', 'puzzlelab::fujisan::paint_mountain(int)'],
  ['puzzlelab::boxoff::BoxOffView::draw(Canvas&)', 'puzzlelab::boxoff::paint_box(int)'],
  ['puzzlelab::boxoff::paint_box(int)', 'puzzlelab::ui::draw_label(char const*)'],
  ['puzzlelab::PlayScreen::frame(double)', 'puzzlelab::ui::draw_label(char const*)'],
  ['puzzlelab::boxoff::(anonymous namespace)::BoxOffGame::solve(Board const&) const', 'puzzlelab::boxoff::search(Board const&)'],
  ['puzzlelab::boxoff::search(Board const&)', 'puzzlelab::core::step_table(int)'],
  ['puzzlelab::boxoff::search(Board const&)', 'puzzlelab::core::hex_distance(int, int)'],
  ['puzzlelab::sigmar::(anonymous namespace)::SigmarGame::solve(Board const&) const', 'puzzlelab::core::hex_distance(int, int)'],
  ['puzzlelab::sigmar::SigmarView::draw(Canvas&)', 'puzzlelab::sigmar::paint_marble(int)'],
  ['puzzlelab::sigmar::(anonymous namespace)::SigmarGame::info() const', 'puzzlelab::sigmar::game_info()'],
  ['puzzlelab::sigmar::game_info()', 'puzzlelab::sigmar::(anonymous namespace)::make_info()'],
  ['puzzlelab::sigmar::(anonymous namespace)::make_info()', 'puzzlelab::sigmar::named_templates()'],
  ['puzzlelab::sigmar::named_templates()', 'puzzlelab::sigmar::(anonymous namespace)::read_all()'],
  ['puzzlelab::sigmar::SigmarView::draw(Canvas&)', 'puzzlelab::sigmar::named_templates()'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::sigmar::paint_marble(int)'],
  ['puzzlelab::LabScreen::tick()', 'puzzlelab::sigmar::lab_plot(int)'],
  // Binaryen merged two games' identical readers and kept the second game's name.
  ['puzzlelab::fujisan::FujisanView::draw(Canvas&)', 'puzzlelab::boxoff::read_number(Json const&)'],
  ['puzzlelab::boxoff::search(Board const&)', 'puzzlelab::boxoff::read_number(Json const&)'],
  ['puzzlelab::boxoff::read_number(Json const&)', 'puzzlelab::boxoff::number_error(Json const&)'],
  // A small merged twin the play part calls, and the large function it calls.
  ['puzzlelab::PlayScreen::frame(double)', 'std::vector<puzzlelab::sigmar::SigmarView::Fade>::push_back(Fade&&)'],
  ['std::vector<puzzlelab::sigmar::SigmarView::Fade>::push_back(Fade&&)', 'std::vector<puzzlelab::sigmar::SigmarView::Fade>::grow(Fade&&)'],
  // The game's own function in the table (a std::function's target) calls the game's code directly.
  ['std::function<puzzlelab::sigmar::SigmarView::draw(Canvas&)::$_0>::operator()()', 'puzzlelab::sigmar::paint_marble(int)'],
];
const GAME_SMALL = new Set(['puzzlelab::sigmar::(anonymous namespace)::SigmarGame::info() const',
  'std::vector<puzzlelab::sigmar::SigmarView::Fade>::push_back(Fade&&)', 'std::function<puzzlelab::sigmar::SigmarView::draw(Canvas&)::$_0>::operator()()']);
const GAME_TABLE = new Set(['puzzlelab::App::frame(double)', 'puzzlelab::PlayScreen::frame(double)', 'puzzlelab::fujisan::FujisanView::draw(Canvas&)',
  'puzzlelab::boxoff::BoxOffView::draw(Canvas&)', 'puzzlelab::boxoff::(anonymous namespace)::BoxOffGame::solve(Board const&) const',
  'puzzlelab::sigmar::(anonymous namespace)::SigmarGame::solve(Board const&) const', 'puzzlelab::sigmar::SigmarView::draw(Canvas&)',
  'puzzlelab::sigmar::(anonymous namespace)::SigmarGame::info() const', 'puzzlelab::LabScreen::tick()',
  'std::function<puzzlelab::sigmar::SigmarView::draw(Canvas&)::$_0>::operator()()']);
const gameNames = new Set(GAME_EDGES.flat());
const gameDot = ['digraph call {', ...[...gameNames].map((n) => `  "${binaryenName(n)}" [style="filled", fillcolor="${n === 'main' ? 'gray' : 'white'}"];`),
  ...[...GAME_TABLE].map((n) => `  "${binaryenName(n)}" [style="filled, rounded"];`),
  ...GAME_EDGES.map(([a, b]) => `  "${binaryenName(a)}" -> "${binaryenName(b)}"; // call`), '}'].join('\n');
const gameGraph = callGraph(gameDot);
const labSide = new Set(['puzzlelab::LabScreen::tick()', 'puzzlelab::sigmar::lab_plot(int)'].map(binaryenName));
const gameParts = chooseGameParts(gameGraph, (name) => (GAME_SMALL.has(name) ? 40 : 400), labSide, ['boxoff', 'sigmar']);
check(gameParts.map(([game]) => game).join() === 'boxoff,sigmar', `the parts are ${gameParts.map(([game]) => game).join()}, not boxoff,sigmar`);
const partOf = new Map();
for (const [game, functions] of gameParts) for (const name of functions) partOf.set(name, game);
const expectPart = (name, game, why) => {
  const got = partOf.get(binaryenName(name)) ?? null;
  check(got === game, `${name} went to ${got ?? 'the play part'}, not ${game ?? 'the play part'}: ${why}`);
};
expectPart('puzzlelab::boxoff::BoxOffView::draw(Canvas&)', 'boxoff', 'the game\'s view is called only through the table, once its game is open');
expectPart('puzzlelab::boxoff::paint_box(int)', 'boxoff', 'only the game\'s view reaches it');
expectPart('puzzlelab::boxoff::search(Board const&)', 'boxoff', 'only the game\'s rules reach it');
expectPart('puzzlelab::core::step_table(int)', 'boxoff', 'only the game reaches it, whatever its name');
expectPart('puzzlelab::core::hex_distance(int, int)', null, 'two games reach it: no game waits for another\'s part');
expectPart('puzzlelab::ui::draw_label(char const*)', null, 'the play screen draws it too');
expectPart('puzzlelab::fujisan::FujisanView::draw(Canvas&)', null, 'the first game is the default one, in the play part');
expectPart('puzzlelab::fujisan::paint_mountain(int)', null, 'the first game is the default one, in the play part');
expectPart('puzzlelab::sigmar::SigmarView::draw(Canvas&)', 'sigmar', 'the game\'s view');
expectPart('puzzlelab::sigmar::paint_marble(int)', 'sigmar', 'the Lab calls it too, but the Lab loads every game\'s part first');
expectPart('puzzlelab::sigmar::(anonymous namespace)::SigmarGame::info() const', null, 'small, in the table: it may be a merged twin');
expectPart('puzzlelab::sigmar::game_info()', null, 'a game\'s card is read for every game as the app starts');
expectPart('puzzlelab::sigmar::(anonymous namespace)::make_info()', null, 'a game\'s card is read for every game as the app starts');
expectPart('puzzlelab::sigmar::(anonymous namespace)::read_all()', null, 'the game\'s card reads it');
expectPart('puzzlelab::sigmar::lab_plot(int)', null, 'it is the deferred part\'s');
expectPart('puzzlelab::boxoff::read_number(Json const&)', null, 'the default game calls it: a merged twin of its own');
expectPart('puzzlelab::boxoff::number_error(Json const&)', null, 'the merged twin the default game calls calls it');
expectPart('std::vector<puzzlelab::sigmar::SigmarView::Fade>::grow(Fade&&)', null, 'a small merged twin the play screen calls calls it');
expectPart('std::function<puzzlelab::sigmar::SigmarView::draw(Canvas&)::$_0>::operator()()', null, 'small, in the table');
console.log(`split module: PASS (${split.size} of ${names.size} functions split out; games' parts ${gameParts.map(([g, f]) => `${g} ${f.length}`).join(', ')})`);
