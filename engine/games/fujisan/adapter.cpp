// Fujisan behind the type-erased Game interface: parameters, boards and moves as text and JSON,
// priests named by Kirkby letters, everything else delegated to rules, setups, solver, playout,
// metrics and counts.
#include "games/fujisan/adapter.hpp"

#include <optional>
#include <string>

#include "game/printing.hpp"
#include "game/described_setups.hpp"
#include "game/move_list.hpp"
#include "games/fujisan/notation.hpp"
#include "core/board_seed.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/playout_outcome.hpp"
#include "game/typed_position.hpp"
#include "game/setup_description.hpp"
#include "games/fujisan/board_words.hpp"
#include "games/fujisan/inputs.hpp"
#include "games/fujisan/builtin_plans.hpp"
#include "games/fujisan/counts.hpp"
#include "games/fujisan/exact_study.hpp"
#include "games/fujisan/info.hpp"
#include "games/fujisan/setup_actions.hpp"
#include "games/fujisan/setup_deal.hpp"
#include "games/fujisan/setup_plan.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/playout.hpp"
#include "games/fujisan/render_svg.hpp"
#include "games/fujisan/setup_steps.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/neighbours.hpp"
#include "games/fujisan/solution_space.hpp"
#include "games/fujisan/setups.hpp"
#include "games/fujisan/solver.hpp"

namespace puzzlelab::fujisan {

namespace {

// The published setup a described one deals exactly like (the same plan under another name).
std::optional<Setup> same_as_published(const SetupPlan& plan) {
  json mine = plan_description(plan);
  for (const auto& info : all_setups()) {
    json theirs = plan_description(builtin_plan(info.setup));
    theirs["name"] = mine["name"];
    if (theirs == mine) return info.setup;
  }
  return std::nullopt;
}

// One challenge in play (game/typed_position.hpp): the priests move on the board it owns.
struct Play {
  Board board;
  Variant variant;
  Notation notation() const { return {board, variant}; }
  BoardWords words(const Priests& priests) const { return describe_board(board, priests); }
  std::string describe_move(const Priests&, const std::string& move) const { return fujisan::describe_move(move); }
  std::string dead_end(const Priests& priests) const { return fujisan::dead_end(priests); }
};

// Kirkby notation needs to know which priest is where: a move list is played on the priests.

class FujisanGame final : public Game, public Printing, public DescribedSetups {
 public:
  const GameInfo& info() const override { return game_info(); }

  std::unique_ptr<GamePosition> start(const json& params, std::string_view text) const override {
    return start_position(Play{board_of(text), variant_of(params)}, initial_priests());
  }

  std::string generate(const json&, std::string_view setup, std::uint64_t seed, const Budget& budget) const override {
    Rng rng(seed);
    return format_board(deal(plan_of(setup), rng, budget));
  }

  TracedBoard trace(const json&, std::string_view setup, std::uint64_t seed, const Budget& budget) const override {
    SetupTrace recorder;
    Rng rng(seed);
    const Board board = deal(plan_of(setup), rng, budget, &recorder);
    return {format_board(board), recorder.steps()};
  }

  std::string normalize_board(const json&, std::string_view board) const override {
    return format_board(board_of(board));
  }

  std::string render_svg(const json& params, std::string_view text,
                         const std::vector<std::string>& moves) const override {
    const Board board = board_of(text);
    return fujisan::render_svg(board, play_moves(Notation{board, variant_of(params)}, initial_priests(), moves));
  }

  std::vector<std::string> setup_steps(const json&, const std::vector<TraceStep>& steps) const override {
    return fujisan::setup_steps(steps);
  }

  // Solvers: "astar" (the default) and "bfs", both exact.
  SolveOutcome solve(const json& params, std::string_view text, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view solver) const override {
    const Board board = board_of(text);
    const Variant variant = variant_of(params);
    return solve_after(Notation{board, variant}, initial_priests(), moves, [&](const Priests& priests) {
      Solution solution = solver == "bfs" ? solve_bfs(board, variant, position_of(priests), budget)
                                          : solve_astar(board, variant, position_of(priests), budget);
      return Found<Move>{
          .status = solution.status, .moves = std::move(solution.moves), .shortest = true, .nodes = solution.expanded};
    });
  }

  // max_moves 0 means the default limit (playout.hpp).
  PlayoutOutcome playout(const json& params, std::string_view text, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    const Board board = board_of(text);
    const Variant variant = variant_of(params);
    return playout_after(Notation{board, variant}, initial_priests(), moves, seed, max_moves, kRandomSolverMoves,
                         [&](const Priests& priests, Rng& rng, std::uint64_t limit) {
                           return random_playout(board, variant, position_of(priests), rng, limit);
                         });
  }

  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(text);
    const Variant variant = variant_of(params);
    json out;
    out["board"] = format_board(board);
    out["variant"] = to_string(variant);

    const ShortestSolutions shortest = analyse_shortest_solutions(board, variant, kStart, budget);
    out["status"] = puzzlelab::to_string(shortest.status);
    if (shortest.status == Status::solved) {
      out["min_length"] = shortest.length;
      out["counter_intuitive"] = {{"min", shortest.counter_intuitive_min}, {"max", shortest.counter_intuitive_max}};
      out["shortest_solutions"] = shortest.count;
      out["shortest_solutions_saturated"] = shortest.count_saturated;
    } else {
      out["min_length"] = nullptr;
      out["counter_intuitive"] = nullptr;
      out["shortest_solutions"] = 0;
      out["shortest_solutions_saturated"] = false;
    }

    const Connectivity connectivity = step_connectivity(board);
    out["connectivity"] = {{"connections", connectivity.connections}, {"average", connectivity.average}};

    Rng rng(board_seed(format_board(board)));
    const Playout<Move> walk = random_playout(board, variant, kStart, rng, kRandomSolverMoves);
    out["random_playout"] = {{"solved", walk.solved()},
                             {"moves", walk.moves.size()},
                             {"ended", puzzlelab::to_string(walk.end)},
                             {"max_moves", kRandomSolverMoves}};

    std::array<int, kMaxValue + 1> counts{};
    for (const auto& row : board.values)
      for (auto v : row) ++counts[v];
    out["value_counts"] = counts;
    out["unique_step_pairs"] = has_unique_step_pairs(board);
    return out;
  }

  // A published setup's plan under a name of its own ("any-coin-described"), whose text deals
  // what the name deals; a described setup is returned normalized.
  json describe_setup(const json& params, std::string_view setup) const override {
    if (is_described_setup(setup)) return normalize_setup(params, parse_setup_description(setup));
    json description = plan_description(builtin_plan(setup_of(setup)));
    description["name"] = std::string(setup) + "-described";
    return description;
  }

  json normalize_setup(const json&, const json& description) const override {
    json normalized = plan_description(described_plan(description));
    const std::size_t bytes = setup_text(normalized).size();
    if (bytes > kMaxSetupDescriptionBytes)
      throw InputError("bad_setup", "the description, written out in full, has " + std::to_string(bytes) +
                                        " bytes; at most " + std::to_string(kMaxSetupDescriptionBytes) +
                                        " fit (fewer pieces, sets or layout entries)");
    return normalized;
  }

  json setup_facts(const json&, std::string_view setup) const override {
    std::optional<Setup> counted;
    if (is_described_setup(setup)) {
      counted = same_as_published(plan_of(setup));
      if (!counted)
        return {{"setup", setup_label(setup)},
                {"possible_challenges",
                 {{"note", "the boards a described setup can produce are counted for the published setups only"}}}};
    }
    const ChallengeCounts c = challenge_counts(counted ? *counted : setup_of(setup));
    json counts = {
        {"boards", to_decimal(c.boards)},
        {"up_to_symmetry", to_decimal(c.up_to_symmetry)},
        {"fixed_by_mirror", to_decimal(c.fixed_by_mirror)},
        {"fixed_by_row_swap", to_decimal(c.fixed_by_row_swap)},
        {"fixed_by_rotation", to_decimal(c.fixed_by_rotation)},
        {"boards_approx", static_cast<double>(c.boards)},
        {"note",
         "boards: distinct boards the setup can produce; up_to_symmetry: the same counted once per "
         "mirror/row-swap/rotation class (Burnside); paper: the setup paper's formula"},
    };
    if (!c.paper_formula.empty()) {
      counts["paper_formula"] = c.paper_formula;
      counts["paper_value"] = to_decimal(c.paper_value);
    }
    return {{"setup", setup_label(setup)}, {"possible_challenges", counts}};
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<FujisanGame>(); }

}  // namespace puzzlelab::fujisan
