#include "games/fruit_dating/solver.hpp"

#include <algorithm>

#include "core/byte_state_store.hpp"

namespace puzzlelab::fruit_dating {

std::uint64_t bytes_per_state(const Board& board) { return ByteStateStore::bytes_per_state(board.tiles()); }

SolveResult solve(const Board& start, BudgetMeter& meter, const SolverOptions& options) {
  SolveResult result;
  if (const Status known = verdict_before_search(start); known != Status::unknown) {
    result.status = known;
    result.stored = 1;
    return result;
  }
  constexpr std::uint32_t kNone = ByteStateStore::kNone;
  const int stride = start.tiles();
  ByteStateStore store(stride);
  std::vector<int> depth;  // per stored id
  store.insert(start.things.data(), kNone, 0);
  depth.push_back(0);
  Board work = start;
  std::uint32_t found = kNone;
  Dir last = Dir::right;
  for (std::uint32_t head = 0; head < store.size() && found == kNone; ++head) {
    if (store.dead(head)) continue;
    if (options.max_depth > 0 && depth[head] >= options.max_depth) {
      result.depth_limited = true;
      continue;
    }
    if (!meter.spend()) break;
    ++result.expanded;
    const std::uint8_t* from = store.state(head);
    for (Dir d : kDirs) {
      std::copy(from, from + stride, work.things.begin());
      work.eaten = 0;  // expanded positions are never lost
      if (!tilt(work, d)) continue;
      if (is_solved(work)) {
        found = head;
        last = d;
        break;
      }
      if (options.max_states != 0 && store.size() >= options.max_states) {
        result.out_of_memory = true;
        break;
      }
      const std::uint32_t id = store.insert(work.things.data(), head, static_cast<std::uint8_t>(d));
      if (id == kNone) continue;
      depth.push_back(depth[head] + 1);
      if (is_lost(work)) store.mark_dead(id);
    }
    if (result.out_of_memory) break;
  }
  result.stored = store.size();
  if (found != kNone) {
    result.status = Status::solved;
    for (std::uint8_t m : store.path_to(found)) result.moves.push_back(static_cast<Dir>(m));
    result.moves.push_back(last);
  } else if (meter.spent() || result.out_of_memory || result.depth_limited) {
    result.status = Status::unknown;
  } else {
    result.status = Status::unsolvable;
  }
  return result;
}

}  // namespace puzzlelab::fruit_dating
