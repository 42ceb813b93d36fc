// The Sigmar's Garden generators (docs/SIGMAR.md, "Generators"). Each turns a template and a
// puzzlelab::Rng into a standard board with gold on the centre, using only Rng's own draws in the
// order documented with each, so (setup, template, seed) names the same board in every build.
// Each also reports its trace: the pairs it placed, in order, with their cells, from the same code
// path as the board.
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

namespace puzzlelab::sigmar {

enum class Setup { linear, random_test };
using SetupInfo = SetupEntry<Setup>;
const std::array<SetupInfo, 2>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);
std::string_view to_string(Setup setup);

// One placement: a pair (or gold alone, b == kNoCell) put on the board.
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
// the only cell left able to open the rest; then the attempt starts over (rare; counted).
Generated generate_linear(const Template& t, Rng& rng);

// random-test: the 54 marbles shuffled onto the template's cells (gold on the centre), then
// decided by the search solver under `per_board`; repeated until one is solved or `attempts`
// boards were tried (nullopt then). The trace is the solver's solution.
std::optional<Generated> generate_random_test(const Template& t, Rng& rng, const Budget& per_board, int attempts);

}  // namespace puzzlelab::sigmar
