// Sigmar metrics (engine/games/sigmar/metrics.hpp): the counts on a known board, playouts that
// replay, solution counts on small boards only.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "games/sigmar/metrics.hpp"
#include "games/sigmar/solution_count.hpp"
#include "sigmar_reference_boards.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

TEST_CASE("sigmar metrics on a reference board") {
  const Board b = parse_board(sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, 1).at(0));
  Budget budget;
  budget.max_nodes = 2'000'000;
  const Metrics m = measure(b, budget, 7, 50);
  int free = 0;
  for (int c = 0; c < kCells; ++c) free += b.has(c) && is_free(b, c);
  CHECK(m.free_marbles == free);
  CHECK(m.free_marbles > 0);
  CHECK(m.opening_moves == static_cast<int>(legal_moves(b).size()));
  CHECK(m.human == Status::solved);
  CHECK(m.human_nodes >= 28);
  CHECK(m.playouts == 50);
  CHECK(m.random_wins <= 50);
  // The count of a full board within the same 2,000,000 positions: the counter's own answer
  // (a solvable board: at least one), or unknown.
  const CountResult counted = count_all_solutions(b, budget);
  CHECK(m.solutions == (counted.count ? std::optional<std::string>(counted.count->decimal()) : std::nullopt));
  CHECK(m.solutions != "0");
  CHECK(m.solution_nodes == counted.nodes);
  // Playouts replay, and a solved playout clears the board.
  Rng rng(3);
  for (int i = 0; i < 20; ++i) {
    const auto p = random_playout(b, rng);
    Board replay = b;
    for (const Move mv : p.moves) {
      REQUIRE(is_legal(replay, mv));
      apply(replay, mv);
    }
    CHECK(p.solved() == replay.empty());
    CHECK(legal_moves(replay).empty());
  }
}

TEST_CASE("sigmar metrics count solutions on small boards") {
  Board b;
  b.put(0, Kind::air);
  b.put(5, Kind::air);
  b.put(85, Kind::fire);
  b.put(90, Kind::fire);
  const Metrics m = measure(b, Budget{}, 1, 10);
  REQUIRE(m.solutions.has_value());
  CHECK(*m.solutions == "2");
  CHECK(m.random_wins == 10);  // every order works
  CHECK(m.free_marbles == 4);
}
