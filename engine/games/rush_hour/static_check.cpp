// (first version: no cells proved)
#include "games/rush_hour/static_check.hpp"

namespace puzzlelab::rush_hour {

StaticCheck static_check(const Board& board) {
  StaticCheck out;
  for (const std::uint8_t wall : board.walls) out.always_occupied.push_back(wall);
  return out;
}

}  // namespace puzzlelab::rush_hour
