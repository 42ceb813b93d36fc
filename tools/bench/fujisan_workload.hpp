// The Fujisan benchmark workload, shared by the Google Benchmark binary and the portable timing
// program: every published challenge plus 1,000 Dominoes challenges (seeds 0..999), each solved
// optimally with A* under the standard rule.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "games/fujisan/rules.hpp"
#include "games/fujisan/setups.hpp"
#include "games/fujisan/solver.hpp"

namespace fujisan_bench {

using namespace puzzlelab::fujisan;

// The published challenges (the same boards as tests/data/fujisan/known-challenges.tsv,
// inlined so the WebAssembly build needs no file system).
inline const char* const kKnownChallenges[] = {
    "554344221335/311400512200",  // One, 12 moves
    "523043220545/301111542403",  // Three, 39
    "551102224335/244331001054",  // Four, 62
    "244331001055/551102224334",  // Longest63, 63
};

inline std::vector<Board> workload_boards(int dominoes = 1000) {
  std::vector<Board> boards;
  for (const char* text : kKnownChallenges) boards.push_back(parse_board(text));
  for (int seed = 0; seed < dominoes; ++seed)
    boards.push_back(generate(Setup::dominoes, static_cast<std::uint64_t>(seed)));
  return boards;
}

// Solves every board; returns the sum of solution lengths (unsolvable counts as 0) so the
// compiler cannot drop the work and runs can be compared.
inline std::uint64_t solve_all(const std::vector<Board>& boards) {
  std::uint64_t total = 0;
  for (const Board& board : boards) total += solve_astar(board, Variant::standard, kStart, {}).moves.size();
  return total;
}

}  // namespace fujisan_bench
