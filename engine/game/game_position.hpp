// One position of a challenge being played, behind the Game interface (Game::start): what a
// front end keeps one of for every move played, so that a move, an undo or a redo costs one move
// and never a replay of the whole history as text. Moves cross as text, as everywhere in the
// Game interface; inside, each game's position is its own typed state (game/typed_position.hpp).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab {

// A position in words, for a screen reader or any front end without pictures (the app's live
// region, docs/app/ACCESSIBILITY.md).
struct BoardWords {
  std::string summary;  // one sentence of what is left to do, which a move's announcement repeats
  std::string places;   // the board place by place, in reading order
};

class GamePosition {
 public:
  virtual ~GamePosition() = default;

  // The position after `move`, read in this one; throws InputError saying why it cannot be read
  // or played (the message Game::replay reports).
  virtual std::unique_ptr<GamePosition> after(std::string_view move) const = 0;
  virtual bool solved() const = 0;
  // The legal moves here, as text, in the game's order.
  virtual std::vector<std::string> legal_moves() const = 0;
  // This position in the game's own words ("3 of 4 priests on the summit", then the places).
  virtual BoardWords words() const = 0;
  // `move` played from here, in a player's words ("S (Sun) moves right onto a 3"). A move that
  // cannot be read here is described from its text alone, or returned as it is; never throws.
  virtual std::string describe_move(const std::string& move) const = 0;
  // Why no solution can be reached from here, when the game's own rules show it at a glance, in a
  // player's words ("Fire is left without a partner"); "" when they show nothing, which proves
  // nothing either way. Never said of a position that has a solution: the explain operation
  // (api/op_explain.cpp) ends a refutation's line on it.
  virtual std::string dead_end() const = 0;
};

}  // namespace puzzlelab
