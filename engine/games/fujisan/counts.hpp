// How many challenges each setup can produce (docs/FUJISAN.md, "Possible challenges"):
//  - `boards`: distinct boards (value grids) the setup can produce, exactly;
//  - `up_to_symmetry`: the same up to the board's symmetries (mirror left-right, swap the rows,
//    rotate a half turn; the rules treat all four alike), exactly, by Burnside's lemma: the mean
//    over the four symmetries of the boards each leaves unchanged. Every setup's set of boards is
//    closed under these symmetries, which is what makes the lemma apply;
//  - `paper`: the formula printed in the setup paper ([GD-taxonomy]), which divides by 4 for symmetry, and
//    its value. Unique Pairs has no published formula.
#pragma once

#include <string>

#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

// 6^24 and 24!/4!^6 fit; 24! alone would not fit 64 bits. (__extension__: GCC and Clang, natively
// and for wasm32, support 128-bit integers; -Wpedantic would otherwise warn.)
__extension__ typedef unsigned __int128 Count;

struct ChallengeCounts {
  Count boards = 0;
  Count fixed_by_mirror = 0;    // boards equal to their left-right mirror image
  Count fixed_by_row_swap = 0;  // boards whose two rows are equal
  Count fixed_by_rotation = 0;  // boards equal to their half-turn rotation
  Count up_to_symmetry = 0;     // (boards + the three fixed counts) / 4
  std::string paper_formula;    // as printed, "" when the paper gives none
  Count paper_value = 0;
};

ChallengeCounts challenge_counts(Setup setup);

std::string to_decimal(Count n);

}  // namespace puzzlelab::fujisan
