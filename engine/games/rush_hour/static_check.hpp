// A proof of unsolvability without search: cells that stay occupied whatever moves are made.
// A vehicle confined to its line leaves some cells covered in every place it can reach (a truck
// in a row of 4 always covers the middle two); those cells confine the vehicles crossing them in
// turn, and so on until nothing changes. When such a cell lies between the primary car and the
// exit, no sequence of moves can free the way: the board is unsolvable. So is a board with another
// vehicle lying in the primary car's row ahead of it (neither can pass the other). Sound: it
// never calls a solvable board unsolvable (it misses many unsolvable ones, which only a search
// proves).
#pragma once

#include <vector>

#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct StaticCheck {
  bool unsolvable = false;
  // Every cell (row * size + column) that stays occupied in every position reachable from the
  // board (walls included), ascending.
  std::vector<int> always_occupied;
};

StaticCheck static_check(const Board& board);

}  // namespace puzzlelab::rush_hour
