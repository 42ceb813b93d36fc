#include "games/fujisan/metrics.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "games/fujisan/position_index.hpp"

namespace puzzlelab::fujisan {

bool is_counter_intuitive(Position, Move m) {
  // Only the moved priest's column changes, so the total distance grows exactly when its own does.
  return std::abs(2 * column_of(m.to) - 13) > std::abs(2 * column_of(m.from) - 13);
}

int count_counter_intuitive(Position start, const std::vector<Move>& moves) {
  int count = 0;
  for (const Move& m : moves) {
    count += is_counter_intuitive(start, m) ? 1 : 0;
    start = apply(start, m);
  }
  return count;
}

ShortestSolutions analyse_shortest_solutions(const Board& board, Variant variant, Position start, const Budget& budget,
                                             int known_length) {
  BudgetMeter meter(budget);
  const MoveGenerator moves(board, variant);
  ShortestSolutions out;
  constexpr int kUnseen = -1;
  constexpr std::uint64_t kMaxCount = std::numeric_limits<std::uint64_t>::max();
  struct Label {
    int depth = kUnseen;
    int ci_min = 0;
    int ci_max = 0;
    std::uint64_t paths = 0;
  };
  std::vector<Label> label(kPositionCount);
  std::vector<Position> queue{start};
  label[position_index(start)] = Label{0, 0, 0, 1};
  int goal_depth = is_solved(start) ? 0 : -1;
  // Layer by layer: every position of depth d is expanded before any of depth d+1, so when a
  // position is expanded its labels already cover all its shortest paths from the start.
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Position p = queue[head];
    const Label from = label[position_index(p)];
    if (goal_depth >= 0 && from.depth >= goal_depth) break;
    if (!meter.spend()) break;
    ++out.expanded;
    for (const Move& m : moves(p)) {
      const Position next = apply(p, m);
      // With the length known, a position that cannot reach the summit in the moves left (each
      // empty summit space needs one more move) lies on no shortest solution: skip it.
      if (known_length >= 0 && from.depth + 1 + (kPriests - summit_priests(next)) > known_length) continue;
      Label& to = label[position_index(next)];
      const int ci = is_counter_intuitive(p, m) ? 1 : 0;
      if (to.depth == kUnseen) {
        to = Label{from.depth + 1, from.ci_min + ci, from.ci_max + ci, from.paths};
        queue.push_back(next);
        if (is_solved(next)) goal_depth = to.depth;
      } else if (to.depth == from.depth + 1) {
        to.ci_min = std::min(to.ci_min, from.ci_min + ci);
        to.ci_max = std::max(to.ci_max, from.ci_max + ci);
        const bool overflow = to.paths > kMaxCount - from.paths;
        to.paths = overflow ? kMaxCount : to.paths + from.paths;
      }
    }
  }
  if (goal_depth >= 0 && !meter.spent()) {
    const Label& goal = label[position_index(kSummit)];
    out.status = Status::solved;
    out.length = goal.depth;
    out.counter_intuitive_min = goal.ci_min;
    out.counter_intuitive_max = goal.ci_max;
    out.count = goal.paths;
    out.count_saturated = goal.paths == kMaxCount;
  } else {
    out.status = meter.spent() ? Status::unknown : Status::unsolvable;
  }
  return out;
}

Connectivity step_connectivity(const Board& board) {
  Connectivity out;
  for (int b = kFirstMountain; b <= kLastMountain; ++b) {
    if (is_summit_column(b)) continue;
    for (int a = kFirstMountain; a <= kLastMountain; ++a) {
      if (a == b) continue;
      const int distance = std::abs(a - b);
      const bool linked = board.value(0, a) == distance || board.value(1, a) == distance;
      out.connected[b - 1][a - 1] = linked;
      out.connections += linked ? 1 : 0;
    }
  }
  out.average = out.connections / static_cast<double>(kLastMountain);
  return out;
}

}  // namespace puzzlelab::fujisan
