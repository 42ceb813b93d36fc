// Fruit Dating generator benchmark (docs/FRUIT_DATING.md, "Figures"): generates N levels (seeds
// 0..N-1) with the article setup and prints the median, 90th percentile and maximum generation
// time, the candidates drawn per level and the shortest solution lengths found; each level is
// solved again and its solution replayed as a check.
//
//   fruit_dating_bench [--count N] [--min-moves A] [--max-moves B] [--width W] [--height H]
//                      [--basic] [--verbose]
//
// Defaults: 100 levels, 8 x 8, shortest solution 6..12, with features. The WebAssembly twin:
// tools/bench/wasm fruit_dating_bench [same arguments].
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setups.hpp"
#include "games/fruit_dating/solver.hpp"
#include "fruit_dating_bench_args.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fruit_dating;

int main(int argc, char** argv) {
  int count = 100;
  bool verbose = false;
  GeneratorParams params;
  params.min_moves = 6;
  params.max_moves = 12;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (fruit_dating_bench_args::read_level_arg(argc, argv, i, count, params)) continue;
    if (arg == "--verbose") {
      verbose = true;
    } else {
      std::fprintf(stderr,
                   "usage: fruit_dating_bench [--count N] [--min-moves A] [--max-moves B] [--width W] "
                   "[--height H] [--basic] [--verbose]\n");
      return 2;
    }
  }
  if (count < 1) count = 1;
  std::vector<double> ms;
  std::vector<std::uint64_t> candidates;
  std::map<int, int> lengths;
  int failures = 0;
  for (int seed = 0; seed < count; ++seed) {
    const auto started = std::chrono::steady_clock::now();
    Trace trace;
    Board level;
    try {
      level = generate(params, static_cast<std::uint64_t>(seed), Budget{}, &trace);
    } catch (const InputError& e) {
      std::fprintf(stderr, "seed %d: %s\n", seed, e.what());
      ++failures;
      continue;
    }
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
    candidates.push_back(trace.candidates);
    ++lengths[trace.shortest];
    // Check: solved again without limits, same length, and the solution replays to solved.
    BudgetMeter meter(Budget{});
    const SolveResult check = solve(level, meter);
    Board replay = level;
    for (Dir d : check.moves) apply(replay, d);
    if (check.status != Status::solved || static_cast<int>(check.moves.size()) != trace.shortest ||
        !is_solved(replay)) {
      std::fprintf(stderr, "seed %d: check failed\n", seed);
      ++failures;
    }
    if (verbose)
      std::printf("seed %d: %.2f ms, %llu candidates, %d moves: %s\n", seed, ms.back(),
                  static_cast<unsigned long long>(trace.candidates), trace.shortest, format_board(level).c_str());
  }
  if (ms.empty()) return 1;
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::uint64_t> cs = candidates;
  std::sort(cs.begin(), cs.end());
  double total = 0;
  for (double m : ms) total += m;
  std::printf("fruit-dating article %dx%d %s, shortest %d..%d: %zu levels\n", params.candidate.width,
              params.candidate.height, params.candidate.features ? "with features" : "basic", params.min_moves,
              params.max_moves, ms.size());
  std::printf("generation ms: median %.2f, p90 %.2f, max %.2f, mean %.2f\n", sorted[sorted.size() / 2],
              sorted[sorted.size() * 9 / 10], sorted.back(), total / ms.size());
  std::printf("candidates per level: median %llu, p90 %llu, max %llu\n",
              static_cast<unsigned long long>(cs[cs.size() / 2]),
              static_cast<unsigned long long>(cs[cs.size() * 9 / 10]), static_cast<unsigned long long>(cs.back()));
  std::printf("shortest solution lengths:");
  for (const auto& [length, n] : lengths) std::printf(" %d:%d", length, n);
  std::printf("\nfailures: %d\n", failures);
  return failures == 0 ? 0 : 1;
}
