#include "games/sigmar/lab/lab_game.hpp"

#include <map>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/sigmar/inputs.hpp"
#include "games/sigmar/playout.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/solution_space.hpp"
#include "games/sigmar/thesis_solvers.hpp"

namespace puzzlelab::sigmar {

namespace {

class SigmarLab final : public LabGame {
 public:
  using LabGame::LabGame;

  // The default solver's verdict (no length: every solution removes every marble, so all have
  // the same length), one random playout, the opening's free marbles and legal moves, and the
  // positions the thesis's solvers and ours visit (thesis_solvers.hpp).
  std::map<std::string, double> solution_space(const json& params, std::string_view text,
                                               const Budget& budget) const override {
    return sigmar::solution_space(board_of(params, text), budget);
  }
  std::vector<std::string> solution_space_names(const json&) const override { return tree_measure_names(); }
  LabMeasure measure(const json& params, std::string_view text, std::uint64_t random_seed, const Budget& budget,
                     std::string_view) const override {
    const Board board = board_of(params, text);
    LabMeasure out;
    out.status = decide(board, budget).result.status;
    Rng rng(random_seed);
    out.random_solved = random_playout(board, rng, kDefaultPlayoutMoves).solved();
    int free_marbles = 0;
    for (int c = 0; c < kCells; ++c)
      if (board.has(c) && is_free(board, c)) ++free_marbles;
    out.metrics["free_marbles"] = free_marbles;
    out.metrics["opening_moves"] = static_cast<double>(legal_moves(board).size());
    return out;
  }
  LabMeasureNames measure_names(const json&) const override { return {false, {"free_marbles", "opening_moves"}}; }

  // "thesis-positions" (the thesis presets, studies.cpp): the positions the thesis's five solvers
  // and ours visit (thesis_solvers.hpp); five searches a board, so only those studies pay for them.
  std::map<std::string, double> study_measures(std::string_view name, const json& params, std::string_view text,
                                               const Budget& budget) const override {
    if (name != kThesisPositionsMeasures) return LabGame::study_measures(name, params, text, budget);
    std::map<std::string, double> metrics;
    add_thesis_positions(board_of(params, text), budget, metrics);
    return metrics;
  }
};

}  // namespace

std::unique_ptr<LabGame> make_lab_game(const Game& game) { return std::make_unique<SigmarLab>(game); }

}  // namespace puzzlelab::sigmar
