// Random playout: from the start, play uniformly random legal moves (each successor equally
// likely, drawn with puzzlelab::Rng so a seed replays identically in every build) until a goal,
// a state without moves, the move limit or the budget.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/search_types.hpp"

namespace puzzlelab::search {

enum class PlayoutEnd { solved, stuck, move_limit, budget };

inline const char* to_string(PlayoutEnd end) {
  switch (end) {
    case PlayoutEnd::solved: return "solved";
    case PlayoutEnd::stuck: return "stuck";
    case PlayoutEnd::move_limit: return "move-limit";
    case PlayoutEnd::budget: return "budget";
  }
  return "budget";
}

template <class Move>
struct Playout {
  PlayoutEnd end = PlayoutEnd::stuck;
  std::vector<Move> moves;
};

template <StateSpace Space>
Playout<typename Space::Move> random_playout(const Space& space, typename Space::State state, Rng& rng,
                                             std::uint64_t max_moves, BudgetMeter& meter) {
  using Move = typename Space::Move;
  using State = typename Space::State;
  Playout<Move> playout;
  std::vector<std::pair<Move, State>> choices;
  for (;;) {
    if (space.is_goal(state)) {
      playout.end = PlayoutEnd::solved;
      break;
    }
    if (playout.moves.size() >= max_moves) {
      playout.end = PlayoutEnd::move_limit;
      break;
    }
    if (!meter.spend()) {
      playout.end = PlayoutEnd::budget;
      break;
    }
    choices.clear();
    space.for_each_successor(state, [&](const Move& move, const State& next) { choices.emplace_back(move, next); });
    if (choices.empty()) {
      playout.end = PlayoutEnd::stuck;
      break;
    }
    const auto& [move, next] = choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
    playout.moves.push_back(move);
    state = next;
  }
  return playout;
}

}  // namespace puzzlelab::search
