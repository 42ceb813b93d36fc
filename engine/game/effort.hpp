// The "effort" measure group (docs/LAB.md, "Search effort and solution space"): how hard a
// challenge is to search and how many ways it can be solved, after the measures of Blake and
// Gent's solitaire studies [Blake-Gent]. An experiment takes it only when asked
// (`measures: ["effort"]`), as it costs a solve, a replay of the solution and a walk over the
// game tree per challenge.
//
// The part every game shares comes from the Game interface alone (effort_measures): the default
// solver's node count and a replay of the solution it finds. The solution-space part needs the
// game's own positions: each game answers it from its typed rules (Game::lab_solution_space),
// most through explore_tree below.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/budget.hpp"
#include "game/game.hpp"

namespace puzzlelab {

// The measure group's name, as experiment specs, links and presets write it.
inline constexpr std::string_view kEffortMeasures = "effort";
// Shortest solutions are counted up to this many; `shortest_solutions_capped` says it was reached.
inline constexpr std::uint64_t kShortestSolutionsCap = 1'000'000;
// The game tree is walked only while it holds at most this many positions; the tree measures of
// a larger one are absent.
inline constexpr std::uint64_t kEffortTreePositions = 100'000;

// The measure names of the group, in the order docs/LAB.md defines them.
const std::vector<std::string>& effort_measure_names();
// Those of the group's part every game shares (effort_nodes, solution_branching, solution_forced);
// the others are the game's own (Game::lab_solution_space_names).
const std::vector<std::string>& shared_effort_measure_names();
// The group's names a game can give under `params`: the shared part's and its solution space's, in
// the order of effort_measure_names.
std::vector<std::string> effort_measure_names(const Game& game, const json& params);

// The whole group for one challenge: the shared part below plus the game's lab_solution_space.
// Deterministic for (params, board, budget's node limit).
std::map<std::string, double> effort_measures(const Game& game, const json& params, std::string_view board,
                                              const Budget& budget);
// The shared part alone (a solve and a replay of its solution: no walk over the game tree).
std::map<std::string, double> shared_effort_measures(const Game& game, const json& params, std::string_view board,
                                                     const Budget& budget);

// What a solution's positions look like, from Game::start: the positions before each move
// (the start included, the solved end not), their mean number of legal moves and the share with
// exactly one.
struct PathShape {
  std::size_t positions = 0;
  double mean_legal_moves = 0;
  double forced_share = 0;
};
PathShape path_shape(const Game& game, const json& params, std::string_view board,
                     const std::vector<std::string>& solution);

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
// The names tree_measures gives (each where it applies), for a game's lab_solution_space_names.
const std::vector<std::string>& tree_measure_names();

}  // namespace puzzlelab
