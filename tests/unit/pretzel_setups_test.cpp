// Pretzel setups: suit patterns, the aces becoming holes, determinism (setups.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/params.hpp"
#include "games/pretzel/adapter.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/setups.hpp"

using namespace puzzlelab;
using namespace puzzlelab::pretzel;

TEST_CASE("Pretzel setups deal the whole deck and leave holes where the aces were") {
  for (Setup setup : {Setup::shuffled, Setup::sequential_suits, Setup::banded_suits}) {
    for (Shape shape : {Shape{4, 4}, Shape{4, 9}, Shape{3, 5}, Shape{1, 2}, Shape{8, 13}, Shape{5, 2}}) {
      for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng a(seed), b(seed);
        const std::vector<Card> dealt = deal(shape, setup, a);
        const Board board = generate(shape, setup, b);
        std::vector<Card> sorted = dealt;
        std::sort(sorted.begin(), sorted.end());
        std::vector<Card> deck;
        for (int s = 0; s < shape.suits; ++s)
          for (int r = 1; r <= shape.ranks; ++r) deck.push_back(make_card(s, r));
        REQUIRE(sorted == deck);
        for (int cell = 0; cell < shape.cells(); ++cell)
          CHECK(board.cells[cell] == (rank_of(dealt[cell]) == 1 ? kHole : dealt[cell]));
        CHECK(parse_board(shape, format_board(board)) == board);
      }
    }
  }
}

TEST_CASE("Pretzel Sequential Suits: one card of each suit in turn, row by row") {
  for (Shape shape : {Shape{4, 3}, Shape{4, 8}, Shape{3, 5}, Shape{5, 7}}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      Rng rng(seed);
      const auto dealt = deal(shape, Setup::sequential_suits, rng);
      for (int i = 0; i < shape.cells(); ++i) CHECK(suit_of(dealt[i]) == i % shape.suits);
    }
  }
  // (4, 3): the spades (suit a) lie on the diagonal from row 1 column 1 to row 3 column 3.
  Rng rng(5);
  const auto dealt = deal(Shape{4, 3}, Setup::sequential_suits, rng);
  CHECK(suit_of(dealt[0]) == 0);
  CHECK(suit_of(dealt[4]) == 0);
  CHECK(suit_of(dealt[8]) == 0);
}

TEST_CASE("Pretzel Banded Suits: whole suits in turn, column by column") {
  for (Shape shape : {Shape{4, 3}, Shape{4, 8}, Shape{3, 5}, Shape{2, 9}}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      Rng rng(seed);
      const auto dealt = deal(shape, Setup::banded_suits, rng);
      for (int row = 0; row < shape.suits; ++row)
        for (int column = 0; column < shape.ranks; ++column)
          CHECK(suit_of(dealt[shape.cell(row, column)]) == (column * shape.suits + row) / shape.ranks);
    }
  }
}

TEST_CASE("Pretzel: for k = n Sequential and Banded Suits give the same suit pattern (and board)") {
  for (int k = 2; k <= 8; ++k) {
    const Shape shape{k, k};
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
      Rng a(seed), b(seed);
      const auto seq = deal(shape, Setup::sequential_suits, a);
      const auto band = deal(shape, Setup::banded_suits, b);
      for (int cell = 0; cell < shape.cells(); ++cell) {
        CHECK(suit_of(seq[cell]) == shape.column(cell));
        CHECK(suit_of(band[cell]) == shape.column(cell));
      }
      CHECK(seq == band);
    }
  }
  // For k != n the patterns differ.
  Rng a(3), b(3);
  const auto seq = deal(Shape{4, 5}, Setup::sequential_suits, a);
  const auto band = deal(Shape{4, 5}, Setup::banded_suits, b);
  bool differ = false;
  for (int cell = 0; cell < 20; ++cell) differ |= suit_of(seq[cell]) != suit_of(band[cell]);
  CHECK(differ);
}

TEST_CASE("Pretzel (4, 3) Sequential Suits: blockade rates of the paper") {
  // Paper, section V: the 3 of spades in row 1 column 1 with the 2 of spades in row 3 column 3
  // (a Ducking Crab) has chance 1/6, likewise for diamonds; the 2s of hearts and clubs in each
  // other's first cells (Duelling Deuces) 1/9.
  const int deals = 18000;
  int crab_a = 0, crab_c = 0, any_crab = 0, deuces_bd = 0, blocked = 0;
  for (int seed = 0; seed < deals; ++seed) {
    const Board b = generate(Shape{4, 3}, Setup::sequential_suits, static_cast<std::uint64_t>(seed));
    const auto crabs = ducking_crabs(b);
    crab_a += std::count(crabs.begin(), crabs.end(), 0) > 0;
    crab_c += std::count(crabs.begin(), crabs.end(), 2) > 0;
    any_crab += !crabs.empty();
    const auto deuces = duelling_deuces(b);
    deuces_bd += std::count(deuces.begin(), deuces.end(), std::pair<int, int>(1, 3)) > 0;
    blocked += is_blocked(b);
    // Only suits a and c can form crabs, only b and d can duel, in this pattern.
    for (int s : crabs) CHECK((s == 0 || s == 2));
    for (auto [s, t] : deuces) CHECK((s == 1 && t == 3));
  }
  CHECK(crab_a == doctest::Approx(deals / 6.0).epsilon(0.08));
  CHECK(crab_c == doctest::Approx(deals / 6.0).epsilon(0.08));
  CHECK(any_crab == doctest::Approx(deals * 11.0 / 36).epsilon(0.06));
  CHECK(deuces_bd == doctest::Approx(deals / 9.0).epsilon(0.08));
  CHECK(blocked >= any_crab);
}

TEST_CASE("Pretzel generation is deterministic per (shape, setup, seed)") {
  // The boards themselves are pinned, natively and in WebAssembly, by tests/golden/generate_v1.txt.
  const auto game = make_game();
  const json p44 = normalize_params(*game, {{"suits", 4}, {"ranks", 4}});
  for (const json& given :
       {json{{"suits", 4}, {"ranks", 4}}, json{{"suits", 3}, {"ranks", 5}}, json{{"suits", 4}, {"ranks", 13}}}) {
    const json params = normalize_params(*game, given);
    const Shape shape{given["suits"].get<int>(), given["ranks"].get<int>()};
    for (const auto& info : all_setups()) {
      const std::string name(info.name);
      CHECK(game->generate(params, name, 42, Budget{}) == game->generate(params, name, 42, Budget{}));
      CHECK(game->generate(params, name, 42, Budget{}) == format_board(generate(shape, info.setup, 42)));
      Rng rng(42);
      CHECK(generate(shape, info.setup, rng) == generate(shape, info.setup, 42));
      CHECK(game->generate(params, name, 42, Budget{}) != game->generate(params, name, 43, Budget{}));
    }
  }
  bool threw = false;
  try {
    game->generate(p44, "riffle", 1, Budget{});
  } catch (const InputError& e) {
    threw = true;
    CHECK(std::string(e.what()).find("(known: shuffled, sequential-suits, banded-suits)") != std::string::npos);
  }
  CHECK(threw);
  CHECK(game->setup_facts(p44, "banded-suits")["same_as"] == "sequential-suits");
  CHECK(game->setup_facts(p44, "shuffled")["possible_challenges"]["deals_approx"].get<double>() ==
        doctest::Approx(20922789888000.0));
}
