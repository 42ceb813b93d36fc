// Fujisan as a state space for the generic A* (core/search_astar.hpp): a state is the set of
// occupied spaces, moves are rules.hpp's legal moves, the goal is all four summit spaces, and the
// heuristic is the papers' admissible one, the number of empty summit spaces (each move fills at
// most one). States are numbered densely (position_index.hpp), so searches use flat tables.
#pragma once

#include <bit>
#include <cstddef>

#include "games/fujisan/position_index.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/solver.hpp"

namespace puzzlelab::fujisan {

class SearchSpace {
 public:
  using State = Position;
  using Move = fujisan::Move;

  // papers_order: successors in the authors' code's order (solver.hpp, papers_move_order).
  SearchSpace(const Board& board, Variant variant, bool papers_order = false)
      : moves_(board, variant), papers_order_(papers_order) {}

  bool is_goal(State p) const { return is_solved(p); }
  int heuristic(State p) const { return kPriests - summit_priests(p); }
  template <class F>
  void for_each_successor(State p, F&& f) const {
    MoveList moves = moves_(p);
    if (papers_order_) papers_move_order(moves);
    for (const Move& m : moves) f(m, apply(p, m));
  }
  std::size_t state_count() const { return kPositionCount; }
  std::size_t index(State p) const { return position_index(p); }

 private:
  MoveGenerator moves_;
  bool papers_order_ = false;
};

}  // namespace puzzlelab::fujisan
