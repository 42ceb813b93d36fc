// Sigmar's Garden behind the type-erased Game interface: parameters, boards and moves as text and
// JSON, everything else delegated to rules, templates, setups, the solvers and metrics.
#include "games/sigmar/board_words.hpp"
#include "games/sigmar/adapter.hpp"

#include <chrono>
#include <optional>
#include <string>

#include "game/printing.hpp"
#include "game/described_setups.hpp"
#include "game/sat_exporter.hpp"
#include "game/move_list.hpp"
#include "game/typed_position.hpp"
#include "games/sigmar/notation.hpp"
#include "core/board_seed.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/playout_outcome.hpp"
#include "game/setup_description.hpp"
#include "games/sigmar/info.hpp"
#include "games/sigmar/inputs.hpp"
#include "games/sigmar/metrics.hpp"
#include "games/sigmar/playout.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/sat_formula.hpp"
#include "games/sigmar/sat_solver.hpp"
#include "games/sigmar/setup_description.hpp"
#include "games/sigmar/solution_space.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/set_template.hpp"
#include "games/sigmar/templates.hpp"
#include "games/sigmar/thesis_solvers.hpp"
#include "games/sigmar/tile_set.hpp"
#include "games/sigmar/render_svg.hpp"

namespace puzzlelab::sigmar {

namespace {

// Random playouts for the random_rate metric.
constexpr int kMetricPlayouts = 100;

Setup setup_of(std::string_view setup) {
  if (const auto which = setup_from_string(setup)) return *which;
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(setup) + " for sigmar (known: " + game_info().setup_names() + ")");
}

std::string template_of(const json& params) {
  const std::string fallback = game_info().find_param("template")->default_value.get<std::string>();
  if (!params.is_object()) return fallback;
  return params.value("template", fallback);
}

// How a message or a trace names the template: a custom one is written out, too long to repeat.
std::string template_label(const std::string& name) { return is_custom_template(name) ? "custom" : name; }

// The template parameter beyond the names (ParamSpec::custom): a template written out cell by cell,
// with as many cells as the tile set has marbles. Text that is neither is an unknown name.
void check_template_param(const std::string& text, int marbles) {
  for (const std::string& name : template_names())
    if (name == text) return;
  const bool written_out = is_custom_template(text) || text.find_first_not_of("x_") == std::string::npos;
  if (written_out) {
    if (const std::string problem = template_problem(text, marbles); !problem.empty())
      throw InputError("bad_template", "sigmar parameter 'template': " + problem);
    return;
  }
  throw InputError("bad_param", "sigmar parameter 'template' has no value " + quote_input(text) +
                                    " (known: " + game_info().find_param("template")->allowed() + "; or 91 'x'/'_')");
}

// What deals the board: a built-in setup on the params' template, or a described one
// (setup_description.hpp) read against the params' tile set.
Recipe recipe_of(const json& params, std::string_view setup) {
  if (is_described_setup(setup))
    return read_description(parse_setup_description(setup), tile_set_of(params), template_of(params));
  return builtin_recipe(setup_of(setup), template_of(params));
}

// A move names one or two cells; it is read, then checked against the marbles there.

// The search alone with one of the thesis's orderings and no restarts ("search-lock-distance").
std::optional<SolverOptions> single_ordering(std::string_view solver) {
  constexpr std::string_view prefix = "search-";
  if (!solver.starts_with(prefix)) return std::nullopt;
  const auto ordering = ordering_from_string(solver.substr(prefix.size()));
  if (!ordering) return std::nullopt;
  SolverOptions options;
  options.ordering = *ordering;
  options.restarts = false;
  return options;
}

SolveResult run_solver(const Board& board, const Budget& budget, std::string_view solver) {
  if (solver == "search") return solve(board, budget);
  if (solver == "human") return solve(board, budget, human_like_options());
  if (const auto options = single_ordering(solver)) return solve(board, budget, *options);
  if (const auto options = thesis_solver(solver)) return solve(board, budget, *options);
  if (solver == "sat" || solver == "sat-thesis") {
    const SatResult sat = solve_sat(board, budget, solver == "sat" ? SatEncoding::compact : SatEncoding::thesis);
    SolveResult out;
    out.status = sat.status;
    out.solution = sat.solution;
    out.ms = sat.ms;
    out.stopped = sat.stopped;
    return out;
  }
  return decide(board, budget).result;  // "decide", the default
}

std::string marble(const Board& board, int cell) {
  return std::string(kind_name(board.kind(cell))) + " on " + cell_name(cell);
}

// A generator's steps (core/setup_trace.hpp; a cell is a board cell, as the 91-character text
// lists them): the template, then each pair put down in order with the reason its setup gives.
// The kinds placed are read from the finished board, cell by cell.
std::vector<TraceStep> trace_steps(Setup setup, const std::string& template_name, const TileSet& set,
                                   const Generated& made) {
  std::vector<TraceStep> steps;
  steps.push_back({"template",
                   "Template " + template_label(template_name) + ": the " + std::to_string(set.marbles()) +
                       " cells that will hold marbles",
                   {},
                   {}});
  if (made.attempts > 1)
    steps.push_back({"redraw",
                     std::to_string(made.attempts - 1) + (made.attempts == 2 ? " attempt" : " attempts") +
                         " came to nothing; attempt " + std::to_string(made.attempts) + " makes the board",
                     {},
                     {},
                     true});
  const Board& board = made.board;
  auto piece = [&](int cell) { return TracePlacement{cell, std::string(1, letter(board.kind(cell)))}; };
  if (setup == Setup::random_test) {
    TraceStep all{
        "shuffle",
        "Shuffle the " + std::to_string(set.marbles() - 1) + " marbles onto the template's cells, gold on the centre",
        {},
        {}};
    for (int c = 0; c < kCells; ++c)
      if (board.has(c)) all.placed.push_back(piece(c));
    steps.push_back(std::move(all));
    steps.push_back(
        {"check",
         "The search solver finds a solution in " + std::to_string(made.solution.size()) + " moves: the board is kept",
         {},
         {}});
    return steps;
  }
  const std::string why = setup == Setup::linear ? "both on the frontier, so free when their turn comes"
                                                 : "both free among the marbles placed so far";
  for (std::size_t i = 0; i < made.trace.size(); ++i) {
    const Move m = made.trace[i].cells;
    if (m.single()) {
      steps.push_back({"place", "Gold on the centre", {piece(m.a)}, {}});
      continue;
    }
    const std::size_t leaves = setup == Setup::linear ? i + 1 : made.trace.size() - i;
    steps.push_back({"place",
                     "Place " + marble(board, m.a) + " and " + marble(board, m.b) + ", " + why +
                         " (this pair is removal " + std::to_string(leaves) + ")",
                     {piece(m.a), piece(m.b)},
                     {}});
  }
  return steps;
}

// One challenge in play (game/typed_position.hpp): the moves are played on the board itself.
struct Play {
  Notation notation() const { return {}; }
  BoardWords words(const Board& board) const { return describe_board(board); }
  std::string describe_move(const Board& board, const std::string& move) const {
    return sigmar::describe_move(board, move);
  }
  std::string dead_end(const Board& board) const { return sigmar::dead_end(board); }
};

class SigmarGame final : public Game, public Printing, public DescribedSetups, public SatExporter {
 public:
  const GameInfo& info() const override { return game_info(); }
  void check_params(const json& normalized) const override {
    const TileSet set = tile_set_of(normalized);
    check_tile_set(set);
    check_template_param(template_of(normalized), set.marbles());
  }

  std::unique_ptr<GamePosition> start(const json& params, std::string_view text) const override {
    return start_position(Play{}, board_of(params, text));
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed,
                       const Budget& budget) const override {
    return format_board(make(params, recipe_of(params, setup), seed, budget).board);
  }

  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed,
                    const Budget& budget) const override {
    const Recipe recipe = recipe_of(params, setup);
    const Generated made = make(params, recipe, seed, budget);
    return {format_board(made.board), trace_steps(recipe.generator, recipe.template_name, tile_set_of(params), made)};
  }

  // A built-in setup is its generator on the params' template with the generator's defaults; the
  // description is named after it ("linear-described"), a built-in name being reserved.
  json describe_setup(const json& params, std::string_view setup) const override {
    if (is_described_setup(setup)) return normalize_setup(params, parse_setup_description(setup));
    const Setup which = setup_of(setup);
    return describe_recipe(builtin_recipe(which, template_of(params)), std::string(to_string(which)) + "-described");
  }

  json normalize_setup(const json& params, const json& description) const override {
    const Recipe recipe = read_description(description, tile_set_of(params), template_of(params));
    return describe_recipe(recipe, description.at("name").get<std::string>());
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
  }

  std::string render_svg(const json& params, std::string_view text,
                         const std::vector<std::string>& moves) const override {
    return sigmar::render_svg(play_moves(Notation{}, board_of(params, text), moves));
  }

  // Solvers (info.cpp): "decide" (the default), "search", "sat", "sat-thesis", "human",
  // "search-<ordering>" and "thesis-<ordering>".
  SolveOutcome solve(const json& params, std::string_view text, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view solver) const override {
    return solve_after(Notation{}, board_of(params, text), moves, [&](const Board& board) {
      SolveResult result = run_solver(board, budget, solver);
      // Every solution removes every marble, two a move but gold, so all have the same length.
      return Found<Move>{.status = result.status,
                         .moves = std::move(result.solution),
                         .shortest = true,
                         .nodes = result.nodes,
                         .stopped = result.stopped};
    });
  }

  // SAT export (docs/SIGMAR.md, "SAT encodings: the thesis's and ours"): ours by default.
  std::vector<Named> sat_encodings() const override {
    return {{"compact", "ours: several pairs a step, free windows per step (the 'sat' solver's)"},
            {"thesis", "the thesis's formulas 1-12, one tile per time step, corrected (the 'sat-thesis' solver's)"}};
  }
  SatExport sat_export(const json& params, std::string_view text, const std::vector<std::string>& moves,
                       std::string_view encoding_name, const Budget& budget) const override {
    const auto encoding = sat_encoding_from_string(encoding_name.empty() ? "compact" : encoding_name);
    if (!encoding)
      throw InputError("unknown_encoding",
                       "unknown encoding " + quote_input(encoding_name) + " for sigmar (known: compact, thesis)");
    const Board board = play_moves(Notation{}, board_of(params, text), moves);
    const Marbles marbles(board);
    const auto started = std::chrono::steady_clock::now();
    const auto formula = encode(marbles, *encoding, [&] {
      return budget.cancelled() || budget.past_deadline() ||
             (budget.max_ms > 0 &&
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count() >
                  budget.max_ms);
    });
    if (!formula) throw InputError("budget_exhausted", "the time limit ran out while encoding the board");
    return {std::string(to_string(*encoding)), formula->cnf.variables, formula->cnf.clauses,
            sat_dimacs(board, *encoding, *formula)};
  }

  // Every move removes a marble, so a playout ends by itself within 55 moves; max_moves 0 means
  // the default limit (core/playout.hpp).
  PlayoutOutcome playout(const json& params, std::string_view text, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    return playout_after(
        Notation{}, board_of(params, text), moves, seed, max_moves, kDefaultPlayoutMoves,
        [](const Board& board, Rng& rng, std::uint64_t limit) { return random_playout(board, rng, limit); });
  }

  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(params, text);
    const std::string normalized = format_board(board);
    const Decision decision = decide(board, budget);
    const Metrics m = measure(board, budget, board_seed(normalized), kMetricPlayouts);
    json out;
    out["board"] = normalized;
    out["status"] = puzzlelab::to_string(decision.result.status);
    out["decided_by"] = decision.by_sat ? "sat" : "search";
    out["free_marbles"] = m.free_marbles;
    out["opening_moves"] = m.opening_moves;
    out["human_status"] = puzzlelab::to_string(m.human);
    out["human_nodes"] = m.human_nodes;
    out["random_rate"] = m.random_rate();
    out["playouts"] = m.playouts;
    out["solutions"] = m.solutions ? json(*m.solutions) : json(nullptr);
    out["solution_nodes"] = m.solution_nodes;
    return out;
  }

  // A board's counts name its tile set, when they make a valid one (any template: a board is
  // given whole), so a pasted board of another set reads as that set.
  json params_for_board(const json& params, std::string_view text) const override {
    std::optional<TileSet> own;
    try {
      const auto first = text.find_first_not_of(" \t\r\n");
      if (first == std::string_view::npos) return params;
      own = tile_set_of_board(parse_cells(text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1)));
    } catch (const InputError&) {
      return params;
    }
    if (!own) return params;
    json out = params.is_object() ? params : json::object();
    out["elements"] = own->elements;
    out["salt"] = own->salt;
    out["vitae_mors"] = own->vitae_mors;
    out["metals"] = own->metals;
    out["quicksilver"] = own->quicksilver;
    return out;
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    const Recipe recipe = recipe_of(params, setup);
    check_template_fits(recipe.template_name, tile_set_of(params));
    json facts = {{"setup", setup_label(setup)}, {"template", recipe.template_name}, {"always_solvable", true}};
    facts["note"] = recipe.generator == Setup::random_test
                        ? "kept only when the search solver solves it, so every board it gives is solvable; some "
                          "solvable draws are passed over when the solver's allowance runs out"
                        : "the board is built with a solution: its placement order read as removals";
    return facts;
  }

 private:
  // The template is drawn first (the random symmetric ones draw from the seed's generator), then
  // the setup goes on drawing from the same generator.
  static Generated make(const json& params, const Recipe& recipe, std::uint64_t seed, const Budget& budget) {
    Rng rng(seed);
    const TileSet set = tile_set_of(params);
    check_tile_set(set);
    const Template cells = template_for(recipe.template_name, set, rng);
    const std::string template_name = template_label(recipe.template_name);
    switch (recipe.generator) {
      case Setup::linear: return generate_linear(cells, rng, set);
      case Setup::random_test: {
        Budget per_board;
        per_board.max_nodes = recipe.nodes_per_board;
        per_board.cancel = budget.cancel;
        per_board.deadline = budget.deadline;
        if (auto made = generate_random_test(cells, rng, per_board, recipe.draws, set)) return std::move(*made);
        // The draws cut short by the request's end prove nothing about the template: say so.
        if (budget.cancelled() || budget.past_deadline())
          throw InputError("budget_exhausted",
                           "random-test was stopped by the request's time limit (time_limit_ms) "
                           "or a cancel before it found a board");
        throw InputError("budget_exhausted", "random-test drew " + std::to_string(recipe.draws) + " boards on the " +
                                                 template_name +
                                                 " template and the solver solved none of them within " +
                                                 std::to_string(recipe.nodes_per_board) +
                                                 " positions each; try another seed or the linear setup");
      }
      case Setup::pair_stack: break;
    }
    // One attempt at a time (the same draws as all at once: a failed attempt goes on with the next
    // draws), so the request's time limit and a cancel stop it between attempts.
    PairStackOptions one = recipe.pair_stack;
    one.attempts = 1;
    for (int attempt = 1; attempt <= recipe.pair_stack.attempts; ++attempt) {
      if (attempt > 1 && (budget.cancelled() || budget.past_deadline()))
        throw InputError("budget_exhausted",
                         "pair-stack was stopped by the request's time limit (time_limit_ms) or a cancel");
      if (auto made = generate_pair_stack(cells, rng, one, set)) {
        made->attempts = attempt;
        return std::move(*made);
      }
    }
    throw InputError("budget_exhausted", "pair-stack found no placement on the " + template_name +
                                             " template within its attempts; try another seed or the linear setup");
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<SigmarGame>(); }

}  // namespace puzzlelab::sigmar
