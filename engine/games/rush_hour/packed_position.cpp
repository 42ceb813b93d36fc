#include "games/rush_hour/packed_position.hpp"

namespace puzzlelab::rush_hour {

PackedGeometry::PackedGeometry(const Board& board)
    : shape_(board),
      size_(board.size),
      count_(static_cast<int>(board.vehicles.size())),
      exit_offset_(rush_hour::exit_offset(board)),
      shapes_(board.vehicles.size()) {
  for (int line = 0; line < size_; ++line) {
    walls_.rows[static_cast<std::size_t>(line)] = static_cast<std::uint16_t>(1u << size_);
    walls_.columns[static_cast<std::size_t>(line)] = static_cast<std::uint16_t>(1u << size_);
  }
  for (const std::uint8_t wall : board.walls) {
    const int row = wall / size_, column = wall % size_;
    walls_.rows[static_cast<std::size_t>(row)] =
        static_cast<std::uint16_t>(walls_.rows[static_cast<std::size_t>(row)] | (1u << column));
    walls_.columns[static_cast<std::size_t>(column)] =
        static_cast<std::uint16_t>(walls_.columns[static_cast<std::size_t>(column)] | (1u << row));
  }
  for (int v = 0; v < count_; ++v) {
    const Vehicle& vehicle = board.vehicles[static_cast<std::size_t>(v)];
    Shape& shape = shapes_[static_cast<std::size_t>(v)];
    shape.horizontal = vehicle.horizontal;
    shape.line = static_cast<std::uint8_t>(vehicle.line);
    shape.length = vehicle.length;
    shape.body = (1u << vehicle.length) - 1u;
  }
}

PackedPosition PackedGeometry::pack(const Board& board) const {
  PackedPosition p;
  for (int v = 0; v < count_; ++v) {
    const auto bits = static_cast<std::uint64_t>(board.vehicles[static_cast<std::size_t>(v)].offset) << (4 * (v & 15));
    (v < 16 ? p.lo : p.hi) |= bits;
  }
  return p;
}

Board PackedGeometry::unpack(const PackedPosition& p) const {
  Board board = shape_;
  for (int v = 0; v < count_; ++v)
    board.vehicles[static_cast<std::size_t>(v)].offset = static_cast<std::int8_t>(offset(p, v));
  return board;
}

}  // namespace puzzlelab::rush_hour
