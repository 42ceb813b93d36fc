#include "games/fujisan/lab/lab_game.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "games/fujisan/exact_study.hpp"
#include "games/fujisan/inputs.hpp"
#include "games/fujisan/lab_measures.hpp"
#include "games/fujisan/neighbours.hpp"
#include "games/fujisan/playout.hpp"
#include "games/fujisan/setup_actions.hpp"
#include "games/fujisan/setup_deal.hpp"
#include "games/fujisan/solution_space.hpp"

namespace puzzlelab::fujisan {

namespace {

class FujisanLab final : public LabGame {
 public:
  using LabGame::LabGame;

  // The papers' random solver first (no move cap, fails on a repeated position), the 20-move
  // playout this engine used before as the named alternative (playout.hpp explains the cap).
  std::vector<Named> random_solvers() const override {
    return {{"no-repeat",
             "the papers' code: random legal moves until the summit, no move, or a position seen "
             "before; no move cap"},
            {"cap20", "one random playout of at most 20 moves (kRandomSolverMoves), stuck or capped = lost"}};
  }

  // Shortest length and the counter-intuitive moves on the one path A* returns (the papers'
  // count), their spread over all shortest paths, the papers' step connectivity, dead
  // challenges, zeros on the board and unique step pairs.
  std::map<std::string, double> solution_space(const json& params, std::string_view text,
                                               const Budget& budget) const override {
    return fujisan::solution_space(board_of(text), variant_of(params), budget);
  }
  // The whole tree is always walked (at most C(28,4) positions), so every measure is there.
  std::vector<std::string> solution_space_names(const json&) const override { return tree_measure_names(); }
  std::vector<std::string> neighbours_within_setup(const json&, std::string_view setup, std::string_view text,
                                                   Rng& rng) const override {
    const std::optional<Setup> built_in = setup_from_string(setup);
    if (!built_in) return {};  // a described setup: no local changes are known to stay within it
    std::vector<std::string> out;
    for (const Board& next : fujisan::neighbours_within_setup(*built_in, board_of(text), rng))
      out.push_back(format_board(next));
    return out;
  }
  LabMeasure measure(const json& params, std::string_view text, std::uint64_t random_seed, const Budget& budget,
                     std::string_view random_solver) const override {
    const Board board = board_of(text);
    const Variant variant = variant_of(params);
    LabMeasure out;
    // A* and the analysis of all shortest paths in one pass (exact_study.hpp); one study per
    // thread keeps its tables from challenge to challenge and no result from one to the next.
    thread_local ExactStudy study;
    // The papers' tie order (solver.hpp, PathChoice::papers): the path the authors' A* returns,
    // the one their counter-intuitive moves are counted on; the length is the same either way.
    const ExactStudy::Measures exact = study.measure(board, variant, budget, PathChoice::papers);
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
    out.metrics["value_count_min_off_summit"] = values.value_count_min_off_summit;
    out.metrics["value_count_max_off_summit"] = values.value_count_max_off_summit;
    out.metrics["identical_steps"] = values.identical_steps;
    out.metrics["repeated_pairs"] = values.repeated_pairs;
    out.metrics["repeated_pairs_off_summit"] = values.repeated_pairs_off_summit;
    return out;
  }
  LabMeasureNames measure_names(const json&) const override {
    return {true,
            {"counter_intuitive", "counter_intuitive_min", "counter_intuitive_max", "connectivity", "dead",
             "unique_step_pairs", "zeros", "zeros_off_summit", "value_count_min", "value_count_max",
             "value_count_min_off_summit", "value_count_max_off_summit", "identical_steps", "repeated_pairs",
             "repeated_pairs_off_summit"}};
  }

  // [GD-taxonomy] Table 2's "ease of physical setup": the actions of the setup's trace
  // (setup_actions.hpp), the draws it rejected included.
  std::map<std::string, double> setup_measures(const json&, std::string_view setup, std::uint64_t seed,
                                               std::string_view, const Budget& budget) const override {
    const SetupPlan& plan = plan_of(setup);
    // Counted as the steps come: the trace keeps only the last few draws.
    SetupActionTally tally(plan);
    SetupTrace recorder([&tally](const TraceStep& step) { tally.add(step); });
    Rng rng(seed);
    deal(plan, rng, budget, &recorder);
    const SetupActions a = tally.result();
    return setup_action_measures(a);
  }
};

}  // namespace

std::unique_ptr<LabGame> make_lab_game(const Game& game) { return std::make_unique<FujisanLab>(game); }

}  // namespace puzzlelab::fujisan
