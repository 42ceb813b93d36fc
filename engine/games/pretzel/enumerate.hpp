// Every distinct deal of a small Pretzel (docs/PRETZEL.md, "Enumeration").
//
// A deal is a placement of the k(n-1) cards and k interchangeable holes in the k x n grid; every
// such placement is a possible deal (the aces were dealt where the holes are), so there are
// (kn)! / k! of them, and they are also every position of the game. Instead of solving each deal
// forwards, one breadth-first search runs backwards from the solved position over all of them at
// once (a move of card X from cell p into hole h is undone by moving X from h back to any hole p,
// provided X sits right of X-1, or is a 2 in its own row's first cell); the distance it finds for a
// deal is that deal's shortest solution length, and a deal it never reaches is unsolvable.
//
// Positions are numbered densely: (rank of the hole set among all k-subsets of cells) *
// (k(n-1))! + (Lehmer rank of the cards in the remaining cells, in row-major order). One byte per
// position holds its distance, so memory is (kn)!/k! bytes; sizes above kMaxEnumerated deals are
// refused with InputError("too_large").
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

inline constexpr std::uint64_t kMaxEnumerated = 100'000'000;

struct Enumeration {
  Shape shape;
  bool complete = false;    // false: the budget ran out (the counts are then partial)
  std::uint64_t deals = 0;  // (kn)! / k!
  std::uint64_t solvable = 0;
  std::vector<std::uint64_t> lengths;      // lengths[d]: deals whose shortest solution has d moves
  std::uint64_t blocked = 0;               // deals the exact blockade test flags (all unsolvable)
  std::uint64_t blocked_but_solvable = 0;  // a self-check of that test: always 0
  std::uint64_t ducking_crabs = 0;         // deals with a Ducking Crab
  std::uint64_t duelling_deuces = 0;       // deals with Duelling Deuces
};

// (kn)! / k!, or 0 when it does not fit 64 bits.
std::uint64_t count_deals(const Shape& shape);

// Throws InputError("bad_params") for a bad shape, InputError("too_large") above kMaxEnumerated.
// The meter counts one node per position expanded backwards (and per position checked for
// blockades).
Enumeration enumerate_deals(const Shape& shape, BudgetMeter& meter);

// The shortest solution length of every deal, by deal_index (kUnsolvableDeal: unsolvable). Empty
// when the budget ran out. Same limits as enumerate_deals.
inline constexpr std::uint8_t kUnsolvableDeal = 0xff;
std::vector<std::uint8_t> shortest_lengths(const Shape& shape, BudgetMeter& meter);

// The dense numbering (exposed for tests): index of a board and the board of an index.
std::uint64_t deal_index(const Board& board);
Board deal_at(const Shape& shape, std::uint64_t index);

}  // namespace puzzlelab::pretzel
