// Google Benchmark for the Fujisan solvers: the workload of fujisan_workload.hpp with A*, and
// single published challenges with A* and with the plain breadth-first cross-check solver.
#include <benchmark/benchmark.h>

#include "fujisan_workload.hpp"

using namespace puzzlelab::fujisan;

static void BM_FujisanWorkloadAStar(benchmark::State& state) {
  const auto boards = fujisan_bench::workload_boards();
  for (auto _ : state) benchmark::DoNotOptimize(fujisan_bench::solve_all(boards));
  state.counters["boards"] = static_cast<double>(boards.size());
}
BENCHMARK(BM_FujisanWorkloadAStar)->Unit(benchmark::kMillisecond);

static void BM_FujisanKnownAStar(benchmark::State& state) {
  const Board board = parse_board(fujisan_bench::kKnownChallenges[state.range(0)]);
  for (auto _ : state) benchmark::DoNotOptimize(solve_astar(board, Variant::standard, kStart, {}).moves.size());
}
BENCHMARK(BM_FujisanKnownAStar)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

static void BM_FujisanKnownBfs(benchmark::State& state) {
  const Board board = parse_board(fujisan_bench::kKnownChallenges[state.range(0)]);
  for (auto _ : state) benchmark::DoNotOptimize(solve_bfs(board, Variant::standard, kStart, {}).moves.size());
}
BENCHMARK(BM_FujisanKnownBfs)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
