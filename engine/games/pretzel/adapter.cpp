// Pretzel behind the type-erased Game interface: parameters, boards and moves as text and JSON,
// everything else delegated to rules, setups, solver, blockade and metrics.
#include "games/pretzel/board_words.hpp"
#include "games/pretzel/adapter.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>
#include <string>

#include "game/printing.hpp"
#include "game/described_setups.hpp"
#include "game/deal_enumeration.hpp"
#include "game/move_list.hpp"
#include "game/typed_position.hpp"
#include "games/pretzel/notation.hpp"
#include "core/input_error.hpp"
#include "core/trim_space.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/playout_outcome.hpp"
#include "game/setup_description.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/deal_pattern.hpp"
#include "games/pretzel/enumerate.hpp"
#include "games/pretzel/info.hpp"
#include "games/pretzel/inputs.hpp"
#include "games/pretzel/metrics.hpp"
#include "games/pretzel/playout.hpp"
#include "games/pretzel/render_svg.hpp"
#include "games/pretzel/setup_steps.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/solution_space.hpp"
#include "games/pretzel/setups.hpp"
#include "games/pretzel/solver.hpp"

namespace puzzlelab::pretzel {

namespace {

// A solver run keeps to about this much memory; above it, the state cap answers unknown (or the
// depth-first fallback takes over).
constexpr std::uint64_t kSearchBytes = 256ull << 20;

Setup setup_of(std::string_view setup) {
  if (const auto which = setup_from_string(setup)) return *which;
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(setup) + " for pretzel (known: " + game_info().setup_names() + ")");
}

// The shape a board's text spells out: rows separated by '/', cells by ','; every row the same
// number of cells, and both counts within the game's bounds. Nothing when they are not.
std::optional<Shape> shape_of_text(std::string_view text) {
  text = trim_space(text);
  if (text.empty()) return std::nullopt;
  int rows = 0;
  int cells = -1;
  std::size_t start = 0;
  for (;;) {
    const auto end = text.find('/', start);
    const auto row = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    const int row_cells = static_cast<int>(std::count(row.begin(), row.end(), ',')) + 1;
    if (cells >= 0 && row_cells != cells) return std::nullopt;
    cells = row_cells;
    if (++rows > kMaxSuits) return std::nullopt;
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  if (rows < kMinSuits || cells < kMinRanks || cells > kMaxRanks) return std::nullopt;
  Shape shape;
  shape.suits = rows;
  shape.ranks = cells;
  return shape;
}

// The board of a setup: a built-in setup's own code, or a described deal pattern
// (deal_pattern.hpp) resolved at the params' size.
Board deal_board(const json& params, std::string_view setup, std::uint64_t seed, SetupTrace* trace) {
  const Shape shape = shape_of(params);
  if (!is_described_setup(setup)) return pretzel::generate(shape, setup_of(setup), seed, trace);
  const DealPlan plan = plan_deal(read_pattern(parse_setup_description(setup)), shape);
  Rng rng(seed);
  return take_out_aces(shape, deal(plan, rng, trace), trace);
}

// A move is the card moved; reading it checks that it has a hole to move into.

// One challenge in play (game/typed_position.hpp): the moves are played on the board itself.
struct Play {
  Notation notation() const { return {}; }
  BoardWords words(const Board& board) const { return describe_board(board); }
  std::string describe_move(const Board& board, const std::string& move) const {
    return pretzel::describe_move(board, move);
  }
  std::string dead_end(const Board& board) const { return pretzel::dead_end(board); }
};

class PretzelGame final : public Game, public Printing, public DescribedSetups, public DealEnumeration {
 public:
  const GameInfo& info() const override { return game_info(); }

  std::unique_ptr<GamePosition> start(const json& params, std::string_view text) const override {
    return start_position(Play{}, board_of(params, text));
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed, const Budget&) const override {
    return format_board(deal_board(params, setup, seed, nullptr));
  }

  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed, const Budget&) const override {
    SetupTrace recorder;
    const Board board = deal_board(params, setup, seed, &recorder);
    return {format_board(board), recorder.steps()};
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
  }

  std::string render_svg(const json& params, std::string_view text,
                         const std::vector<std::string>& moves) const override {
    return pretzel::render_svg(play_moves(Notation{}, board_of(params, text), moves));
  }

  std::vector<std::string> setup_steps(const json& params, const std::vector<TraceStep>& steps) const override {
    return pretzel::setup_steps(shape_of(params).ranks, steps);
  }

  // A board's shape is its grid: one row per suit, one cell per rank (the aces' column is
  // implied). Read from the text alone, so that a board of any size is read with its own shape.
  json params_for_board(const json& params, std::string_view text) const override {
    const auto shape = shape_of_text(text);
    if (!shape) return params;
    json out = params;
    out["suits"] = shape->suits;
    out["ranks"] = shape->ranks;
    return out;
  }

  // Solvers (info.cpp): "combined" (the default), "bfs" and "dfs".
  SolveOutcome solve(const json& params, std::string_view text, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view solver) const override {
    return solve_after(Notation{}, board_of(params, text), moves, [&](const Board& board) {
      BudgetMeter meter(budget);
      SolverOptions options;
      options.max_states = states_for_memory(board.shape, kSearchBytes);
      SolveResult result = solver == "bfs"   ? solve_shortest(board, meter, options)
                           : solver == "dfs" ? solve_any(board, meter, options)
                                             : pretzel::solve(board, meter, options);
      return Found<Move>{.status = result.status,
                         .moves = std::move(result.moves),
                         .shortest = result.shortest,
                         .nodes = result.expanded,
                         .stopped = result.out_of_memory ? StopReason::memory : StopReason::none};
    });
  }

  // max_moves 0 means the default limit (core/playout.hpp).
  PlayoutOutcome playout(const json& params, std::string_view text, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    return playout_after(
        Notation{}, board_of(params, text), moves, seed, max_moves, kDefaultPlayoutMoves,
        [](const Board& board, Rng& rng, std::uint64_t limit) { return random_playout(board, rng, limit); });
  }

  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(params, text);
    BudgetMeter meter(budget);
    SolverOptions options;
    options.max_states = states_for_memory(board.shape, kSearchBytes);
    const Metrics m = measure(board, meter, options);
    json out;
    out["board"] = format_board(board);
    out["suits"] = board.shape.suits;
    out["ranks"] = board.shape.ranks;
    out["status"] = puzzlelab::to_string(m.status);
    out["min_length"] = m.min_length >= 0 ? json(m.min_length) : json(nullptr);
    out["states"] = m.states;
    out["random_playout"] = {{"solved", m.playout_solved},
                             {"moves", m.playout_moves},
                             {"ended", m.playout_ended},
                             {"max_moves", kDefaultPlayoutMoves}};
    out["blockade"] = std::string(to_string(m.blockade));
    out["blocked_cards"] = m.blocked_cards;
    out["legal_moves"] = m.legal_moves;
    out["cards_home"] = m.cards_home;
    return out;
  }

  // A built-in setup is its deal pattern (deal_pattern.hpp), the same at every size; the
  // description is named after it, a built-in name being reserved.
  json describe_setup(const json&, std::string_view setup) const override {
    const Setup which = setup_of(setup);
    if (which == Setup::random_suits)
      throw InputError("not_supported",
                       "random-suits has no description: it shuffles the order of every set of k cards it deals, "
                       "which a deal pattern (fixed sets of cards per cell) cannot say");
    return describe_pattern(builtin_pattern(which), std::string(to_string(which)) + "-described");
  }

  json normalize_setup(const json& params, const json& description) const override {
    const DealPattern pattern = read_pattern(description);
    plan_deal(pattern, shape_of(params));  // names what keeps it from being dealt at this size
    return describe_pattern(pattern, description.at("name").get<std::string>());
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    const Shape shape = shape_of(params);
    if (is_described_setup(setup)) {
      const DealPlan plan = plan_deal(read_pattern(parse_setup_description(setup)), shape);
      return {{"setup", std::string(setup)},
              {"possible_challenges",
               {{"deals_at_most", pattern_deals_bound(plan)},
                {"formula", "product of (pile size)! over the shuffled piles"},
                {"note",
                 "the shuffles' outcomes, an upper bound on the distinct deals (exact when each pile goes to cells "
                 "that allow all of its cards and no other)"}}}};
    }
    const Setup which = setup_of(setup);
    const double deals = distinct_deals(shape, which);
    json facts = {{"setup", std::string(setup)},
                  {"possible_challenges",
                   {{"deals_approx", deals},
                    {"formula", which == Setup::shuffled       ? "(kn)!"
                                : which == Setup::random_suits ? "(n!)^k (k!)^n"
                                                               : "(n!)^k"},
                    {"note",
                     "distinct deals before the aces are removed; boards (holes interchangeable) are "
                     "fewer by k! for shuffled"}}}};
    if ((which == Setup::sequential_suits || which == Setup::banded_suits) && shape.suits == shape.ranks)
      facts["same_as"] = which == Setup::sequential_suits ? "banded-suits" : "sequential-suits";
    return facts;
  }

  // Every deal of the shape by one backward search (enumerate.hpp); sizes above kMaxEnumerated
  // deals are refused (too_large). Counts are given only for a complete enumeration.
  json enumerate(const json& params, const Budget& budget) const override {
    const Shape shape = shape_of(params);
    BudgetMeter meter(budget);
    const Enumeration e = enumerate_deals(shape, meter);
    json out = {{"status", e.complete ? "complete" : "unknown"},
                {"deals", e.deals},
                {"nodes", meter.nodes()},
                {"ms", meter.elapsed_ms()}};
    for (const char* key : {"solvable", "unsolvable", "shortest_lengths", "longest", "blocked", "blocked_but_solvable",
                            "ducking_crabs", "duelling_deuces"})
      out[key] = nullptr;
    if (!e.complete) return out;
    out["solvable"] = e.solvable;
    out["unsolvable"] = e.deals - e.solvable;
    out["shortest_lengths"] = e.lengths;  // shortest_lengths[d]: deals solved in d moves at best
    out["longest"] = e.lengths.empty() ? json(nullptr) : json(e.lengths.size() - 1);
    out["blocked"] = e.blocked;
    out["blocked_but_solvable"] = e.blocked_but_solvable;
    out["ducking_crabs"] = e.ducking_crabs;
    out["duelling_deuces"] = e.duelling_deuces;
    return out;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<PretzelGame>(); }

}  // namespace puzzlelab::pretzel
