// The move-list helper every adapter shares (api/move_list.hpp): one message for the first move of
// a list that cannot be played, the same from every registered game and from every path that
// plays a list (solve, playout, the protocol's check), with the move quoted by quote_input.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/game.hpp"
#include "game/game_checks.hpp"
#include "game/move_list.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"

using namespace puzzlelab;

namespace {

struct MoveRefusal {
  std::string code;
  std::string message;
  friend bool operator==(const MoveRefusal&, const MoveRefusal&) = default;
};

template <class F>
MoveRefusal move_refusal(F&& play) {
  try {
    play();
  } catch (const InputError& e) {
    return {e.code(), e.what()};
  }
  return {"(accepted)", ""};
}

bool is_one_printable_line(const std::string& text) {
  for (const char c : text)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) return false;
  return true;
}

// A move text no game reads, with a quote, double quotes, control characters and a byte above ASCII.
const std::string kOddMove = "it's \"odd\"\x01\n\x7F\xC3\xA9";

}  // namespace

TEST_CASE("the illegal-move message counts from 1, quotes the move and cuts a long one") {
  const std::vector<std::string> moves = {"a1-c1", kOddMove, std::string(1000, 'x')};
  const InputError first = illegal_move(0, moves, "why");
  CHECK(first.code() == "illegal_move");
  CHECK(std::string(first.what()) == "move 1 of 3 ('a1-c1') is illegal: why");
  const InputError odd = illegal_move(1, moves, "why");
  CHECK(std::string(odd.what()) == "move 2 of 3 (" + quote_input(kOddMove) + ") is illegal: why");
  CHECK(std::string(odd.what()) == "move 2 of 3 ('it's \"odd\"\\x01\\x0A\\x7F\\xC3\\xA9') is illegal: why");
  const InputError long_one = illegal_move(2, moves, "why");
  CHECK(std::string(long_one.what()) == "move 3 of 3 (" + quote_input(moves[2]) + ") is illegal: why");
  CHECK(std::string(long_one.what()).size() < 120);
}

TEST_CASE("every game refuses an illegal move in a list with the one quoted message, on every path") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const json params = game->info().default_params();
    const std::string board = game->generate(params, game->info().setups.at(0).name, 1, Budget{});
    const std::vector<std::string> opening = game->replay(params, board, {}).legal_moves;
    REQUIRE_FALSE(opening.empty());
    const std::vector<std::string> moves = {opening.front(), kOddMove};
    const ReplayOutcome replayed = game->replay(params, board, moves);
    REQUIRE_FALSE(replayed.legal);
    CHECK(replayed.applied == 1);
    const MoveRefusal expected{"illegal_move",
                               "move 2 of 2 (" + quote_input(kOddMove) + ") is illegal: " + replayed.error};
    CHECK(is_one_printable_line(expected.message));

    CHECK(move_refusal([&] { game->solve(params, board, moves, Budget{}, ""); }) == expected);
    CHECK(move_refusal([&] { game->playout(params, board, moves, 1, 0); }) == expected);
    CHECK(move_refusal([&] { check_moves_legal(*game, params, board, moves); }) == expected);
    const json response = handle_request(
        {{"op", "solve"}, {"game", game->name()}, {"board", board}, {"moves", moves}, {"params", params}});
    REQUIRE(response.at("ok") == false);
    CHECK(MoveRefusal{response.at("error").at("code"), response.at("error").at("message")} == expected);
  }
}
