// Games whose code is not here yet (in the browser every game but the default one comes in a part
// of the module of its own): the controller's actions that would run such a game's rules wait,
// and go on when the app resumes them once the code is loaded, or are dropped.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "game/game.hpp"
#include "middle/code_wait.hpp"
#include "middle/saved_state.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::CodeWait;
using puzzlelab::NewGameChoice;
using puzzlelab::testing::ControllerRig;

namespace {

// A rig whose games' code is here only once `loaded` names them; the first game's always is.
struct PartsRig : ControllerRig {
  PartsRig() {
    loaded.insert(first);
    controller.code_wait().set_ready([this](std::string_view game) { return loaded.count(std::string(game)) > 0; });
  }
  const std::string first = puzzlelab::all_games().front()->name();
  const std::string other = puzzlelab::all_games().back()->name();
  std::set<std::string> loaded;

  // The controller waits for the other game alone; its code comes, and the app resumes.
  void other_arrives() {
    CHECK(controller.code_wait().games() == std::vector<std::string>{other});
    loaded.insert(other);
    controller.code_wait().resume();
    settle();
  }
};

NewGameChoice choice_of(const std::string& game) {
  const puzzlelab::Game& rules = puzzlelab::find_game(game);
  NewGameChoice choice;
  choice.game = game;
  choice.setup = puzzlelab::Controller::preferred_setup(rules);
  choice.params = rules.info().default_params();
  choice.seed = 7;
  return choice;
}

}  // namespace

TEST_CASE("code wait: an action waits for the games not here, a newer one replaces it, resume runs it once") {
  CodeWait wait;
  std::set<std::string> here = {"a"};
  wait.set_ready([&](std::string_view game) { return here.count(std::string(game)) > 0; });
  int runs = 0;
  CHECK_FALSE(wait.wait({"a", ""}, [&] { ++runs; }));
  CHECK(wait.games().empty());
  CHECK(wait.wait({"b", "a", "c", "b"}, [&] { ++runs; }));
  CHECK(wait.games() == std::vector<std::string>{"b", "c"});
  CHECK(runs == 0);
  CHECK_FALSE(wait.wait({"a"}, [&] { ++runs; }));  // the caller goes on: what waited is dropped
  CHECK(wait.games().empty());
  wait.resume();
  CHECK(runs == 0);
  CHECK(wait.wait({"b"}, [&] { runs += 10; }));
  wait.resume();
  wait.resume();
  CHECK(runs == 10);
  CHECK(wait.wait({"b"}, [&] { runs += 100; }));
  wait.cancel();
  wait.resume();
  CHECK(runs == 10);
}

TEST_CASE("code wait: a new game of a game whose code is not here waits, then opens when resumed") {
  PartsRig rig;
  REQUIRE(rig.first != rig.other);
  rig.controller.start(std::nullopt, "");
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.code_wait().games().empty());

  rig.controller.new_game(choice_of(rig.other));
  CHECK(rig.controller.code_wait().games() == std::vector<std::string>{rig.other});
  CHECK_FALSE(rig.controller.generating());
  rig.settle();
  CHECK(rig.controller.session().challenge().game == rig.first);  // the open game is kept meanwhile

  rig.loaded.insert(rig.other);
  rig.controller.code_wait().resume();
  rig.settle();
  CHECK(rig.controller.code_wait().games().empty());
  CHECK(rig.controller.session().challenge().game == rig.other);
  CHECK(rig.controller.session().challenge().seed == 7u);
}

TEST_CASE("code wait: the player goes back: the waiting game is dropped, the open game kept") {
  PartsRig rig;
  rig.controller.start(std::nullopt, "");
  rig.settle();
  rig.controller.open_daily(rig.other);
  CHECK(rig.controller.code_wait().games() == std::vector<std::string>{rig.other});
  rig.controller.code_wait().cancel();
  rig.loaded.insert(rig.other);
  rig.controller.code_wait().resume();
  rig.settle();
  CHECK(rig.controller.session().challenge().game == rig.first);
}

TEST_CASE("code wait: a first visit on a link of such a game waits before reading anything, then opens it") {
  PartsRig maker;
  maker.loaded.insert(maker.other);
  maker.controller.new_game(choice_of(maker.other));
  maker.settle();
  REQUIRE(maker.controller.active());
  REQUIRE(maker.controller.session().challenge().game == maker.other);
  const std::string link = maker.controller.link();

  PartsRig rig;
  rig.controller.start(std::nullopt, link);
  CHECK(rig.controller.code_wait().games() == std::vector<std::string>{rig.other});
  CHECK_FALSE(rig.controller.active());
  CHECK_FALSE(rig.controller.generating());
  CHECK_FALSE(rig.controller.take_document().has_value());  // nothing stored is rewritten meanwhile
  rig.loaded.insert(rig.other);
  rig.controller.code_wait().resume();
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge() == maker.controller.session().challenge());
  CHECK(rig.controller.link() == link);
}

TEST_CASE("code wait: a stored game of such a game waits too, even when a link of the first game is opened") {
  PartsRig maker;
  maker.loaded.insert(maker.other);
  maker.controller.new_game(choice_of(maker.other));
  maker.settle();
  REQUIRE(maker.controller.session().challenge().game == maker.other);
  const auto stored = maker.controller.take_document();
  REQUIRE(stored.has_value());

  PartsRig rig;
  rig.controller.start(stored, "");
  rig.other_arrives();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge() == maker.controller.session().challenge());
  CHECK(rig.controller.notices().all().empty());

  // A stored game of the other game and a link of the first: the stored game is read as well.
  PartsRig both;
  both.controller.start(stored, "#v1/fujisan/board/554344221335.311400512200/standard");
  CHECK(both.controller.code_wait().games() == std::vector<std::string>{both.other});
}

TEST_CASE("code wait: the settings' game is waited for: its stored parameters are read with its rules") {
  PartsRig rig;
  puzzlelab::Settings settings;
  settings.game = rig.other;
  settings.params = puzzlelab::find_game(rig.other).info().default_params();
  const std::string stored = puzzlelab::write_saved_state(settings, std::nullopt);
  CHECK(puzzlelab::stored_games(puzzlelab::read_stored_document(stored)) == std::vector<std::string>{rig.other, ""});
  rig.controller.start(stored, "");
  rig.other_arrives();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge().game == rig.other);  // a fresh game of the last game chosen
  CHECK(rig.controller.settings().params == settings.params);
  const puzzlelab::StoredDocument damaged = puzzlelab::read_stored_document(std::string("{not json"));
  CHECK(puzzlelab::stored_games(damaged).empty());
  CHECK(damaged.problems.size() == 1);
}

TEST_CASE("code wait: a broken link names no game and fails as it always did, without waiting") {
  PartsRig rig;
  rig.controller.start(std::nullopt, "#v1/no-such-game/seed/1");
  CHECK(rig.controller.code_wait().games().empty());
  rig.settle();
  CHECK(rig.controller.active());
  CHECK(rig.controller.session().challenge().game == rig.first);
}
