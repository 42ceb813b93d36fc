// The skeleton game's setups: the algorithms that draw a board from a seed, each named in a
// table (core/setup_table.hpp) that the description (info.cpp), the CLI and links list. A setup
// draws only from puzzlelab::Rng, in a fixed order, so (params, setup, seed) names one board in
// every build; given a SetupTrace it records each step as it goes, so `generate` and `trace` run
// the same code and end on the same board.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/setup_table.hpp"
#include "core/setup_trace.hpp"
#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

enum class Setup { coin_per_lamp };

// In the order the app lists them; the first is the default.
const std::array<SetupEntry<Setup>, 1>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);

// The board for (lamps, setup, seed).
Board generate(int lamps, Setup setup, std::uint64_t seed, SetupTrace* trace = nullptr);

}  // namespace puzzlelab::skeleton
