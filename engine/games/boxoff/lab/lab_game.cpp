#include "games/boxoff/lab/lab_game.hpp"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "game/setup_description.hpp"
#include "games/boxoff/inputs.hpp"
#include "games/boxoff/metrics.hpp"
#include "games/boxoff/playout.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/setup_actions.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/solution_space.hpp"
#include "games/boxoff/solver.hpp"
#include "games/boxoff/tile_deal.hpp"
#include "games/boxoff/tile_design.hpp"

namespace puzzlelab::boxoff {

namespace {

class BoxOffLab final : public LabGame {
 public:
  using LabGame::LabGame;

  // The papers' experiment: the exact solver's verdict (no length: every solution has hw/2
  // moves), one random playout (P(Sr)) and pair equality.
  std::map<std::string, double> solution_space(const json&, std::string_view text,
                                               const Budget& budget) const override {
    return boxoff::solution_space(parse_board(text), budget);
  }
  std::vector<std::string> solution_space_names(const json& params) const override {
    const Params p = params_of(params);
    return boxoff::solution_space_names(p.rows * p.cols);
  }
  // Shuffled lays the tokens in any order: two squares of different colours swapped is another
  // board it deals. The tile setups keep each tile's squares together, which a swap would break.
  std::vector<std::string> neighbours_within_setup(const json&, std::string_view setup, std::string_view text,
                                                   Rng& rng) const override {
    if (setup != "shuffled") return {};
    const Board board = parse_board(text);
    const int squares = board.rows * board.cols;
    std::vector<std::string> out;
    for (int a = 0; a < squares; ++a)
      for (int b = a + 1; b < squares; ++b) {
        const int ca = board.colour_at(a), cb = board.colour_at(b);
        if (ca < 0 || cb < 0 || ca == cb) continue;
        Board next = board;
        const Mask both = (Mask{1} << a) | (Mask{1} << b);
        next.colour[ca] ^= both;
        next.colour[cb] ^= both;
        out.push_back(format_board(next));
      }
    rng.shuffle(std::span<std::string>(out));
    return out;
  }
  LabMeasure measure(const json&, std::string_view text, std::uint64_t random_seed, const Budget& budget,
                     std::string_view) const override {
    const Board board = parse_board(text);
    LabMeasure out;
    out.status = boxoff::solve(board, budget).status;
    Rng rng(random_seed);
    out.random_solved = random_playout(board, rng).solved();
    out.metrics["pair_equality"] = pair_equality(board).share();
    return out;
  }
  LabMeasureNames measure_names(const json&) const override { return {false, {"pair_equality"}}; }
  // [GD-entangled] section VI's "ease of physical setup", counted from the setup's tile design
  // (setup_actions.hpp): the same for every seed, since no BoxOff setup redraws.
  std::map<std::string, double> setup_measures(const json& params, std::string_view setup, std::uint64_t,
                                               std::string_view, const Budget&) const override {
    const Params p = params_of(params);
    const std::optional<Setup> builtin = setup_from_string(setup);
    const TileDesign design =
        builtin ? builtin_design(p, *builtin) : read_tile_design(p, parse_setup_description(setup));
    return setup_action_measures(count_setup_actions(resolve_deal(p, design)));
  }
};

}  // namespace

std::unique_ptr<LabGame> make_lab_game(const Game& game) { return std::make_unique<BoxOffLab>(game); }

}  // namespace puzzlelab::boxoff
