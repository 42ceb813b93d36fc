#include "games/pretzel/setups.hpp"

#include <cmath>
#include <span>
#include <stdexcept>

namespace puzzlelab::pretzel {

const std::array<SetupInfo, 4>& all_setups() {
  static constexpr std::array<SetupInfo, 4> kSetups = {{
      {Setup::shuffled, "shuffled", "The whole deck shuffled and dealt left to right, top to bottom.",
       "entangled-components paper, section III-A (de Bruijn's deal)"},
      {Setup::sequential_suits, "sequential-suits",
       "Each suit shuffled separately; one card of each suit in turn, dealt left to right, top to bottom.",
       "entangled-components paper, section III-A (Sequential Suits)"},
      {Setup::banded_suits, "banded-suits",
       "Each suit shuffled separately; one whole suit after another, dealt top to bottom, column by column.",
       "entangled-components paper, section III-A (Banded Suits)"},
      {Setup::random_suits, "random-suits",
       "Each suit shuffled separately; the top card of every suit deck taken as a set, the set shuffled and dealt "
       "left to right, top to bottom, set after set.",
       "the authors' simulation code, its fourth deal \"RandomSuits\" (not in the paper)"},
  }};
  return kSetups;
}

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

std::string_view to_string(Setup setup) { return name_of_setup(all_setups(), setup); }

namespace {

// ---- trace steps (core/setup_trace.hpp): a cell is a grid cell, row * ranks + column, as the
// board text lists them; an ace is written "1a" while it is on the grid ----
std::vector<std::string> card_texts(const std::vector<Card>& cards, std::size_t from = 0) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < cards.size(); ++i) out.push_back(format_move(cards[i]));
  return out;
}
std::string where(const Shape& shape, int cell) {
  return "row " + std::to_string(cell / shape.ranks + 1) + ", column " + std::to_string(cell % shape.ranks + 1);
}
void trace_deal(SetupTrace* trace, const Shape& shape, int cell, Card card, std::string from,
                std::vector<std::string> supply) {
  if (trace)
    trace->add({"deal",
                "Deal " + format_move(card) + " from " + from + " to " + where(shape, cell),
                {{cell, format_move(card)}},
                std::move(supply)});
}

}  // namespace

std::vector<Card> deal(const Shape& shape, Setup setup, Rng& rng, SetupTrace* trace) {
  const int k = shape.suits;
  const int n = shape.ranks;
  std::vector<Card> grid(shape.cells(), kHole);
  if (setup == Setup::shuffled) {
    std::vector<Card> deck;
    for (int s = 0; s < k; ++s)
      for (int r = 1; r <= n; ++r) deck.push_back(make_card(s, r));
    rng.shuffle(std::span<Card>(deck));
    if (trace)
      trace->add(
          {"shuffle", "Shuffle the whole deck of " + std::to_string(deck.size()) + " cards", {}, card_texts(deck)});
    for (int i = 0; i < shape.cells(); ++i) {
      grid[i] = deck[i];
      trace_deal(trace, shape, i, deck[i], "the deck", card_texts(deck, static_cast<std::size_t>(i) + 1));
    }
    return grid;
  }
  std::vector<std::vector<Card>> decks(k);
  for (int s = 0; s < k; ++s) {
    for (int r = 1; r <= n; ++r) decks[s].push_back(make_card(s, r));
    rng.shuffle(std::span<Card>(decks[s]));
    if (trace)
      trace->add({"shuffle",
                  "Shuffle suit " + std::string(1, static_cast<char>('a' + s)) + "'s deck apart",
                  {},
                  card_texts(decks[s])});
  }
  if (setup != Setup::random_suits) return deal_suit_decks(shape, setup, decks, trace);
  // Random suits: set g holds card g of every suit deck; its order is shuffled, then it is dealt
  // to the next k cells in reading order (as Sequential Suits, with each turn's suit order drawn).
  std::vector<int> order(k);
  for (int g = 0; g < n; ++g) {
    for (int s = 0; s < k; ++s) order[s] = s;
    rng.shuffle(std::span<int>(order));
    if (trace) {
      std::vector<std::string> set;
      for (int s : order) set.push_back(format_move(decks[s][g]));
      trace->add({"shuffle",
                  "Shuffle set " + std::to_string(g + 1) + ", the top card of every suit's deck",
                  {},
                  std::move(set)});
    }
    for (int j = 0; j < k; ++j) {
      const int cell = g * k + j;
      const int suit = order[j];
      grid[cell] = decks[suit][g];
      std::vector<std::string> rest;
      for (int i = j + 1; i < k; ++i) rest.push_back(format_move(decks[order[i]][g]));
      trace_deal(trace, shape, cell, grid[cell], "set " + std::to_string(g + 1), std::move(rest));
    }
  }
  return grid;
}

std::vector<Card> deal_suit_decks(const Shape& shape, Setup setup, const std::vector<std::vector<Card>>& decks,
                                  SetupTrace* trace) {
  if (setup != Setup::sequential_suits && setup != Setup::banded_suits)
    throw std::invalid_argument("deal_suit_decks: only sequential-suits and banded-suits deal fixed suit decks");
  const int k = shape.suits;
  const int n = shape.ranks;
  std::vector<Card> grid(shape.cells(), kHole);
  for (int i = 0; i < shape.cells(); ++i) {
    const int suit = setup == Setup::sequential_suits ? i % k : i / n;
    const int index = setup == Setup::sequential_suits ? i / k : i % n;
    // sequential: the i-th card dealt, row-major; banded: column-major placement.
    const int cell = setup == Setup::sequential_suits ? i : shape.cell(i % k, i / k);
    grid[cell] = decks[suit][index];
    trace_deal(trace, shape, cell, grid[cell], std::string("suit ") + static_cast<char>('a' + suit) + "'s deck",
               card_texts(decks[suit], static_cast<std::size_t>(index) + 1));
  }
  return grid;
}

Board generate(const Shape& shape, Setup setup, Rng& rng, SetupTrace* trace) {
  validate(shape);
  return take_out_aces(shape, deal(shape, setup, rng, trace), trace);
}

Board take_out_aces(const Shape& shape, std::vector<Card> dealt, SetupTrace* trace) {
  Board board{shape, std::move(dealt)};
  std::vector<TracePlacement> aces;
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (rank_of(board.cells[cell]) == 1) {
      board.cells[cell] = kHole;
      aces.push_back({cell, "."});
    }
  if (trace) trace->add({"remove", "Take the aces out to their column on the left, leaving a hole each", aces, {}});
  return board;
}

Board generate(const Shape& shape, Setup setup, std::uint64_t seed, SetupTrace* trace) {
  Rng rng(seed);
  return generate(shape, setup, rng, trace);
}

double distinct_deals(const Shape& shape, Setup setup) {
  auto factorial = [](int m) {
    double f = 1;
    for (int i = 2; i <= m; ++i) f *= i;
    return f;
  };
  if (setup == Setup::shuffled) return factorial(shape.cells());
  const double suit_orders = std::pow(factorial(shape.ranks), shape.suits);
  if (setup == Setup::random_suits) return suit_orders * std::pow(factorial(shape.suits), shape.ranks);
  return suit_orders;
}

}  // namespace puzzlelab::pretzel
