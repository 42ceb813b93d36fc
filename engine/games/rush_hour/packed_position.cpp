#include "games/rush_hour/packed_position.hpp"

namespace puzzlelab::rush_hour {

PackedGeometry::PackedGeometry(const Board& board)
    : shape_(board),
      size_(board.size),
      count_(static_cast<int>(board.vehicles.size())),
      exit_offset_(rush_hour::exit_offset(board)),
      line_cells_(board.vehicles.size()),
      body_(board.vehicles.size()),
      length_(board.vehicles.size()) {
  for (const std::uint8_t wall : board.walls) walls_.add(wall);
  for (int v = 0; v < count_; ++v) {
    const Vehicle& vehicle = board.vehicles[static_cast<std::size_t>(v)];
    length_[static_cast<std::size_t>(v)] = vehicle.length;
    auto& cells = line_cells_[static_cast<std::size_t>(v)];
    for (int along = 0; along < size_; ++along)
      cells[static_cast<std::size_t>(along)] =
          static_cast<std::uint8_t>(vehicle.horizontal ? vehicle.line * size_ + along : along * size_ + vehicle.line);
    auto& bodies = body_[static_cast<std::size_t>(v)];
    for (int offset = 0; offset + vehicle.length <= size_; ++offset)
      for (int i = 0; i < vehicle.length; ++i)
        bodies[static_cast<std::size_t>(offset)].add(cells[static_cast<std::size_t>(offset + i)]);
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

CellMask PackedGeometry::occupied(const PackedPosition& p) const {
  CellMask occ = walls_;
  for (int v = 0; v < count_; ++v) occ.add(body_[static_cast<std::size_t>(v)][static_cast<std::size_t>(offset(p, v))]);
  return occ;
}

Reach PackedGeometry::reach(const CellMask& occupied, const PackedPosition& p, int v) const {
  const auto& cells = line_cells_[static_cast<std::size_t>(v)];
  const int offset = PackedGeometry::offset(p, v);
  Reach out;
  for (int along = offset - 1; along >= 0 && !occupied.has(cells[static_cast<std::size_t>(along)]); --along) --out.back;
  for (int along = offset + length_[static_cast<std::size_t>(v)];
       along < size_ && !occupied.has(cells[static_cast<std::size_t>(along)]); ++along)
    ++out.forward;
  return out;
}

}  // namespace puzzlelab::rush_hour
