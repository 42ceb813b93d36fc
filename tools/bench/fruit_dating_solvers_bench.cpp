// Fruit Dating's two solvers on the same generated levels (docs/FRUIT_DATING.md, "Solvers"): the
// uniform-cost search (the article's correction) and the capped depth-first search it corrects
// (the article's section 3). Levels from the article setup, seeds 0..N-1; for each solver the
// median and mean of the positions expanded and of the time per level, the capped search's runs,
// and a check that both give the same shortest length.
//
//   fruit_dating_solvers_bench [--count N] [--min-moves A] [--max-moves B] [--width W] [--height H]
//                              [--basic]
//
// Defaults: 200 levels, 8 x 8 with features, shortest solution 6..12.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "games/fruit_dating/capped_dfs_solver.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setups.hpp"
#include "games/fruit_dating/solver.hpp"
#include "fruit_dating_bench_args.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fruit_dating;

namespace {

double median_of(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double mean_of(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return sum / static_cast<double>(values.size());
}

double ms_since(std::chrono::steady_clock::time_point started) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
}

void print_row(const char* what, const std::vector<double>& values) {
  std::printf("%-34s median %10.1f   mean %12.1f   max %12.1f\n", what, median_of(values), mean_of(values),
              *std::max_element(values.begin(), values.end()));
}

}  // namespace

int main(int argc, char** argv) {
  int count = 200;
  GeneratorParams params;
  params.min_moves = 6;
  params.max_moves = 12;
  for (int i = 1; i < argc; ++i) {
    if (fruit_dating_bench_args::read_level_arg(argc, argv, i, count, params)) continue;
    std::fprintf(stderr,
                 "usage: fruit_dating_solvers_bench [--count N] [--min-moves A] [--max-moves B] [--width W] "
                 "[--height H] [--basic]\n");
    return 2;
  }
  if (count < 1) count = 1;
  std::vector<double> bfs_nodes, bfs_ms, dfs_nodes, dfs_first, dfs_runs, dfs_ms, ratio;
  int failures = 0, first_not_shortest = 0;
  for (int seed = 0; seed < count; ++seed) {
    Board level;
    try {
      level = generate(params, static_cast<std::uint64_t>(seed), Budget{});
    } catch (const InputError& e) {
      std::fprintf(stderr, "seed %d: %s\n", seed, e.what());
      ++failures;
      continue;
    }
    auto started = std::chrono::steady_clock::now();
    BudgetMeter bfs_meter(Budget{});
    const SolveResult bfs = solve(level, bfs_meter);
    bfs_ms.push_back(ms_since(started));
    started = std::chrono::steady_clock::now();
    BudgetMeter dfs_meter(Budget{});
    const CappedDfsResult dfs = solve_capped_dfs(level, dfs_meter);
    dfs_ms.push_back(ms_since(started));
    if (bfs.status != Status::solved || dfs.status != Status::solved || !dfs.shortest ||
        dfs.moves.size() != bfs.moves.size()) {
      std::fprintf(stderr, "seed %d: the solvers disagree\n", seed);
      ++failures;
      continue;
    }
    bfs_nodes.push_back(static_cast<double>(bfs.expanded));
    dfs_nodes.push_back(static_cast<double>(dfs.expanded));
    dfs_first.push_back(static_cast<double>(dfs.first_run_expanded));
    dfs_runs.push_back(static_cast<double>(dfs.runs));
    ratio.push_back(static_cast<double>(dfs.expanded) / static_cast<double>(std::max<std::uint64_t>(1, bfs.expanded)));
    first_not_shortest += dfs.runs > 2;
  }
  if (bfs_nodes.empty()) return 1;
  std::printf("fruit-dating article %dx%d %s, shortest %d..%d: %zu levels\n", params.candidate.width,
              params.candidate.height, params.candidate.features ? "with features" : "basic", params.min_moves,
              params.max_moves, bfs_nodes.size());
  print_row("uniform-cost: positions expanded", bfs_nodes);
  print_row("capped-dfs: positions expanded", dfs_nodes);
  print_row("capped-dfs: of which the first run", dfs_first);
  print_row("capped-dfs: runs", dfs_runs);
  print_row("capped-dfs / uniform-cost expanded", ratio);
  print_row("uniform-cost: ms (machine-dependent)", bfs_ms);
  print_row("capped-dfs: ms (machine-dependent)", dfs_ms);
  std::printf("first solution not a shortest one: %d of %zu levels\n", first_not_shortest, bfs_nodes.size());
  std::printf("failures: %d\n", failures);
  return failures == 0 ? 0 : 1;
}
