#include "games/fujisan/solver.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include "core/search_astar.hpp"
#include "games/fujisan/position_index.hpp"
#include "games/fujisan/search_space.hpp"

namespace puzzlelab::fujisan {

void papers_move_order(MoveList& list) {
  // Source space first (spaces are numbered row by row, columns left to right), then the up/down
  // move before the sideways ones, then the target space (within a row: by column).
  const auto rank = [](Move m) { return m.from * 256 + (column_of(m.from) == column_of(m.to) ? 0 : 64) + m.to; };
  std::sort(list.moves.begin(), list.moves.begin() + list.size, [&](Move a, Move b) { return rank(a) < rank(b); });
}

Solution solve_astar(const Board& board, Variant variant, Position start, const Budget& budget, PathChoice choice) {
  BudgetMeter meter(budget);
  const bool papers = choice == PathChoice::papers;
  const SearchSpace space(board, variant, papers);
  auto result =
      search::astar(space, start, meter, papers ? search::Ties::first_queued : search::Ties::nearest_last_queued);
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
