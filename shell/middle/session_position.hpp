// The position in play as the middle layer hands it to views and panels. The session reads it
// once per revision from the game's typed position (Session::position_after), so nothing downstream
// replays the moves to learn whether the puzzle is solved or which moves are legal.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace puzzlelab {

struct SessionPosition {
  std::uint64_t revision = 0;            // changes with every change of position or challenge
  std::uint64_t challenge_revision = 0;  // changes only when a new challenge starts
  std::vector<std::string> played;       // the moves that lead here from the challenge's board
  bool solved = false;
  std::vector<std::string> legal_moves;  // in the game's notation

  // No legal move is left and the puzzle is not solved (a dead end: only undo helps).
  bool stuck() const { return !solved && legal_moves.empty(); }
};

}  // namespace puzzlelab
