// How every search in the engine ends, and its name in protocol responses, CLI output and
// metrics: solved (with moves), unsolvable (proved: the reachable space was exhausted, or a
// pruning rule the game's doc argues proved it) or unknown (the budget ran out first).
#pragma once

namespace puzzlelab {

enum class Status { solved, unsolvable, unknown };

inline const char* to_string(Status status) {
  switch (status) {
    case Status::solved: return "solved";
    case Status::unsolvable: return "unsolvable";
    case Status::unknown: return "unknown";
  }
  return "unknown";
}

}  // namespace puzzlelab
