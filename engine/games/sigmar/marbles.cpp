#include "games/sigmar/marbles.hpp"

#include "core/input_error.hpp"

namespace puzzlelab::sigmar {

Marbles::Marbles(const Board& board) {
  on_cell_.fill(-1);
  for (int c = 0; c < kCells; ++c) {
    if (!board.has(c)) continue;
    if (n_ == 64) throw InputError("bad_board", "a Sigmar board holds at most 64 marbles for the solver");
    cell_[n_] = c;
    kind_[n_] = board.kind(c);
    on_cell_[c] = n_;
    ++n_;
  }
  for (int i = 0; i < n_; ++i) {
    all_ |= bit(i);
    of_kind_[index_of(kind_[i])] |= bit(i);
    if (is_metal(kind_[i])) metals_ |= bit(i);
    if (is_element(kind_[i])) elements_ |= bit(i);
    const auto& nb = neighbours(cell_[i]);
    for (int k = 0; k < 6; ++k) {
      const int j = nb[k] == kNoCell ? -1 : on_cell_[nb[k]];
      neighbour_bit_[i][k] = j < 0 ? 0 : bit(j);
      adjacent_[i] |= neighbour_bit_[i][k];
    }
  }
}

Mask Marbles::free_in(Mask m) const {
  Mask out = 0;
  for (Mask rest = m; rest; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    if (is_free(i, m)) out |= bit(i);
  }
  return out;
}

Board Marbles::board(Mask m) const {
  Board b;
  for (Mask rest = m; rest; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    b.put(cell_[i], kind_[i]);
  }
  return b;
}

namespace {
void pairs_within(Mask a, std::vector<MarblePair>& out) {
  for (; a; a &= a - 1) {
    const int i = std::countr_zero(a);
    for (Mask b = a & (a - 1); b; b &= b - 1)
      out.push_back(MarblePair{static_cast<std::int8_t>(i), static_cast<std::int8_t>(std::countr_zero(b))});
  }
}
void pairs_across(Mask a, Mask b, std::vector<MarblePair>& out) {
  for (; a; a &= a - 1) {
    const int i = std::countr_zero(a);
    for (Mask c = b; c; c &= c - 1) {
      const int j = std::countr_zero(c);
      out.push_back(i < j ? MarblePair{static_cast<std::int8_t>(i), static_cast<std::int8_t>(j)}
                          : MarblePair{static_cast<std::int8_t>(j), static_cast<std::int8_t>(i)});
    }
  }
}
}  // namespace

void marble_moves(const Marbles& mb, Mask m, std::vector<MarblePair>& out) {
  out.clear();
  const Mask f = mb.free_in(m);
  const Mask salt = f & mb.of_kind(Kind::salt);
  for (int e = 0; e < kElements; ++e) {
    const Mask fe = f & mb.of_kind(static_cast<Kind>(e));
    pairs_within(fe, out);
    pairs_across(fe, salt, out);
  }
  pairs_within(salt, out);
  pairs_across(f & mb.of_kind(Kind::vitae), f & mb.of_kind(Kind::mors), out);
  const int next = mb.next_metal(m);
  if (next >= 0 && next < kMetals - 1) {
    pairs_across(f & mb.of_kind(metal_of_rank(next)), f & mb.of_kind(Kind::quicksilver), out);
  } else if (next == kMetals - 1) {
    for (Mask g = f & mb.of_kind(Kind::gold); g; g &= g - 1)
      out.push_back(MarblePair{static_cast<std::int8_t>(std::countr_zero(g)), -1});
  }
}

}  // namespace puzzlelab::sigmar
