// The controller: links round trip, the one open/fallback policy (bad link, bad stored state,
// unknown or unplayable game), storage and settings, with the real engine answering the requests.
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "game/link.hpp"
#include "middle/link_bridge.hpp"
#include "middle/open_policy.hpp"
#include "middle/saved_state.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::Controller;
using puzzlelab::Fallback;
using puzzlelab::NewGameChoice;
using puzzlelab::Notice;
using puzzlelab::OpenSource;
using puzzlelab::testing::ControllerRig;

namespace {

bool has_notice(const Controller& c, Notice::Level level, const std::string& part) {
  for (const Notice& n : c.notices().all())
    if (n.level == level && n.text.find(part) != std::string::npos) return true;
  return false;
}

std::string first_legal(const Controller& c) {
  REQUIRE_FALSE(c.session().legal_moves().empty());
  return c.session().legal_moves().front();
}

}  // namespace

TEST_CASE("open policy: keep the open game, else a fresh game, and never loop on a failing fresh game") {
  CHECK(puzzlelab::fallback_after_failure(OpenSource::link, true) == Fallback::keep_current);
  CHECK(puzzlelab::fallback_after_failure(OpenSource::new_game, true) == Fallback::keep_current);
  CHECK(puzzlelab::fallback_after_failure(OpenSource::link, false) == Fallback::fresh_game);
  CHECK(puzzlelab::fallback_after_failure(OpenSource::new_game, false) == Fallback::fresh_game);
  CHECK(puzzlelab::fallback_after_failure(OpenSource::fresh_game, false) == Fallback::none);
  CHECK(puzzlelab::failure_notice(OpenSource::link, Fallback::fresh_game, "why") ==
        "This link could not be opened: why. A new game was started instead.");
}

TEST_CASE("controller: with nothing stored and no link, a fresh game of the default game is set up in a worker") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "");
  CHECK(rig.controller.generating());
  CHECK_FALSE(rig.controller.active());
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK_FALSE(rig.controller.generating());
  CHECK(rig.controller.session().challenge().game == puzzlelab::all_games().front()->name());
  CHECK(rig.controller.session().challenge().from_seed());
  CHECK(rig.controller.notices().all().empty());
  // The address bar gets the game's link.
  const auto link = rig.controller.take_link_update();
  REQUIRE(link.has_value());
  CHECK(*link == rig.controller.link());
  CHECK(link->rfind("v1/", 0) == 0);
}

TEST_CASE("controller: a seed link with moves round trips through another controller") {
  ControllerRig first;
  NewGameChoice choice;
  choice.game = "fujisan";
  choice.setup = "dominoes";
  choice.params = {{"variant", "standard"}};
  choice.seed = 12345;
  first.controller.new_game(choice);
  first.settle();
  REQUIRE(first.controller.active());
  REQUIRE(first.controller.play(first_legal(first.controller)));
  REQUIRE(first.controller.play(first_legal(first.controller)));
  const std::string link = first.controller.link();
  CHECK(link.find("/12345/m/") != std::string::npos);

  ControllerRig second;
  second.controller.start(std::nullopt, link);
  second.settle();
  REQUIRE(second.controller.active());
  CHECK(second.controller.session().challenge() == first.controller.session().challenge());
  CHECK(second.controller.session().played() == first.controller.session().played());
  CHECK(second.controller.link() == link);
  CHECK(second.controller.notices().all().empty());
}

TEST_CASE("controller: a board link opens at once, without a worker, with its moves") {
  ControllerRig rig;
  const std::string board_link = "#v1/fujisan/board/554344221335.311400512200/standard";
  rig.controller.start(std::nullopt, board_link);
  REQUIRE(rig.controller.active());
  CHECK_FALSE(rig.controller.generating());
  CHECK(rig.controller.session().challenge().board == "554344221335/311400512200");
  const std::string move = first_legal(rig.controller);
  rig.controller.play(move);
  ControllerRig again;
  again.controller.start(std::nullopt, rig.controller.link());
  REQUIRE(again.controller.active());
  CHECK(again.controller.session().played() == std::vector<std::string>{move});
}

TEST_CASE("controller: a bad link with nothing open gives a fresh game and a notice naming the link") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#nonsense%%");
  CHECK(has_notice(rig.controller, Notice::Level::error, "This link could not be opened"));
  CHECK(has_notice(rig.controller, Notice::Level::error, "A new game was started instead."));
  rig.settle();
  CHECK(rig.controller.active());
  // The fresh game is the fallback the notice announces: opening it does not hide why.
  CHECK(has_notice(rig.controller, Notice::Level::error, "This link could not be opened"));
}

TEST_CASE("controller: a good link clears the notice of a bad one it replaces") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  rig.controller.open_link("#v1/fujisan/board/55/standard");
  CHECK(has_notice(rig.controller, Notice::Level::error, "could not be opened"));
  rig.controller.play(first_legal(rig.controller));  // unrelated: the notice stays
  CHECK(has_notice(rig.controller, Notice::Level::error, "could not be opened"));

  rig.controller.open_link("#v1/boxoff/board/aaa.bab/standard");
  CHECK(rig.controller.session().challenge().game == "boxoff");
  CHECK_FALSE(has_notice(rig.controller, Notice::Level::error, "could not be opened"));

  // By seed too (the board comes from a worker), and a move refused now is still reported.
  rig.controller.open_link("#v1/fujisan/board/55/standard");
  rig.controller.open_link("v1/fujisan/seed/dominoes/standard/7");
  rig.settle();
  CHECK(rig.controller.session().challenge().seed == 7u);
  CHECK_FALSE(has_notice(rig.controller, Notice::Level::error, "could not be opened"));
  rig.controller.play("no-such-move");
  CHECK(has_notice(rig.controller, Notice::Level::error, "That move is not allowed"));
}

TEST_CASE("controller: a reload keeps the moves undone to redo, and Back to an earlier link keeps the later ones") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "v1/fujisan/seed/dominoes/standard/11");
  rig.settle();
  REQUIRE(rig.controller.active());
  const std::string first = first_legal(rig.controller);
  rig.controller.play(first);
  const std::string after_one = rig.controller.link();
  const std::string second = first_legal(rig.controller);
  rig.controller.play(second);
  rig.controller.undo();
  const auto document = rig.controller.take_document();
  REQUIRE(document.has_value());
  CHECK(rig.controller.link() == after_one);

  // Reload: the page opens with the stored game and the hash showing one move played.
  ControllerRig reloaded;
  reloaded.controller.start(document, rig.controller.link());
  REQUIRE(reloaded.controller.active());
  CHECK_FALSE(reloaded.controller.generating());  // nothing to generate: the stored board is used
  CHECK(reloaded.controller.session().played() == std::vector<std::string>{first});
  REQUIRE(reloaded.controller.session().can_redo());
  CHECK(reloaded.controller.redo());
  CHECK(reloaded.controller.session().played() == std::vector<std::string>{first, second});

  // Back to the link with one move: the second stays available to redo.
  reloaded.controller.open_link(after_one);
  CHECK(reloaded.controller.session().played() == std::vector<std::string>{first});
  CHECK(reloaded.controller.session().history() == std::vector<std::string>{first, second});

  // The same moves on another challenge are another game: it starts over with only the link's moves.
  ControllerRig other;
  other.controller.start(document, "v1/fujisan/seed/dominoes/standard/12");
  other.settle();
  CHECK(other.controller.session().challenge().seed == 12u);
  CHECK(other.controller.session().history().empty());
}

TEST_CASE("controller: a bad link keeps the open game and puts its link back in the address bar") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  const std::string link = rig.controller.link();
  rig.controller.take_link_update();
  const auto revision = rig.controller.session().challenge_revision();

  rig.controller.open_link("v1/fujisan/seed/dominoes/standard/twelve");
  CHECK(has_notice(rig.controller, Notice::Level::error, "You are still playing the game you had open."));
  CHECK(rig.controller.session().challenge_revision() == revision);
  CHECK(rig.controller.take_link_update() == link);

  // A link that reads fine but names an unknown setup is refused by parse_link, naming it.
  rig.controller.open_link("v1/fujisan/seed/no-such-setup/standard/1");
  rig.settle();
  CHECK(has_notice(rig.controller, Notice::Level::error, "no-such-setup"));
  CHECK(rig.controller.session().challenge_revision() == revision);
}

TEST_CASE("controller: a link whose moves cannot be played opens its puzzle at the start, saying so") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard/m/ZZ");
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().played().empty());
  CHECK(has_notice(rig.controller, Notice::Level::error, "the puzzle opens at its start"));
}

TEST_CASE("controller: a seed link's moves are checked on the dealt board, bad ones dropped, saying so") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/seed/dominoes/standard/12345/m/ZZ");
  CHECK(rig.controller.generating());  // the link is read without dealing: the worker deals
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge().seed == 12345u);
  CHECK(rig.controller.session().played().empty());
  CHECK(has_notice(rig.controller, Notice::Level::error, "the puzzle opens at its start"));
  CHECK(has_notice(rig.controller, Notice::Level::error, "'ZZ'"));
}

TEST_CASE("controller: a seed link that no deal fits is refused by the worker's answer, not a frozen page") {
  // Fruit Dating finds no 3..6-move level on a 5 x 4 board: the deal gives up after its 100,000
  // candidates. Reading the link deals nothing (else it would throw), the refusal comes with the deal.
  const std::string link =
      "#v1/fruit-dating/seed/article/standard.features=basic.height=4.max_moves=6.min_moves=3.width=5/1";
  CHECK_THROWS_WITH(puzzlelab::parse_link(link), doctest::Contains("no level with a shortest solution"));
  const puzzlelab::LinkTarget target = puzzlelab::read_link(link);
  CHECK(target.challenge.seed == 1u);
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  rig.controller.open_link(link);
  CHECK(rig.controller.generating());
  rig.settle();
  CHECK(has_notice(rig.controller, Notice::Level::error, "no level with a shortest solution of 3..6 moves"));
  CHECK(rig.controller.session().challenge().game == "fujisan");
}

TEST_CASE("controller: a game the app cannot show is refused by name, an unknown one too") {
  ControllerRig rig([](std::string_view game) { return game == "fujisan"; });
  rig.controller.start(std::nullopt, "#v1/boxoff/board/aaa.bab/standard");
  CHECK(has_notice(rig.controller, Notice::Level::error, "cannot be played in this app yet"));
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge().game == "fujisan");

  rig.controller.open_link("#v1/no-such-game/board/x/standard");
  CHECK(has_notice(rig.controller, Notice::Level::error, "no-such-game"));
  CHECK(rig.controller.session().challenge().game == "fujisan");
}

TEST_CASE("controller: an unknown game in the settings falls back to the default game") {
  puzzlelab::Settings settings;
  settings.game = "no-such-game";
  settings.setup = "no-such-setup";
  ControllerRig rig;
  rig.controller.start(puzzlelab::write_saved_state(settings, std::nullopt), "");
  rig.settle();
  REQUIRE(rig.controller.active());
  const puzzlelab::Game& first = *puzzlelab::all_games().front();
  CHECK(rig.controller.session().challenge().game == first.name());
  CHECK(rig.controller.session().challenge().setup == puzzlelab::Controller::preferred_setup(first));
}

TEST_CASE("controller: a stored game comes back; a stored game the engine refuses gives a fresh game") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  rig.controller.play(first_legal(rig.controller));
  const auto document = rig.controller.take_document();
  REQUIRE(document.has_value());
  CHECK_FALSE(rig.controller.take_document().has_value());  // written once per change

  ControllerRig back;
  back.controller.start(document, "");
  REQUIRE(back.controller.active());
  CHECK(back.controller.session().played() == rig.controller.session().played());
  CHECK(back.controller.notices().all().empty());

  nlohmann::json damaged = nlohmann::json::parse(*document);
  damaged["play"]["challenge"]["board"] = "99";
  ControllerRig fresh;
  fresh.controller.start(damaged.dump(), "");
  CHECK(has_notice(fresh.controller, Notice::Level::error, "Your saved game could not be restored and was discarded"));
  fresh.settle();
  REQUIRE(fresh.controller.active());
  CHECK(fresh.controller.session().challenge().from_seed());
}

TEST_CASE("controller: a link opened on start wins over the stored game, which stays the fallback") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  rig.controller.play(first_legal(rig.controller));
  const auto document = rig.controller.take_document();

  ControllerRig linked;
  linked.controller.start(document, "#v1/fujisan/board/554344221335.311400512200/standard");
  CHECK(linked.controller.session().played().empty());

  ControllerRig bad;
  bad.controller.start(document, "#v1/fujisan/board/55/standard");
  CHECK(has_notice(bad.controller, Notice::Level::error, "You are still playing the game you had open."));
  CHECK(bad.controller.session().played().size() == 1);
}

TEST_CASE("controller: settings changes are stored; a refused move is a notice and changes nothing") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  rig.controller.take_document();
  rig.controller.edit_settings().play_seconds = 1.5f;
  rig.controller.edit_settings().animate = false;
  const auto document = rig.controller.take_document();
  REQUIRE(document.has_value());
  const puzzlelab::SavedState saved = puzzlelab::read_saved_state(document);
  CHECK(saved.settings.play_seconds == doctest::Approx(1.5));
  CHECK_FALSE(saved.settings.animate);

  CHECK_FALSE(rig.controller.play("ZZ"));
  CHECK(has_notice(rig.controller, Notice::Level::error, "That move is not allowed"));
  CHECK_FALSE(rig.controller.undo());
  CHECK_FALSE(rig.controller.restart());
}

TEST_CASE("controller: a dead end is announced with Undo, and withdrawn when the position changes") {
  ControllerRig rig;
  // 2 x 3 BoxOff: after a1-b1 no pair can go (docs/BOXOFF.md "In the app": the e2e test's stuck board).
  rig.controller.start(std::nullopt, "#v1/boxoff/board/aaa.bab/standard");
  REQUIRE(rig.controller.active());
  CHECK_FALSE(has_notice(rig.controller, Notice::Level::warning, "Stuck"));
  REQUIRE(rig.controller.play("a1-b1"));
  REQUIRE(rig.controller.session().stuck());
  CHECK(has_notice(rig.controller, Notice::Level::warning, "Stuck"));
  CHECK(rig.controller.notices().all().back().action == "undo");
  rig.controller.undo();
  CHECK_FALSE(has_notice(rig.controller, Notice::Level::warning, "Stuck"));
}
