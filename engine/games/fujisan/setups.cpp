#include "games/fujisan/setups.hpp"

#include "games/fujisan/builtin_plans.hpp"
#include "games/fujisan/setup_conditions.hpp"
#include "games/fujisan/setup_deal.hpp"

namespace puzzlelab::fujisan {

namespace {

constexpr std::array<SetupInfo, 6> kSetups = {{
    {Setup::pure_random, "pure-random", "Every space gets an independent roll of a six-sided die (0-5).",
     "Fujisan setups paper [GD-taxonomy], section 4.1: Pure Random"},
    {Setup::any_coin, "any-coin", "The 24 piecepack coins (four of each value) are shuffled and laid on the spaces.",
     "Fujisan setups paper [GD-taxonomy], section 4.2: Any Coin"},
    {Setup::piecepack, "piecepack",
     "Each suit's six coins are shuffled apart and the suits fill the steps two coins at a time from the right, "
     "so no step holds two equal values.",
     "Fujisan setups paper [GD-taxonomy], section 4.3: Piecepack"},
    {Setup::engraved_tiles, "engraved-tiles",
     "Twenty engraved tiles (every value pair but 0:0) are shuffled and stacked into the mountain; ten of them show.",
     "Fujisan setups paper [GD-taxonomy], section 4.4: Engraved Tiles"},
    {Setup::dominoes, "dominoes",
     "Twelve of the fifteen dominoes without doubles or sixes form the steps, each turned at random.",
     "Fujisan setups paper [GD-taxonomy], section 4.5: Dominoes"},
    {Setup::unique_pairs, "unique-pairs",
     "Any Coin, redrawn until the twelve steps all hold different value pairs (the entangled-components paper).",
     "entangled-components paper [GD-entangled], section V (unique step pairs)"},
}};

}  // namespace

const std::array<SetupInfo, 6>& all_setups() { return kSetups; }

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

std::string_view to_string(Setup setup) { return name_of_setup(all_setups(), setup); }

bool has_unique_step_pairs(const Board& board) { return condition_holds(Condition::unique_step_pairs, board); }

// Every published setup is a description dealt by the one interpreter (builtin_plans.hpp).
Board generate(Setup setup, Rng& rng, const Budget& budget, SetupTrace* trace) {
  return deal(builtin_plan(setup), rng, budget, trace);
}

Board generate(Setup setup, std::uint64_t seed, const Budget& budget, SetupTrace* trace) {
  Rng rng(seed);
  return generate(setup, rng, budget, trace);
}

}  // namespace puzzlelab::fujisan
