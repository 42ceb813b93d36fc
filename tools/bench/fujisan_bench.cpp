// Fujisan timing and survey, one program for the native and the WebAssembly builds (so the two
// can be compared on the same workload):
//
//   fujisan_bench time [REPS]          median wall-clock ms of the workload (fujisan_workload.hpp)
//   fujisan_bench survey [N] [LIMIT]   per setup and rule: solvability, minimum lengths, random
//                                      playouts (LIMIT moves, default the engine's), connectivity
//                                      and counter-intuitive moves over challenges of seeds 0..N-1
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "fujisan_workload.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/playout.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

int time_workload(int reps) {
  const auto boards = fujisan_bench::workload_boards();
  std::vector<double> ms;
  std::uint64_t check = 0;
  for (int r = 0; r < reps; ++r) {
    const auto start = std::chrono::steady_clock::now();
    check = fujisan_bench::solve_all(boards);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(ms.begin(), ms.end());
  std::printf("fujisan A* workload: %zu boards (4 published + 1000 dominoes), %d repetitions\n", boards.size(), reps);
  std::printf("median %.1f ms, min %.1f ms, max %.1f ms (total solution moves %llu)\n", ms[ms.size() / 2], ms.front(),
              ms.back(), static_cast<unsigned long long>(check));
  return 0;
}

struct Tally {
  int boards = 0, solvable = 0, short_solutions = 0, random_wins = 0;
  long length_sum = 0, ci_min_sum = 0;
  int ci_max_seen = 0;
  double connectivity_solvable = 0, connectivity_unsolvable = 0;
  std::vector<int> lengths;
};

int survey(int n, std::uint64_t limit) {
  std::printf("setup            rule         solvable  median-len  len<=9  random-win  conn(solv)  conn(unsolv)  ci-min-mean  ci-min-max\n");
  for (const auto& info : all_setups()) {
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      Tally t;
      for (int seed = 0; seed < n; ++seed) {
        const Board board = generate(info.setup, static_cast<std::uint64_t>(seed));
        const ShortestSolutions s = analyse_shortest_solutions(board, variant, kStart, {});
        const Connectivity c = step_connectivity(board);
        Rng rng(static_cast<std::uint64_t>(seed), 1);
        const auto walk = random_playout(board, variant, kStart, rng, limit);
        ++t.boards;
        t.random_wins += walk.solved() ? 1 : 0;
        if (s.status == Status::solved) {
          ++t.solvable;
          t.lengths.push_back(s.length);
          t.short_solutions += s.length <= 9 ? 1 : 0;
          t.ci_min_sum += s.counter_intuitive_min;
          t.ci_max_seen = std::max(t.ci_max_seen, s.counter_intuitive_min);
          t.connectivity_solvable += c.average;
        } else {
          t.connectivity_unsolvable += c.average;
        }
      }
      std::sort(t.lengths.begin(), t.lengths.end());
      const int unsolvable = t.boards - t.solvable;
      std::printf("%-16s %-12s %6.1f%%  %10d  %5.1f%%  %9.2f%%  %10.2f  %12.2f  %11.2f  %10d\n", std::string(info.name).c_str(),
                  to_string(variant), 100.0 * t.solvable / t.boards, t.lengths.empty() ? 0 : t.lengths[t.lengths.size() / 2],
                  t.solvable ? 100.0 * t.short_solutions / t.solvable : 0.0, 100.0 * t.random_wins / t.boards,
                  t.solvable ? t.connectivity_solvable / t.solvable : 0.0,
                  unsolvable ? t.connectivity_unsolvable / unsolvable : 0.0,
                  t.solvable ? static_cast<double>(t.ci_min_sum) / t.solvable : 0.0, t.ci_max_seen);
    }
  }
  std::printf("(%d challenges per row, seeds 0..%d; one random playout each, Rng(seed, 1), at most %llu moves;\n"
              " len<=9: share of solvable challenges; ci: counter-intuitive moves, minimum over shortest solutions)\n",
              n, n - 1, static_cast<unsigned long long>(limit));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "time";
  if (mode == "time") return time_workload(argc > 2 ? std::max(1, std::atoi(argv[2])) : 7);
  if (mode == "survey")
    return survey(argc > 2 ? std::max(1, std::atoi(argv[2])) : 1000,
                  argc > 3 ? std::strtoull(argv[3], nullptr, 10) : kRandomSolverMoves);
  std::fprintf(stderr, "usage: fujisan_bench time [REPS] | survey [N] [PLAYOUT-LIMIT]\n");
  return 2;
}
