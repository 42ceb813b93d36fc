// Metrics: the shortest-path DAG analysis against explicit enumeration of every shortest
// solution, step connectivity against its definition, challenge counts against sampling and
// closed forms.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>
#include <vector>

#include "fujisan_reference.hpp"
#include "games/fujisan/counts.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/setups.hpp"
#include "games/fujisan/solver.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

// Every solution of exactly `left` moves from p, by depth-first enumeration with the
// independent move generator; records the counter-intuitive moves of each.
void enumerate(const Board& board, Variant variant, Position p, int left, int ci, std::vector<int>& found) {
  if (is_solved(p)) {
    if (left == 0) found.push_back(ci);
    return;
  }
  int empty_summit = 0;
  for (int s : {6, 7, 20, 21}) empty_summit += ((p >> s) & 1u) ? 0 : 1;
  if (empty_summit > left) return;
  for (const Move& m : fujisan_reference::moves(board, variant, p)) {
    const Position next = apply(p, m);
    // Counter-intuitive, by the definition: the moving priest's |column - 6.5| grows.
    const double before = std::abs(column_of(m.from) - 6.5);
    const double after = std::abs(column_of(m.to) - 6.5);
    enumerate(board, variant, next, left - 1, ci + (after > before ? 1 : 0), found);
  }
}

}  // namespace

TEST_CASE("counter-intuitive moves: sideways away from the centre only") {
  const Position p = kStart;
  CHECK_FALSE(is_counter_intuitive(
      p, Move{static_cast<std::uint8_t>(space_of(0, 0)), static_cast<std::uint8_t>(space_of(0, 5))}));
  const Position q =
      (1u << space_of(0, 5)) | (1u << space_of(1, 0)) | (1u << space_of(0, 13)) | (1u << space_of(1, 13));
  // 5 -> 9 passes over the summit and ends further from the centre (2.5 > 1.5).
  CHECK(is_counter_intuitive(
      q, Move{static_cast<std::uint8_t>(space_of(0, 5)), static_cast<std::uint8_t>(space_of(0, 9))}));
  // 5 -> 8 is as far on the other side: not counter-intuitive.
  CHECK_FALSE(is_counter_intuitive(
      q, Move{static_cast<std::uint8_t>(space_of(0, 5)), static_cast<std::uint8_t>(space_of(0, 8))}));
  CHECK(is_counter_intuitive(
      q, Move{static_cast<std::uint8_t>(space_of(0, 5)), static_cast<std::uint8_t>(space_of(0, 2))}));
  // Up/down never counts.
  CHECK_FALSE(is_counter_intuitive(
      q, Move{static_cast<std::uint8_t>(space_of(0, 5)), static_cast<std::uint8_t>(space_of(1, 5))}));
}

TEST_CASE("shortest-solution analysis matches explicit enumeration of every shortest solution") {
  int checked = 0;
  for (std::uint64_t seed = 0; checked < test_scale::sample(20) && seed < 5000; ++seed) {
    const Board board = generate(static_cast<Setup>(seed % 6), seed);
    const Variant variant = seed % 4 == 1 ? Variant::summit_step : Variant::standard;
    const Solution a = solve_astar(board, variant, kStart, {});
    const ShortestSolutions s = analyse_shortest_solutions(board, variant, kStart, {});
    REQUIRE(s.status == a.status);
    if (a.status != Status::solved) continue;
    REQUIRE(s.length == static_cast<int>(a.moves.size()));
    // The A* solution is one of the shortest: its count lies within [min, max].
    const int on_astar = count_counter_intuitive(kStart, a.moves);
    REQUIRE(s.counter_intuitive_min <= on_astar);
    REQUIRE(on_astar <= s.counter_intuitive_max);
    if (s.length > 10) continue;  // explicit enumeration only where it stays cheap
    CAPTURE(format_board(board));
    std::vector<int> found;
    enumerate(board, variant, kStart, s.length, 0, found);
    REQUIRE(!found.empty());
    CHECK(s.count == found.size());
    CHECK(s.counter_intuitive_min == *std::min_element(found.begin(), found.end()));
    CHECK(s.counter_intuitive_max == *std::max_element(found.begin(), found.end()));
    ++checked;
  }
  CHECK(checked == test_scale::sample(20));
}

TEST_CASE("shortest-solution analysis of the published challenges") {
  const ShortestSolutions four =
      analyse_shortest_solutions(parse_board("551102224335/244331001054"), Variant::standard, kStart, {});
  CHECK(four.status == Status::solved);
  CHECK(four.length == 62);
  CHECK(four.count >= 1);
  CHECK(four.counter_intuitive_min <= four.counter_intuitive_max);
  const ShortestSolutions none =
      analyse_shortest_solutions(parse_board("123451012345/543210054321"), Variant::standard, kStart, {});
  CHECK(none.status == Status::unsolvable);
  Budget tiny;
  tiny.max_nodes = 10;
  CHECK(analyse_shortest_solutions(parse_board("551102224335/244331001054"), Variant::standard, kStart, tiny).status ==
        Status::unknown);
}

TEST_CASE("step connectivity follows its definition") {
  // Every value 1: each step is reached from its neighbours only (distance 1), and summit
  // columns are never a source.
  const Connectivity ones = step_connectivity(parse_board("111111111111/111111111111"));
  // Sources 1..5 and 8..12 each reach their one or two neighbours: 1,5(->4,6),8(->7,9),12 have
  // edges ... count directly: a source at column c reaches c-1 and c+1 when they are on the mountain.
  int expected = 0;
  for (int b = 1; b <= 12; ++b) {
    if (b == 6 || b == 7) continue;
    expected += (b > 1) + (b < 12);
  }
  CHECK(ones.connections == expected);
  CHECK(ones.average == doctest::Approx(expected / 12.0));
  CHECK(ones.connected[5 - 1][6 - 1]);
  CHECK_FALSE(ones.connected[6 - 1][5 - 1]);
  // Zeros connect nothing.
  CHECK(step_connectivity(parse_board("000000000000/000000000000")).connections == 0);
  // One value, one pair: column 9 holding 4 in the bottom row is reached from 5 and 13 (not a step).
  const Connectivity single = step_connectivity(parse_board("000000000000/000000004000"));
  CHECK(single.connections == 1);
  CHECK(single.connected[5 - 1][9 - 1]);
}

TEST_CASE("challenge counts: closed forms and the paper's formulas") {
  const auto pure = challenge_counts(Setup::pure_random);
  CHECK(to_decimal(pure.boards) == "4738381338321616896");  // 6^24
  CHECK(to_decimal(pure.up_to_symmetry) == "1184595336212990976");
  const auto coin = challenge_counts(Setup::any_coin);
  CHECK(to_decimal(coin.boards) == "3246670537110000");  // 24!/(4!)^6
  CHECK(to_decimal(coin.paper_value) == "811667634277500");
  const auto pp = challenge_counts(Setup::piecepack);
  CHECK(to_decimal(pp.boards) == "268738560000");  // 720^4
  CHECK(to_decimal(pp.up_to_symmetry) == to_decimal((pp.boards + 2 * 720 * 720) / 4));
  const auto dom = challenge_counts(Setup::dominoes);
  CHECK(to_decimal(dom.boards) == "892705701888000");  // 15!/3! * 2^12
  CHECK(dom.paper_value == dom.up_to_symmetry);        // no symmetric domino board: /4 is exact
  const auto tiles = challenge_counts(Setup::engraved_tiles);
  CHECK(tiles.paper_value == tiles.up_to_symmetry);
  for (const auto& info : all_setups()) {
    const auto c = challenge_counts(info.setup);
    // Burnside's sum is divisible by the group order.
    CHECK((c.boards + c.fixed_by_mirror + c.fixed_by_row_swap + c.fixed_by_rotation) % 4 == 0);
    CHECK(c.up_to_symmetry * 4 >= c.boards);
  }
  CHECK(to_decimal(0) == "0");
  CHECK(to_decimal(Count(10)) == "10");
}

TEST_CASE("challenge counts: the entangled paper's formulas, printed without the division by 4") {
  // [GD-entangled] section IV-A prints 24!/4!^6, 6!^4, sum C(15,i) C(5,10-i) 2^i 10! and
  // C(15,12) 2^12 12! (no /4: symmetry "will alter the precise number ... but not by an order of
  // magnitude") as about 10^14, 10^10, 10^13 and 10^14, the powers [GD-taxonomy] Table 1 prints
  // for the same formulas divided by 4. Each formula without the division is the count of boards.
  const auto power_of_ten = [](Count n) {
    int k = 0;
    for (; n >= 10; n /= 10) ++k;
    return k;
  };
  struct Row {
    Setup setup;
    int printed;
    int without_division;  // floor(log10) of the formula as the entangled paper writes it
  };
  for (const Row& r : {Row{Setup::any_coin, 14, 15}, Row{Setup::piecepack, 10, 11}, Row{Setup::engraved_tiles, 13, 14},
                       Row{Setup::dominoes, 14, 14}}) {
    const auto c = challenge_counts(r.setup);
    CHECK(power_of_ten(c.boards) == r.without_division);
    CHECK(power_of_ten(c.boards / 4) == r.printed);  // with the division: the printed power
  }
  // The formulas themselves, evaluated apart from counts.cpp.
  Count multinomial = 1;  // 24!/4!^6, one factor at a time to stay exact
  for (int i = 1, d = 0; i <= 24; ++i) {
    multinomial *= i;
    for (; d < 6 && multinomial % 24 == 0; ++d) multinomial /= 24;
  }
  CHECK(to_decimal(multinomial) == to_decimal(challenge_counts(Setup::any_coin).boards));
  const auto choose = [](int n, int k) {
    Count c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
  };
  Count ten_factorial = 1, twelve_factorial = 1;
  for (int i = 2; i <= 10; ++i) ten_factorial *= i;
  for (int i = 2; i <= 12; ++i) twelve_factorial *= i;
  Count tiles = 0;
  for (int i = 5; i <= 10; ++i) tiles += choose(15, i) * choose(5, 10 - i) * (Count(1) << i) * ten_factorial;
  CHECK(tiles == challenge_counts(Setup::engraved_tiles).boards);
  CHECK(choose(15, 12) * (Count(1) << 12) * twelve_factorial == challenge_counts(Setup::dominoes).boards);
}

TEST_CASE("challenge counts: the tile formula against enumeration on a small set") {
  // The formula's shape, sum_i C(m, i) C(d, k - i) 2^i k! (k tiles laid of m two-way tiles and d
  // doubles, in order, each two-way tile either way round), against every distinct layout of a
  // small set: values 0..2 without 0:0 (two-way 0:1, 0:2, 1:2; doubles 1:1, 2:2), three laid.
  const std::vector<std::pair<int, int>> set = {{0, 1}, {0, 2}, {1, 2}, {1, 1}, {2, 2}};
  std::set<std::vector<std::pair<int, int>>> layouts;
  for (std::size_t a = 0; a < set.size(); ++a)
    for (std::size_t b = 0; b < set.size(); ++b)
      for (std::size_t c = 0; c < set.size(); ++c) {
        if (a == b || a == c || b == c) continue;
        for (int turns = 0; turns < 8; ++turns) {
          std::vector<std::pair<int, int>> layout;
          int bit = 0;
          for (std::size_t t : {a, b, c}) {
            auto [x, y] = set[t];
            if ((turns >> bit++) & 1) std::swap(x, y);
            layout.push_back({x, y});
          }
          layouts.insert(layout);
        }
      }
  // i two-way tiles among the three: i = 1: 3 x 1 x 2 x 6; i = 2: 3 x 2 x 4 x 6; i = 3: 1 x 1 x 8 x 6.
  CHECK(layouts.size() == 36 + 144 + 48);
}

TEST_CASE("unique-pairs count agrees with the share of any-coin boards that qualify") {
  const auto coin = challenge_counts(Setup::any_coin);
  const auto unique = challenge_counts(Setup::unique_pairs);
  const double share = static_cast<double>(unique.boards) / static_cast<double>(coin.boards);
  Rng rng(31337);
  const int n = 40000;
  int hits = 0;
  for (int i = 0; i < n; ++i) hits += has_unique_step_pairs(generate(Setup::any_coin, rng)) ? 1 : 0;
  const double sd = std::sqrt(share * (1 - share) / n);
  CHECK(std::abs(hits / double(n) - share) < 5 * sd);
}

TEST_CASE("the mirror image of a piecepack board is a piecepack board (Burnside needs closure)") {
  // Mirroring exchanges the columns of suits 1 and 4, and of suits 2 and 3.
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const Board b = generate(Setup::piecepack, seed);
    Board mirrored;
    for (int r = 0; r < 2; ++r)
      for (int c = 1; c <= 12; ++c) mirrored.values[r][c - 1] = b.values[r][12 - c];
    for (int suit = 0; suit < 4; ++suit) {
      std::vector<int> values;
      for (int column : {12 - suit, 8 - suit, 4 - suit})
        for (int r = 0; r < 2; ++r) values.push_back(mirrored.value(r, column));
      std::sort(values.begin(), values.end());
      REQUIRE(values == std::vector<int>{0, 1, 2, 3, 4, 5});
    }
  }
}
