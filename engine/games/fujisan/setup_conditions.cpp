#include "games/fujisan/setup_conditions.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <utility>

#include "core/input_error.hpp"

namespace puzzlelab::fujisan {

namespace {

// An unordered pair {a, b} as one bit of a 36-bit mask.
constexpr int pair_bit(int a, int b) { return a < b ? a * kValueCount + b : b * kValueCount + a; }

// Where a space's value comes from: one piece of a set (a coin, or a half of a tile or domino
// laid on a column), or a roll.
struct SpaceSource {
  int set = -1;
  bool pair_piece = false;
};

struct ColumnPairs {
  std::array<std::uint64_t, kLastMountain> pairs{};  // per column: the unordered pairs it can hold
  bool shared = false;                               // a piece shows its pair on two columns
};

ColumnPairs possible_pairs(const SetupPlan& plan) {
  std::array<std::array<SpaceSource, kLastMountain>, kRows> source;
  ColumnPairs out;
  for (const LayoutEntry& entry : plan.layout)
    for (std::size_t k = 0; k < entry.to.size(); ++k) {
      const Target& t = entry.to[k];
      const int set = entry.from[k % entry.from.size()];
      const bool pair_piece = plan.sets[set].kind == PieceKind::tile || plan.sets[set].kind == PieceKind::domino;
      if (!t.whole_column) {
        source[t.row][t.column - 1] = {set, false};
        continue;
      }
      for (int row = 0; row < kRows; ++row) source[row][t.column - 1] = {set, pair_piece};
      if (t.other_column) {
        out.shared = true;
        for (int row = 0; row < kRows; ++row) source[row][t.other_column - 1] = {set, pair_piece};
      }
    }
  for (int c = 0; c < kLastMountain; ++c) {
    const SpaceSource& top = source[0][c];
    const SpaceSource& bottom = source[1][c];
    std::uint64_t& mask = out.pairs[c];
    if (top.pair_piece) {
      for (const Piece& p : plan.sets[top.set].pieces) mask |= std::uint64_t{1} << pair_bit(p.first, p.second);
      continue;
    }
    const PieceSet& a = plan.sets[top.set];
    const PieceSet& b = plan.sets[bottom.set];
    std::array<int, kValueCount> in_a{}, in_b{};
    for (const Piece& p : a.pieces) ++in_a[p.first];
    for (const Piece& p : b.pieces) ++in_b[p.first];
    // Two coins of one set show one value only if the set holds it twice; a die rolls it again.
    const bool same_coins = top.set == bottom.set && a.kind == PieceKind::coin;
    for (int x = 0; x < kValueCount; ++x)
      for (int y = 0; y < kValueCount; ++y)
        if (in_a[x] && in_b[y] && !(same_coins && x == y && in_a[x] < 2)) mask |= std::uint64_t{1} << pair_bit(x, y);
  }
  return out;
}

// The most columns that can hold pairwise different pairs: a maximum matching of columns to the
// pairs they can hold (augmenting paths; 12 x 21 is tiny).
int most_different_pairs(const ColumnPairs& columns) {
  std::array<int, kValueCount * kValueCount> owner;
  owner.fill(-1);
  int matched = 0;
  for (int c = 0; c < kLastMountain; ++c) {
    std::array<bool, kValueCount * kValueCount> seen{};
    const std::function<bool(int)> augment = [&](int column) {
      for (int bit = 0; bit < kValueCount * kValueCount; ++bit) {
        if (!((columns.pairs[column] >> bit) & 1u) || seen[bit]) continue;
        seen[bit] = true;
        if (owner[bit] < 0 || augment(owner[bit])) {
          owner[bit] = column;
          return true;
        }
      }
      return false;
    };
    if (augment(c)) ++matched;
  }
  return matched;
}

[[noreturn]] void never(std::size_t i, Condition c, const std::string& why) {
  throw InputError("bad_setup", "redraw_until[" + std::to_string(i) + "]: " + condition_name(c) +
                                    " can never hold, so the redraws would never end: " + why);
}

}  // namespace

bool condition_holds(Condition condition, const Board& board) {
  if (condition == Condition::no_double_steps) {
    for (int column = kFirstMountain; column <= kLastMountain; ++column)
      if (board.value(0, column) == board.value(1, column)) return false;
    return true;
  }
  std::uint64_t seen = 0;
  for (int column = kFirstMountain; column <= kLastMountain; ++column) {
    const std::uint64_t bit = std::uint64_t{1} << pair_bit(board.value(0, column), board.value(1, column));
    if (seen & bit) return false;
    seen |= bit;
  }
  return true;
}

std::string condition_failure_words(Condition condition) {
  return condition == Condition::unique_step_pairs ? "Two steps hold the same pair of values"
                                                   : "A step holds the same value twice";
}

std::string condition_goal_words(Condition condition) {
  return condition == Condition::unique_step_pairs ? "twelve different step pairs"
                                                   : "no step holding the same value twice";
}

void check_conditions_can_hold(const SetupPlan& plan) {
  if (plan.redraw_until.empty()) return;
  const ColumnPairs columns = possible_pairs(plan);
  for (std::size_t i = 0; i < plan.redraw_until.size(); ++i) {
    const Condition c = plan.redraw_until[i];
    if (c == Condition::unique_step_pairs) {
      if (columns.shared) never(i, c, "a tile or domino laid on two columns (C<column>+<column>) shows one pair twice");
      const int most = most_different_pairs(columns);
      if (most < kLastMountain)
        never(i, c, "the pieces can give at most " + std::to_string(most) + " of the 12 steps different pairs");
    } else {
      for (int column = kFirstMountain; column <= kLastMountain; ++column) {
        std::uint64_t doubles = 0;
        for (int v = 0; v < kValueCount; ++v) doubles |= std::uint64_t{1} << pair_bit(v, v);
        if ((columns.pairs[column - 1] & ~doubles) == 0)
          never(i, c, "step " + std::to_string(column) + " always holds one value twice");
      }
    }
  }
}

}  // namespace puzzlelab::fujisan
