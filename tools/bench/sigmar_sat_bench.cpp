// The two Sigmar SAT encodings side by side (docs/SIGMAR.md, "SAT encodings: the thesis's and
// ours"): per template, linear boards (seed = index, templates drawn as sigmar_bench draws them),
// and boards a few swaps away from the reference boards (mostly unsolvable): the formula's
// variables and clauses, the CPU time to build it, and to build and solve it with CaDiCaL, as
// medians; every verdict of the two encodings compared, every solution replayed by the solver.
//
//   sigmar_sat_bench [--count N] [--swapped N] [--swaps K] [--templates a,b,...] [--list]
//       N boards per template (default 5), N swapped boards (default 5, K = 3 swaps each, seed =
//       index as in the unit tests); --list prints every board's verdict and times.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/sigmar/sat_formula.hpp"
#include "games/sigmar/sat_solver.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/swaps.hpp"
#include "games/sigmar/templates.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

// Process CPU time: the machine may be shared.
double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

struct Row {
  std::vector<double> variables, clauses, build, total;
  int solved = 0, unsolvable = 0, unknown = 0;
};

// One board in one encoding: the size and build time of the formula alone, then the whole solve.
Status measure(const Board& board, SatEncoding encoding, Row& row) {
  const Marbles marbles(board);
  double c0 = cpu_ms();
  const auto formula = encode(marbles, encoding, nullptr);
  row.build.push_back(cpu_ms() - c0);
  row.variables.push_back(formula->cnf.variables);
  row.clauses.push_back(static_cast<double>(formula->cnf.clauses));
  Budget budget;
  budget.max_ms = 120'000;
  c0 = cpu_ms();
  const SatResult r = solve_sat(board, budget, encoding);  // throws if a solution does not replay
  row.total.push_back(cpu_ms() - c0);
  row.solved += r.status == Status::solved;
  row.unsolvable += r.status == Status::unsolvable;
  row.unknown += r.status == Status::unknown;
  return r.status;
}

void print(const std::string& set, SatEncoding encoding, const Row& row) {
  std::printf("| %s | %s | %.0f | %.0f | %.1f | %.1f | %d/%d/%d |\n", set.c_str(),
              std::string(to_string(encoding)).c_str(), median(row.variables), median(row.clauses), median(row.build),
              median(row.total), row.solved, row.unsolvable, row.unknown);
  std::fflush(stdout);
}

std::vector<Board> reference_boards(int count) {
  std::vector<Board> out;
  std::ifstream in(std::string(PUZZLELAB_TEST_DATA) + "/sigmar/hruska-seeds-0000-1023.txt");
  std::string line;
  while (static_cast<int>(out.size()) < count && std::getline(in, line)) out.push_back(parse_board(line));
  return out;
}

bool list = false;

// Both encodings on a set of boards; a verdict they disagree on stops the benchmark.
void run_set(const std::string& set, const std::vector<Board>& boards) {
  Row compact, thesis;
  for (std::size_t k = 0; k < boards.size(); ++k) {
    const Board& b = boards[k];
    const Status a = measure(b, SatEncoding::compact, compact);
    const Status t = measure(b, SatEncoding::thesis, thesis);
    if (list)
      std::fprintf(stderr, "%s #%zu: %s, compact %.1f ms, thesis %.1f ms: %s\n", set.c_str(), k, to_string(a),
                   compact.total.back(), thesis.total.back(), format_board(b).c_str());
    if (a != Status::unknown && t != Status::unknown && a != t) {
      std::fprintf(stderr, "sigmar_sat_bench: the encodings disagree on %s\n", format_board(b).c_str());
      std::exit(1);
    }
  }
  print(set, SatEncoding::compact, compact);
  print(set, SatEncoding::thesis, thesis);
}

}  // namespace

int main(int argc, char** argv) {
  int count = 5, swapped = 5, swaps = 3;
  std::vector<std::string> templates = template_names();
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--count" && i + 1 < argc) {
      count = std::atoi(argv[++i]);
    } else if (arg == "--swapped" && i + 1 < argc) {
      swapped = std::atoi(argv[++i]);
    } else if (arg == "--swaps" && i + 1 < argc) {
      swaps = std::atoi(argv[++i]);
    } else if (arg == "--list") {
      list = true;
    } else if (arg == "--templates" && i + 1 < argc) {
      templates.clear();
      std::string list = argv[++i];
      for (std::size_t at = 0; at <= list.size();) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        templates.push_back(list.substr(at, comma - at));
        at = comma + 1;
      }
    } else {
      std::fprintf(stderr,
                   "usage: sigmar_sat_bench [--count N] [--swapped N] [--swaps K] [--templates a,b,...] [--list]\n");
      return 2;
    }
  }
  std::printf(
      "| boards | encoding | variables | clauses | build ms | build + solve ms | solved/unsolvable/unknown |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const std::string& name : templates) {
    std::vector<Board> boards;
    for (int k = 0; k < count; ++k) {
      Rng trng(static_cast<std::uint64_t>(k), 1);
      const Template tpl = make_template(name, trng);
      Rng rng(static_cast<std::uint64_t>(k));
      boards.push_back(generate_linear(tpl, rng).board);
    }
    run_set(std::to_string(count) + " linear " + name, boards);
  }
  if (swapped > 0) {
    std::vector<Board> boards;
    const std::vector<Board> reference = reference_boards(swapped);
    for (int k = 0; k < swapped; ++k) {
      Rng rng(static_cast<std::uint64_t>(k), 9);
      boards.push_back(swap_marbles(reference[k], swaps, rng));
    }
    run_set(std::to_string(swapped) + " reference boards, " + std::to_string(swaps) + " swaps", boards);
  }
}
