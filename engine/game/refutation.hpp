// The line that shows a dead position dead: the shortest sequence of moves from it that ends in a
// position with no legal move (lost, stuck) or one the game's own rule proves dead at a glance
// (GamePosition::dead_end). The explain operation (api/op_explain.cpp) gives it beside a move the
// solver proved leads to no solution, so that a player can step through why.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/budget.hpp"
#include "game/game_position.hpp"

namespace puzzlelab {

struct Refutation {
  // How the search for the line ended:
  //   found      `line` ends in a lost or dead position, `reason` says why in a player's words
  //   exhausted  every position reachable was visited and none ends the game: the moves go on
  //              forever without reaching the goal (`line` empty)
  //   stopped    the budget (or the cap on stored positions) ran out first (`line` empty)
  enum class Ending { found, exhausted, stopped };
  Ending ending = Ending::stopped;
  std::vector<std::string> line;
  // The game's words for the last position (GamePosition::dead_end), or "" when it simply has no
  // legal move: `reason` then says so.
  std::string dead_end;
  // "Fire is left without a partner after 9 moves", "No legal move after 4 moves".
  std::string reason;
  std::uint64_t nodes = 0;  // positions expanded
  StopReason stopped = StopReason::none;
};

// The positions a search for a line keeps at most (each a GamePosition, and a hash of its words to
// tell positions reached twice apart): beyond it the search stops with StopReason::memory.
inline constexpr std::size_t kMaxRefutationPositions = 200'000;

// Breadth first from `start`, one node of `budget` per position expanded. `start` must not be
// solved. Positions are told apart by their words (GamePosition::words), so one reached again by
// another order of moves is not searched twice.
Refutation find_refutation(const GamePosition& start, const Budget& budget);

// The reason for a line of `moves` moves ending in a position with the game's words `dead_end`
// ("" for no legal move).
std::string refutation_reason(const std::string& dead_end, std::size_t moves);

}  // namespace puzzlelab
