// Rush Hour positions as the searches store them: only the vehicles' offsets change, so a position
// of a given board is its offsets, 4 bits each (an offset is at most 9 - 2 = 7), in two 64-bit
// words (26 vehicles: 104 bits). The geometry that does not change (each vehicle's line and
// its length; the walls) is worked out once per search, and moves are generated from the occupied
// cells kept line by line, one 16-bit word per row and per column (Occupancy).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct PackedPosition {
  std::uint64_t lo = 0;  // vehicles 0 to 15, vehicle v in bits 4v to 4v + 3
  std::uint64_t hi = 0;  // vehicles 16 to 25
  friend bool operator==(const PackedPosition&, const PackedPosition&) = default;
};

// A hash that spreads positions differing in one offset (a move) over a whole table.
inline std::uint64_t hash_of(const PackedPosition& p) {
  std::uint64_t x = p.lo ^ (p.hi * 0x9e3779b97f4a7c15ull);
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// The occupied cells of a position, line by line: bit i of rows[r] is cell (r, i), bit i of
// columns[c] is cell (i, c); bit `size` of every line is set (the board's edge), so a slide's reach
// is a count of clear bits next to the vehicle.
struct Occupancy {
  std::array<std::uint16_t, kMaxSize> rows{};
  std::array<std::uint16_t, kMaxSize> columns{};
};

class PackedGeometry {
 public:
  explicit PackedGeometry(const Board& board);

  int vehicle_count() const { return count_; }
  int exit_offset() const { return exit_offset_; }

  PackedPosition pack(const Board& board) const;
  // The board (the shape's letters, lines and walls) with the offsets of `p`.
  Board unpack(const PackedPosition& p) const;

  static int offset(const PackedPosition& p, int v) {
    return static_cast<int>(((v < 16 ? p.lo : p.hi) >> (4 * (v & 15))) & 15u);
  }
  // `p` with vehicle v slid by `distance` (the slide must stay on the board).
  static PackedPosition moved(PackedPosition p, int v, int distance) {
    const std::uint64_t delta = static_cast<std::uint64_t>(static_cast<std::int64_t>(distance)) << (4 * (v & 15));
    (v < 16 ? p.lo : p.hi) += delta;
    return p;
  }
  bool solved(const PackedPosition& p) const { return offset(p, 0) == exit_offset_; }

  Occupancy occupied(const PackedPosition& p) const {
    Occupancy occ = walls_;
    for (int v = 0; v < count_; ++v) {
      const Shape& shape = shapes_[static_cast<std::size_t>(v)];
      const int at = offset(p, v);
      auto& along = shape.horizontal ? occ.rows : occ.columns;
      auto& across = shape.horizontal ? occ.columns : occ.rows;
      along[shape.line] = static_cast<std::uint16_t>(along[shape.line] | (shape.body << at));
      for (int i = 0; i < shape.length; ++i)
        across[static_cast<std::size_t>(at + i)] =
            static_cast<std::uint16_t>(across[static_cast<std::size_t>(at + i)] | (1u << shape.line));
    }
    return occ;
  }
  // How far vehicle v can slide back (<= 0) and forward (>= 0) among the `occupied` cells.
  Reach reach(const Occupancy& occupied, const PackedPosition& p, int v) const {
    const Shape& shape = shapes_[static_cast<std::size_t>(v)];
    const unsigned bits = (shape.horizontal ? occupied.rows : occupied.columns)[shape.line];
    const int at = offset(p, v);
    const unsigned before = bits & ((1u << at) - 1u);  // the occupied cells before it
    const int back = before == 0 ? at : at - std::bit_width(before);
    const int forward = std::countr_zero(bits >> (at + shape.length));  // the edge's bit stops it
    return {-back, forward};
  }
  // Calls f(vehicle, distance) for every legal move of `p`, in legal_moves order (vehicle by
  // vehicle, each from its farthest slide back to its farthest slide forward), except the moves of
  // vehicle `skip` (-1: none). With `unit_only`, only the one-cell slides, in the same order.
  //
  // A breadth-first search skips the vehicle that moved last: sliding it again gives a position one
  // move from the previous one, found when that was expanded, so no new position is lost.
  template <class F>
  void for_each_move(const PackedPosition& p, bool unit_only, int skip, F&& f) const {
    for_each_move(p, occupied(p), unit_only, skip, f);
  }
  // The same with the occupied cells of `p` already worked out.
  template <class F>
  void for_each_move(const PackedPosition& p, const Occupancy& occ, bool unit_only, int skip, F&& f) const {
    for (int v = 0; v < count_; ++v) {
      if (v == skip) continue;
      const Reach r = reach(occ, p, v);
      const int back = unit_only ? (r.back < 0 ? -1 : 0) : r.back;
      const int forward = unit_only ? (r.forward > 0 ? 1 : 0) : r.forward;
      for (int d = back; d < 0; ++d) f(v, d);
      for (int d = 1; d <= forward; ++d) f(v, d);
    }
  }

 private:
  struct Shape {
    bool horizontal = true;
    std::uint8_t line = 0;
    std::int8_t length = 2;
    unsigned body = 3;  // `length` bits: its cells at offset 0
  };
  Board shape_;
  int size_ = 0;
  int count_ = 0;
  int exit_offset_ = 0;
  Occupancy walls_;  // the walls and the board's edge
  std::vector<Shape> shapes_;
};

}  // namespace puzzlelab::rush_hour
