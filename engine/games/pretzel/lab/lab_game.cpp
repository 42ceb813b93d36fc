#include "games/pretzel/lab/lab_game.hpp"

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "game/game.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/inputs.hpp"
#include "games/pretzel/lab_measures.hpp"
#include "games/pretzel/playout.hpp"
#include "games/pretzel/setup_actions.hpp"
#include "games/pretzel/solution_space.hpp"
#include "games/pretzel/solver.hpp"

namespace puzzlelab::pretzel {

namespace {

// An experiment runs one search per core at once (engine/lab), so each keeps to less memory than
// a solve alone.
constexpr std::uint64_t kLabSearchBytes = 64ull << 20;

class PretzelLab final : public LabGame {
 public:
  using LabGame::LabGame;

  // The papers' experiment (breadth-first shortest length, one random playout) and what the
  // authors' simulator adds: the greedy player, the full game tree's dead ends of a solvable deal
  // and "unlosable" deals (solvable, no dead end), and whether the deal starts blocked.
  std::map<std::string, double> solution_space(const json& params, std::string_view text,
                                               const Budget& budget) const override {
    return pretzel::solution_space(board_of(params, text), budget);
  }
  std::vector<std::string> solution_space_names(const json&) const override { return tree_measure_names(); }
  // Shuffled deals any arrangement of the cards (aces lifted out): two cells swapped is another. The
  // banded and sequential deals keep each suit to its rows or order, which a swap would break.
  std::vector<std::string> neighbours_within_setup(const json& params, std::string_view setup, std::string_view text,
                                                   Rng& rng) const override {
    if (setup != "shuffled") return {};
    const Board board = board_of(params, text);
    std::vector<std::string> out;
    for (std::size_t a = 0; a < board.cells.size(); ++a)
      for (std::size_t b = a + 1; b < board.cells.size(); ++b)
        if (board.cells[a] != board.cells[b]) {
          Board next = board;
          std::swap(next.cells[a], next.cells[b]);
          out.push_back(format_board(next));
        }
    rng.shuffle(std::span<std::string>(out));
    return out;
  }
  LabMeasure measure(const json& params, std::string_view text, std::uint64_t random_seed, const Budget& budget,
                     std::string_view) const override {
    const Board board = board_of(params, text);
    BudgetMeter meter(budget);
    SolverOptions options;
    options.max_states = states_for_memory(board.shape, kLabSearchBytes);
    const SolveResult r = pretzel::solve(board, meter, options);
    LabMeasure out;
    out.status = r.status;
    if (r.status == Status::solved && r.shortest) out.length = static_cast<int>(r.moves.size());
    Rng rng(random_seed);
    out.random_solved = random_playout(board, rng, kDefaultPlayoutMoves).solved();
    out.metrics["greedy"] = greedy_solves(board) ? 1 : 0;
    out.metrics["blocked"] = is_blocked(board) ? 1 : 0;
    if (r.status == Status::solved) {
      if (const auto dead_ends = count_dead_ends(board, states_for_memory(board.shape, kLabSearchBytes))) {
        out.metrics["dead_ends"] = static_cast<double>(*dead_ends);
        out.metrics["unlosable"] = *dead_ends == 0 ? 1 : 0;
      }
    }
    return out;
  }
  LabMeasureNames measure_names(const json&) const override {
    return {true, {"greedy", "blocked", "dead_ends", "unlosable"}};
  }
  // [GD-entangled] section VI's "ease of physical setup", counted from the setup's trace
  // (setup_actions.hpp).
  std::map<std::string, double> setup_measures(const json& params, std::string_view setup, std::uint64_t seed,
                                               std::string_view, const Budget& budget) const override {
    return setup_action_measures(count_setup_actions(game().trace(params, setup, seed, budget).steps));
  }
};

}  // namespace

std::unique_ptr<LabGame> make_lab_game(const Game& game) { return std::make_unique<PretzelLab>(game); }

}  // namespace puzzlelab::pretzel
