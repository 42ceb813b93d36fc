#include "skeleton_game/solver.hpp"

#include <algorithm>
#include <deque>
#include <map>

namespace puzzlelab::skeleton {

SolveResult solve(const Board& start, const Budget& budget) {
  SolveResult out;
  BudgetMeter meter(budget);
  // Each position seen, with the move that reached it from its parent (none for the start).
  std::map<std::vector<bool>, std::pair<std::vector<bool>, Move>> parent;
  parent[start.lit] = {{}, -1};
  std::deque<Board> queue = {start};
  while (!queue.empty()) {
    const Board board = queue.front();
    queue.pop_front();
    if (is_solved(board)) {
      for (std::vector<bool> at = board.lit; at != start.lit; at = parent[at].first)
        out.moves.push_back(parent[at].second);
      std::reverse(out.moves.begin(), out.moves.end());
      out.status = Status::solved;
      return out;
    }
    if (!meter.spend()) return out;  // unknown
    ++out.expanded;
    for (const Move move : legal_moves(board)) {
      Board next = board;
      apply(next, move);
      if (parent.try_emplace(next.lit, board.lit, move).second) queue.push_back(std::move(next));
    }
  }
  out.status = Status::unsolvable;
  return out;
}

}  // namespace puzzlelab::skeleton
