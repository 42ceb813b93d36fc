// sigmar_bench agree: any of the game's named solvers (the CLI's --solver names, through the Game
// interface as the protocol runs them) against `decide` on the same boards: the reference boards,
// all solvable, and boards made from them by random swaps, solvable or not. Every solution is
// replayed; a verdict that contradicts `decide` ends the run with status 1. `unknown` (out of
// budget) is counted, never compared.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/status.hpp"
#include "game/game.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/swaps.hpp"

namespace sigmar_bench_modes {

using puzzlelab::Budget;
using puzzlelab::Status;

struct AgreeTally {
  int agreed = 0, unknown = 0, reference_unknown = 0;
  double cpu_ms = 0;
};

// Decides one board with `solver` and with `decide`; false (and a line on stderr) on a contradiction
// or a solution that does not replay.
template <typename Clock>
bool agree_on(const puzzlelab::Game& game, const std::string& solver, const std::string& name, const std::string& board,
              const Budget& budget, Clock cpu_ms, AgreeTally& tally) {
  const double c0 = cpu_ms();
  const puzzlelab::SolveOutcome named = game.solve(nlohmann::json::object(), board, {}, budget, solver);
  tally.cpu_ms += cpu_ms() - c0;
  if (named.status == Status::unknown) {
    ++tally.unknown;
    return true;
  }
  if (named.status == Status::solved) {
    const puzzlelab::ReplayOutcome replayed = game.replay(nlohmann::json::object(), board, named.solution);
    if (!replayed.legal || !replayed.solved) {
      std::fprintf(stderr, "sigmar_bench: %s: %s's solution does not replay\n  %s\n", name.c_str(), solver.c_str(),
                   board.c_str());
      return false;
    }
  }
  const puzzlelab::SolveOutcome reference = game.solve(nlohmann::json::object(), board, {}, budget, "decide");
  if (reference.status == Status::unknown) {
    ++tally.reference_unknown;
    return true;
  }
  if (reference.status != named.status) {
    std::fprintf(stderr, "sigmar_bench: %s: %s says %s, decide says %s\n  %s\n", name.c_str(), solver.c_str(),
                 puzzlelab::to_string(named.status), puzzlelab::to_string(reference.status), board.c_str());
    return false;
  }
  ++tally.agreed;
  return true;
}

void print_tally(const char* what, std::size_t boards, const AgreeTally& t) {
  std::printf("%s: %zu boards: %d agree with decide, %d unknown (out of budget), %d undecided by decide; %.1f s CPU\n",
              what, boards, t.agreed, t.unknown, t.reference_unknown, t.cpu_ms / 1000);
}

// The reference boards (`names[k]` is boards[k]'s file:line), then `swapped` boards made from them
// by `swaps` random swaps each (seed = index, as `sigmar_bench swapped`).
template <typename Clock>
int agree_bench(const std::string& solver, const std::vector<std::string>& names,
                const std::vector<puzzlelab::sigmar::Board>& boards, int swapped, int swaps, const Budget& budget,
                Clock cpu_ms) {
  const puzzlelab::Game& game = puzzlelab::find_game("sigmar");
  bool known = false;
  for (const auto& s : game.info().solvers) known = known || s.name == solver;
  if (!known) {
    std::fprintf(stderr, "sigmar_bench: unknown solver %s (known: %s)\n", solver.c_str(),
                 game.info().solver_names().c_str());
    return 2;
  }
  std::printf("agree: %s against decide, %llu positions and %.0f ms per board and solver\n", solver.c_str(),
              static_cast<unsigned long long>(budget.max_nodes), budget.max_ms);
  AgreeTally reference;
  for (std::size_t k = 0; k < boards.size(); ++k)
    if (!agree_on(game, solver, names[k], puzzlelab::sigmar::format_board(boards[k]), budget, cpu_ms, reference))
      return 1;
  print_tally("reference", boards.size(), reference);
  AgreeTally changed;
  for (int k = 0; k < swapped; ++k) {
    puzzlelab::Rng rng(static_cast<std::uint64_t>(k));
    const std::size_t from = static_cast<std::size_t>(k) % boards.size();
    const std::string board =
        puzzlelab::sigmar::format_board(puzzlelab::sigmar::swap_marbles(boards[from], swaps, rng));
    if (!agree_on(game, solver, names[from] + " swapped, seed " + std::to_string(k), board, budget, cpu_ms, changed))
      return 1;
  }
  print_tally("swapped", static_cast<std::size_t>(swapped), changed);
  return 0;
}

}  // namespace sigmar_bench_modes
