// The arguments the Fruit Dating benchmarks share (fruit_dating_bench, fruit_dating_solvers_bench):
// how many levels and which ones the generator makes.
#pragma once

#include <cstdlib>
#include <string>

#include "games/fruit_dating/setups.hpp"

namespace fruit_dating_bench_args {

// Reads argv[i] (and its value) when it is one of --count N, --min-moves A, --max-moves B,
// --width W, --height H or --basic, moving i past what it read; false for any other argument.
inline bool read_level_arg(int argc, char** argv, int& i, int& count,
                           puzzlelab::fruit_dating::GeneratorParams& params) {
  const std::string arg = argv[i];
  const bool has_value = i + 1 < argc;
  if (arg == "--count" && has_value)
    count = std::atoi(argv[++i]);
  else if (arg == "--min-moves" && has_value)
    params.min_moves = std::atoi(argv[++i]);
  else if (arg == "--max-moves" && has_value)
    params.max_moves = std::atoi(argv[++i]);
  else if (arg == "--width" && has_value)
    params.candidate.width = std::atoi(argv[++i]);
  else if (arg == "--height" && has_value)
    params.candidate.height = std::atoi(argv[++i]);
  else if (arg == "--basic")
    params.candidate.features = false;
  else
    return false;
  return true;
}

}  // namespace fruit_dating_bench_args
