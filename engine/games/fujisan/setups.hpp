// The setup algorithms of the Fujisan papers ([GD-taxonomy] section 4, [GD-entangled] V; docs/FUJISAN.md): each turns
// a puzzlelab::Rng into a board. Each is a description (builtin_plans.cpp) dealt by the one
// interpreter of described setups (setup_deal.hpp), which uses only Rng's own draws (below, coin,
// shuffle) in the order its description fixes, so a (setup, seed) pair names the same board
// natively and in WebAssembly; golden vectors (tests/golden) pin it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/budget.hpp"
#include "core/setup_table.hpp"
#include "core/setup_trace.hpp"
#include "core/rng.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

enum class Setup { pure_random, any_coin, piecepack, engraved_tiles, dominoes, unique_pairs };

using SetupInfo = SetupEntry<Setup>;

// In the order the app lists them.
const std::array<SetupInfo, 6>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);
std::string_view to_string(Setup setup);

// Draws one board. The board for (setup, seed) is generate(setup, Rng(seed)). Only unique-pairs
// spends the budget (one node per board it draws) and throws InputError("budget_exhausted", ...)
// when it runs out; the default budget is unlimited. With a trace, every step is recorded in it
// as it happens (shuffles, rolls, coins and tiles laid, tiles turned, redraws).
Board generate(Setup setup, Rng& rng, const Budget& budget = {}, SetupTrace* trace = nullptr);
Board generate(Setup setup, std::uint64_t seed, const Budget& budget = {}, SetupTrace* trace = nullptr);

// The unordered value pair of each of the 12 columns all differ (what `unique-pairs` demands).
bool has_unique_step_pairs(const Board& board);

}  // namespace puzzlelab::fujisan
