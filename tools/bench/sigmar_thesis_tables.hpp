// sigmar_bench thesis-tables: the thesis's Tables 2 and 3 ([Ruigrok] section 8) measured again
// beside the printed values (docs/SIGMAR.md, "What the thesis reports, measured again").
//
// Boards: linear boards on each of the tables' templates, seeds 1..N (the boards of the Lab's
// sigmar-thesis-TEMPLATE presets: seed 1, challenge seeds 1, 2, ...). Per board: the thesis's
// configuration with each ordering (thesis-ORDERING: memo, that ordering, ties in cell order,
// nothing else), the other readings of the text (kThesisReadings), the same orderings with ties
// in generation order (the sensitivity to tie order), ours with each ordering (search-ORDERING:
// every pruning, no restarts), our default search (restarts), and each SAT solver of
// kThesisSatSolvers.
//
// Positions: the search's expanded positions, and its calls (memo hits included: nodes +
// memo_hits), since the thesis does not say which it counts. A run stopped by the node budget is
// counted at the budget: its cell says how many runs reached it, and a mean, sd or quantile that
// includes one is a lower bound, printed with "≥". The exact memo keeps up to the budget's
// positions, so no run is cut short by the memo's size. The printed mean m and sd s over n = 100
// runs bound the thesis's largest run: max <= m + s * sqrt(n - 1) (the sum of squared deviations is
// (n - 1) s^2, and one run's deviation is at most all of it).
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#ifndef __EMSCRIPTEN__
#include <thread>
#endif

#include "core/rng.hpp"
#include "game/game.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/templates.hpp"
#include "games/sigmar/thesis_solvers.hpp"
#include "games/sigmar/thesis_tables.hpp"

namespace thesis_tables {

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

// The SAT solvers of Table 3's last row, by their names in the game's solver list (run through the
// Game interface, so a solver another encoding adds needs only its name here).
inline const std::vector<std::string> kThesisSatSolvers = {"sat", "sat-thesis"};

// One configuration's runs on one template's boards, every run included (a run stopped by the
// budget at the positions it reached).
struct Runs {
  std::vector<double> nodes, calls, seconds;
  int censored = 0;
  double least_censored = 1e300;  // the fewest positions a run stopped at
};

using Summary = RunSummary;
inline Summary summarise(std::vector<double> v) { return summarise_runs(std::move(v)); }

inline std::string grouped(double x) {
  char text[64];
  std::snprintf(text, sizeof text, "%.0f", x);
  std::string digits = text, out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0 && digits[i - 1] != '-') out += ',';
    out += digits[i];
  }
  return out;
}

inline std::string seconds(double x) {
  char text[32];
  std::snprintf(text, sizeof text, x >= 0.1 ? "%.2f" : x >= 0.001 ? "%.4f" : "%.6f", x);
  return text;
}

inline std::string ratio(double x) {
  char text[32];
  std::snprintf(text, sizeof text, x >= 10 ? "%.0f" : "%.2g", x);
  return text;
}

// "≥" before a value a censored run may have lowered.
inline std::string at_least(bool lower_bound, const std::string& value) { return lower_bound ? "≥ " + value : value; }

struct Config {
  std::string row;            // the row's name
  int printed = -1;           // the Table 2 / Table 3 row it measures again, or -1
  bool search = true;         // a search (else a SAT solver by name)
  SolverOptions options;      // the search's
  std::string sat;            // the SAT solver's name
  bool thesis_config = true;  // the thesis's configuration (else ours)
};

inline std::vector<Config> configs(bool sat, bool searches = true) {
  std::vector<Config> out;
  if (!searches) {
    for (const std::string& name : kThesisSatSolvers)
      out.push_back(Config{"SAT-solver (`" + name + "`)", 5, false, {}, name, false});
    return out;
  }
  for (std::size_t o = 0; o < kThesisOrderings.size(); ++o)
    out.push_back(Config{std::string(kThesisRowNames[o]) + " (`" + thesis_solver_name(kThesisOrderings[o]) + "`)",
                         static_cast<int>(o), true, thesis_options(kThesisOrderings[o]), "", true});
  for (const ThesisReading& r : kThesisReadings)
    out.push_back(
        Config{std::string(r.row) + " (`" + std::string(r.name) + "`)", -1, true, thesis_options(r), "", true});
  // Ties in generation order: None is cell order by definition (its score is the cell order), so
  // only the four heuristics have a row.
  for (std::size_t o = 1; o < kThesisOrderings.size(); ++o) {
    SolverOptions g = thesis_options(kThesisOrderings[o]);
    g.tie_order = TieOrder::generation;
    out.push_back(Config{std::string(kThesisRowNames[o]) + ", ties in generation order", -1, true, g, "", true});
  }
  for (std::size_t o = 0; o < kThesisOrderings.size(); ++o) {
    SolverOptions ours;
    ours.ordering = kThesisOrderings[o];
    ours.restarts = false;
    ours.tie_order = TieOrder::cells;
    ours.centre_distance = CentreDistance::nearest_tile;
    out.push_back(
        Config{"ours (every pruning), " + std::string(kThesisRowNames[o]), static_cast<int>(o), true, ours, "", false});
  }
  out.push_back(Config{"ours, default search (restarts)", -1, true, SolverOptions{}, "", false});
  if (sat)
    for (const std::string& name : kThesisSatSolvers)
      out.push_back(Config{"SAT-solver (`" + name + "`)", 5, false, {}, name, false});
  return out;
}

template <typename Clock>
Runs run_config(const Game& game, const std::vector<Board>& boards, const Config& c, const Budget& budget,
                Clock cpu_ms) {
  Runs r;
  for (const Board& board : boards) {
    const double c0 = cpu_ms();
    Status status = Status::unknown;
    bool replays = true;
    if (c.search) {
      SolverOptions options = c.options;
      // The exact memo may keep every position the budget allows: no run is cut short by its size.
      options.exact_memo_limit = std::max<std::size_t>(options.exact_memo_limit, budget.max_nodes + 1);
      const SolveResult result = solve(board, budget, options);
      status = result.status;
      replays = status != Status::solved || check_solution(board, result.solution).empty();
      r.nodes.push_back(static_cast<double>(result.nodes));
      r.calls.push_back(static_cast<double>(result.nodes + result.memo_hits));
    } else {
      Budget sat_budget;
      sat_budget.max_ms = budget.max_ms;
      const SolveOutcome result = game.solve(json::object(), format_board(board), {}, sat_budget, c.sat);
      status = result.status;
      if (status == Status::solved) {
        const ReplayOutcome replayed = game.replay(json::object(), format_board(board), result.solution);
        replays = replayed.legal && replayed.solved;
      }
    }
    r.seconds.push_back((cpu_ms() - c0) / 1000);
    if (status == Status::unknown) {
      ++r.censored;
      if (!r.nodes.empty()) r.least_censored = std::min(r.least_censored, r.nodes.back());
    }
    if (status == Status::unsolvable || !replays) {
      // A linear board is solvable by construction: "unsolvable" or a bad solution is a defect.
      std::fprintf(stderr, "sigmar_bench: %s: %s on a linear board: %s\n", c.row.c_str(),
                   status == Status::unsolvable ? "unsolvable" : "a solution that does not replay",
                   format_board(board).c_str());
      std::exit(1);
    }
  }
  return r;
}

inline std::string printed(const PrintedCell& c, bool time) {
  return time ? seconds(c.mean) + " ± " + seconds(c.sd) : grouped(c.mean) + " ± " + grouped(c.sd);
}

// Table 2's measured cells for one configuration: mean ± sd, median, p90, p99, max, runs at the
// budget, calls.
inline std::string positions_row(const Runs& r) {
  const Summary s = summarise(r.nodes);
  const Summary calls = summarise(r.calls);
  const bool cut = r.censored > 0;
  double lo = 1e300, hi = 0;
  for (std::size_t k = 0; k < r.nodes.size(); ++k)
    if (r.nodes[k] > 0) {
      lo = std::min(lo, r.calls[k] / r.nodes[k]);
      hi = std::max(hi, r.calls[k] / r.nodes[k]);
    }
  // A quantile is a lower bound only when it is a run at the budget.
  auto q = [&](double v) { return at_least(cut && v >= r.least_censored, grouped(v)); };
  return at_least(cut, grouped(s.mean)) + " ± " + at_least(cut, grouped(s.sd)) + " | " + q(s.median) + " | " +
         q(s.p90) + " | " + q(s.p99) + " | " + q(s.max) + " | " + std::to_string(r.censored) + " | " +
         at_least(cut, grouped(calls.mean)) + " (" + ratio(calls.mean / std::max(1.0, s.mean)) + "x; " + ratio(lo) +
         "-" + ratio(hi) + "x per run)";
}

inline std::string seconds_cell(const Runs& r) {
  const Summary s = summarise(r.seconds);
  std::string out =
      at_least(r.censored > 0, seconds(s.mean)) + " ± " + seconds(s.sd) + " (median " + seconds(s.median) + ")";
  if (r.censored > 0) out += ", " + std::to_string(r.censored) + " at the limit";
  return out;
}

// Prints, per template, Table 2's cells (positions) and Table 3's (CPU seconds) beside the printed
// ones, then Table 2 in the thesis's layout; `sat` false leaves out the SAT solvers' rows,
// `searches` false all the others. `threads` runs the
// (template, configuration) pairs in parallel; times are each thread's own CPU time.
template <typename Clock>
int run(int count, std::uint64_t max_nodes, double max_ms, int threads, bool sat, bool searches, Clock cpu_ms) {
  const Game& game = find_game("sigmar");
  Budget budget;
  budget.max_nodes = max_nodes;
  budget.max_ms = max_ms;
  const std::vector<Config> cs = configs(sat, searches);
  const std::size_t nt = kThesisTemplates.size();
  std::vector<std::vector<Board>> boards(nt);
  for (std::size_t t = 0; t < nt; ++t)
    for (int k = 1; k <= count; ++k) {
      Rng rng(static_cast<std::uint64_t>(k));  // as the game's generate: the template, then the setup
      const Template cells = make_template(std::string(kThesisTemplates[t]), rng);
      boards[t].push_back(generate_linear(cells, rng).board);
    }
  std::vector<Runs> runs(nt * cs.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t job; (job = next.fetch_add(1)) < runs.size();)
      runs[job] = run_config(game, boards[job / cs.size()], cs[job % cs.size()], budget, cpu_ms);
  };
#ifdef __EMSCRIPTEN__
  (void)threads;
  work();
#else
  std::vector<std::thread> pool;
  for (int k = 0; k < std::max(1, threads); ++k) pool.emplace_back(work);
  for (std::thread& t : pool) t.join();
#endif
  auto at = [&](std::size_t t, std::size_t c) -> const Runs& { return runs[t * cs.size() + c]; };

  std::printf(
      "thesis-tables: %d linear boards per template (seeds 1..%d), at most %s positions and %.0f s per search run "
      "(a run at the limit is counted at it: \"≥\")\n",
      count, count, grouped(static_cast<double>(max_nodes)).c_str(), max_ms / 1000);
  if (!sat) std::printf("SAT solvers not run (--no-sat)\n");
  if (!searches) std::printf("SAT solvers only (--sat-only)\n");
  for (std::size_t t = 0; t < nt; ++t) {
    const std::string name(kThesisTemplates[t]);
    std::printf("\n#### %s (%d boards): positions visited (Table 2)\n\n", name.c_str(), count);
    std::printf(
        "| configuration | Table 2 printed | printed: largest run at most | mean ± sd | median | p90 | p99 | max | "
        "runs at the limit | calls, memo hits included: mean (to expanded) |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n");
    for (std::size_t c = 0; c < cs.size(); ++c) {
      if (!cs[c].search) continue;
      const bool printed_row = cs[c].printed >= 0 && cs[c].thesis_config;
      const PrintedCell& p = kTable2[std::max(0, cs[c].printed)][t];
      std::printf("| %s | %s | %s | %s |\n", cs[c].row.c_str(), printed_row ? printed(p, false).c_str() : "",
                  printed_row ? grouped(largest_run_bound(p, 100)).c_str() : "", positions_row(at(t, c)).c_str());
    }
    std::printf("\n#### %s (%d boards): CPU seconds to solve (Table 3)\n\n", name.c_str(), count);
    std::printf("| configuration | Table 3 printed (s) | measured: CPU s, mean ± sd (median) |\n|---|---|---|\n");
    for (std::size_t c = 0; c < cs.size(); ++c) {
      const bool printed_row = cs[c].printed >= 0 && (cs[c].thesis_config || !cs[c].search);
      std::printf("| %s | %s | %s |\n", cs[c].row.c_str(),
                  printed_row ? printed(kTable3[cs[c].printed][t], true).c_str() : "", seconds_cell(at(t, c)).c_str());
    }
  }
  std::printf("\n#### Table 2 beside the thesis configuration: mean positions expanded (printed)\n\n| configuration |");
  for (std::size_t t = 0; t < nt; ++t) std::printf(" %s |", std::string(kThesisTemplates[t]).c_str());
  std::printf("\n|---|");
  for (std::size_t t = 0; t < nt; ++t) std::printf("---|");
  std::printf("\n");
  for (std::size_t c = 0; c < cs.size(); ++c) {
    if (!cs[c].search || !cs[c].thesis_config) continue;
    std::printf("| %s |", cs[c].row.c_str());
    for (std::size_t t = 0; t < nt; ++t) {
      const Runs& r = at(t, c);
      std::string cell = at_least(r.censored > 0, grouped(summarise(r.nodes).mean));
      if (cs[c].printed >= 0) cell += " (" + grouped(kTable2[cs[c].printed][t].mean) + ")";
      std::printf(" %s |", cell.c_str());
    }
    std::printf("\n");
  }
  std::fflush(stdout);
  return 0;
}

}  // namespace thesis_tables
