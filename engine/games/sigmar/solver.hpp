// The exact Sigmar search solver (docs/SIGMAR.md, "Search solver").
//
// Depth-first search over positions (the 64-bit mask of marbles left, see marbles.hpp) with a
// table of positions proved dead, a choice of move orderings, and sound pruning: every rule that
// cuts a position off is a proof that the position has no solution (each is argued in the doc),
// and each can be switched off to test that the answers never change. Answers solved (with a
// full solution), unsolvable (only when proved) or unknown (the budget ran out; nothing is
// concluded from a budget, a depth or a repeated position).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/status.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

// The order in which a position's moves are tried. None changes an answer, only how soon it is
// found. The first five are the thesis's (section 6.2); `best` is this engine's default.
enum class Ordering {
  none,             // cell order: by first cell, then second cell
  lock_distance,    // nearest to the next metal first (SolverOptions::lock_farthest: farthest first)
  most_freed,       // moves that free the most blocked marbles first
  most_neighbours,  // marbles with the most occupied neighbours first
  centre_distance,  // nearest to the centre first (SolverOptions::centre_distance: how a move's is read)
  best,             // metal moves first, then the most marbles freed, then the most neighbours
};
std::optional<Ordering> ordering_from_string(std::string_view name);
std::string_view to_string(Ordering ordering);
inline constexpr std::array<Ordering, 6> kOrderings = {
    Ordering::none, Ordering::lock_distance, Ordering::most_freed, Ordering::most_neighbours, Ordering::centre_distance,
    Ordering::best};

// How moves of equal score are ordered: as marble_moves generates them (grouped by kind: element
// pairs, salt, vitae/mors, metals last) or in cell order (by the move's lower cell, then its
// other one: the thesis's "canonical order").
enum class TieOrder { generation, cells };
// A move's distance to the centre: the sum over its marbles, or its nearest marble's (per tile:
// three values on the rings template, 0, 4 and 5, as the thesis says; the sum has four).
enum class CentreDistance { sum, nearest_tile };

// A move's distance to the centre under a reading (cell_b = -1: gold alone); centre_distance
// tries the smallest first.
int move_centre_distance(int cell_a, int cell_b, CentreDistance reading);

// Every pruning rule can be switched off on its own.
struct SolverOptions {
  Ordering ordering = Ordering::best;
  bool memo = true;           // remember positions proved dead
  bool counts = true;         // salt/element parity, vitae = mors, quicksilver = metals to pair
  bool metal_chain = true;    // each metal must be freeable with every later metal still present
  bool projections = true;    // the metal, vitae/mors and each element+salt sub-board must be solvable alone
  bool clear_classes = true;  // a class that is entirely free and matchable is removed at once
  bool restarts = true;       // rounds alternating orderings (this one first) with growing allowances
  // The memo forgets nothing (a full map, as the thesis's DP table) instead of a table of fixed
  // memory that drops the entries nearest the end when a bucket is full: node counts then match a
  // full map's. Its memory grows with the positions, so the node budget bounds it.
  bool exact_memo = false;
  // The most positions the exact memo keeps (ExactMaskSet's limit, 16 bytes or less each): past
  // it new ones are not remembered, which is sound but makes counts exceed a full map's.
  std::size_t exact_memo_limit = std::size_t{1} << 23;
  TieOrder tie_order = TieOrder::generation;
  bool lock_farthest = false;  // lock_distance: the farthest move from the next metal first
  CentreDistance centre_distance = CentreDistance::sum;
};

struct SolveResult {
  Status status = Status::unknown;
  std::vector<Move> solution;  // empty unless solved
  std::uint64_t nodes = 0;     // positions expanded
  // Positions reached again and answered by the memo, not expanded (the search only): nodes +
  // memo_hits counts every call of the search, the empty board excluded.
  std::uint64_t memo_hits = 0;
  double ms = 0;
  // When unknown, the limit reached, where the solver knows it (the SAT solver and the
  // portfolio; the search reports through its budget's `stopped`).
  StopReason stopped = StopReason::none;
};

// Any board with at most 64 marbles (throws InputError otherwise).
SolveResult solve(const Board& board, const Budget& budget, const SolverOptions& options = {});

// The same search advanced in slices (the portfolio alternates it with the SAT solver): each
// advance runs until an answer or until its slice (nodes, time, cancel) is spent, and answers
// unknown then; the next advance goes on from there, keeping the positions proved dead and the
// restart schedule. Once an answer is found every later advance returns it. nodes and ms in the
// result count every slice so far.
class SearchRun {
 public:
  SearchRun(const Board& board, const SolverOptions& options = {});
  ~SearchRun();
  SearchRun(const SearchRun&) = delete;
  SearchRun& operator=(const SearchRun&) = delete;
  SolveResult advance(const Budget& slice);
  std::uint64_t nodes() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The search's pruning tests (counts, metal chain, projections: "Pruning" in docs/SIGMAR.md) as
// proofs of deadness for other searches. A position is the 64-bit mask over the board's marbles
// in cell order (marbles.hpp). proved_dead is true only when the position has no solution;
// false proves nothing. Class clearing is not among the tests: it is a move, not a proof.
class DeadPositionTest {
 public:
  explicit DeadPositionTest(const Board& board);
  ~DeadPositionTest();
  DeadPositionTest(const DeadPositionTest&) = delete;
  DeadPositionTest& operator=(const DeadPositionTest&) = delete;
  bool proved_dead(std::uint64_t position);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Plain memoised search over Board values with rules.hpp's legal_moves and no pruning: the
// independent reference the solver is tested against. Small boards only.
bool brute_force_solvable(const Board& board);

// The number of distinct removal sequences that clear the board (saturating at UINT64_MAX),
// or nullopt when the budget runs out first. Visits every reachable position: small boards only.
std::optional<std::uint64_t> count_solutions(const Board& board, const Budget& budget);

// Replays a solution; empty string when every move is legal and the board ends empty, otherwise
// what went wrong.
std::string check_solution(Board board, const std::vector<Move>& solution);

}  // namespace puzzlelab::sigmar
