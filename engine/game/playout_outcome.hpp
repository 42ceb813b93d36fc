// A game's random playout (core/playout.hpp) as the Game interface reports it: every adapter
// turns its typed Playout into the same PlayoutOutcome, with the moves in the game's notation.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/playout.hpp"
#include "game/game.hpp"

namespace puzzlelab {

template <class Move>
PlayoutOutcome playout_outcome(const Playout<Move>& playout, std::vector<std::string> move_texts) {
  PlayoutOutcome out;
  out.solved = playout.solved();
  out.moves = std::move(move_texts);
  out.ended = to_string(playout.end);
  return out;
}

}  // namespace puzzlelab
