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
#include "games/fujisan/builtin_plans.hpp"
#include "games/fujisan/counts.hpp"
#include "games/fujisan/exact_study.hpp"
#include "games/fujisan/info.hpp"
#include "games/fujisan/lab_measures.hpp"
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

Setup setup_of(std::string_view name) {
  if (const auto which = setup_from_string(name)) return *which;
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(name) + " for fujisan (known: " + game_info().setup_names() + ")");
}

// A description's plan, its "name" kept apart from the published setups' names so that a label
// always says which setup it is.
SetupPlan described_plan(const json& description) {
  const auto named = description.find("name");
  const std::string name = named != description.end() && named->is_string() ? named->get<std::string>() : "";
  if (setup_from_string(name))
    throw InputError("bad_setup", "name: " + quote_input(name) +
                                      " is a published setup's name; a described setup needs a name of its own");
  return read_setup_plan(description);
}

// The plan a setup argument names: a published setup, or a described setup's text. The last text
// read is kept per thread: an experiment deals one setup many times over.
const SetupPlan& plan_of(std::string_view setup) {
  if (!is_described_setup(setup)) return builtin_plan(setup_of(setup));
  thread_local std::string last_text;
  thread_local SetupPlan last_plan;
  if (setup != last_text) {
    last_plan = described_plan(parse_setup_description(setup));
    last_text = std::string(setup);
  }
  return last_plan;
}

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

Variant variant_of(const json& params) {
  // normalize_params has checked it and filled it in; a missing key means the default.
  if (!params.is_object() || !params.contains("variant")) return Variant::standard;
  return variant_from_string(params.at("variant").get<std::string>()).value_or(Variant::standard);
}

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

Board board_of(std::string_view text) { return parse_board(trimmed(text)); }

// One challenge in play (game/typed_position.hpp): the priests move on the board it owns.
struct Play {
  Board board;
  Variant variant;
  Notation notation() const { return {board, variant}; }
  BoardWords words(const Priests& priests) const { return describe_board(board, priests); }
  std::string describe_move(const Priests&, const std::string& move) const { return fujisan::describe_move(move); }
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

  // The papers' random solver first (no move cap, fails on a repeated position), the 20-move
  // playout this engine used before as the named alternative (playout.hpp explains the cap).
  std::vector<Named> lab_random_solvers() const override {
    return {{"no-repeat",
             "the papers' code: random legal moves until the summit, no move, or a position seen "
             "before; no move cap"},
            {"cap20", "one random playout of at most 20 moves (kRandomSolverMoves), stuck or capped = lost"}};
  }

  // Shortest length and the counter-intuitive moves on the one path A* returns (the papers'
  // count), their spread over all shortest paths, the papers' step connectivity, dead
  // challenges, zeros on the board and unique step pairs.
  std::map<std::string, double> lab_solution_space(const json& params, std::string_view text,
                                                   const Budget& budget) const override {
    return solution_space(board_of(text), variant_of(params), budget);
  }
  // The whole tree is always walked (at most C(28,4) positions), so every measure is there.
  std::vector<std::string> lab_solution_space_names(const json&) const override { return tree_measure_names(); }
  std::vector<std::string> neighbours_within_setup(const json&, std::string_view setup, std::string_view text,
                                                   Rng& rng) const override {
    const std::optional<Setup> built_in = setup_from_string(setup);
    if (!built_in) return {};  // a described setup: no local changes are known to stay within it
    std::vector<std::string> out;
    for (const Board& next : fujisan::neighbours_within_setup(*built_in, board_of(text), rng))
      out.push_back(format_board(next));
    return out;
  }
  LabMeasure lab_measure(const json& params, std::string_view text, std::uint64_t random_seed, const Budget& budget,
                         std::string_view random_solver) const override {
    const Board board = board_of(text);
    const Variant variant = variant_of(params);
    LabMeasure out;
    // A* and the analysis of all shortest paths in one pass (exact_study.hpp); one study per
    // thread keeps its tables from challenge to challenge and no result from one to the next.
    thread_local ExactStudy study;
    const ExactStudy::Measures exact = study.measure(board, variant, budget);
    const Solution& solution = exact.solution;
    out.status = solution.status;
    if (solution.status == Status::solved) {
      out.length = static_cast<int>(solution.moves.size());
      out.metrics["counter_intuitive"] = count_counter_intuitive(kStart, solution.moves);
      const ShortestSolutions& all = exact.all;
      if (all.status == Status::solved) {
        out.metrics["counter_intuitive_min"] = all.counter_intuitive_min;
        out.metrics["counter_intuitive_max"] = all.counter_intuitive_max;
      }
    }
    Rng rng(random_seed);
    out.random_solved = random_solver == "cap20"
                            ? random_playout(board, variant, kStart, rng, kRandomSolverMoves).solved()
                            : random_walk_without_repeats(board, variant, kStart, rng);
    out.metrics["connectivity"] = paper_connectivity(board);
    out.metrics["dead"] = is_dead(board, variant) ? 1 : 0;
    out.metrics["unique_step_pairs"] = has_unique_step_pairs(board) ? 1 : 0;
    // [GD-taxonomy] Table 1's columns.
    const ValueStatistics values = value_statistics(board);
    out.metrics["zeros"] = values.zeros;
    out.metrics["zeros_off_summit"] = values.zeros_off_summit;
    out.metrics["value_count_min"] = values.value_count_min;
    out.metrics["value_count_max"] = values.value_count_max;
    out.metrics["identical_steps"] = values.identical_steps;
    out.metrics["repeated_pairs"] = values.repeated_pairs;
    out.metrics["repeated_pairs_off_summit"] = values.repeated_pairs_off_summit;
    return out;
  }
  LabMeasureNames lab_measure_names(const json&) const override {
    return {true,
            {"counter_intuitive", "counter_intuitive_min", "counter_intuitive_max", "connectivity", "dead",
             "unique_step_pairs", "zeros", "zeros_off_summit", "value_count_min", "value_count_max", "identical_steps",
             "repeated_pairs", "repeated_pairs_off_summit"}};
  }

  // [GD-taxonomy] Table 2's "ease of physical setup": the actions of the setup's trace
  // (setup_actions.hpp), the draws it rejected included.
  std::map<std::string, double> lab_setup_measures(const json&, std::string_view setup, std::uint64_t seed,
                                                   const Budget& budget) const override {
    const SetupPlan& plan = plan_of(setup);
    // Counted as the steps come: the trace keeps only the last few draws.
    SetupActionTally tally(plan);
    SetupTrace recorder([&tally](const TraceStep& step) { tally.add(step); });
    Rng rng(seed);
    deal(plan, rng, budget, &recorder);
    const SetupActions a = tally.result();
    return {{"setup_actions", a.total()},       {"setup_shuffles", a.shuffles}, {"setup_rolls", a.rolls},
            {"setup_placements", a.placements}, {"setup_flips", a.flips},       {"setup_lookups", a.lookups}};
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
