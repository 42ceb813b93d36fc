// A challenge's exact measures for the Lab: the shortest path A* returns (the papers' one path,
// exactly what solve_astar gives) and the analysis of all shortest paths (exactly what
// analyse_shortest_solutions gives: length, fewest and most counter-intuitive moves, how many
// paths), faster than running the two one after the other:
//  - both searches read one table of successor lists, so a position both expand (most of those
//    A* expands) has its moves generated once, each successor looked up as it is generated, and
//    a row's moves within the row are looked up by the row's occupied columns, listed once per
//    board and row pattern with the row's part of the successor's position number;
//  - A* is search::astar's (core/search_astar.hpp) step for step, but keeps its tree in the
//    study's nodes: positions are numbered in the order A* meets them, so it needs no table of
//    its own, and nothing is allocated per challenge;
//  - the analysis prunes with a stronger lower bound than empty summit spaces: each priest's
//    distance to the summit in a relaxed game where a sideways move may skip up to three
//    occupied spaces (it never knows which), summed over the priests. Any admissible bound
//    leaves the labels on the shortest-path DAG unchanged (metrics.hpp), and this one expands
//    about a third fewer positions. A position's bound and summit count follow from its
//    parent's: one priest moved;
//  - the same relaxed game proves some challenges unsolvable without a search: a priest that
//    cannot reach the summit there cannot in the real game (about 28% of the unsolvable challenges
//    of the papers' five setups);
//  - positions are numbered in the order they are met, so the tables both searches touch are
//    small and close together, and every table is kept from one challenge to the next (only the
//    two small lookup tables, 52 KB, are cleared): one ExactStudy per thread serves a whole
//    experiment. The searches wait on memory more than they compute, so the tables read for
//    every successor are kept small enough for the fastest cache.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/budget.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/position_index.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/solver.hpp"

namespace puzzlelab::fujisan {

// One priest's distance to the summit in the relaxed game above, per space (kUnreachable when it
// never gets there), for one board.
inline constexpr std::uint8_t kUnreachable = 255;
std::array<std::uint8_t, kSpaces> relaxed_distances(const Board& board);
// Some priest cannot reach the summit from its start space even in the relaxed game, so the
// challenge is unsolvable under either rule (a summit step never leaves the summit): a proof
// without any search.
bool unsolvable_in_relaxed_game(const Board& board);

class ExactStudy {
 public:
  struct Measures {
    Solution solution;      // solve_astar(board, variant, kStart, budget), except that a challenge
                            // unsolvable_in_relaxed_game() answers unsolvable with nothing expanded
                            // or stored when no node budget below kPositionCount could have
                            // stopped the search first
    ShortestSolutions all;  // analyse_shortest_solutions(..., the solution's length) when solved
                            // (`expanded` aside); status unknown otherwise
  };

  ExactStudy();
  Measures measure(const Board& board, Variant variant, const Budget& budget);

 private:
  // A move from a position met on the current board.
  struct Step {
    Move move;
    std::uint8_t counter_intuitive = 0;  // is_counter_intuitive(from, move)
    std::uint32_t to = 0;                // node id of the position it leads to
  };
  // A position met on the current board (ids in the order met): what listing and A* read and
  // write. The analysis' labels are apart (Labels), so A*'s nodes stay small.
  struct Node {
    Position position = 0;
    std::uint32_t first_step = 0;  // its steps in steps_, once listed
    std::uint8_t step_count = 0;
    bool listed = false;
    std::uint8_t summit_priests = 0;
    // A*'s search tree: how A* reached the position and in how many moves (a depth in a tree of
    // at most kPositionCount nodes fits 16 bits).
    std::uint16_t astar_depth = 0;
    Move move{};
    std::uint32_t parent = 0;
  };
  // The analysis' labels: depth from the start (-1: not reached) and, over the shortest paths
  // from the start, the fewest and most counter-intuitive moves (how many paths: paths_); and
  // the relaxed lower bound on the moves left (the sum over the priests, never capped). Eight
  // bytes: the analysis reads them for every successor.
  struct Labels {
    std::int16_t depth = -1;
    std::int16_t ci_min = 0;
    std::int16_t ci_max = 0;
    std::uint16_t relaxed = 0;
  };

  void start_board(const Board& board, Variant variant);
  // The node id of `next`, reached by `move` from a node with `summit` priests on the summit and
  // relaxed bound `relaxed` (a new node's values follow from its parent's).
  std::uint32_t node_of(Position next, std::size_t index, Move move, int summit, int relaxed) {
    std::uint16_t& slot = slot_[index];  // index: position_index(next)
    return slot != 0 ? slot - 1u : add_node(next, slot, move, summit, relaxed);
  }
  std::uint32_t add_node(Position p, std::uint16_t& slot, Move move, int summit, int relaxed);
  std::uint32_t add_start();
  // The moves from node `id`, in legal_moves() order, listed on first use.
  std::span<const Step> steps(std::uint32_t id) {
    if (!nodes_[id].listed) list(id);
    return {steps_.data() + nodes_[id].first_step, nodes_[id].step_count};
  }
  void list(std::uint32_t id);
  Solution astar(BudgetMeter& meter);
  ShortestSolutions analyse(int length);

  MoveGenerator moves_;
  // A row's moves within the row by the row's occupied columns (they depend on nothing else, and
  // rows recur far more often than positions), listed once per board and row pattern: priest by
  // priest in column order (priest k's moves end at end[k]), the target space, whether the move is
  // counter-intuitive, and the row's term of the position number after the move
  // (position_index.hpp), so the successor's number is one addition. The tables are small and
  // filled in the order used (a board lists a few hundred row patterns), so they stay in the
  // fastest cache.
  struct RowMove {
    std::uint8_t to = 0;
    std::uint8_t counter_intuitive = 0;
    std::uint16_t term = 0;
  };
  struct RowMoves {
    std::uint32_t first = 0;  // its moves in row_moves_
    std::array<std::uint8_t, kPriests> end{};
  };
  // Rows with at most four priests: sum of C(14, k), k = 0..4.
  static constexpr std::size_t kRowPatterns = 1 + 14 + 91 + 364 + 1001;
  const RowMoves& list_row(int row, std::uint32_t in_row, std::uint32_t& listed);
  // [row * kRowPatterns + kRowPattern[occupied columns]]: 0 until listed on this board, then its
  // place in rows_ plus one.
  std::vector<std::uint32_t> row_listed_;
  std::vector<RowMoves> rows_;
  std::vector<RowMove> row_moves_;
  std::array<std::uint8_t, kSpaces> relaxed_{};  // per space: one priest's relaxed distance
  // slot_[position_index(p)] is p's node id plus one, 0 while p is not met on this board. Node
  // ids are below kPositionCount < 65,536: 16 bits keep the table small enough for the fastest
  // cache, which matters more than clearing its 40 KB per board.
  std::vector<std::uint16_t> slot_;
  // Room for every position from the first board on: nodes never move, nothing is reallocated.
  std::vector<Node> nodes_;
  std::vector<Labels> labels_;
  std::vector<std::uint64_t> paths_;  // per node: how many shortest paths from the start reach it
  std::uint32_t node_count_ = 0;
  std::vector<Step> steps_;  // grows to the largest board's needs, then stays
  std::uint32_t step_count_ = 0;
  // A*'s open list (search_astar.hpp's bucket queue), kept with its capacity between boards.
  std::vector<std::vector<std::uint32_t>> buckets_;
  std::size_t buckets_used_ = 0;
  std::vector<std::uint32_t> queue_;
};

}  // namespace puzzlelab::fujisan
