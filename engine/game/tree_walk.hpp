// The game tree walked from a start, for the solution-space measures of the Lab's "effort" group
// (lab/effort.hpp, docs/LAB.md "Search effort and solution space"): every position reachable,
// each once, with the number of shortest solutions and the dead ends. Game-agnostic: each game
// walks its own typed positions with it (engine/games/<game>/solution_space.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/budget.hpp"

namespace puzzlelab {

// Shortest solutions are counted up to this many; `shortest_solutions_capped` says it was reached.
inline constexpr std::uint64_t kShortestSolutionsCap = 1'000'000;
// The game tree is walked only while it holds at most this many positions; the tree measures of
// a larger one are absent.
inline constexpr std::uint64_t kEffortTreePositions = 100'000;

// The game tree from a start: every position reachable, each once, breadth first; a solved
// position ends its line (it is not expanded).
struct TreeFacts {
  bool complete = false;             // every reachable position was met within max_positions
  std::uint64_t positions = 0;       // met (all of them when complete)
  std::uint64_t dead_ends = 0;       // unsolved with no legal move (when complete)
  int shortest = -1;                 // depth of the nearest solved position; -1: none met
  std::uint64_t shortest_count = 0;  // move sequences of that length that solve, at most the cap
  bool shortest_count_capped = false;
  bool shortest_known = false;  // every position closer than `shortest` was expanded
};

// explore_tree's `successors` for a game whose moves are played in place: each of `moves(state)`'s
// legal moves applied by `apply(copy, move)` to a copy of the state.
template <class State, class MovesFn, class ApplyFn>
auto successors_by_copy(MovesFn moves, ApplyFn apply) {
  return [moves, apply](const State& state) {
    std::vector<State> out;
    for (const auto& move : moves(state)) {
      State next = state;
      apply(next, move);
      out.push_back(std::move(next));
    }
    return out;
  };
}

// `key(state)` names a position (equal keys: the same position), `successors(state)` lists the
// positions its legal moves lead to (one entry per move, repeats included: each is a distinct
// move sequence), `solved(state)` ends the game. Stops once more than max_positions positions
// are met, or when the budget is cancelled or past its deadline (then incomplete).
template <class State, class KeyFn, class SuccessorsFn, class SolvedFn>
TreeFacts explore_tree(const State& start, KeyFn key, SuccessorsFn successors, SolvedFn solved,
                       std::uint64_t max_positions, std::uint64_t cap, const Budget& budget) {
  using Key = decltype(key(start));
  struct Seen {
    int depth;
    std::uint64_t paths;  // shortest move sequences from the start, at most cap
    bool capped;
  };
  TreeFacts out;
  std::unordered_map<Key, Seen> seen;
  std::vector<State> layer{start}, next;
  seen.emplace(key(start), Seen{0, 1, false});
  out.positions = 1;
  for (int depth = 0; !layer.empty(); ++depth) {
    // Every position of this layer has its final count once the layer before is expanded.
    for (const State& s : layer) {
      if (!solved(s)) continue;
      const Seen& info = seen.at(key(s));
      if (out.shortest < 0) out.shortest = depth, out.shortest_known = true;
      if (out.shortest == depth) {
        out.shortest_count = std::min(cap, out.shortest_count + info.paths);
        out.shortest_count_capped = out.shortest_count_capped || info.capped || out.shortest_count >= cap;
      }
    }
    next.clear();
    for (const State& s : layer) {
      if (budget.cancelled() || budget.past_deadline()) return out;
      if (solved(s)) continue;
      const Seen from = seen.at(key(s));
      const std::vector<State> after = successors(s);
      if (after.empty()) ++out.dead_ends;
      for (const State& t : after) {
        auto [it, inserted] = seen.emplace(key(t), Seen{depth + 1, 0, false});
        if (inserted) {
          if (++out.positions > max_positions) return out;
          next.push_back(t);
        }
        if (it->second.depth == depth + 1) {
          it->second.paths = std::min(cap, it->second.paths + from.paths);
          it->second.capped = it->second.capped || from.capped || it->second.paths >= cap;
        }
      }
    }
    layer.swap(next);
  }
  out.complete = true;
  return out;
}

// The solution-space measures of a walked tree, by the names docs/LAB.md gives them:
// shortest_solutions and shortest_solutions_capped (when the nearest solution's depth is known),
// tree_positions and dead_end_share (when the tree is complete).
std::map<std::string, double> tree_measures(const TreeFacts& tree);
// The names tree_measures gives (each where it applies), for a game's LabGame::solution_space_names.
const std::vector<std::string>& tree_measure_names();

}  // namespace puzzlelab
