// The names of solve outcomes as they appear in protocol responses and CLI output.
#include "api/game.hpp"

namespace puzzlelab {

const char* to_string(SolveStatus status) {
  switch (status) {
    case SolveStatus::solved: return "solved";
    case SolveStatus::unsolvable: return "unsolvable";
    case SolveStatus::unknown: return "unknown";
  }
  return "unknown";
}

}  // namespace puzzlelab
