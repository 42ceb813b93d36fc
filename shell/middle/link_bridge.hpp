// The app's one door to shareable links (the URL hash): everything that reads or writes a link
// goes through these two functions, which translate between the app's Challenge and the link
// codec of engine/game/link.hpp (format: docs/LINKS.md). Links are read with parse_link_undealt,
// the engine's tested and fuzzed path: the game, params, setup, board and moves are all checked,
// except the moves of a link by seed.
//
// A link names a challenge by seed (game, parameters, setup, seed) or by its full board, and may
// carry the moves played. A link by seed leaves the board to be generated (in a worker: a setup
// may redraw for seconds, and the page must not freeze meanwhile) before its moves are checked
// and played (Controller::begin: bad ones are dropped there, as read_link drops a board link's).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "middle/challenge.hpp"

namespace puzzlelab {

struct LinkTarget {
  Challenge challenge;             // board empty when the link names a seed
  std::vector<std::string> moves;  // moves played, possibly none
  // A link whose puzzle is fine but whose moves are not opens at the puzzle's start: why.
  std::optional<std::string> refused_moves;
};

// The hash (without '#') naming `challenge`: a day's challenge by its daily link (without the
// moves), else by seed when it has one, else by board; empty when the challenge cannot be
// written as a link. (Daily links are read by the controller: game/daily_link.hpp.)
std::string write_link(const Challenge& challenge, const std::vector<std::string>& moves);
// Reads a hash (with or without '#') with parse_link_undealt. Throws InputError naming what is
// wrong with the link (its syntax, game, params, setup or board); a board link's bad moves only
// drop the moves (refused_moves says why); a seed link's moves are not checked here.
LinkTarget read_link(std::string_view hash);

}  // namespace puzzlelab
