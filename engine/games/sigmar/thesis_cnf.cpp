#include "games/sigmar/thesis_cnf.hpp"

namespace puzzlelab::sigmar {

ThesisCnf::ThesisCnf(const Marbles& marbles, const EncodingStop& stop) : mb_(marbles), stop_(stop) {
  n_ = marbles.count();
  // The valid pairs (J_i), i < j, the hidden keys first: key -2 - k pairs with the k-th gold alone.
  for (int g = 0; g < n_; ++g)
    if (marbles.kind(g) == Kind::gold) pairs_.push_back({kHiddenKey - keys_++, g});
  n_p_ = (n_ + keys_ + 1) / 2;  // ceil(n_t / 2) with the one gold the thesis assumes
  for (int i = 0; i < n_; ++i)
    for (int j = i + 1; j < n_; ++j)
      if (kinds_pair(marbles.kind(i), marbles.kind(j))) pairs_.push_back({i, j});
  const std::size_t times = static_cast<std::size_t>(end_step()) + 1;
  free_.assign((kCells + 1 + keys_) * times, 0);
  removed_.assign((n_ + keys_) * times, 0);
  removable_.assign((n_ + keys_) * times, 0);
  seq_.assign(n_ * times * 6, 0);
  pair_.assign(pairs_.size() * times, 0);
  complete_ = encode();
  if (!complete_) return;
  formula_.steps = n_p_;
  for (int t = 1; t <= n_p_; ++t)
    for (std::size_t p = 0; p < pairs_.size(); ++p) {
      const auto [i, j] = pairs_[p];
      // Pair_{-2,gold,t} is the gold's move alone.
      formula_.moves.push_back(i < 0 ? MoveVariable{pv(p, t), t - 1, j, -1} : MoveVariable{pv(p, t), t - 1, i, j});
    }
}

int& ThesisCnf::slot(std::vector<int>& table, std::size_t index) {
  int& v = table.at(index);
  if (v == 0) v = formula_.cnf.fresh();
  return v;
}
int ThesisCnf::fv(int cell, int t) { return slot(free_, cell_slot(cell) * (end_step() + 1) + t); }
int ThesisCnf::rv(int tile, int t) { return slot(removed_, tile_slot(tile) * (end_step() + 1) + t); }
int ThesisCnf::removable_v(int tile, int t) { return slot(removable_, tile_slot(tile) * (end_step() + 1) + t); }
int ThesisCnf::seq_v(int tile, int t, int k) {
  return slot(seq_, (static_cast<std::size_t>(tile) * (end_step() + 1) + t) * 6 + (k - 1));
}
int ThesisCnf::pv(std::size_t p, int t) { return slot(pair_, p * (end_step() + 1) + t); }

int ThesisCnf::free_cell(int cell, int t) const {
  if (t < 0 || t > end_step() || cell >= kCells || (cell != kPadding && cell < 0 && !is_tile_or_key(cell))) return 0;
  return free_[cell_slot(cell) * (end_step() + 1) + t];
}
int ThesisCnf::removed(int tile, int t) const {
  if (t < 0 || t > end_step() || !is_tile_or_key(tile)) return 0;
  return removed_[tile_slot(tile) * (end_step() + 1) + t];
}
int ThesisCnf::removable(int tile, int t) const {
  if (t < 0 || t > end_step() || !is_tile_or_key(tile)) return 0;
  return removable_[tile_slot(tile) * (end_step() + 1) + t];
}
int ThesisCnf::seq(int tile, int t, int k) const {
  if (t < 0 || t > end_step() || tile < 0 || tile >= n_ || k < 1 || k > 6) return 0;
  return seq_[(static_cast<std::size_t>(tile) * (end_step() + 1) + t) * 6 + (k - 1)];
}
int ThesisCnf::pair(int i, int j, int t) const {
  if (t < 1 || t > n_p_) return 0;
  for (std::size_t p = 0; p < pairs_.size(); ++p)
    if (pairs_[p].i == i && pairs_[p].j == j) return pair_[p * (end_step() + 1) + t];
  return 0;
}

bool ThesisCnf::encode() {
  Cnf& cnf = formula_.cnf;
  const int steps = tile_steps();
  const int end = end_step();
  std::vector<int> all_tiles;  // T-hat, the hidden keys first as in the pairs
  for (int k = 0; k < keys_; ++k) all_tiles.push_back(kHiddenKey - k);
  for (int i = 0; i < n_; ++i) all_tiles.push_back(i);

  // (1) Free_{i,0}: true for the padding and every empty cell, false under a tile.
  cnf.add({fv(kPadding, 0)});
  for (int c = 0; c < kCells; ++c) cnf.add({mb_.marble_on(c) >= 0 ? -fv(c, 0) : fv(c, 0)});
  // (2) No tile removed at t_0.
  for (const int i : all_tiles) cnf.add({-rv(i, 0)});
  // (3) A tile is free at t only if it was free at t-1 or removed at t-1. Printed up to n_t + 1;
  // here up to the step after the last removal (2 n_p + 1; deviation 1).
  for (int i = 0; i < n_; ++i)
    for (int t = 1; t <= end; ++t) cnf.add({-fv(mb_.cell(i), t), rv(i, t - 1), fv(mb_.cell(i), t - 1)});
  // (4) Solved: every tile, the hidden key included, free after all moves (deviation 1 again).
  for (const int i : all_tiles) cnf.add({i < 0 ? fv(i, end) : fv(mb_.cell(i), end)});
  // (5) and (6): a pair's tiles are removed at 2t-1 and 2t, and are removable at 2t-1.
  for (std::size_t p = 0; p < pairs_.size(); ++p)
    for (int t = 1; t <= n_p_; ++t) {
      cnf.add({-pv(p, t), rv(pairs_[p].i, 2 * t - 1)});
      cnf.add({-pv(p, t), rv(pairs_[p].j, 2 * t)});
    }
  for (std::size_t p = 0; p < pairs_.size(); ++p)
    for (int t = 1; t <= n_p_; ++t) {
      cnf.add({-pv(p, t), removable_v(pairs_[p].i, 2 * t - 1)});
      cnf.add({-pv(p, t), removable_v(pairs_[p].j, 2 * t - 1)});
    }
  // (7) At most one tile removed per tile step (printed up to n_t; here every step, deviation 1).
  for (int t = 1; t <= steps; ++t) {
    if (halted()) return false;
    for (std::size_t a = 0; a < all_tiles.size(); ++a)
      for (std::size_t b = a + 1; b < all_tiles.size(); ++b) cnf.add({-rv(all_tiles[a], t), -rv(all_tiles[b], t)});
  }
  // (8) No tile removed at two steps (the same range).
  for (const int i : all_tiles) {
    if (halted()) return false;
    for (int t1 = 1; t1 < steps; ++t1)
      for (int t2 = t1 + 1; t2 <= steps; ++t2) cnf.add({-rv(i, t1), -rv(i, t2)});
  }
  // (9) At least one pair per move.
  std::vector<int> some;
  for (int t = 1; t <= n_p_; ++t) {
    some.clear();
    for (std::size_t p = 0; p < pairs_.size(); ++p) some.push_back(pv(p, t));
    cnf.add(some);
  }
  // (10) Seq_{i,2t-1,k}: neighbours k, k+1, k+2 (cyclically; printed "(k+1) mod 6" with k from 1
  // names a neighbour 0 that does not exist, deviation 2) free at 2t-1. Off the board: padding.
  for (int i = 0; i < n_; ++i) {
    if (halted()) return false;
    const auto& nb = neighbours(mb_.cell(i));
    for (int t = 1; t <= n_p_; ++t)
      for (int k = 1; k <= 6; ++k)
        for (int d = 0; d < 3; ++d) {
          const int c = nb[(k - 1 + d) % 6];
          cnf.add({-seq_v(i, 2 * t - 1, k), fv(c == kNoCell ? kPadding : c, 2 * t - 1)});
        }
  }
  // (11) Removable only with some free sequence.
  std::vector<int> any;
  for (int i = 0; i < n_; ++i)
    for (int t = 1; t <= n_p_; ++t) {
      any = {-removable_v(i, 2 * t - 1)};
      for (int k = 1; k <= 6; ++k) any.push_back(seq_v(i, 2 * t - 1, k));
      cnf.add(any);
    }
  // (12) The lock order: lock L_i leaves with a key only once L_{i+1} is free. The locks are the
  // metals on the board, gold (lock-0) first; the gold's key is the hidden key, which the printed
  // formula leaves out (its keys are the quicksilver only), so that the gold could go before the
  // other metals (deviation 3). A board with two marbles of one metal (not the standard set)
  // waits for every marble of the next lower metal, so that neither of the two has to go first.
  std::vector<int> ranks;  // the metals on the board, highest first
  for (int rank = kMetals - 1; rank >= 0; --rank)
    if (mb_.of_kind(metal_of_rank(rank)) != 0) ranks.push_back(rank);
  for (std::size_t r = 0; r + 1 < ranks.size(); ++r)
    for (std::size_t p = 0; p < pairs_.size(); ++p) {
      const auto [i, j] = pairs_[p];
      const bool i_lock = i >= 0 && mb_.kind(i) == metal_of_rank(ranks[r]);
      const bool j_lock = mb_.kind(j) == metal_of_rank(ranks[r]);
      if (!i_lock && !j_lock) continue;
      const int key = i_lock ? j : i;
      if (key >= 0 && mb_.kind(key) != Kind::quicksilver) continue;
      for (int lower = 0; lower < n_; ++lower)
        if (mb_.kind(lower) == metal_of_rank(ranks[r + 1]))
          for (int t = 1; t <= n_p_; ++t) cnf.add({-pv(p, t), fv(mb_.cell(lower), 2 * t - 1)});
    }
  return true;
}

std::optional<SatFormula> encode_thesis(const Marbles& marbles, const EncodingStop& stop) {
  ThesisCnf thesis(marbles, stop);
  if (!thesis.complete()) return std::nullopt;
  return thesis.take();
}

}  // namespace puzzlelab::sigmar
