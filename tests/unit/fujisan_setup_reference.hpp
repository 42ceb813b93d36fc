// Test helpers: the six published Fujisan setups as they were first written, one hand-made
// function each, straight from the words of docs/FUJISAN.md ("Setups"). The engine now deals them
// from descriptions (games/fujisan/builtin_plans.hpp); these pin that every description draws the
// same numbers in the same order and records the same trace.
#pragma once

#include <array>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/setups.hpp"

namespace fujisan_setup_reference {

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

inline constexpr int kValues = kMaxValue + 1;  // 0..5
inline constexpr int kTop = 0;
inline constexpr int kBottom = 1;

inline void put(Board& board, int column, int top, int bottom) {
  board.values[kTop][column - 1] = static_cast<std::uint8_t>(top);
  board.values[kBottom][column - 1] = static_cast<std::uint8_t>(bottom);
}

// ---- trace steps (core/setup_trace.hpp) ----
// Cells in board text order: the top row's columns 1..12, then the bottom row's.
inline int cell_of(int row, int column) { return row * kLastMountain + column - 1; }
inline std::string digit(int value) { return std::string(1, static_cast<char>('0' + value)); }
inline std::string column_name(int column) {
  return is_summit_column(column) ? "summit column " + std::to_string(column) : "step " + std::to_string(column);
}
inline TracePlacement at(int row, int column, int value) { return {cell_of(row, column), digit(value)}; }
template <class Range>
std::vector<std::string> digits(const Range& values, std::size_t from = 0) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < values.size(); ++i) out.push_back(digit(values[i]));
  return out;
}
inline std::string pair_text(int a, int b) { return digit(a) + ":" + digit(b); }
template <class Pairs>
std::vector<std::string> pair_texts(const Pairs& pairs, std::size_t from = 0) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < pairs.size(); ++i) out.push_back(pair_text(pairs[i].first, pairs[i].second));
  return out;
}
// A column's two values laid at once: "3 over 5 on step 4".
inline void trace_column(SetupTrace* trace, std::string kind, std::string caption, int column, int top, int bottom,
                         std::vector<std::string> supply = {}) {
  if (!trace) return;
  trace->add({std::move(kind),
              std::move(caption) + ": " + digit(top) + " over " + digit(bottom) + " on " + column_name(column),
              {at(kTop, column, top), at(kBottom, column, bottom)},
              std::move(supply)});
}

// Pure Random: one die roll per space, the top row left to right, then the bottom row.
inline Board pure_random(Rng& rng, SetupTrace* trace) {
  Board board;
  for (int row = 0; row < kRows; ++row)
    for (int column = kFirstMountain; column <= kLastMountain; ++column) {
      const int v = static_cast<int>(rng.below(kValues));
      board.values[row][column - 1] = static_cast<std::uint8_t>(v);
      if (trace)
        trace->add({"roll",
                    "A die roll for the " + std::string(row == kTop ? "top" : "bottom") + " row's " +
                        column_name(column) + ": " + digit(v),
                    {at(row, column, v)},
                    {}});
    }
  return board;
}

// Any Coin: the 24 coins (four of each value, listed 0,0,0,0,1,...) shuffled once, then laid
// on the top row left to right, then the bottom row. Every arrangement of the multiset is
// equally likely.
inline Board any_coin(Rng& rng, SetupTrace* trace) {
  std::array<std::uint8_t, 24> coins{};
  for (int i = 0; i < 24; ++i) coins[i] = static_cast<std::uint8_t>(i / 4);
  rng.shuffle(std::span<std::uint8_t>(coins));
  if (trace) trace->add({"shuffle", "Shuffle the 24 coins, four of each value 0-5", {}, digits(coins)});
  Board board;
  for (int i = 0; i < 24; ++i) {
    board.values[i / 12][i % 12] = coins[i];
    if (trace)
      trace->add({"place",
                  "Lay the next coin, " + digit(coins[i]) + ", on the " + (i < 12 ? "top" : "bottom") + " row's " +
                      column_name(i % 12 + 1),
                  {at(i / 12, i % 12 + 1, coins[i])},
                  digits(coins, static_cast<std::size_t>(i) + 1)});
  }
  return board;
}

// Piecepack: each suit's coins 0..5 shuffled separately (suit 1 first). Steps are filled from the
// right, two coins at a time (top, then bottom) from suits 1, 2, 3, 4 in turn: column 12 takes
// suit 1's first two coins, column 11 suit 2's, ..., column 8 suit 1's next two, and so on.
inline Board piecepack(Rng& rng, SetupTrace* trace) {
  std::array<std::array<std::uint8_t, kValues>, 4> suits{};
  for (std::size_t s = 0; s < suits.size(); ++s) {
    auto& suit = suits[s];
    for (int v = 0; v < kValues; ++v) suit[v] = static_cast<std::uint8_t>(v);
    rng.shuffle(std::span<std::uint8_t>(suit));
    if (trace) trace->add({"shuffle", "Shuffle suit " + std::to_string(s + 1) + "'s six coins", {}, digits(suit)});
  }
  Board board;
  for (int k = 0; k < 12; ++k) {
    const auto& suit = suits[k % 4];
    const int next = 2 * (k / 4);
    const int column = kLastMountain - k;
    put(board, column, suit[next], suit[next + 1]);
    trace_column(trace, "place", "Suit " + std::to_string(k % 4 + 1) + "'s next two coins", column, suit[next],
                 suit[next + 1], digits(suit, static_cast<std::size_t>(next) + 2));
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
inline Board engraved_tiles(Rng& rng, SetupTrace* trace) {
  std::vector<std::pair<std::uint8_t, std::uint8_t>> tiles;
  for (int a = 0; a < kValues; ++a)
    for (int b = a; b < kValues; ++b)
      if (a != 0 || b != 0) tiles.emplace_back(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b));
  rng.shuffle(std::span(tiles));
  if (trace)
    trace->add({"shuffle",
                "Shuffle the twenty engraved tiles and stack them 6/5/4/3/2 from each side: ten of them show",
                {},
                pair_texts(tiles)});
  Board board;
  for (int i = 0; i < 10; ++i) {
    auto [top, bottom] = tiles[i];
    const bool flipped = rng.coin();
    if (flipped) std::swap(top, bottom);
    const bool left = i < 5;
    const int step = left ? 1 + i : kLastMountain - (i - 5);
    put(board, step, top, bottom);
    const std::string tile = "Tile " + pair_text(tiles[i].first, tiles[i].second) + (flipped ? ", turned" : "");
    trace_column(trace, flipped ? "flip" : "place", tile, step, top, bottom, pair_texts(tiles, i + 1));
    if (i == 4 || i == 9) {
      const int summit = i == 4 ? kSummitLeft : kSummitRight;
      put(board, summit, bottom, top);
      trace_column(trace, "place", "The top tile's other half shows on the summit", summit, bottom, top,
                   pair_texts(tiles, i + 1));
    }
  }
  return board;
}

// Dominoes: the 15 dominoes a<b from 0..5, listed in that order, shuffled; the first 12 go on
// columns 1..12 in order, then each gets one coin() in column order: heads shows (b over a),
// tails (a over b).
inline Board dominoes(Rng& rng, SetupTrace* trace) {
  std::vector<std::pair<std::uint8_t, std::uint8_t>> set;
  for (int a = 0; a < kValues; ++a)
    for (int b = a + 1; b < kValues; ++b) set.emplace_back(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b));
  rng.shuffle(std::span(set));
  if (trace)
    trace->add({"shuffle",
                "Shuffle the fifteen dominoes without doubles; twelve of them become the steps",
                {},
                pair_texts(set)});
  Board board;
  for (int column = kFirstMountain; column <= kLastMountain; ++column) {
    auto [top, bottom] = set[column - 1];
    const bool flipped = rng.coin();
    if (flipped) std::swap(top, bottom);
    put(board, column, top, bottom);
    trace_column(trace, flipped ? "flip" : "place",
                 "Domino " + pair_text(set[column - 1].first, set[column - 1].second) + (flipped ? ", turned" : ""),
                 column, top, bottom, pair_texts(set, static_cast<std::size_t>(column)));
  }
  return board;
}

// Unique Pairs (the constrained Shuffled of the entangled-components paper): Any Coin boards
// drawn one after another from the same Rng until one has twelve different step pairs. Rejection
// keeps the draw uniform over the Any Coin boards that satisfy the constraint. Each draw is one
// node of the budget (about 16 draws are needed on average, but nothing bounds the worst case).
inline Board unique_pairs(Rng& rng, const Budget& budget, SetupTrace* trace) {
  BudgetMeter meter(budget);
  for (;;) {
    if (!meter.spend()) {
      const std::uint64_t draws = meter.nodes();
      throw InputError("budget_exhausted", "unique-pairs drew " + std::to_string(draws) +
                                               (draws == 1 ? " board" : " boards") +
                                               ", none with twelve different step pairs, before the budget "
                                               "(max_nodes, time_limit_ms) ran out");
    }
    if (trace && meter.nodes() > 1)
      trace->add({"redraw", "Two steps hold the same pair of values: gather the coins and draw again", {}, {}, true});
    const Board board = any_coin(rng, trace);
    if (has_unique_step_pairs(board)) return board;
  }
}

inline Board generate(Setup setup, std::uint64_t seed, const Budget& budget = {}, SetupTrace* trace = nullptr) {
  Rng rng(seed);
  switch (setup) {
    case Setup::pure_random: return pure_random(rng, trace);
    case Setup::any_coin: return any_coin(rng, trace);
    case Setup::piecepack: return piecepack(rng, trace);
    case Setup::engraved_tiles: return engraved_tiles(rng, trace);
    case Setup::dominoes: return dominoes(rng, trace);
    case Setup::unique_pairs: return unique_pairs(rng, budget, trace);
  }
  return pure_random(rng, trace);
}

}  // namespace fujisan_setup_reference
