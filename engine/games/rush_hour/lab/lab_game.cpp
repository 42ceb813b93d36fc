#include "games/rush_hour/lab/lab_game.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "games/rush_hour/inputs.hpp"
#include "games/rush_hour/neighbours.hpp"
#include "games/rush_hour/playout.hpp"
#include "games/rush_hour/setup_actions.hpp"
#include "games/rush_hour/setups.hpp"
#include "games/rush_hour/solver.hpp"
#include "games/rush_hour/static_check.hpp"

namespace puzzlelab::rush_hour {

namespace {

class RushHourLab final : public LabGame {
 public:
  using LabGame::LabGame;

  // The fewest-moves search (the solver "bfs"): its verdict, the fewest moves as the length, the
  // steps of that solution and the positions it expanded (how much searching the challenge asks);
  // the static check's verdict (unsolvable proved without a search); the board's vehicles; one
  // random playout with the default move limit from Rng(random_seed), the random solver.
  LabMeasure measure(const json& params, std::string_view text, std::uint64_t random_seed, const Budget& budget,
                     std::string_view) const override {
    const Board board = board_of(params, text);
    LabMeasure out;
    const SolveResult fewest = solve_fewest_moves(board, budget);
    out.status = fewest.status;
    if (fewest.status == Status::solved) {
      out.length = static_cast<int>(fewest.moves.size());
      out.metrics["steps"] = fewest.steps;
    }
    out.metrics["expanded"] = static_cast<double>(fewest.expanded);
    out.metrics["static_unsolvable"] = static_check(board).unsolvable ? 1 : 0;
    out.metrics["vehicles"] = static_cast<double>(board.vehicles.size());
    Rng rng(random_seed);
    out.random_solved = random_playout(board, rng).solved();
    return out;
  }
  LabMeasureNames measure_names(const json&) const override {
    return {true, {"steps", "expanded", "static_unsolvable", "vehicles"}};
  }

  // The ease of setup, counted (setup_actions.hpp): the dice at the table rolled again for the
  // count, every refused roll included; a constructed or graded board laid from its printed steps.
  std::map<std::string, double> setup_measures(const json& params, std::string_view setup, std::uint64_t seed,
                                               std::string_view board, const Budget& budget) const override {
    const SetupPlan plan = plan_for(params, setup);
    if (plan.method != Method::at_the_table) return setup_action_measures(laying_actions(board_of(params, board)));
    SetupActionTally tally;
    SetupTrace counted([&tally](const TraceStep& step) { tally.add(step); });
    generate(size_of(params), plan, seed, budget, &counted);
    return setup_action_measures(tally.result());
  }

  // The constructed setup's neighbours (neighbours.hpp) under the plan of the params' size; the
  // other setups have none (a graded board's length is its target, an at-the-table board is
  // searched through its seeds), nor has a described setup.
  std::vector<std::string> neighbours_within_setup(const json& params, std::string_view setup, std::string_view text,
                                                   Rng& rng) const override {
    if (setup_from_string(setup) != Setup::constructed) return {};
    const SetupPlan plan = plan_for(params, setup);
    std::vector<std::string> out;
    for (const Board& next : constructed_neighbours(board_of(params, text), plan, rng))
      out.push_back(format_board(next));
    return out;
  }
};

}  // namespace

std::unique_ptr<LabGame> make_lab_game(const Game& game) { return std::make_unique<RushHourLab>(game); }

}  // namespace puzzlelab::rush_hour
