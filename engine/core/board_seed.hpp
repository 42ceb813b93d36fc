// The seed of the random playout a metrics request reports, derived from the board itself so that
// every board gets its own reproducible random solver without the caller choosing a seed: 64-bit
// FNV-1a of the board's text (as the game formats it). Part of the determinism contract: metrics
// results depend on it, so its values never change (tests/unit/core_board_seed_test.cpp pins some).
#pragma once

#include <cstdint>
#include <string_view>

namespace puzzlelab {

constexpr std::uint64_t board_seed(std::string_view board_text) {
  std::uint64_t h = 0xcbf29ce484222325ull;                                                 // FNV-1a offset basis
  for (char ch : board_text) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ull;  // FNV prime
  return h;
}

}  // namespace puzzlelab
