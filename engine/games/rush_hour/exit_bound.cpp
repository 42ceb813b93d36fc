#include "games/rush_hour/exit_bound.hpp"

namespace puzzlelab::rush_hour {

ExitBound::ExitBound(const Board& board)
    : exit_(exit_offset(board)),
      car_length_(board.vehicles[0].length),
      column_(board.vehicles.size(), -1),
      across_(board.vehicles.size(), 0) {
  const int row = board.vehicles[0].line;
  for (std::size_t v = 1; v < board.vehicles.size(); ++v) {
    const Vehicle& vehicle = board.vehicles[v];
    if (vehicle.horizontal) continue;
    vertical_.push_back(static_cast<int>(v));
    column_[v] = vehicle.line;
    for (int offset = 0; offset + vehicle.length <= board.size; ++offset)
      if (offset <= row && row < offset + vehicle.length)
        across_[v] = static_cast<std::uint16_t>(across_[v] | (1u << offset));
  }
}

}  // namespace puzzlelab::rush_hour
