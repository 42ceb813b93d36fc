// BoxOff solver benchmark: for each configuration and setup, generate N challenges (seeds
// 0..N-1), decide each with the exact solver under the chosen options, and print how many are
// solvable, the time taken, the nodes, the slowest seed and the seeds left undecided. The papers'
// experiment (P(Sp), P(Sr), pair equality, with intervals and tests) is
// `puzzlelab experiment --preset boxoff-4x6x4` and the other BoxOff presets (docs/LAB.md).
//
//   boxoff_bench [--count N] [--max-ms MS] [--no-projection] [--no-blockade] [--no-forced]
//                [--no-clear] [--ordering balanced|fewest-stranded|alternating]
//                [ROWSxCOLSxCOLOURS ...]
//
// Default configurations: 4x6x4, 6x6x6, 6x8x3, each with shuffled and l-tiles (and
// three-colour-tiles where it fits).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::boxoff;

int main(int argc, char** argv) {
  int count = 1000;
  double max_ms = 0;
  SolverOptions options;
  std::vector<Params> configs;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--count" && i + 1 < argc) {
      count = std::atoi(argv[++i]);
    } else if (arg == "--max-ms" && i + 1 < argc) {
      max_ms = std::atof(argv[++i]);
    } else if (arg == "--no-projection") {
      options.pair_projection = false;
    } else if (arg == "--no-blockade") {
      options.blockade_test = false;
    } else if (arg == "--no-clear") {
      options.clear_colours = false;
    } else if (arg == "--no-forced") {
      options.forced_moves = false;
    } else if (arg == "--ordering" && i + 1 < argc) {
      const std::string name = argv[++i];
      if (name == "balanced") {
        options.ordering = Ordering::balanced;
      } else if (name == "fewest-stranded") {
        options.ordering = Ordering::fewest_stranded;
      } else if (name == "alternating") {
        options.ordering = Ordering::alternating;
      } else {
        std::fprintf(stderr, "boxoff_bench: unknown ordering %s (balanced, fewest-stranded or alternating)\n",
                     name.c_str());
        return 2;
      }
    } else {
      Params p;
      if (std::sscanf(arg.c_str(), "%dx%dx%d", &p.rows, &p.cols, &p.colours) != 3) {
        std::fprintf(stderr, "boxoff_bench: cannot read %s (expected e.g. 4x6x4)\n", arg.c_str());
        return 2;
      }
      configs.push_back(p);
    }
  }
  if (configs.empty()) configs = {{4, 6, 4}, {6, 6, 6}, {6, 8, 3}};

  std::printf("%-9s %-19s %6s %9s %9s %9s %10s\n", "config", "setup", "count", "solvable", "unknown", "total_s",
              "max_ms");
  for (const Params& p : configs) {
    for (const auto& info : all_setups()) {
      try {
        check_setup(p, info.setup);
      } catch (const InputError&) {
        continue;
      }
      int solvable = 0, unknown = 0;
      double worst_ms = 0;
      int worst_seed = 0;
      std::vector<int> unknown_seeds;
      std::uint64_t nodes = 0;
      const auto start = std::chrono::steady_clock::now();
      for (int seed = 0; seed < count; ++seed) {
        const Board board = generate(p, info.setup, static_cast<std::uint64_t>(seed));
        const auto t0 = std::chrono::steady_clock::now();
        const SolveResult r = solve(board, Budget{0, max_ms, nullptr}, options);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        if (ms > worst_ms) {
          worst_ms = ms;
          worst_seed = seed;
        }
        nodes += r.nodes;
        if (r.status == Status::solved) {
          ++solvable;
        } else if (r.status == Status::unknown) {
          ++unknown;
          unknown_seeds.push_back(seed);
        }
      }
      const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::printf("%dx%dx%-5d %-19s %6d %8.1f%% %9d %9.2f %10.1f  nodes=%llu slowest=%d\n", p.rows, p.cols, p.colours,
                  std::string(info.name).c_str(), count, 100.0 * solvable / count, unknown, total, worst_ms,
                  static_cast<unsigned long long>(nodes), worst_seed);
      for (const int seed : unknown_seeds) std::printf("  unknown: seed %d\n", seed);
      std::fflush(stdout);
    }
  }
  return 0;
}
