// Sigmar's Garden benchmark: how fast the exact solvers decide boards (docs/SIGMAR.md, "Figures").
//
//   sigmar_bench reference [--ordering NAME]
//   [--no-memo|--no-counts|--no-chain|--no-projections|--no-clear|--no-restarts]
//                [--max-ms MS] [FILE...]
//       decides every board of the reference files (default: tests/data/sigmar/*.txt), checks
//       each solution by replaying it, prints the median, 90th percentile and maximum time and
//       the hardest board.
//   sigmar_bench swapped [--count N] [--swaps K] [--max-ms MS] [solver options]
//       boards made from the reference boards by K random swaps (seed = index; default 2000
//       boards, K = 2): how many are solvable, unsolvable, undecided, and the slowest.
//   --solver search|sat|decide picks what decides the boards of reference and swapped: the search
//       solver (default), the SAT solver, or both (search first, then SAT: portfolio.hpp).
//   sigmar_bench orderings [--max-ms MS]
//       the reference boards under each of the six move orderings: nodes and time.
//   sigmar_bench linear [--count N]
//       N linear boards (default 20,000) per template (every name of template_names(); the random
//       symmetric ones drawn with Rng(seed, 1)): generation time, every board decided by the solver.
//   sigmar_bench pair-stack [--count N]
//       N pair-stack boards per template (templates drawn as for linear): generation time, retries,
//       boards not made, every solution replayed, vitae/mors on the rim counted (must be 0).
//   sigmar_bench thesis-tables [--count N] [--max-nodes M] [--max-ms MS] [--threads T] [--no-sat|--sat-only]
//       the thesis's Tables 2 and 3 measured beside the printed values (sigmar_thesis_tables.hpp):
//       N linear boards per template (default 100), each search run at most M positions (default
//       20,000,000; the exact memo keeps as many) and MS milliseconds (default 600,000); a run that
//       reaches either is counted at it, and the means it enters are marked as lower bounds. T
//       threads (default 1) share the (template, configuration) pairs; times are per thread.
//       --no-sat leaves out the SAT solvers' rows of Table 3; --sat-only runs nothing else.
//   sigmar_bench linear-restarts [--count N]
//       the linear generator's dead ends per template (sigmar_bench_linear.hpp).
//   sigmar_bench count [--count-nodes N]
//       the solution counter on reference and linear boards (sigmar_bench_linear.hpp).
//   sigmar_bench agree --named SOLVER [--count N] [--swaps K] [--max-nodes M] [--max-ms MS] [FILE...]
//       any of the game's named solvers (thesis-none, sat-thesis, human, ...) against decide on every
//       reference board and N swapped boards (default 0): verdicts compared, solutions replayed
//       (sigmar_bench_agree.hpp); exit status 1 on any contradiction.
//   sigmar_bench all   (the default): reference, swapped, linear.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/sat_solver.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/swaps.hpp"
#include "games/sigmar/templates.hpp"
#include "sigmar_bench_agree.hpp"
#include "sigmar_thesis_tables.hpp"
#include "sigmar_bench_linear.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

struct NamedBoard {
  std::string name;  // file:line
  Board board;
};

std::vector<NamedBoard> read_boards(const std::vector<std::string>& files) {
  std::vector<NamedBoard> out;
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) {
      std::fprintf(stderr, "sigmar_bench: cannot read %s\n", file.c_str());
      std::exit(2);
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (line.empty() || line[0] == '#') continue;
      const std::string base = file.substr(file.find_last_of('/') + 1);
      out.push_back(NamedBoard{base + ":" + std::to_string(number), parse_board(line)});
    }
  }
  return out;
}

// Process CPU time: the machine the benchmark runs on may be shared, and wall time then measures
// the neighbours too. Both are reported.
#ifdef __EMSCRIPTEN__
// Emscripten's clock_gettime knows only the realtime and monotonic clocks: as WebAssembly under
// node (tools/bench/wasm), node's own account of the process (V8's compiler threads included).
// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(double, node_cpu_ms, (), { const u = process.cpuUsage(); return (u.user + u.system) / 1000; });
// clang-format on
double cpu_ms() { return node_cpu_ms(); }
#else
double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}
#endif
// The calling thread's CPU time (thesis-tables runs its configurations on several threads).
double thread_cpu_ms() {
#ifdef __EMSCRIPTEN__
  return cpu_ms();
#else
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
#endif
}

struct Timing {
  double ms = 0;
  double cpu = 0;
  std::uint64_t nodes = 0;
  Status status = Status::unknown;
  std::size_t index = 0;
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5)];
}

double slow_ms = -1;  // --slow MS: list every board that took longer (CPU)

PortfolioOptions portfolio;

enum class Which { search, sat, both };
Which which = Which::search;

SolveResult run_solver(const Board& board, const Budget& budget, const SolverOptions& options) {
  if (which == Which::both) return sigmar::decide(board, budget, portfolio).result;
  if (which == Which::sat) {
    const SatResult s = solve_sat(board, budget);
    SolveResult r;
    r.status = s.status;
    r.solution = s.solution;
    return r;
  }
  return solve(board, budget, options);
}

Timing decide(const Board& board, const Budget& budget, const SolverOptions& options, std::size_t index) {
  const double c0 = cpu_ms();
  const auto t0 = std::chrono::steady_clock::now();
  const SolveResult r = run_solver(board, budget, options);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  const double cpu = cpu_ms() - c0;
  if (r.status == Status::solved) {
    const std::string why = check_solution(board, r.solution);
    if (!why.empty()) {
      std::fprintf(stderr, "sigmar_bench: board %zu: the solution does not replay: %s\n", index, why.c_str());
      std::exit(1);
    }
  }
  return Timing{ms, cpu, r.nodes, r.status, index};
}

void report(const char* title, const std::vector<Timing>& t, const std::vector<std::string>& names,
            const std::vector<Board>& boards) {
  std::vector<double> ms, cpu;
  std::uint64_t nodes = 0;
  int solved = 0, unsolvable = 0, unknown = 0;
  for (const Timing& x : t) {
    ms.push_back(x.ms);
    cpu.push_back(x.cpu);
    nodes += x.nodes;
    solved += x.status == Status::solved;
    unsolvable += x.status == Status::unsolvable;
    unknown += x.status == Status::unknown;
  }
  const auto worst =
      std::max_element(t.begin(), t.end(), [](const Timing& a, const Timing& b) { return a.cpu < b.cpu; });
  double total = 0;
  for (double v : ms) total += v;
  std::printf("%s: %zu boards: %d solved, %d unsolvable, %d unknown\n", title, t.size(), solved, unsolvable, unknown);
  std::printf("  CPU ms per board: median %.4f  p90 %.4f  p99 %.4f  max %.3f\n", percentile(cpu, 0.5),
              percentile(cpu, 0.9), percentile(cpu, 0.99), percentile(cpu, 1.0));
  std::printf("  wall ms per board: median %.4f  p90 %.4f  p99 %.4f  max %.3f  total %.1f; nodes %llu\n",
              percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99), percentile(ms, 1.0), total,
              static_cast<unsigned long long>(nodes));
  double worst_refutation = 0;
  for (const Timing& x : t)
    if (x.status == Status::unsolvable) worst_refutation = std::max(worst_refutation, x.cpu);
  if (unsolvable > 0) std::printf("  slowest refutation: %.3f ms CPU\n", worst_refutation);
  if (slow_ms >= 0)
    for (const Timing& x : t)
      if (x.cpu > slow_ms)
        std::printf("  slow: %s %s %llu nodes %.3f ms CPU %s\n", names[x.index].c_str(), to_string(x.status),
                    static_cast<unsigned long long>(x.nodes), x.cpu, format_board(boards[x.index]).c_str());
  if (worst != t.end())
    std::printf("  hardest: %s (%s, %llu nodes, %.3f ms CPU)\n    %s\n", names[worst->index].c_str(),
                to_string(worst->status), static_cast<unsigned long long>(worst->nodes), worst->cpu,
                format_board(boards[worst->index]).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode = "all";
  int first = 1;
  if (argc > 1 && argv[1][0] != '-') {
    mode = argv[1];
    first = 2;
  }
  SolverOptions options;
  Budget budget;
  budget.max_ms = 10000;
  int count = 2000, swaps = 2, threads = 1;
  bool sat_rows = true, search_rows = true;
  bool count_given = false, max_ms_given = false;
  std::uint64_t max_nodes = 5'000'000;
  std::uint64_t count_nodes = 5'000'000;
  std::vector<std::string> files;
  std::string named_solver;
  bool max_nodes_given = false;
  for (int i = first; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--ordering" && i + 1 < argc) {
      const auto o = ordering_from_string(argv[++i]);
      if (!o) {
        std::fprintf(stderr, "sigmar_bench: unknown ordering %s\n", argv[i]);
        return 2;
      }
      options.ordering = *o;
    } else if (arg == "--max-ms" && i + 1 < argc) {
      budget.max_ms = std::atof(argv[++i]);
      max_ms_given = true;
    } else if (arg == "--max-nodes" && i + 1 < argc) {
      max_nodes = std::strtoull(argv[++i], nullptr, 10);
      max_nodes_given = true;
    } else if (arg == "--named" && i + 1 < argc) {
      named_solver = argv[++i];
    } else if (arg == "--search-first" && i + 1 < argc) {
      portfolio.search_first = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--search-slice" && i + 1 < argc) {
      portfolio.search_slice = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--sat-slice" && i + 1 < argc) {
      portfolio.sat_slice = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--slow" && i + 1 < argc) {
      slow_ms = std::atof(argv[++i]);
    } else if (arg == "--count" && i + 1 < argc) {
      count = std::atoi(argv[++i]);
      count_given = true;
    } else if (arg == "--count-nodes" && i + 1 < argc) {
      count_nodes = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--no-sat") {
      sat_rows = false;
    } else if (arg == "--sat-only") {
      search_rows = false;
    } else if (arg == "--threads" && i + 1 < argc) {
      threads = std::atoi(argv[++i]);
    } else if (arg == "--swaps" && i + 1 < argc) {
      swaps = std::atoi(argv[++i]);
    } else if (arg == "--solver" && i + 1 < argc) {
      const std::string name = argv[++i];
      if (name == "search") {
        which = Which::search;
      } else if (name == "sat") {
        which = Which::sat;
      } else if (name == "decide") {
        which = Which::both;
      } else {
        std::fprintf(stderr, "sigmar_bench: unknown solver %s (search, sat or decide)\n", name.c_str());
        return 2;
      }
    } else if (arg == "--no-memo") {
      options.memo = false;
    } else if (arg == "--no-counts") {
      options.counts = false;
    } else if (arg == "--no-chain") {
      options.metal_chain = false;
    } else if (arg == "--no-projections") {
      options.projections = false;
    } else if (arg == "--no-restarts") {
      options.restarts = false;
    } else if (arg == "--no-clear") {
      options.clear_classes = false;
    } else if (!arg.empty() && arg[0] != '-') {
      files.push_back(arg);
    } else {
      std::fprintf(stderr, "sigmar_bench: unknown argument %s\n", arg.c_str());
      return 2;
    }
  }
  if (mode == "thesis-tables")
    return thesis_tables::run(count_given ? count : 100, max_nodes_given ? max_nodes : 20'000'000,
                              max_ms_given ? budget.max_ms : 600'000, threads, sat_rows, search_rows, thread_cpu_ms);
  if (files.empty()) {
    files.push_back(std::string(PUZZLELAB_TEST_DATA) + "/sigmar/hruska-seeds-0000-1023.txt");
    files.push_back(std::string(PUZZLELAB_TEST_DATA) + "/sigmar/scott-boards.txt");
  }
  if (mode == "linear-restarts") return sigmar_bench_modes::linear_restarts_bench(count);
  if (mode == "count") return sigmar_bench_modes::count_solutions_bench(count_nodes);
  try {
    const std::vector<NamedBoard> named = read_boards(files);
    std::vector<std::string> names;
    std::vector<Board> boards;
    for (const NamedBoard& n : named) {
      names.push_back(n.name);
      boards.push_back(n.board);
    }
    if (mode == "agree") {
      if (named_solver.empty()) {
        std::fprintf(stderr, "sigmar_bench: agree needs --named SOLVER\n");
        return 2;
      }
      Budget agree_budget = budget;
      agree_budget.max_nodes = max_nodes_given ? max_nodes : 50'000'000;
      if (!max_ms_given) agree_budget.max_ms = 120'000;
      return sigmar_bench_modes::agree_bench(named_solver, names, boards, count_given ? count : 0, swaps, agree_budget,
                                             cpu_ms);
    }
    std::printf("ordering %s, budget %.0f ms per board\n", std::string(to_string(options.ordering)).c_str(),
                budget.max_ms);
    if (mode == "reference" || mode == "all") {
      std::vector<Timing> t;
      for (std::size_t k = 0; k < boards.size(); ++k) t.push_back(decide(boards[k], budget, options, k));
      report("reference", t, names, boards);
    }
    if (mode == "swapped" || mode == "all") {
      std::vector<Timing> t;
      std::vector<std::string> swapped_names;
      std::vector<Board> swapped;
      for (int k = 0; k < count; ++k) {
        Rng rng(static_cast<std::uint64_t>(k));
        const std::size_t from = k % boards.size();
        swapped.push_back(swap_marbles(boards[from], swaps, rng));
        swapped_names.push_back(names[from] + " swapped, seed " + std::to_string(k));
        t.push_back(decide(swapped.back(), budget, options, swapped.size() - 1));
      }
      report("swapped", t, swapped_names, swapped);
    }
    if (mode == "linear" || mode == "all") {
      const int n = mode == "all" && count == 2000 ? 20000 : count;
      for (const std::string& name : template_names()) {
        double gen_cpu = 0;
        int retries = 0;
        std::vector<Timing> t;
        std::vector<std::string> linear_names;
        std::vector<Board> linear;
        for (int k = 0; k < n; ++k) {
          Rng trng(static_cast<std::uint64_t>(k), 1);
          const Template tpl = make_template(name, trng);
          Rng rng(static_cast<std::uint64_t>(k));
          const double c0 = cpu_ms();
          const Generated g = generate_linear(tpl, rng);
          gen_cpu += cpu_ms() - c0;
          retries += g.attempts - 1;
          linear.push_back(g.board);
          linear_names.push_back("linear seed " + std::to_string(k));
          t.push_back(decide(g.board, budget, options, linear.size() - 1));
          if (t.back().status != Status::solved) {
            std::fprintf(stderr, "sigmar_bench: linear board %d not solved: %s\n", k, format_board(g.board).c_str());
            return 1;
          }
        }
        const std::string title = "linear on " + name;
        std::printf("%s: generation %.4f ms CPU per board, %d retries\n", title.c_str(), gen_cpu / n, retries);
        report(title.c_str(), t, linear_names, linear);
      }
    }
    if (mode == "pair-stack") {
      for (const std::string& name : template_names()) {
        double gen_cpu = 0, worst = 0;
        int failed = 0, retries = 0, rim = 0;
        for (int k = 0; k < count; ++k) {
          Rng trng(static_cast<std::uint64_t>(k), 1);
          const Template tpl = make_template(name, trng);
          Rng rng(static_cast<std::uint64_t>(k));
          const double c0 = cpu_ms();
          const std::optional<Generated> g = generate_pair_stack(tpl, rng);
          const double cpu = cpu_ms() - c0;
          gen_cpu += cpu;
          worst = std::max(worst, cpu);
          if (!g) {
            ++failed;
            continue;
          }
          retries += g->attempts - 1;
          const std::string why = check_solution(g->board, g->solution);
          if (!why.empty()) {
            std::fprintf(stderr, "sigmar_bench: pair-stack board %d on %s: %s\n", k, name.c_str(), why.c_str());
            return 1;
          }
          for (int c = 0; c < kCells; ++c)
            rim += g->board.has(c) && ring_of(c) == kSide - 1 &&
                   (g->board.kind(c) == Kind::vitae || g->board.kind(c) == Kind::mors);
        }
        std::printf(
            "pair-stack on %s: %d boards, %d not made, %d retries, vitae/mors on the rim %d; CPU ms per board: mean "
            "%.3f max %.3f\n",
            name.c_str(), count, failed, retries, rim, gen_cpu / count, worst);
      }
    }
    if (mode == "orderings") {
      for (const Ordering o : kOrderings) {
        SolverOptions opt = options;
        opt.ordering = o;
        opt.restarts = false;
        std::vector<Timing> t;
        for (std::size_t k = 0; k < boards.size(); ++k) t.push_back(decide(boards[k], budget, opt, k));
        report(std::string(to_string(o)).c_str(), t, names, boards);
      }
    }
  } catch (const InputError& e) {
    std::fprintf(stderr, "sigmar_bench: %s\n", e.what());
    return 2;
  }
  return 0;
}
