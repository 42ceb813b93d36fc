#include "games/fruit_dating/capped_dfs_solver.hpp"

#include <algorithm>

#include "core/byte_state_store.hpp"

namespace puzzlelab::fruit_dating {

namespace {

constexpr std::uint32_t kNoSituation = ByteStateStore::kNone;

// One run of the article's depth-first search under a depth cap.
struct CappedRun {
  bool found = false;
  std::vector<Dir> moves;
  std::uint64_t expanded = 0;
  std::uint64_t stored = 0;
  bool depth_limited = false;
  bool out_of_memory = false;
  bool budget_spent = false;
};

CappedRun run_capped(const Board& start, int cap, BudgetMeter& meter, std::uint64_t max_states) {
  CappedRun run;
  const int stride = start.tiles();
  ByteStateStore store(stride);
  // Per situation: the smallest depth it was reached at, and the parent and move of that visit
  // (the store's own parent is the first visit's, which a shallower one replaces).
  std::vector<int> depth;
  std::vector<std::uint32_t> parent;
  std::vector<Dir> move;
  store.insert(start.things.data(), kNoSituation, 0);
  depth.push_back(0);
  parent.push_back(kNoSituation);
  move.push_back(Dir::right);
  // The stack holds (situation, depth pushed at); an entry whose situation was since reached at a
  // smaller depth is stale: that shallower visit is on the stack too.
  std::vector<std::pair<std::uint32_t, int>> stack{{0u, 0}};
  Board work = start;
  std::uint32_t solved_from = kNoSituation;
  Dir last = Dir::right;
  while (!stack.empty() && solved_from == kNoSituation) {
    const auto [id, at] = stack.back();
    stack.pop_back();
    if (at != depth[id]) continue;
    if (at >= cap) {
      run.depth_limited = true;
      continue;
    }
    if (!meter.spend()) {
      run.budget_spent = true;
      break;
    }
    ++run.expanded;
    for (Dir d : kDirs) {  // right, up, left, down: the article's order
      std::copy(store.state(id), store.state(id) + stride, work.things.begin());
      work.eaten = 0;                // expanded positions are never lost
      if (!tilt(work, d)) continue;  // no change, no new situation
      if (is_solved(work)) {         // a match that clears the board ends the whole run
        solved_from = id;
        last = d;
        break;
      }
      if (is_lost(work)) continue;  // never expanded (nothing undoes it), so not worth storing
      const int next_depth = at + 1;
      std::uint32_t next = store.find(work.things.data());
      if (next != kNoSituation) {
        if (depth[next] <= next_depth) continue;  // seen at an equal or smaller depth: cut
        depth[next] = next_depth;                 // reached with fewer moves: visit again
        parent[next] = id;
        move[next] = d;
      } else {
        if (max_states != 0 && store.size() >= max_states) {
          run.out_of_memory = true;
          break;
        }
        next = store.insert(work.things.data(), id, static_cast<std::uint8_t>(d));
        depth.push_back(next_depth);
        parent.push_back(id);
        move.push_back(d);
      }
      stack.emplace_back(next, next_depth);
    }
    if (run.out_of_memory) break;
  }
  run.stored = store.size();
  if (solved_from != kNoSituation) {
    run.found = true;
    for (std::uint32_t at = solved_from; parent[at] != kNoSituation; at = parent[at]) run.moves.push_back(move[at]);
    std::reverse(run.moves.begin(), run.moves.end());
    run.moves.push_back(last);
  }
  return run;
}

}  // namespace

CappedDfsResult solve_capped_dfs(const Board& start, BudgetMeter& meter, const CappedDfsOptions& options) {
  CappedDfsResult result;
  if (const Status known = verdict_before_search(start); known != Status::unknown) {
    result.status = known;
    result.shortest = known == Status::solved;  // no moves: nothing is shorter
    result.stored = 1;
    return result;
  }
  int cap = std::max(1, options.first_cap);
  for (;;) {
    const CappedRun run = run_capped(start, cap, meter, options.max_states);
    ++result.runs;
    result.expanded += run.expanded;
    if (result.runs == 1) result.first_run_expanded = run.expanded;
    result.stored = std::max(result.stored, run.stored);
    result.out_of_memory = run.out_of_memory;
    if (run.found) {
      result.moves = run.moves;
      cap = static_cast<int>(run.moves.size()) - 1;
      if (cap == 0) {  // one move: nothing can be shorter
        result.shortest = true;
        break;
      }
      continue;
    }
    if (run.budget_spent || run.out_of_memory) break;  // this run proved nothing
    if (result.runs == 1) result.depth_limited = run.depth_limited;
    result.shortest = !result.moves.empty();  // a complete run under the cap found nothing shorter
    break;
  }
  if (!result.moves.empty())
    result.status = Status::solved;
  else if (result.runs == 1 && !result.depth_limited && !result.out_of_memory && !meter.spent())
    result.status = Status::unsolvable;
  return result;
}

}  // namespace puzzlelab::fruit_dating
