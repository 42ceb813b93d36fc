// A board compiled for search: its marbles numbered 0..n-1 in cell order, so that a position (the
// marbles still on the board) is one 64-bit mask. A standard board has 55 marbles; any board
// with at most 64 works. Freeness becomes six bit tests and a table look-up.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

using Mask = std::uint64_t;
inline constexpr Mask bit(int i) { return Mask{1} << i; }

class Marbles {
 public:
  // Throws InputError("bad_board", ...) when the board holds more than 64 marbles.
  explicit Marbles(const Board& board);

  int count() const { return n_; }
  Mask all() const { return all_; }
  int cell(int i) const { return cell_[i]; }
  Kind kind(int i) const { return kind_[i]; }
  Mask of_kind(Kind k) const { return of_kind_[index_of(k)]; }
  // The marbles adjacent to marble i (whatever they are).
  Mask adjacent(int i) const { return adjacent_[i]; }
  // Which of i's six neighbours are occupied in position m (bit k for neighbour k).
  unsigned occupied6(int i, Mask m) const {
    unsigned occ = 0;
    for (int k = 0; k < 6; ++k) occ |= static_cast<unsigned>((m & neighbour_bit_[i][k]) != 0) << k;
    return occ;
  }
  bool is_free(int i, Mask m) const { return free_pattern(occupied6(i, m)); }
  // Every free marble of position m.
  Mask free_in(Mask m) const;
  // The rank (0 lead .. 5 gold) of the next metal in position m, or -1 when no metal is left.
  int next_metal(Mask m) const {
    const Mask metals = m & metals_;
    if (metals == 0) return -1;
    for (int r = 0; r < kMetals; ++r)
      if (m & of_kind_[index_of(metal_of_rank(r))]) return r;
    return -1;
  }
  Mask metals() const { return metals_; }
  Mask elements() const { return elements_; }
  // The position as a board.
  Board board(Mask m) const;
  // The marble index on a cell, or -1.
  int marble_on(int cell) const { return on_cell_[cell]; }
  Move move(int i, int j) const { return j < 0 ? gold_move(cell_[i]) : make_move(cell_[i], cell_[j]); }

 private:
  int n_ = 0;
  Mask all_ = 0;
  Mask metals_ = 0;
  Mask elements_ = 0;
  std::array<int, 64> cell_{};
  std::array<Kind, 64> kind_{};
  std::array<Mask, 64> adjacent_{};
  std::array<std::array<Mask, 6>, 64> neighbour_bit_{};
  std::array<Mask, kKinds> of_kind_{};
  std::array<int, kCells> on_cell_{};
};

// The legal moves of a position as marble index pairs (j = -1: gold alone).
struct MarblePair {
  std::int8_t i = 0;
  std::int8_t j = -1;
};
void marble_moves(const Marbles& marbles, Mask m, std::vector<MarblePair>& out);

}  // namespace puzzlelab::sigmar
