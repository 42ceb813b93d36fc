#include "skeleton_game/setups.hpp"

#include "core/rng.hpp"

namespace puzzlelab::skeleton {

const std::array<SetupEntry<Setup>, 1>& all_setups() {
  static constexpr std::array<SetupEntry<Setup>, 1> setups = {{
      {Setup::coin_per_lamp, "coin-per-lamp", "Each lamp, left to right, is lit when a coin comes up heads.",
       "this project"},
  }};
  return setups;
}

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

Board generate(int lamps, Setup, std::uint64_t seed, SetupTrace* trace) {
  Rng rng(seed);
  Board board;
  for (int lamp = 0; lamp < lamps; ++lamp) {
    board.lit.push_back(rng.coin());
    if (trace)
      trace->add({"place",
                  "Lamp " + format_move(lamp) + (board.lit.back() ? ": heads, lit" : ": tails, dark"),
                  {{lamp, board.lit.back() ? "#" : "."}},
                  {}});
  }
  return board;
}

}  // namespace puzzlelab::skeleton
