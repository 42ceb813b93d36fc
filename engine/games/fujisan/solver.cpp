#include "games/fujisan/solver.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include "core/search_astar.hpp"
#include "games/fujisan/position_index.hpp"
#include "games/fujisan/search_space.hpp"

namespace puzzlelab::fujisan {

Solution solve_astar(const Board& board, Variant variant, Position start, const Budget& budget) {
  BudgetMeter meter(budget);
  const SearchSpace space(board, variant);
  auto result = search::astar(space, start, meter);
  return Solution{result.status, std::move(result.path), result.expanded, result.stored};
}

// Deliberately simple and separate from core/search: a FIFO queue, a hash map from each position
// to the move that first reached it, the goal recognised when generated.
Solution solve_bfs(const Board& board, Variant variant, Position start, const Budget& budget) {
  BudgetMeter meter(budget);
  Solution out;
  std::unordered_map<Position, Move> reached_by;  // the start maps to a move from nowhere
  reached_by.reserve(kPositionCount);             // every position fits: no rehashing mid-search
  reached_by.emplace(start, Move{0, 0});
  std::deque<Position> queue{start};
  bool found = is_solved(start);
  while (!found && !queue.empty()) {
    if (!meter.spend()) break;
    const Position p = queue.front();
    queue.pop_front();
    ++out.expanded;
    for (const Move& m : legal_moves(board, variant, p)) {
      const Position next = apply(p, m);
      if (!reached_by.emplace(next, m).second) continue;
      if (is_solved(next)) {
        found = true;
        break;
      }
      queue.push_back(next);
    }
  }
  out.stored = reached_by.size();
  if (found) {
    out.status = Status::solved;
    // Walk back from the summit: undoing the move that reached a position gives its predecessor.
    for (Position p = kSummit; p != start;) {
      const Move m = reached_by.at(p);
      out.moves.push_back(m);
      p = (p & ~(1u << m.to)) | (1u << m.from);
    }
    std::reverse(out.moves.begin(), out.moves.end());
  } else {
    out.status = meter.spent() ? Status::unknown : Status::unsolvable;
  }
  return out;
}

}  // namespace puzzlelab::fujisan
