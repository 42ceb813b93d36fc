#include "games/rush_hour/setup_actions.hpp"

namespace puzzlelab::rush_hour {

void SetupActionTally::add(const TraceStep& step) {
  if (step.kind == "shuffle") {
    ++counted_.shuffles;
  } else if (step.kind == "roll") {
    // A refused roll: the dice rolled, the place checked and found taken or off the board.
    ++counted_.rolls;
    ++counted_.lookups;
  } else if (step.kind == "place" && !step.placed.empty()) {
    ++counted_.rolls;
    ++counted_.placements;
    // The red car's die only says where in its row it starts: nothing can be in its way yet.
    if (step.placed.front().piece != "A") ++counted_.lookups;
  }
}

SetupActions laying_actions(const Board& board) {
  SetupActions out;
  out.placements = static_cast<int>(board.vehicles.size() + board.walls.size());
  return out;
}

}  // namespace puzzlelab::rush_hour
