// The app's one door to shareable links (the URL hash): everything that reads or writes a link
// goes through these two functions, which translate between the app's Challenge and the link
// codec of engine/api/link.hpp (format: docs/LINKS.md).
//
// A link names a challenge by seed (game, parameters, setup, seed) or by its full board, and may
// carry the moves played. A link by seed has no board: the app generates it (in a worker) before
// playing the moves, and the session checks the moves, so reading a link stays cheap.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/challenge.hpp"

namespace puzzlelab {

struct LinkTarget {
  Challenge challenge;              // board empty when the link names a seed
  std::vector<std::string> moves;   // moves played, possibly none
};

// The hash (without '#') naming `challenge` by seed when it has one, else by board; empty when
// the challenge cannot be written as a link.
std::string write_link(const Challenge& challenge, const std::vector<std::string>& moves);
// Reads a hash (with or without '#'). Throws InputError naming what is wrong with the link.
LinkTarget read_link(std::string_view hash);

}  // namespace puzzlelab
