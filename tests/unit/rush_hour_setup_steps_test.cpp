// Rush Hour's printed setup steps (engine/games/rush_hour/setup_steps.hpp): read back as a person
// would follow them, with a board of their own, they lay exactly the board the setup dealt, for
// every setup, with walls too; the dice rolled and refused are not among them, nor the vehicles
// that went back in the box.
#include <doctest/doctest.h>

#include <regex>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/printing.hpp"
#include "games/rush_hour/rules.hpp"

using namespace puzzlelab;
using nlohmann::json;

namespace {

// Follows the sentences on an empty board of `size`: walls and vehicles where they say, checking
// that each goes on empty cells and that the vehicles taken from the box are the ones laid.
std::string laid_by_hand(const std::vector<std::string>& steps, int size) {
  std::string cells(static_cast<std::size_t>(size * size), '.');
  const std::regex wall(R"(Put a wall on row (\d), column (\d)\.)");
  const std::regex take(R"(Take (\d+) cars? and (\d+) trucks? from the box\.)");
  const std::regex across(R"(Lay (the red car A|car [B-Z]|truck [B-Z]) across row (\d), columns (\d) (and|to) (\d)\.)");
  const std::regex down(R"(Lay (the red car A|car [B-Z]|truck [B-Z]) down column (\d), rows (\d) (and|to) (\d)\.)");
  int cars_taken = 0, trucks_taken = 0, cars_laid = 0, trucks_laid = 0;
  for (const std::string& step : steps) {
    CAPTURE(step);
    std::smatch m;
    if (std::regex_match(step, m, wall)) {
      char& cell = cells.at(static_cast<std::size_t>((std::stoi(m[1]) - 1) * size + std::stoi(m[2]) - 1));
      CHECK(cell == '.');
      cell = 'x';
    } else if (std::regex_match(step, m, take)) {
      cars_taken += std::stoi(m[1]);
      trucks_taken += std::stoi(m[2]);
    } else if (std::regex_match(step, m, across) || std::regex_match(step, m, down)) {
      const bool is_across = step.find(" across ") != std::string::npos;
      const std::string name = m[1];
      const char letter = name.back();
      const int line = std::stoi(m[2]) - 1, first = std::stoi(m[3]) - 1, last = std::stoi(m[5]) - 1;
      const int length = last - first + 1;
      CHECK((m[4] == "and") == (length == 2));
      if (letter != 'A') {
        CHECK((name.rfind("truck", 0) == 0) == (length == 3));
        (length == 3 ? trucks_laid : cars_laid) += 1;
      }
      for (int i = first; i <= last; ++i) {
        char& cell = cells.at(static_cast<std::size_t>(is_across ? line * size + i : i * size + line));
        CHECK(cell == '.');
        cell = letter;
      }
    } else {
      FAIL("a step a person cannot follow: " << step);
    }
  }
  // The vehicles taken from the box are the ones laid, none left over.
  CHECK(cars_laid == cars_taken);
  CHECK(trucks_laid == trucks_taken);
  std::string text;
  for (int r = 0; r < size; ++r) text += (r > 0 ? "/" : "") + cells.substr(static_cast<std::size_t>(r * size), size);
  return text;
}

}  // namespace

TEST_CASE("rush hour setup steps: followed by hand they lay the dealt board, for every setup") {
  const Game& game = find_game("rush-hour");
  const Printing& printing = require_capability<Printing>(game);
  struct Case {
    int size;
    const char* setup;
    int seeds;
  };
  const std::string walled =
      R"({"name": "walled", "method": "at-the-table", "cars": 8, "trucks": 3, "walls": 2, "rerolls": 20})";
  for (const Case c : {Case{6, "at-the-table", 30}, Case{4, "at-the-table", 10}, Case{9, "at-the-table", 10},
                       Case{6, "constructed", 4}, Case{5, "graded", 3}}) {
    for (const std::string& setup : {std::string(c.setup), walled}) {
      if (setup == walled && c.size != 6) continue;
      const json params = normalize_params(game, {{"size", c.size}});
      for (int seed = 1; seed <= c.seeds; ++seed) {
        CAPTURE(c.size);
        CAPTURE(setup);
        CAPTURE(seed);
        const TracedBoard traced = game.trace(params, setup, static_cast<std::uint64_t>(seed), Budget{});
        const std::vector<std::string> steps = printing.setup_steps(params, traced.steps);
        REQUIRE_FALSE(steps.empty());
        CHECK(laid_by_hand(steps, c.size) == traced.board);
        // The first vehicle laid is the red car, whatever the setup.
        for (const std::string& step : steps)
          if (step.rfind("Lay ", 0) == 0) {
            CHECK(step.rfind("Lay the red car A ", 0) == 0);
            break;
          }
      }
    }
  }
}

TEST_CASE("rush hour setup steps: the box is taken, not shuffled, and refused rolls are left out") {
  const Game& game = find_game("rush-hour");
  const json params = normalize_params(game, json::object());
  const TracedBoard traced = game.trace(params, "at-the-table", 3, Budget{});
  int refused = 0;
  for (const TraceStep& step : traced.steps) refused += step.kind == "roll" ? 1 : 0;
  CHECK(refused > 0);  // seed 3 rolls again: the steps below must not
  const std::vector<std::string> steps = require_capability<Printing>(game).setup_steps(params, traced.steps);
  REQUIRE(steps.size() >= 2);
  CHECK(steps[0].rfind("Lay the red car A across row 3, columns ", 0) == 0);
  CHECK(steps[1].rfind("Take ", 0) == 0);
  for (const std::string& step : steps) {
    CHECK(step.find("roll") == std::string::npos);
    CHECK(step.find("Shuffle") == std::string::npos);
  }
}
