// Google Benchmark for Rush Hour's exact solvers and its landscape, on the boards of
// rush_hour_boards.hpp (each checked to take its published number of moves before it is timed).
//   build/native/tools/bench/rush_hour_gbench [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <string>

#include "games/rush_hour/landscape.hpp"
#include "games/rush_hour/solver.hpp"
#include "rush_hour_boards.hpp"

using namespace puzzlelab;
using namespace puzzlelab::rush_hour;

namespace {

Board known_board(benchmark::State& state) {
  const auto& known = rush_hour_bench::kKnownBoards[state.range(0)];
  state.SetLabel(known.name);
  return parse_board(known.text, size_of_text(known.text));
}

void name_boards(benchmark::internal::Benchmark* b) {
  for (int i = 0; i < static_cast<int>(std::size(rush_hour_bench::kKnownBoards)); ++i) b->Arg(i);
}

// The fewest-moves solver (A*), and the breadth-first search that gives the same answers.
template <SolveResult (*solve)(const Board&, const Budget&, const SolverOptions&)>
void fewest_moves(benchmark::State& state) {
  const Board board = known_board(state);
  const int expected = rush_hour_bench::kKnownBoards[state.range(0)].moves;
  SolveResult r;
  for (auto _ : state) {
    r = solve(board, {}, {});
    benchmark::DoNotOptimize(r.moves.data());
  }
  if (r.status != Status::solved || static_cast<int>(r.moves.size()) != expected) state.SkipWithError("wrong answer");
  state.counters["expanded"] = static_cast<double>(r.expanded);
  state.counters["stored"] = static_cast<double>(r.stored);
  state.counters["steps"] = r.steps;
}
void BM_RushHourFewestMoves(benchmark::State& state) { fewest_moves<solve_fewest_moves>(state); }
void BM_RushHourFewestMovesBfs(benchmark::State& state) { fewest_moves<solve_fewest_moves_bfs>(state); }
BENCHMARK(BM_RushHourFewestMoves)->Apply(name_boards)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RushHourFewestMovesBfs)->Apply(name_boards)->Unit(benchmark::kMillisecond);

void BM_RushHourFewestSteps(benchmark::State& state) {
  const Board board = known_board(state);
  SolveResult r;
  for (auto _ : state) {
    r = solve_fewest_steps(board, {});
    benchmark::DoNotOptimize(r.moves.data());
  }
  if (r.status != Status::solved) state.SkipWithError("not solved");
  state.counters["expanded"] = static_cast<double>(r.expanded);
  state.counters["steps"] = r.steps;
}
BENCHMARK(BM_RushHourFewestSteps)->Apply(name_boards)->Unit(benchmark::kMillisecond);

void BM_RushHourLandscape(benchmark::State& state) {
  const Board board = known_board(state);
  Landscape l;
  for (auto _ : state) {
    l = explore(board, {});
    benchmark::DoNotOptimize(l.farthest);
  }
  state.counters["positions"] = static_cast<double>(l.positions);
}
BENCHMARK(BM_RushHourLandscape)->Apply(name_boards)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
