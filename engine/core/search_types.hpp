// The vocabulary of the generic search over a state space (core/search_astar.hpp).
//
// A state space is a small class the search is instantiated with (no virtual calls, no
// std::function: the successor loop is inlined into the search):
//
//   struct MySpace {
//     using State = ...;   // copyable, equality-comparable; std::hash-able unless densely indexed
//     using Move = ...;    // copyable
//     bool is_goal(const State&) const;
//     template <class F> void for_each_successor(const State& s, F&& f) const;  // f(move, next)
//     int heuristic(const State&) const;          // a lower bound on moves to a goal
//     std::size_t state_count() const;            // optional: a dense numbering of all states,
//     std::size_t index(const State&) const;      //   used instead of a hash table when present
//   };
//
// The search runs under a BudgetMeter and answers solved (with the moves), unsolvable (every
// state reachable from the start was examined and none is a goal: a proof) or unknown (the
// budget ran out first).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <vector>

#include "core/search_table.hpp"
#include "core/status.hpp"

namespace puzzlelab::search {

template <class Space>
concept StateSpace = requires(const Space& space, const typename Space::State& state) {
  typename Space::Move;
  { space.is_goal(state) } -> std::convertible_to<bool>;
};

template <class Space>
concept HeuristicSpace = StateSpace<Space> && requires(const Space& space, const typename Space::State& state) {
  { space.heuristic(state) } -> std::convertible_to<int>;
};

template <class Move>
struct Result {
  Status status = Status::unknown;
  std::vector<Move> path;      // start to goal; empty unless solved (and when the start is a goal)
  std::uint64_t expanded = 0;  // states whose successors were generated
  std::uint64_t stored = 0;    // distinct states seen
};

// The search tree as a flat array: each node remembers its state, how it was reached and from
// which node, so a path is rebuilt by walking parents.
template <class State, class Move>
struct NodeStore {
  struct Node {
    State state;
    Move move;             // the move that reached this node (unset for the root)
    std::uint32_t parent;  // kNoNode for the root
    std::uint32_t depth;
  };
  std::vector<Node> nodes;

  std::uint32_t add(const State& state, const Move& move, std::uint32_t parent, std::uint32_t depth) {
    nodes.push_back(Node{state, move, parent, depth});
    return static_cast<std::uint32_t>(nodes.size() - 1);
  }

  std::vector<Move> path_to(std::uint32_t id) const {
    std::vector<Move> path;
    for (; nodes[id].parent != kNoNode; id = nodes[id].parent) path.push_back(nodes[id].move);
    std::reverse(path.begin(), path.end());
    return path;
  }

  // How every search over this store ends: solved with the path to `found`, or else unknown when
  // the budget ran out before the space was exhausted, and unsolvable (proved) when it did not.
  void conclude(Result<Move>& result, std::uint32_t found, bool out_of_budget) const {
    result.stored = nodes.size();
    if (found != kNoNode) {
      result.status = Status::solved;
      result.path = path_to(found);
    } else {
      result.status = out_of_budget ? Status::unknown : Status::unsolvable;
    }
  }
};

}  // namespace puzzlelab::search
