#include "games/fujisan/setups.hpp"

#include <span>
#include <utility>
#include <string>
#include <vector>

#include "core/input_error.hpp"

namespace puzzlelab::fujisan {

namespace {

constexpr int kValues = kMaxValue + 1;  // 0..5
constexpr int kTop = 0;
constexpr int kBottom = 1;

void put(Board& board, int column, int top, int bottom) {
  board.values[kTop][column - 1] = static_cast<std::uint8_t>(top);
  board.values[kBottom][column - 1] = static_cast<std::uint8_t>(bottom);
}

// Pure Random: one die roll per space, the top row left to right, then the bottom row.
Board pure_random(Rng& rng) {
  Board board;
  for (auto& row : board.values)
    for (auto& v : row) v = static_cast<std::uint8_t>(rng.below(kValues));
  return board;
}

// Any Coin: the 24 coins (four of each value, listed 0,0,0,0,1,...) shuffled once, then laid
// on the top row left to right, then the bottom row. Every arrangement of the multiset is
// equally likely.
Board any_coin(Rng& rng) {
  std::array<std::uint8_t, 24> coins{};
  for (int i = 0; i < 24; ++i) coins[i] = static_cast<std::uint8_t>(i / 4);
  rng.shuffle(std::span<std::uint8_t>(coins));
  Board board;
  for (int i = 0; i < 24; ++i) board.values[i / 12][i % 12] = coins[i];
  return board;
}

// Piecepack: each suit's coins 0..5 shuffled separately (suit 1 first). Steps are filled from the
// right, two coins at a time (top, then bottom) from suits 1, 2, 3, 4 in turn: column 12 takes
// suit 1's first two coins, column 11 suit 2's, ..., column 8 suit 1's next two, and so on.
Board piecepack(Rng& rng) {
  std::array<std::array<std::uint8_t, kValues>, 4> suits{};
  for (auto& suit : suits) {
    for (int v = 0; v < kValues; ++v) suit[v] = static_cast<std::uint8_t>(v);
    rng.shuffle(std::span<std::uint8_t>(suit));
  }
  Board board;
  for (int k = 0; k < 12; ++k) {
    const auto& suit = suits[k % 4];
    const int next = 2 * (k / 4);
    put(board, kLastMountain - k, suit[next], suit[next + 1]);
  }
  return board;
}

// Engraved Tiles: 20 tiles [[a,b],[b,a]] for 0 <= a <= b <= 5 except 0:0, listed in that order,
// shuffled. Of the stack (6/5/4/3/2 tiles) only ten tiles show: tiles 1..5 of the shuffled list
// show one column each on steps 1..5 and tiles 6..10 on steps 12..8; tile 5 also shows its other
// column on summit column 6 and tile 10 on summit column 7. Each of the ten then gets one coin()
// for its orientation, in list order: heads shows (b over a) on its step, tails (a over b); the
// summit column of a top tile is the tile's other column, so it shows the pair upside down.
// (A double tile draws its coin too; both orientations look the same.)
Board engraved_tiles(Rng& rng) {
  std::vector<std::pair<std::uint8_t, std::uint8_t>> tiles;
  for (int a = 0; a < kValues; ++a)
    for (int b = a; b < kValues; ++b)
      if (a != 0 || b != 0) tiles.emplace_back(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b));
  rng.shuffle(std::span(tiles));
  Board board;
  for (int i = 0; i < 10; ++i) {
    auto [top, bottom] = tiles[i];
    if (rng.coin()) std::swap(top, bottom);
    const bool left = i < 5;
    const int step = left ? 1 + i : kLastMountain - (i - 5);
    put(board, step, top, bottom);
    if (i == 4) put(board, kSummitLeft, bottom, top);
    if (i == 9) put(board, kSummitRight, bottom, top);
  }
  return board;
}

// Dominoes: the 15 dominoes a<b from 0..5, listed in that order, shuffled; the first 12 go on
// columns 1..12 in order, then each gets one coin() in column order: heads shows (b over a),
// tails (a over b).
Board dominoes(Rng& rng) {
  std::vector<std::pair<std::uint8_t, std::uint8_t>> set;
  for (int a = 0; a < kValues; ++a)
    for (int b = a + 1; b < kValues; ++b) set.emplace_back(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b));
  rng.shuffle(std::span(set));
  Board board;
  for (int column = kFirstMountain; column <= kLastMountain; ++column) {
    auto [top, bottom] = set[column - 1];
    if (rng.coin()) std::swap(top, bottom);
    put(board, column, top, bottom);
  }
  return board;
}

// Unique Pairs (the constrained Shuffled of the entangled-components paper): Any Coin boards
// drawn one after another from the same Rng until one has twelve different step pairs. Rejection
// keeps the draw uniform over the Any Coin boards that satisfy the constraint. Each draw is one
// node of the budget (about 16 draws are needed on average, but nothing bounds the worst case).
Board unique_pairs(Rng& rng, const Budget& budget) {
  BudgetMeter meter(budget);
  for (;;) {
    if (!meter.spend()) {
      const std::uint64_t draws = meter.nodes() - 1;
      throw InputError("budget_exhausted", "unique-pairs drew " + std::to_string(draws) +
                                               (draws == 1 ? " board" : " boards") +
                                               ", none with twelve different step pairs, before the budget "
                                               "(max_nodes, time_limit_ms) ran out");
    }
    const Board board = any_coin(rng);
    if (has_unique_step_pairs(board)) return board;
  }
}

constexpr std::array<SetupInfo, 6> kSetups = {{
    {Setup::pure_random, "pure-random", "Every space gets an independent roll of a six-sided die (0-5).",
     "Fujisan setups paper (002): Pure Random"},
    {Setup::any_coin, "any-coin", "The 24 piecepack coins (four of each value) are shuffled and laid on the spaces.",
     "Fujisan setups paper (002): Any Coin"},
    {Setup::piecepack, "piecepack",
     "Each suit's six coins are shuffled apart and the suits fill the steps two coins at a time from the right, "
     "so no step holds two equal values.",
     "Fujisan setups paper (002): Piecepack"},
    {Setup::engraved_tiles, "engraved-tiles",
     "Twenty engraved tiles (every value pair but 0:0) are shuffled and stacked into the mountain; ten of them show.",
     "Fujisan setups paper (002): Engraved Tiles"},
    {Setup::dominoes, "dominoes", "Twelve of the fifteen dominoes without doubles or sixes form the steps, each turned at random.",
     "Fujisan setups paper (002): Dominoes"},
    {Setup::unique_pairs, "unique-pairs",
     "Any Coin, redrawn until the twelve steps all hold different value pairs (the entangled-components paper).",
     "entangled-components paper (000), section V (unique step pairs)"},
}};

}  // namespace

const std::array<SetupInfo, 6>& all_setups() { return kSetups; }

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

std::string_view to_string(Setup setup) { return name_of_setup(all_setups(), setup); }

bool has_unique_step_pairs(const Board& board) {
  bool seen[kValues][kValues] = {};
  for (int column = kFirstMountain; column <= kLastMountain; ++column) {
    int a = board.value(kTop, column);
    int b = board.value(kBottom, column);
    if (a > b) std::swap(a, b);
    if (seen[a][b]) return false;
    seen[a][b] = true;
  }
  return true;
}

Board generate(Setup setup, Rng& rng, const Budget& budget) {
  switch (setup) {
    case Setup::pure_random: return pure_random(rng);
    case Setup::any_coin: return any_coin(rng);
    case Setup::piecepack: return piecepack(rng);
    case Setup::engraved_tiles: return engraved_tiles(rng);
    case Setup::dominoes: return dominoes(rng);
    case Setup::unique_pairs: return unique_pairs(rng, budget);
  }
  return pure_random(rng);
}

Board generate(Setup setup, std::uint64_t seed, const Budget& budget) {
  Rng rng(seed);
  return generate(setup, rng, budget);
}

}  // namespace puzzlelab::fujisan
