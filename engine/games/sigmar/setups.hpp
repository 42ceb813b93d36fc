// The Sigmar's Garden generators (docs/SIGMAR.md, "Generators"). Each turns a template and a
// puzzlelab::Rng into a standard board with gold on the centre, using only Rng's own draws in the
// order documented with each, so (setup, template, seed) names the same board in every build.
// Each also reports its trace: the pairs it placed, in order, with their cells, from the same code
// path as the board. Each takes a tile set (tile_set.hpp; the standard one by default) and throws
// InputError("bad_params", ...) for a set that cannot be valid; the template must have as many
// cells as the set has marbles (set_template.hpp). The stacks below are the standard set's; another
// set's has its own counts (an element with salt for each element left over when the count is odd).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/setup_table.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/templates.hpp"
#include "games/sigmar/tile_set.hpp"

namespace puzzlelab::sigmar {

enum class Setup { linear, random_test, pair_stack };
using SetupInfo = SetupEntry<Setup>;
const std::array<SetupInfo, 3>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);
std::string_view to_string(Setup setup);

// One placement: a pair (or gold alone, b == kNoCell) put on the board: kind a on cell cells.a,
// kind b on cell cells.b.
struct Placement {
  Move cells;
  Kind a = Kind::air;
  Kind b = Kind::air;
};

struct Generated {
  Board board;
  std::vector<Placement> trace;  // in placement order
  std::vector<Move> solution;    // a solution the generator knows, in removal order
  int attempts = 1;              // how many boards were started (retries after a dead end)
};

// linear: the thesis's frontier placement (Algorithms 2 and 3). Pairs are placed in the order
// they will be removed, each on two cells of the frontier: template cells with three contiguous
// neighbours that are filled already or never will be. So the placement order, read forwards,
// is a solution: every linear board is solvable. Stack: 16 element pairs, 2 salt pairs (each
// crossed over with a random element pair on a coin flip, giving two element+salt pairs),
// 4 vitae/mors, 5 quicksilver/metal pairs, shuffled; metals are named in placement order (lead
// first). Gold goes on the centre when every other metal is down and the centre is placeable,
// with chance 1/(frontier size + 1) per step, and at the latest at the end. The centre can be
// the only cell left able to open the rest; then the attempt starts over (rare; counted; after
// 10,000 attempts InputError("budget_exhausted", ...)).
Generated generate_linear(const Template& t, Rng& rng, const TileSet& set = {});

// One attempt of the linear generator, as generate_linear makes it (the same draws in the same
// order; generate_linear repeats it until one ends without a dead end). At a dead end, `generated`
// holds the board and trace so far, `frontier` the placeable cells left (fewer than two, the
// centre never among them) and `pairs_left` the pairs not placed; the metals placed and whether
// gold is down say why the centre could not help (docs/SIGMAR.md, "The linear generator's dead
// end").
struct LinearAttempt {
  Generated generated;
  bool dead_end = false;
  std::vector<int> frontier;
  int pairs_left = 0;
  int metals_placed = 0;  // non-gold metals placed
  bool gold_placed = false;
};
LinearAttempt linear_attempt(const Template& t, Rng& rng, const TileSet& set = {});

// random-test: the 54 marbles shuffled onto the template's cells (gold on the centre), then
// decided by the search solver under `per_board`; repeated until one is solved or `attempts`
// boards were tried (nullopt then). The trace is the solver's solution.
std::optional<Generated> generate_random_test(const Template& t, Rng& rng, const Budget& per_board, int attempts,
                                              const TileSet& set = {});

// pair-stack: placement in reverse solution order, from gold outwards, with backtracking (after
// Hruška's generator). First the cells: gold on the centre, then 27 pairs of empty template cells,
// each pair free among the cells filled so far (exactly the marbles still on the board when this
// pair leaves). Candidate cell pairs are shuffled, then tried innermost first (smallest ring sum).
// A placement after which some empty cell could no longer be filled in any order (`completable`
// in setups.cpp: peeling the template backwards) is undone at once, as is one that leaves too few
// rim-free cells for the vitae/mors pairs; a pair with no place sends the search back to the
// previous pair. Then the kinds are dealt onto the placed pairs: the vitae/mors pairs onto pairs
// clear of the rim (when `no_vitae_mors_on_rim`), the rest at random; freeness does not depend on
// the kinds, so every deal is solvable. Metals are named in placement order from silver down.
// An attempt that has not placed its cells after `steps_per_attempt` placements is abandoned for
// a fresh one (new shuffles); nullopt after `attempts` attempts. The solution is the trace read
// backwards (gold, placed first, is the last move).
struct PairStackOptions {
  bool no_vitae_mors_on_rim = true;
  int steps_per_attempt = 300;
  int attempts = 40;
};
std::optional<Generated> generate_pair_stack(const Template& t, Rng& rng, const PairStackOptions& options = {},
                                             const TileSet& set = {});

}  // namespace puzzlelab::sigmar
