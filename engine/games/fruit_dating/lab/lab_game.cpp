#include "games/fruit_dating/lab/lab_game.hpp"

#include <map>
#include <string>
#include <vector>

#include "game/tree_walk.hpp"
#include "games/fruit_dating/inputs.hpp"
#include "games/fruit_dating/solution_space.hpp"

namespace puzzlelab::fruit_dating {

namespace {

class FruitDatingLab final : public LabGame {
 public:
  using LabGame::LabGame;

  std::map<std::string, double> solution_space(const json& params, std::string_view text,
                                               const Budget& budget) const override {
    return fruit_dating::solution_space(board_of(params, text), budget);
  }
  std::vector<std::string> solution_space_names(const json&) const override { return tree_measure_names(); }
};

}  // namespace

std::unique_ptr<LabGame> make_lab_game(const Game& game) { return std::make_unique<FruitDatingLab>(game); }

}  // namespace puzzlelab::fruit_dating
