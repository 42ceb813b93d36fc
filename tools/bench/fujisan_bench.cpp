// Fujisan timing, one program for the native and the WebAssembly builds (so the two can be
// compared on the same workload):
//
//   fujisan_bench time [REPS]          median wall-clock ms of the workload (fujisan_workload.hpp)
//
// The papers' survey (solvability, lengths, random solver, connectivity, counter-intuitive moves
// per setup and rule) is `puzzlelab experiment --preset fujisan-setups` (docs/LAB.md).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "fujisan_workload.hpp"

using namespace puzzlelab;

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

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "time";
  if (mode == "time") return time_workload(argc > 2 ? std::max(1, std::atoi(argv[2])) : 7);
  std::fprintf(stderr, "usage: fujisan_bench time [REPS]\n");
  return 2;
}
