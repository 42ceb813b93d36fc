// Breadth-first search: a shortest path (in moves) from the start to a goal.
#pragma once

#include "core/budget.hpp"
#include "core/search_types.hpp"

namespace puzzlelab::search {

template <StateSpace Space>
Result<typename Space::Move> bfs(const Space& space, const typename Space::State& start, BudgetMeter& meter) {
  using Move = typename Space::Move;
  Result<Move> result;
  NodeStore<typename Space::State, Move> store;
  auto seen = make_state_map(space);
  store.add(start, Move{}, kNoNode, 0);
  seen.find_or_insert(start, 0);
  if (space.is_goal(start)) {
    result.status = Status::solved;
    result.stored = 1;
    return result;
  }
  // The node array doubles as the FIFO queue: nodes are appended in breadth-first order.
  // A goal is recognised when generated; every node of depth d is generated before any of d+1.
  std::uint32_t found = kNoNode;
  for (std::uint32_t head = 0; head < store.nodes.size() && found == kNoNode; ++head) {
    if (!meter.spend()) break;
    ++result.expanded;
    const auto state = store.nodes[head].state;
    const std::uint32_t depth = store.nodes[head].depth;
    space.for_each_successor(state, [&](const Move& move, const typename Space::State& next) {
      if (found != kNoNode) return;
      const auto id = static_cast<std::uint32_t>(store.nodes.size());
      if (seen.find_or_insert(next, id) != kNoNode) return;
      store.add(next, move, head, depth + 1);
      if (space.is_goal(next)) found = id;
    });
  }
  store.conclude(result, found, meter.spent());
  return result;
}

}  // namespace puzzlelab::search
