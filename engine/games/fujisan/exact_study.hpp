// A challenge's exact measures for the Lab: the shortest path A* returns (the papers' one path,
// exactly what solve_astar gives) and the analysis of all shortest paths (exactly what
// analyse_shortest_solutions gives: length, fewest and most counter-intuitive moves, how many
// paths), faster than running the two one after the other:
//  - both searches read one table of successor lists, so a position both expand (most of those
//    A* expands) has its moves generated once, and the sideways moves within a row are looked
//    up by the row's occupied columns, computed once per board and row pattern;
//  - the analysis prunes with a stronger lower bound than empty summit spaces: each priest's
//    distance to the summit in a relaxed game where a sideways move may skip up to three
//    occupied spaces (it never knows which), summed over the priests. Any admissible bound
//    leaves the labels on the shortest-path DAG unchanged (metrics.hpp), and this one expands
//    about a third fewer positions;
//  - positions are numbered in the order they are met, so the tables both searches touch are
//    small and close together, and every table is kept from one challenge to the next: one
//    ExactStudy per thread serves a whole experiment.
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

class ExactStudy {
 public:
  struct Measures {
    Solution solution;      // solve_astar(board, variant, kStart, budget)
    ShortestSolutions all;  // analyse_shortest_solutions(..., the solution's length) when solved
                            // (`expanded` aside); status unknown otherwise
  };

  ExactStudy();
  Measures measure(const Board& board, Variant variant, const Budget& budget);

  // The positions met on the current board, numbered in the order met (node ids), and their
  // moves: what A* reads (exact_study.cpp).
  struct Step {
    Move move;
    std::uint8_t counter_intuitive = 0;  // is_counter_intuitive(from, move)
    std::uint32_t to = 0;                // node id of the position it leads to
  };
  struct Node {
    Position position = 0;
    std::uint32_t first_step = 0;   // its steps in steps_, once listed
    std::uint8_t step_count = 0;
    bool listed = false;
    std::uint8_t summit_priests = 0;
    std::uint8_t relaxed = 0;       // relaxed lower bound on the moves left (see above)
    // The analysis' labels: depth from the start (-1: not reached) and, over the shortest paths
    // from the start, the fewest and most counter-intuitive moves and how many paths.
    std::int16_t depth = -1;
    std::int16_t ci_min = 0;
    std::int16_t ci_max = 0;
    std::uint64_t paths = 0;
  };
  const Node& node(std::uint32_t id) const { return nodes_[id]; }
  // The moves from node `id`, in legal_moves() order, listed on first use. Valid until the next call.
  std::span<const Step> steps(std::uint32_t id) {
    if (!nodes_[id].listed) list(id);
    return {steps_.data() + nodes_[id].first_step, nodes_[id].step_count};
  }

 private:
  void start_board(const Board& board, Variant variant);
  std::uint32_t node_of(Position p) {
    std::uint32_t& slot = slot_[position_index(p)];
    return slot >= base_ ? slot - base_ : add_node(p, slot);
  }
  std::uint32_t add_node(Position p, std::uint32_t& slot);
  void list(std::uint32_t id);
  ShortestSolutions analyse(int length);

  // Writes p's legal moves (legal_moves() order) to out, returns how many.
  int list_moves(Position p, Move* out);

  MoveGenerator moves_;
  // Sideways targets by row and that row's occupied columns (a position's moves within a row
  // depend on nothing else, and rows recur far more often than positions): per priest of the
  // row in column order, stamped with the board like the slots.
  struct RowTargets {
    std::uint32_t stamp = 0;
    std::array<MoveGenerator::Targets, kPriests> targets{};
  };
  std::vector<RowTargets> row_targets_;  // [row << kColumns | occupied columns]
  std::uint32_t board_stamp_ = 0;
  std::array<std::uint8_t, kSpaces> relaxed_{};  // per space: one priest's relaxed distance
  // slot_[position_index(p)] - base_ is p's node id when the slot is at least base_; base_
  // moves past every slot in use at each board, so nothing is cleared between boards.
  std::uint32_t base_ = 0;
  std::vector<std::uint32_t> slot_;
  std::vector<Node> nodes_;
  std::vector<Step> steps_;
  std::vector<std::uint32_t> queue_;
  std::array<Move, kMaxMoves> scratch_;  // one position's moves while they are listed
};

}  // namespace puzzlelab::fujisan
