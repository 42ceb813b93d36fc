// Memoised depth-first search: some path to a goal (not necessarily shortest), with a table of
// every state already entered so that no state is explored twice. Cheaper in memory traffic than
// BFS when any solution will do, and a proof of unsolvability when it exhausts the space.
// Iterative (an explicit stack), so deep spaces cannot overflow the call stack.
#pragma once

#include "core/budget.hpp"
#include "core/search_types.hpp"

namespace puzzlelab::search {

template <StateSpace Space>
Result<typename Space::Move> memo_dfs(const Space& space, const typename Space::State& start, BudgetMeter& meter) {
  using Move = typename Space::Move;
  using State = typename Space::State;
  Result<Move> result;
  NodeStore<State, Move> store;
  auto seen = make_state_map(space);
  store.add(start, Move{}, kNoNode, 0);
  seen.find_or_insert(start, 0);
  if (space.is_goal(start)) {
    result.status = Status::solved;
    result.stored = 1;
    return result;
  }
  // `pending` holds the not-yet-tried children of every node on the current path, each node's
  // children above its parent's; `frames[i]` is where the children of the i-th path node begin.
  struct Child {
    Move move;
    State state;
  };
  std::vector<Child> pending;
  std::vector<std::size_t> frames;
  std::vector<std::uint32_t> path_nodes;

  auto expand = [&](std::uint32_t id) -> bool {
    if (!meter.spend()) return false;
    ++result.expanded;
    frames.push_back(pending.size());
    path_nodes.push_back(id);
    space.for_each_successor(store.nodes[id].state,
                             [&](const Move& move, const State& next) { pending.push_back(Child{move, next}); });
    return true;
  };

  std::uint32_t found = kNoNode;
  bool out_of_budget = !expand(0);
  while (!out_of_budget && found == kNoNode && !frames.empty()) {
    if (pending.size() == frames.back()) {  // every child of the deepest node tried: backtrack
      frames.pop_back();
      path_nodes.pop_back();
      continue;
    }
    const Child child = pending.back();
    pending.pop_back();
    const auto id = static_cast<std::uint32_t>(store.nodes.size());
    if (seen.find_or_insert(child.state, id) != kNoNode) continue;
    const std::uint32_t parent = path_nodes.back();
    store.add(child.state, child.move, parent, store.nodes[parent].depth + 1);
    if (space.is_goal(child.state)) {
      found = id;
      break;
    }
    out_of_budget = !expand(id);
  }
  store.conclude(result, found, out_of_budget);
  return result;
}

}  // namespace puzzlelab::search
