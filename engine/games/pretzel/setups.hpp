// The setup algorithms of the entangled-components paper for Pretzel ([GD-entangled] section III-A;
// docs/PRETZEL.md). Every one deals the whole deck of kn cards, aces included, into the k x n grid;
// the aces are then taken out to the implied column on the left, leaving the k holes where they
// were dealt.
//
// Random draws, in order (only puzzlelab::Rng::shuffle, so a (setup, seed) pair names the same
// board natively and in WebAssembly):
//   shuffled          one shuffle of the deck ordered a1..an, b1..bn, ...; dealt left to right,
//                     top to bottom.
//   sequential-suits  one shuffle per suit deck (ranks 1..n ascending), suit a first; the deal
//                     takes the top card of deck a, then b, ..., then a again, ..., placed left to
//                     right, top to bottom. ("Top" = the first card of the shuffled deck.)
//   banded-suits      the same per-suit shuffles; deck a is dealt whole, then b, ..., placed top to
//                     bottom, then left to right (column by column).
//   random-suits      the authors' code's fourth deal ("RandomSuits", [GD-code]; the paper does not
//                     study it): the same per-suit shuffles, then for each set g = 0..n-1 (card g
//                     of every suit deck) one shuffle of the suit order 0..k-1; the set is dealt in
//                     that order to the next k cells, left to right, top to bottom. Like
//                     sequential-suits with the suits' turn order drawn anew for every set.
// For k = n both entangled setups put suit c in column c, each suit dealt top to bottom in the
// order of its deck, so with the same seed they give the very same board.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/setup_table.hpp"
#include "core/setup_trace.hpp"
#include "core/rng.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

enum class Setup { shuffled, sequential_suits, banded_suits, random_suits };

using SetupInfo = SetupEntry<Setup>;

const std::array<SetupInfo, 4>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);
std::string_view to_string(Setup setup);

// The full deal before the aces are removed: kn cards, row by row, aces as rank 1.
// With a trace, every step is recorded in it as it happens (each shuffle, each card dealt, the
// aces taken out).
std::vector<Card> deal(const Shape& shape, Setup setup, Rng& rng, SetupTrace* trace = nullptr);
// The deal of an entangled setup (sequential-suits, banded-suits) from its k suit decks as shuffled:
// decks[s] holds suit s's n cards, the first dealt first. `deal` shuffles the decks and calls it;
// with every ordering of the decks it gives every deal the setup can make, each once (the exact
// rates of docs/PRETZEL.md, "Cyclic blockades").
std::vector<Card> deal_suit_decks(const Shape& shape, Setup setup, const std::vector<std::vector<Card>>& decks,
                                  SetupTrace* trace = nullptr);
// The board: the deal with the aces taken out (holes where they were).
Board generate(const Shape& shape, Setup setup, Rng& rng, SetupTrace* trace = nullptr);
Board generate(const Shape& shape, Setup setup, std::uint64_t seed, SetupTrace* trace = nullptr);
// A full deal (kn cards row by row, aces as rank 1) with the aces taken out, recorded in `trace`.
Board take_out_aces(const Shape& shape, std::vector<Card> dealt, SetupTrace* trace = nullptr);

// How many distinct deals (aces included, before removal) a setup can produce: (kn)! for
// shuffled, (n!)^k for sequential-suits and banded-suits, (n!)^k (k!)^n for random-suits. As a
// double (it overflows 64 bits quickly).
double distinct_deals(const Shape& shape, Setup setup);

}  // namespace puzzlelab::pretzel
