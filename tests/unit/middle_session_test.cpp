// The session: a challenge, the history of move strings and a cursor; undo, redo, restart and
// jumps, with the position (solved, legal moves) computed once per change.
#include <doctest/doctest.h>

#include <algorithm>

#include "api/protocol.hpp"
#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "damaged_documents.hpp"
#include "game/params.hpp"
#include "middle/session.hpp"

using puzzlelab::Challenge;
using puzzlelab::InputError;
using puzzlelab::Session;

namespace {

const std::string kBoard = "554344221335/311400512200";

Challenge fujisan_board() {
  Challenge c;
  c.game = "fujisan";
  c.board = kBoard;
  return c;
}

// A shortest solution of kBoard from the engine itself.
std::vector<std::string> solution() {
  const nlohmann::json r = puzzlelab::handle_request({{"op", "solve"}, {"game", "fujisan"}, {"board", kBoard}});
  return r.at("result").at("solution").get<std::vector<std::string>>();
}

}  // namespace

TEST_CASE("session: moves, undo, redo, restart and jumps move the cursor over one history") {
  Session s;
  s.start(fujisan_board());
  const std::vector<std::string> moves = solution();
  REQUIRE(moves.size() >= 3);
  CHECK(s.position().played.empty());
  CHECK(std::find(s.legal_moves().begin(), s.legal_moves().end(), moves[0]) != s.legal_moves().end());

  CHECK_FALSE(s.play(moves[0]).has_value());
  CHECK_FALSE(s.play(moves[1]).has_value());
  CHECK(s.played() == std::vector<std::string>{moves[0], moves[1]});
  CHECK(s.undo());
  CHECK(s.played() == std::vector<std::string>{moves[0]});
  CHECK(s.can_redo());
  CHECK(s.redo());
  CHECK(s.played() == std::vector<std::string>{moves[0], moves[1]});
  CHECK_FALSE(s.redo());

  // Playing the move the redo history holds next keeps the rest of it.
  s.restart();
  CHECK(s.cursor() == 0);
  CHECK(s.history().size() == 2);
  CHECK_FALSE(s.play(moves[0]).has_value());
  CHECK(s.history().size() == 2);

  // Another move cuts the redo tail.
  std::string other;
  for (const std::string& m : s.legal_moves())
    if (m != moves[1]) other = m;
  REQUIRE_FALSE(other.empty());
  CHECK_FALSE(s.play(other).has_value());
  CHECK(s.history() == std::vector<std::string>{moves[0], other});
  CHECK_FALSE(s.can_redo());

  s.go_to(0);
  CHECK(s.played().empty());
  CHECK_FALSE(s.undo());
}

TEST_CASE("session: the position is solved after the solution and each change has a new revision") {
  Session s;
  s.start(fujisan_board());
  const auto challenge_revision = s.challenge_revision();
  auto revision = s.revision();
  for (const std::string& m : solution()) {
    CHECK_FALSE(s.solved());
    REQUIRE_FALSE(s.play(m).has_value());
    CHECK(s.revision() != revision);
    revision = s.revision();
  }
  CHECK(s.solved());
  CHECK(s.position().solved);
  CHECK_FALSE(s.stuck());
  CHECK(s.challenge_revision() == challenge_revision);
  s.undo();
  CHECK_FALSE(s.solved());

  Session next;
  next.start(fujisan_board());
  CHECK(next.challenge_revision() != challenge_revision);
}

TEST_CASE("session: an illegal move is refused with the game's reason and changes nothing") {
  Session s;
  s.start(fujisan_board());
  const auto revision = s.revision();
  const auto refused = s.play("ZZ");
  REQUIRE(refused.has_value());
  CHECK_FALSE(refused->empty());
  CHECK(s.revision() == revision);
  CHECK(s.history().empty());
}

TEST_CASE("session: starting refuses a bad board or an illegal saved move, naming it") {
  Session s;
  Challenge bad = fujisan_board();
  bad.board = "55";
  CHECK_THROWS_AS(s.start(bad), InputError);
  CHECK_FALSE(s.active());
  try {
    s.start(fujisan_board(), {"ZZ"});
    FAIL("an illegal move was accepted");
  } catch (const InputError& e) {
    CHECK(e.code() == "bad_move");
    CHECK(std::string(e.what()).find("ZZ") != std::string::npos);
  }
  // A stored move of a megabyte is quoted short: the message is shown to the player.
  try {
    s.start(fujisan_board(), {std::string(1'000'000, 'Z')});
    FAIL("an illegal move was accepted");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).size() < 400);
  }
}

TEST_CASE("session: a board given directly is read with its own size, not the default params") {
  // 3 suits x 3 ranks while Pretzel's default is 4 x 4: the board's shape wins.
  Challenge c;
  c.game = "pretzel";
  c.board = "3a,3b,2c/3c,.,2b/.,2a,.";
  Session s;
  s.start(c);
  CHECK(s.challenge().params.at("suits") == 3);
  CHECK(s.challenge().params.at("ranks") == 3);
  CHECK_FALSE(s.legal_moves().empty());
}

TEST_CASE("session: to_json and restore give back the challenge, the history and the cursor") {
  Session s;
  s.start(fujisan_board());
  const std::vector<std::string> moves = solution();
  s.play(moves[0]);
  s.play(moves[1]);
  s.undo();
  Session copy;
  copy.restore(s.to_json());
  CHECK(copy.challenge() == s.challenge());
  CHECK(copy.history() == s.history());
  CHECK(copy.cursor() == 1);
  CHECK_THROWS_AS(copy.restore(nlohmann::json{{"challenge", 5}}), InputError);
}

TEST_CASE("session: a saved game damaged at any place, any way, is restored or refused with InputError, never worse") {
  Session s;
  Challenge seeded;
  seeded.game = "fujisan";
  seeded.setup = "dominoes";
  seeded.seed = 7;
  seeded.board = puzzlelab::find_game("fujisan").generate(
      puzzlelab::normalize_params(puzzlelab::find_game("fujisan"), nlohmann::json::object()), "dominoes", 7,
      puzzlelab::Budget{});
  s.start(seeded);
  s.play(s.legal_moves().front());
  s.play(s.legal_moves().front());
  s.undo();
  const nlohmann::json saved = s.to_json();
  Session open;
  open.start(fujisan_board());
  std::size_t refused = 0, restored = 0;
  for (const auto& d : puzzlelab::testing::damaged_documents(saved, 100'000, 0)) {
    CAPTURE(d.what);
    const nlohmann::json value = nlohmann::json::parse(d.text);
    try {
      open.restore(value);
      ++restored;
      CHECK(open.cursor() <= open.history().size());
    } catch (const InputError&) {
      ++refused;
    } catch (const std::exception& e) {
      FAIL_CHECK("not an InputError: " << e.what());
    }
  }
  CHECK(refused > 100);
  CHECK(restored > 0);
}
