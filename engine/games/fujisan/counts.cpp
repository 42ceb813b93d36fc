#include "games/fujisan/counts.hpp"

#include <array>
#include <utility>
#include <vector>

namespace puzzlelab::fujisan {

namespace {

Count factorial(int n) {
  Count f = 1;
  for (int i = 2; i <= n; ++i) f *= static_cast<Count>(i);
  return f;
}

Count power(Count base, int exponent) {
  Count p = 1;
  for (int i = 0; i < exponent; ++i) p *= base;
  return p;
}

Count choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  Count c = 1;
  for (int i = 1; i <= k; ++i) c = c * static_cast<Count>(n - k + i) / static_cast<Count>(i);
  return c;
}

// Unique Pairs: Any Coin boards whose 12 step pairs are different unordered pairs. Choose the set
// of 12 pairs from the 21 unordered pairs of 0..5 so that every value is used exactly four times,
// then order the set over the 12 columns (12!) and orient each non-double pair (2 ways).
Count unique_pair_boards() {
  std::vector<std::pair<int, int>> pairs;
  for (int a = 0; a <= kMaxValue; ++a)
    for (int b = a; b <= kMaxValue; ++b) pairs.emplace_back(a, b);
  std::array<int, kMaxValue + 1> left{};
  left.fill(4);
  Count total = 0;
  const Count orders = factorial(12);
  // Depth-first over the pairs in order, each taken or not; `chosen` and `mixed` count the taken
  // pairs and the taken non-doubles.
  auto walk = [&](auto&& self, std::size_t i, int chosen, int mixed) -> void {
    if (chosen == 12) {
      total += orders * power(2, mixed);  // every value is then used 4 times: 24 coins, none left over
      return;
    }
    if (i == pairs.size() || static_cast<int>(pairs.size() - i) < 12 - chosen) return;
    const auto [a, b] = pairs[i];
    const int need = a == b ? 2 : 1;
    if (left[a] >= need && left[b] >= need) {
      --left[a];
      --left[b];
      self(self, i + 1, chosen + 1, mixed + (a != b ? 1 : 0));
      ++left[a];
      ++left[b];
    }
    self(self, i + 1, chosen, mixed);
  };
  walk(walk, 0, 0, 0);
  return total;
}

}  // namespace

std::string to_decimal(Count n) {
  if (n == 0) return "0";
  std::string digits;
  for (; n != 0; n /= 10) digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(n % 10)));
  return digits;
}

ChallengeCounts challenge_counts(Setup setup) {
  ChallengeCounts c;
  switch (setup) {
    case Setup::pure_random:
      // 24 free spaces. A symmetric board is fixed by its values on one space of each of the 12
      // two-space orbits of the symmetry.
      c.boards = power(6, 24);
      c.fixed_by_mirror = c.fixed_by_row_swap = c.fixed_by_rotation = power(6, 12);
      c.paper_formula = "6^24/4";
      c.paper_value = power(6, 24) / 4;
      break;
    case Setup::any_coin:
    case Setup::unique_pairs:
      if (setup == Setup::any_coin) {
        // Arrangements of the multiset {0^4, ..., 5^4}. A symmetric board pairs the 24 spaces
        // into 12 orbits of two equal values: each value fills two orbits, 12!/(2!^6) ways.
        c.boards = factorial(24) / power(factorial(4), 6);
        c.fixed_by_mirror = c.fixed_by_row_swap = c.fixed_by_rotation = factorial(12) / power(2, 6);
        c.paper_formula = "24!/(4!^6 * 4)";
        c.paper_value = c.boards / 4;
      } else {
        // A mirror or rotation fixing a board would give columns c and 13-c the same unordered
        // pair; a row swap would make every step a double, and there are only six doubles.
        c.boards = unique_pair_boards();
      }
      break;
    case Setup::piecepack: {
      // Each suit fills 3 fixed columns (6 spaces) with a permutation of 0..5: 6!^4 boards, all
      // distinct. No step holds two equal values, so no board has equal rows. Mirror and rotation
      // swap the columns of suits 1 and 4 and of suits 2 and 3, so a fixed board is chosen by
      // suits 1 and 2 alone: 6!^2.
      const Count perms = factorial(6);
      c.boards = power(perms, 4);
      c.fixed_by_mirror = c.fixed_by_rotation = perms * perms;
      c.paper_formula = "6!^4/4";
      c.paper_value = c.boards / 4;
      break;
    }
    case Setup::engraved_tiles: {
      // An ordered choice of 10 of the 20 tiles, each non-double in either orientation; the board
      // shows every chosen tile's pair, so distinct choices give distinct boards. With d doubles
      // (of 5) among the ten: C(5,d) C(15,10-d) 10! 2^(10-d). A symmetric board would show the
      // same tile twice (mirror, rotation) or only doubles (row swap): none exists.
      for (int doubles = 0; doubles <= 5; ++doubles)
        c.boards += choose(5, doubles) * choose(15, 10 - doubles) * factorial(10) * power(2, 10 - doubles);
      c.paper_formula = "sum_{i=5}^{10} C(15,i) C(5,10-i) 2^i 10!/4";
      c.paper_value = c.boards / 4;
      break;
    }
    case Setup::dominoes:
      // An ordered choice of 12 of the 15 dominoes, each in either orientation, all distinct
      // boards. No doubles and no repeated pair, so no board is symmetric.
      c.boards = factorial(15) / factorial(3) * power(2, 12);
      c.paper_formula = "C(15,12) 2^12 12!/4";
      c.paper_value = choose(15, 12) * power(2, 12) * factorial(12) / 4;
      break;
  }
  c.up_to_symmetry = (c.boards + c.fixed_by_mirror + c.fixed_by_row_swap + c.fixed_by_rotation) / 4;
  return c;
}

}  // namespace puzzlelab::fujisan
