// Every game's position in words (Game::describe_board), what the app's screen-reader layer reads
// out: a known board of each game word for word, the words after a move, and every registered
// game's default board described before and after its first legal move.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"

using namespace puzzlelab;

namespace {

BoardWords words_of(const std::string& game_name, const json& params, const std::string& board,
                    const std::vector<std::string>& moves = {}) {
  const Game& game = find_game(game_name);
  return game.describe_board(normalize_params(game, params), board, moves);
}

}  // namespace

TEST_CASE("board words: Fujisan names the summit, both rows and each priest") {
  const std::string board = "554344221335/311400512200";
  const BoardWords start = words_of("fujisan", json::object(), board);
  CHECK(start.summary == "0 of 4 priests on the summit.");
  CHECK(start.places ==
        "Top row, columns 1 to 12: 5, 5, 4, 3, 4, 4, 2, 2, 1, 3, 3, 5. Bottom row: 3, 1, 1, 4, 0, 0, 5, 1, 2, 2, 0, "
        "0. Priests: A (Arms) bottom row, right start; C (Crowns) top row, right start; M (Moons) bottom row, left "
        "start; S (Suns) top row, left start.");
  // A priest leaves its start for the mountain: its place is named by column and value.
  const Game& game = find_game("fujisan");
  const json params = normalize_params(game, json::object());
  const std::string move = game.replay(params, board, {}).legal_moves.front();
  const BoardWords moved = words_of("fujisan", json::object(), board, {move});
  CHECK(moved.summary == "0 of 4 priests on the summit.");
  CHECK(moved.places.find(std::string(1, move[0]) + " (") != std::string::npos);
  CHECK(moved.places.find(", column ") != std::string::npos);
  CHECK_THROWS_AS(words_of("fujisan", json::object(), "55434422133/311400512200"), InputError);
}

TEST_CASE("board words: BoxOff counts the tokens by colour and reads the grid row by row") {
  const json params = {{"rows", 3}, {"cols", 6}, {"colours", 3}};
  const std::string board = "bbwbbw/byyywb/ywwwyy";
  const BoardWords start = words_of("boxoff", params, board);
  CHECK(start.summary == "18 tokens left: 6 orange circles, 6 sky blue squares, 6 green triangles.");
  CHECK(start.places ==
        "3 rows of 6 squares, columns a to f. Row 1: orange circle, orange circle, sky blue square, orange circle, "
        "orange circle, sky blue square. Row 2: orange circle, green triangle, green triangle, green triangle, sky "
        "blue square, orange circle. Row 3: green triangle, sky blue square, sky blue square, sky blue square, green "
        "triangle, green triangle.");
  const BoardWords after = words_of("boxoff", params, board, {"a1-b1"});
  CHECK(after.summary == "16 tokens left: 4 orange circles, 6 sky blue squares, 6 green triangles.");
  CHECK(after.places.find("Row 1: empty, empty, sky blue square,") != std::string::npos);
  CHECK_THROWS_AS(words_of("boxoff", params, board, {"a1-c1"}), InputError);
}

TEST_CASE("board words: Pretzel reads each row after its ace, cards by name") {
  const json params = {{"suits", 2}, {"ranks", 3}};
  const std::string board = "2b,.,3a/2a,3b,.";
  const BoardWords start = words_of("pretzel", params, board);
  CHECK(start.summary == "1 of 4 cards in place.");
  CHECK(start.places ==
        "2 rows, each after its ace. Row 1, ace of spades: 2 of hearts, hole, 3 of spades. Row 2, ace of hearts: 2 "
        "of spades, 3 of hearts, hole.");
  const BoardWords after = words_of("pretzel", params, board, {"3b"});
  CHECK(after.summary == "0 of 4 cards in place.");
  CHECK(after.places ==
        "2 rows, each after its ace. Row 1, ace of spades: 2 of hearts, 3 of hearts, 3 of spades. Row 2, ace of "
        "hearts: 2 of spades, hole, hole.");
  CHECK(words_of("pretzel", params, "2a,3a,./2b,3b,.").summary == "Every card is in its place.");
}

TEST_CASE("board words: Sigmar's Garden counts marbles, free ones and the next metal") {
  const Game& game = find_game("sigmar");
  const json params = normalize_params(game, json::object());
  const std::string board = game.generate(params, game.info().setups.front().name, 7, Budget{});
  const BoardWords start = game.describe_board(params, board, {});
  CHECK(start.summary.rfind("55 marbles left, ", 0) == 0);
  CHECK(start.summary.find("; the next metal is lead.") != std::string::npos);
  CHECK(start.places.rfind("Rows a to k, top to bottom; marbles marked free can be taken. Row a:", 0) == 0);
  CHECK(start.places.find("f6 gold") != std::string::npos);
  const std::vector<std::string> legal = game.replay(params, board, {}).legal_moves;
  REQUIRE_FALSE(legal.empty());
  const BoardWords after = game.describe_board(params, board, {legal.front()});
  CHECK(after.summary.rfind("53 marbles left, ", 0) == 0);
}

TEST_CASE("board words: Fruit Dating counts the fruit and reads the rows inside the wall") {
  const json params = {{"width", 6}, {"height", 4}};
  const std::string board = "######/###a##/#a..<#/######";
  const BoardWords start = words_of("fruit-dating", params, board);
  CHECK(start.summary == "2 fruit left: 2 red.");
  CHECK(start.places ==
        "2 rows of 4 tiles inside the wall, rows and columns counted from 2. Row 2: 2 wall, red fruit, wall. Row 3: "
        "red fruit, 2 floor, anteater facing left.");
  const BoardWords one_way = words_of("fruit-dating", {{"width", 4}, {"height", 4}}, "####/#..#/#..#/####;23^");
  CHECK(one_way.places.find("One-way border below row 2, column 3: up only.") != std::string::npos);
}

TEST_CASE("board words: every game describes its default board, and a move changes the words") {
  for (const auto& game : all_games()) {
    CAPTURE(game->name());
    const json params = normalize_params(*game, json::object());
    const std::string setup = game->info().setups.front().name;
    const std::string board = game->generate(params, setup, 3, Budget{});
    const BoardWords start = game->describe_board(params, board, {});
    CHECK_FALSE(start.summary.empty());
    CHECK(start.summary.back() == '.');
    CHECK(start.places.size() > start.summary.size());
    const std::vector<std::string> legal = game->replay(params, board, {}).legal_moves;
    if (legal.empty()) continue;
    const BoardWords after = game->describe_board(params, board, {legal.front()});
    CHECK(after.places != start.places);
  }
}
