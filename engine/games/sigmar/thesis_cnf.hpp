// The thesis's own CNF encoding ([Ruigrok], section 6.3, formulas 1-12), beside ours
// (compact_cnf.cpp). One tile leaves per tile time step: move t (1..n_p) removes its first tile
// at step 2t-1 and its second at 2t; the gold leaves with a "hidden key" (index -2) that pairs
// with it alone. Corrected where the formulas as printed are wrong (docs/SIGMAR.md lists each
// deviation and why): the last time step, formula 10's neighbour indices, and formula 12's gold.
#pragma once

#include <vector>

#include "games/sigmar/sat_formula.hpp"

namespace puzzlelab::sigmar {

// The encoding with its variable map: each of the thesis's variables by its indices, 0 when the
// formula never names it. Tiles are marble indices 0..n-1 (the thesis numbers them by cell, as
// the marbles are); kHiddenKey is the -2 of the text.
class ThesisCnf {
 public:
  static constexpr int kHiddenKey = -2;  // the gold's key; a board with more golds has -3, -4, ... (deviation 4)
  static constexpr int kPadding = -1;    // the padding cells around the board, all one variable

  ThesisCnf(const Marbles& marbles, const EncodingStop& stop);

  // False when the stop came first; the formula is then incomplete.
  bool complete() const { return complete_; }
  const SatFormula& formula() const { return formula_; }
  SatFormula take() { return std::move(formula_); }

  int tiles() const { return n_; }               // n_t
  int hidden_keys() const { return keys_; }      // one per gold
  int move_steps() const { return n_p_; }        // n_p = ceil((n_t + hidden keys) / 2)
  int tile_steps() const { return 2 * n_p_; }    // removals happen at tile steps 1..2 n_p
  int end_step() const { return 2 * n_p_ + 1; }  // after every move
  // Free_{c,t} of a board cell (0..90), kPadding or a hidden key.
  int free_cell(int cell, int t) const;
  int free_tile(int tile, int t) const { return free_cell(tile < 0 ? tile : mb_.cell(tile), t); }
  int removed(int tile, int t) const;
  int removable(int tile, int t) const;
  int seq(int tile, int t, int k) const;  // k = 1..6
  // Pair_{i,j,t}, i < j (the hidden key before every tile), t = 1..n_p.
  int pair(int i, int j, int t) const;

 private:
  struct PairSpec {
    int i, j;
  };
  int& slot(std::vector<int>& table, std::size_t index);
  int fv(int cell, int t);  // the variables, made on first use
  int rv(int tile, int t);
  int removable_v(int tile, int t);
  int seq_v(int tile, int t, int k);
  int pv(std::size_t p, int t);
  // Hidden key -2 - k sits after the tiles, at slot n + k (a cell slot: kCells + 1 + k).
  std::size_t tile_slot(int tile) const {
    return tile < 0 ? static_cast<std::size_t>(n_ + kHiddenKey - tile) : static_cast<std::size_t>(tile);
  }
  std::size_t cell_slot(int cell) const {
    return cell == kPadding ? kCells
           : cell < 0       ? static_cast<std::size_t>(kCells + 1 + kHiddenKey - cell)
                            : static_cast<std::size_t>(cell);
  }
  bool is_tile_or_key(int tile) const { return tile < n_ && tile != kPadding && tile > kHiddenKey - keys_; }
  bool halted() { return (++polls_ & 255u) == 0 && stop_ && stop_(); }
  bool encode();

  const Marbles& mb_;
  const EncodingStop& stop_;
  int n_ = 0;
  int keys_ = 0;
  int n_p_ = 0;
  std::vector<PairSpec> pairs_;
  std::vector<int> free_, removed_, removable_, seq_, pair_;
  SatFormula formula_;
  bool complete_ = false;
  unsigned polls_ = 0;
};

}  // namespace puzzlelab::sigmar
