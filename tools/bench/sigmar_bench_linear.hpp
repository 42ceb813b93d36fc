// sigmar_bench's modes for the linear generator's dead ends and for counting solutions
// (docs/SIGMAR.md, "The linear generator's dead end" and "Counting solutions"). Header only:
// tools/bench/wasm compiles sigmar_bench.cpp alone.
//
//   linear_restarts_bench(N)  `sigmar_bench linear-restarts [--count N]`: N boards per template
//       (seeds 0..N-1, templates drawn as for `linear`): attempts, dead ends, the share of attempts
//       that dead-end with a 95% Wilson interval, what the frontier held, the earliest dead end
//       (fewest placements) drawn.
//   count_solutions_bench(N)  `sigmar_bench count [--count-nodes N]`: the solution counter on the
//       reference files' first five boards and linear boards seeds 0-4 on rings and symmetric-6:
//       its answer, nodes and CPU time per board.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/solution_count.hpp"
#include "games/sigmar/templates.hpp"

namespace sigmar_bench_modes {

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

// Process CPU time (the machine may be shared).
inline double bench_cpu_ms() { return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// The 95% Wilson score interval of k successes in n trials.
inline void wilson(long k, long n, double& lo, double& hi) {
  if (n == 0) {
    lo = 0;
    hi = 1;
    return;
  }
  const double z = 1.959964, p = static_cast<double>(k) / static_cast<double>(n), nn = static_cast<double>(n);
  const double centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
  const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
  lo = std::max(0.0, centre - half);
  hi = std::min(1.0, centre + half);
}

// The board at a dead end in hexagonal rows: marbles by their letters, '*' the frontier, 'o' the
// empty centre, '.' the other empty template cells, ' ' cells outside the template.
inline void draw(const Template& t, const LinearAttempt& run) {
  const std::string text = format_board(run.generated.board);
  int cell = 0;
  for (int r = 0; r < 2 * kSide - 1; ++r) {
    std::string line(static_cast<std::size_t>(std::abs(r - (kSide - 1))), ' ');
    for (int i = 0; i < row_length(r); ++i, ++cell) {
      char c = text[static_cast<std::size_t>(cell)];
      if (c == '_') c = !t.has(cell) ? ' ' : cell == kCentre ? 'o' : '.';
      for (const int f : run.frontier)
        if (f == cell) c = '*';
      line += c;
      line += ' ';
    }
    std::printf("    %s\n", line.c_str());
  }
}

// "12,345"
inline std::string thousands(long x) {
  std::string digits = std::to_string(x), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// "2.52% (2.24-2.85%)": the share with its 95% Wilson interval.
inline std::string share(long k, long n) {
  double lo = 0, hi = 0;
  wilson(k, n, lo, hi);
  char text[80];
  const double p = n == 0 ? 0 : 100.0 * static_cast<double>(k) / static_cast<double>(n);
  if (k == 0)
    std::snprintf(text, sizeof text, "0%% (0-%.2f%%)", 100 * hi);
  else
    std::snprintf(text, sizeof text, "%.2f%% (%.2f-%.2f%%)", p, 100 * lo, 100 * hi);
  return text;
}

inline int linear_restarts_bench(int count) {
  long all_attempts = 0, all_dead = 0, all_one_cell = 0;
  std::string table =
      "| template | attempts | dead ends | share of attempts | boards restarted |\n|---|---|---|---|---|\n";
  for (const std::string& name : template_names()) {
    long attempts = 0, dead = 0, boards_restarted = 0, empty_frontier = 0, gold_down = 0;
    int earliest_placed = 1 << 30, earliest_seed = -1, earliest_attempt = 0;
    for (int k = 0; k < count; ++k) {
      Rng trng(static_cast<std::uint64_t>(k), 1);
      const Template tpl = make_template(name, trng);
      Rng rng(static_cast<std::uint64_t>(k));
      for (int a = 1;; ++a) {
        ++attempts;
        const LinearAttempt run = linear_attempt(tpl, rng);
        if (!run.dead_end) {
          boards_restarted += a > 1;
          break;
        }
        ++dead;
        all_one_cell += run.frontier.size() == 1 && !run.gold_placed;
        empty_frontier += run.frontier.empty();
        gold_down += run.gold_placed;
        const int placed = static_cast<int>(run.generated.trace.size());
        if (placed < earliest_placed) {
          earliest_placed = placed;
          earliest_seed = k;
          earliest_attempt = a;
        }
      }
    }
    double lo = 0, hi = 0;
    wilson(dead, attempts, lo, hi);
    std::printf(
        "linear restarts on %s: %d boards, %ld attempts, %ld dead ends: %.2f%% of attempts (95%% CI %.2f-%.2f%%)",
        name.c_str(), count, attempts, dead, 100.0 * static_cast<double>(dead) / static_cast<double>(attempts),
        100 * lo, 100 * hi);
    std::printf("; boards restarted %ld; frontier empty %ld, gold down %ld\n", boards_restarted, empty_frontier,
                gold_down);
    all_attempts += attempts;
    all_dead += dead;
    table += "| " + name + " | " + thousands(attempts) + " | " + thousands(dead) + " | " + share(dead, attempts) +
             " | " + thousands(boards_restarted) + " |\n";
    if (earliest_seed < 0) continue;
    // Replay the earliest dead end and draw it.
    Rng trng(static_cast<std::uint64_t>(earliest_seed), 1);
    const Template tpl = make_template(name, trng);
    Rng rng(static_cast<std::uint64_t>(earliest_seed));
    LinearAttempt run;
    for (int a = 1; a <= earliest_attempt; ++a) run = linear_attempt(tpl, rng);
    std::printf(
        "  earliest dead end: seed %d, attempt %d, after %d placements (%d metals, gold %s), %d pairs left,"
        " frontier",
        earliest_seed, earliest_attempt, earliest_placed, run.metals_placed, run.gold_placed ? "down" : "not down",
        run.pairs_left);
    for (const int f : run.frontier) std::printf(" %s", cell_name(f).c_str());
    std::printf("\n  template %s\n", format_template(tpl).c_str());
    draw(tpl, run);
  }
  double lo = 0, hi = 0;
  wilson(all_dead, all_attempts, lo, hi);
  std::printf("all templates: %ld attempts, %ld dead ends: %.2f%% (95%% CI %.2f-%.2f%%)\n", all_attempts, all_dead,
              100.0 * static_cast<double>(all_dead) / static_cast<double>(all_attempts), 100 * lo, 100 * hi);
  // The table docs/SIGMAR.md shows ("The linear generator's dead end").
  table += "| all | " + thousands(all_attempts) + " | " + thousands(all_dead) + " | " + share(all_dead, all_attempts) +
           " | |\n";
  std::printf("\nsigmar_bench linear-restarts --count %d: dead ends per template (95%% Wilson intervals)\n\n%s", count,
              table.c_str());
  std::printf("\nIn %s of the %s dead ends the frontier held exactly one cell and gold was not down.\n",
              thousands(all_one_cell).c_str(), thousands(all_dead).c_str());
  return 0;
}

inline int count_solutions_bench(std::uint64_t max_nodes) {
  // The first five boards of each reference file, and linear boards seeds 0-4 on rings and on
  // a random 6-fold template.
  struct Case {
    std::string name;
    Board board;
  };
  std::vector<Case> cases;
  for (const char* file : {"hruska-seeds-0000-1023.txt", "scott-boards.txt"}) {
    std::ifstream in(std::string(PUZZLELAB_TEST_DATA) + "/sigmar/" + file);
    std::string line;
    for (int number = 1; std::getline(in, line) && number <= 5; ++number)
      if (!line.empty()) cases.push_back(Case{std::string(file) + ":" + std::to_string(number), parse_board(line)});
  }
  for (const char* name : {"rings", "symmetric-6"})
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
      Rng rng(seed);
      const Template t = make_template(name, rng);
      cases.push_back(
          Case{std::string("linear ") + name + " seed " + std::to_string(seed), generate_linear(t, rng).board});
    }
  Budget budget;
  budget.max_nodes = max_nodes;
  for (const Case& c : cases) {
    const double c0 = bench_cpu_ms();
    const CountResult r = count_all_solutions(c.board, budget);
    const double cpu = bench_cpu_ms() - c0;
    std::printf("count %s: %s (%llu nodes, %zu stored, %.1f ms CPU)\n", c.name.c_str(),
                r.count ? r.count->decimal().c_str() : (r.overflow ? "unknown (overflow)" : "unknown"),
                static_cast<unsigned long long>(r.nodes), r.stored, cpu);
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace sigmar_bench_modes
