// Boards a few swaps away from a given one: the test and benchmark source of unsolvable (and
// some still solvable) standard boards. Each swap exchanges two marbles of different kinds; gold
// never moves. Only Rng draws are used, so a seed names the same board everywhere.
#pragma once

#include "core/rng.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

Board swap_marbles(const Board& board, int swaps, Rng& rng);

}  // namespace puzzlelab::sigmar
