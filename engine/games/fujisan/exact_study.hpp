// A challenge's exact measures for the Lab: the shortest path A* returns (the papers' one path,
// exactly what solve_astar gives) and the analysis of all shortest paths (exactly what
// analyse_shortest_solutions gives: length, fewest and most counter-intuitive moves, how many
// paths), far faster than running the two one after the other:
//  - the length comes from an A* guided by the pair bound (pair_bound.hpp), far stronger than
//    solve_astar's count of priests off the summit, so it expands far fewer positions; the same
//    bound proves some challenges unsolvable without a search;
//  - the analysis visits, depth by depth, only positions whose depth plus the pair bound is at
//    most the length (any admissible bound leaves the labels on the shortest-path DAG unchanged:
//    metrics.hpp), then marks, backwards, the positions on some shortest path;
//  - solve_astar's own path (for the PathChoice asked, fast or the papers' tie order) is then
//    found by solve_astar's A* (search::astar's bucket queue, tie-break and goal test) run on
//    those positions only. It expands them in the same order as
//    the full search and gives each the same parent: with consistent heuristics a position's
//    parent is the first of its predecessors on a shortest path that A* expands, every such
//    predecessor lies on a shortest path itself, and the positions left out only ever queue
//    entries that are stale or left out (the argument is spelled out at restricted_astar);
//  - every search reads one table of successor lists, each position's moves generated once and
//    each successor looked up as it is generated; a row's moves within the row are listed once
//    per board and row pattern with the row's part of the successor's position number;
//  - positions are numbered in the order they are met, so the tables the searches touch are
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
#include "games/fujisan/pair_bound.hpp"
#include "games/fujisan/position_index.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/solver.hpp"

namespace puzzlelab::fujisan {

class ExactStudy {
 public:
  struct Measures {
    Solution solution;      // solve_astar(board, variant, kStart, budget, choice)'s status and moves; when
                            // no node budget below kPositionCount could stop a search, `expanded`
                            // and `stored` count the study's own work (the bound-guided A*'s
                            // expansions, the positions met), not solve_astar's
    ShortestSolutions all;  // analyse_shortest_solutions(..., the solution's length) when solved
                            // (`expanded` aside); status unknown otherwise
  };

  ExactStudy();
  Measures measure(const Board& board, Variant variant, const Budget& budget, PathChoice choice = PathChoice::fast);

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
    // The current A*'s search tree: how it reached the position and in how many moves (a depth
    // in a tree of at most kPositionCount nodes fits 16 bits; kUnmet: not met yet).
    std::uint16_t astar_depth = 0;
    Move move{};
    std::uint32_t parent = 0;
  };
  static constexpr std::uint16_t kUnmet = 0xFFFF;
  // The analysis' labels: depth from the start (-1: not reached) and, over the shortest paths
  // from the start, the fewest and most counter-intuitive moves (how many paths: paths_); the
  // pair bound on the moves left (kNoPairPath or more: none); whether the position lies on a
  // shortest path to the summit. Eight bytes: the analysis reads them for every successor.
  struct Labels {
    std::int16_t depth = -1;
    std::int16_t ci_min = 0;
    std::int16_t ci_max = 0;
    std::uint16_t bound : 15 = 0;
    std::uint16_t on_shortest_path : 1 = 0;
  };

  void start_board(const Board& board, Variant variant);
  // The node id of `next`, reached by `move` from a node with `summit` priests on the summit (a
  // new node's summit count follows from its parent's).
  std::uint32_t node_of(Position next, std::size_t index, Move move, int summit) {
    std::uint16_t& slot = slot_[index];  // index: position_index(next)
    return slot != 0 ? slot - 1u : add_node(next, slot, move, summit);
  }
  std::uint32_t add_node(Position p, std::uint16_t& slot, Move move, int summit);
  std::uint32_t add_start();
  // The moves from node `id`, in legal_moves() order, listed on first use.
  std::span<const Step> steps(std::uint32_t id) {
    if (!nodes_[id].listed) list(id);
    return {steps_.data() + nodes_[id].first_step, nodes_[id].step_count};
  }
  void list(std::uint32_t id);
  // A* guided by the pair bound: the length, or unsolvable (every position the bound leaves
  // possible expanded), or unknown when the meter stops it.
  Solution shortest_length(BudgetMeter& meter);
  // The labels of every position within `length` by the bound; returns the summit's node.
  std::uint32_t analyse(int length, ShortestSolutions& out);
  void mark_shortest_paths(std::uint32_t summit);
  // solve_astar's path (for `choice`), searched on the positions of shortest paths only.
  std::vector<Move> restricted_astar(PathChoice choice);

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
  PairDistances pairs_{};
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
  std::vector<std::uint32_t> queue_;  // the analysis' positions, depth by depth
};

}  // namespace puzzlelab::fujisan
