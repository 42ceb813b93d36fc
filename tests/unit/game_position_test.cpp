// Game::start's typed positions (game/game_position.hpp, game/typed_position.hpp), for every game:
// a position never changes once made (the session keeps one per move and shares them between
// copies), a move that cannot be played leaves it as it was, and walking positions move by move
// agrees with the text written for the moves (the legal moves' texts play, a playout's moves
// reach the position the playout reports).
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"

using namespace puzzlelab;

namespace {

struct Snapshot {
  std::vector<std::string> legal;
  bool solved;
  std::string places;
};

Snapshot snapshot(const GamePosition& at) { return {at.legal_moves(), at.solved(), at.words().places}; }

void check_unchanged(const GamePosition& at, const Snapshot& before, const std::string& what) {
  INFO(what);
  CHECK(at.legal_moves() == before.legal);
  CHECK(at.solved() == before.solved);
  CHECK(at.words().places == before.places);
}

}  // namespace

TEST_CASE("game positions: a position never changes; its moves and a playout's agree with the text") {
  for (const auto& owned : all_games()) {
    const Game& game = *owned;
    INFO(game.name());
    const json params = normalize_params(game, json::object());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const std::string board = game.generate(params, game.info().setups.front().name, seed, Budget{});
      const std::unique_ptr<GamePosition> start = game.start(params, board);
      const Snapshot at_start = snapshot(*start);
      REQUIRE_FALSE(at_start.legal.empty());

      // Every legal move plays from the start, each leaving the start as it was.
      for (const std::string& move : at_start.legal) {
        const std::unique_ptr<GamePosition> next = start->after(move);
        check_unchanged(*start, at_start, "after " + move);
        CHECK(next->words().places != at_start.places);  // a move changes the board it describes
      }
      // A move that cannot be read is refused with a reason, and changes nothing either.
      try {
        (void)start->after("\x01not a move");
        FAIL("a nonsense move was played");
      } catch (const InputError& e) {
        CHECK(std::string(e.what()).size() > 0);
      }
      check_unchanged(*start, at_start, "after a refused move");

      // A random playout's moves, walked position by position, end where the playout ended.
      const PlayoutOutcome walk = game.playout(params, board, {}, seed, 0);
      std::unique_ptr<GamePosition> at = game.start(params, board);
      for (const std::string& move : walk.moves) at = at->after(move);
      CHECK(at->solved() == walk.solved);
      if (walk.ended == "stuck") CHECK(at->legal_moves().empty());
      CHECK(game.replay(params, board, walk.moves).legal_moves == at->legal_moves());
    }
  }
}
