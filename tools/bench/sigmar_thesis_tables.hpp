// sigmar_bench thesis-tables: the thesis's Tables 2 and 3 ([Ruigrok] section 8) measured again
// beside the printed values (docs/SIGMAR.md, "What the thesis reports, measured again").
//
// Boards: linear boards on each of the tables' templates, seeds 1..N (the boards of the Lab's
// sigmar-thesis-TEMPLATE presets: seed 1, challenge seeds 1, 2, ...). Per board and ordering: the
// thesis's configuration (thesis-ORDERING: memo, that ordering, nothing else) and ours with the
// same ordering (search-ORDERING: every pruning, no restarts), then our default search (restarts)
// and each SAT solver of kThesisSatSolvers. Positions visited = the search's expanded nodes; a
// run stopped by the node budget is censored: counted, listed, and left out of mean, sd and
// median (which are then over the finished runs only, so lower bounds).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

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

struct Runs {
  std::vector<double> nodes, seconds;  // finished runs only
  int censored = 0;
};

struct Summary {
  double mean = 0, sd = 0, median = 0;
};

inline Summary summarise(std::vector<double> v) {
  Summary s;
  if (v.empty()) return s;
  double sum = 0;
  for (double x : v) sum += x;
  s.mean = sum / static_cast<double>(v.size());
  double sq = 0;
  for (double x : v) sq += (x - s.mean) * (x - s.mean);
  s.sd = v.size() > 1 ? std::sqrt(sq / static_cast<double>(v.size() - 1)) : 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  return s;
}

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

inline std::string nodes_cell(const Runs& r) {
  const Summary s = summarise(r.nodes);
  std::string out = grouped(s.mean) + " ± " + grouped(s.sd) + " (median " + grouped(s.median) + ")";
  if (r.censored > 0) out += ", " + std::to_string(r.censored) + " censored";
  return out;
}

inline std::string seconds_cell(const Runs& r) {
  const Summary s = summarise(r.seconds);
  std::string out = seconds(s.mean) + " ± " + seconds(s.sd) + " (median " + seconds(s.median) + ")";
  if (r.censored > 0) out += ", " + std::to_string(r.censored) + " censored";
  return out;
}

inline std::string printed(const PrintedCell& c, bool time) {
  return time ? seconds(c.mean) + " ± " + seconds(c.sd) : grouped(c.mean) + " ± " + grouped(c.sd);
}

template <typename Clock>
Runs run_search(const std::vector<Board>& boards, const SolverOptions& options, const Budget& budget, Clock cpu_ms) {
  Runs r;
  for (const Board& board : boards) {
    const double c0 = cpu_ms();
    const SolveResult result = solve(board, budget, options);
    const double s = (cpu_ms() - c0) / 1000;
    if (result.status == Status::unknown) {
      ++r.censored;
      continue;
    }
    if (result.status == Status::unsolvable || !check_solution(board, result.solution).empty()) {
      // A linear board is solvable by construction: "unsolvable" or a bad solution is a defect.
      std::fprintf(stderr, "sigmar_bench: %s on a linear board: %s\n",
                   result.status == Status::unsolvable ? "unsolvable" : "a solution that does not replay",
                   format_board(board).c_str());
      std::exit(1);
    }
    r.nodes.push_back(static_cast<double>(result.nodes));
    r.seconds.push_back(s);
  }
  return r;
}

template <typename Clock>
Runs run_named(const Game& game, const std::vector<Board>& boards, const std::string& solver, const Budget& budget,
               Clock cpu_ms) {
  Runs r;
  for (const Board& board : boards) {
    const double c0 = cpu_ms();
    const SolveOutcome result = game.solve(json::object(), format_board(board), {}, budget, solver);
    const double s = (cpu_ms() - c0) / 1000;
    if (result.status == Status::unknown) {
      ++r.censored;
      continue;
    }
    const ReplayOutcome replayed = game.replay(json::object(), format_board(board), result.solution);
    if (result.status == Status::unsolvable || !replayed.legal || !replayed.solved) {
      std::fprintf(stderr, "sigmar_bench: %s says %s on a linear board: %s\n", solver.c_str(),
                   result.status == Status::unsolvable ? "unsolvable" : "a solution that does not replay",
                   format_board(board).c_str());
      std::exit(1);
    }
    r.seconds.push_back(s);
  }
  return r;
}

// Prints, per template, one markdown table: each ordering's printed values beside the measured
// ones. CPU seconds (the machine is shared).
template <typename Clock>
int run(int count, std::uint64_t max_nodes, double max_ms, Clock cpu_ms) {
  const Game& game = find_game("sigmar");
  Budget budget;
  budget.max_nodes = max_nodes;
  budget.max_ms = max_ms;
  std::printf("thesis-tables: %d linear boards per template (seeds 1..%d), node budget %s per run, %.0f s per run\n",
              count, count, grouped(static_cast<double>(max_nodes)).c_str(), max_ms / 1000);
  for (std::size_t t = 0; t < kThesisTemplates.size(); ++t) {
    const std::string name(kThesisTemplates[t]);
    std::vector<Board> boards;
    for (int k = 1; k <= count; ++k) {
      Rng rng(static_cast<std::uint64_t>(k));  // as the game's generate: the template, then the setup
      const Template cells = make_template(name, rng);
      boards.push_back(generate_linear(cells, rng).board);
    }
    std::printf("\n#### %s (%d boards)\n\n", name.c_str(), count);
    std::printf(
        "| ordering | Table 2 printed | thesis config: positions | ours: positions | Table 3 printed (s) | "
        "thesis config: CPU s | ours: CPU s |\n|---|---|---|---|---|---|---|\n");
    for (std::size_t o = 0; o < kThesisOrderings.size(); ++o) {
      const Runs thesis = run_search(boards, thesis_options(kThesisOrderings[o]), budget, cpu_ms);
      SolverOptions ours;
      ours.ordering = kThesisOrderings[o];
      ours.restarts = false;
      const Runs mine = run_search(boards, ours, budget, cpu_ms);
      std::printf("| %s | %s | %s | %s | %s | %s | %s |\n", std::string(kThesisRowNames[o]).c_str(),
                  printed(kTable2[o][t], false).c_str(), nodes_cell(thesis).c_str(), nodes_cell(mine).c_str(),
                  printed(kTable3[o][t], true).c_str(), seconds_cell(thesis).c_str(), seconds_cell(mine).c_str());
      std::fflush(stdout);
    }
    const Runs best = run_search(boards, SolverOptions{}, budget, cpu_ms);
    std::printf("| ours, default search (restarts) | | | %s | | | %s |\n", nodes_cell(best).c_str(),
                seconds_cell(best).c_str());
    for (const std::string& sat : kThesisSatSolvers) {
      Budget sat_budget;
      sat_budget.max_ms = max_ms;
      const Runs r = run_named(game, boards, sat, sat_budget, cpu_ms);
      std::printf("| SAT-solver (`%s`) | | | | %s | | %s |\n", sat.c_str(), printed(kTable3[5][t], true).c_str(),
                  seconds_cell(r).c_str());
    }
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace thesis_tables
