#include "games/pretzel/setups.hpp"

#include <cmath>
#include <span>

namespace puzzlelab::pretzel {

const std::array<SetupInfo, 3>& all_setups() {
  static constexpr std::array<SetupInfo, 3> kSetups = {{
      {Setup::shuffled, "shuffled", "The whole deck shuffled and dealt left to right, top to bottom.",
       "entangled-components paper, section III (de Bruijn's deal)"},
      {Setup::sequential_suits, "sequential-suits",
       "Each suit shuffled separately; one card of each suit in turn, dealt left to right, top to bottom.",
       "entangled-components paper, section V (Sequential Suits)"},
      {Setup::banded_suits, "banded-suits",
       "Each suit shuffled separately; one whole suit after another, dealt top to bottom, column by column.",
       "entangled-components paper, section V (Banded Suits)"},
  }};
  return kSetups;
}

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

std::string_view to_string(Setup setup) { return name_of_setup(all_setups(), setup); }

std::vector<Card> deal(const Shape& shape, Setup setup, Rng& rng) {
  const int k = shape.suits;
  const int n = shape.ranks;
  std::vector<Card> grid(shape.cells(), kHole);
  if (setup == Setup::shuffled) {
    std::vector<Card> deck;
    for (int s = 0; s < k; ++s)
      for (int r = 1; r <= n; ++r) deck.push_back(make_card(s, r));
    rng.shuffle(std::span<Card>(deck));
    for (int i = 0; i < shape.cells(); ++i) grid[i] = deck[i];
    return grid;
  }
  std::vector<std::vector<Card>> decks(k);
  for (int s = 0; s < k; ++s) {
    for (int r = 1; r <= n; ++r) decks[s].push_back(make_card(s, r));
    rng.shuffle(std::span<Card>(decks[s]));
  }
  for (int i = 0; i < shape.cells(); ++i) {
    if (setup == Setup::sequential_suits) {
      grid[i] = decks[i % k][i / k];  // the i-th card dealt, row-major
    } else {
      const int row = i % k;           // banded: column-major placement
      const int column = i / k;
      grid[shape.cell(row, column)] = decks[i / n][i % n];
    }
  }
  return grid;
}

Board generate(const Shape& shape, Setup setup, Rng& rng) {
  validate(shape);
  Board board{shape, deal(shape, setup, rng)};
  for (auto& c : board.cells)
    if (rank_of(c) == 1) c = kHole;
  return board;
}

Board generate(const Shape& shape, Setup setup, std::uint64_t seed) {
  Rng rng(seed);
  return generate(shape, setup, rng);
}

double distinct_deals(const Shape& shape, Setup setup) {
  auto factorial = [](int m) {
    double f = 1;
    for (int i = 2; i <= m; ++i) f *= i;
    return f;
  };
  if (setup == Setup::shuffled) return factorial(shape.cells());
  return std::pow(factorial(shape.ranks), shape.suits);
}

}  // namespace puzzlelab::pretzel
