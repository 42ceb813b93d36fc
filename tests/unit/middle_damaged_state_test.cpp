// The app never locks a player out: the stored document damaged at every place, every way
// (tests/unit/damaged_documents.hpp), and the controller starts each time, ends with a game that
// takes a move, keeps every part that was not damaged (the game, the settings, the statistics,
// the daily challenges), and says so whenever a wrongly typed value cost a part.
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "damaged_documents.hpp"
#include "game/params.hpp"
#include "middle/saved_state.hpp"
#include "middle_fixtures.hpp"

using json = nlohmann::json;
using puzzlelab::Controller;
using puzzlelab::Notice;
using puzzlelab::testing::ControllerRig;
using puzzlelab::testing::DamagedDocument;

namespace {

// A stored document with every part in use: settings away from their defaults, two games'
// records (one with a fastest solve), a daily challenge solved with a hint and one only opened,
// and a seeded game in progress with a move to redo.
std::string full_document() {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/boxoff/board/aaa.bab/standard");
  rig.controller.open_link("#v1/fujisan/board/554344221335.311400512200/standard");
  const json solution =
      puzzlelab::handle_request({{"op", "solve"}, {"game", "fujisan"}, {"board", "554344221335/311400512200"}})
          .at("result")
          .at("solution");
  rig.clock += 30;
  for (const auto& move : solution) REQUIRE(rig.controller.play(move.get<std::string>()));
  rig.controller.report_optimum(solution.size());
  rig.controller.set_today([] { return puzzlelab::DailyDate{2026, 11, 20}; });
  rig.controller.open_link("#v1/daily/fujisan/2026-11-19");
  rig.settle();
  REQUIRE(rig.controller.open_daily_date().has_value());
  rig.controller.report_hint();
  const json daily_solution =
      puzzlelab::handle_request(
          {{"op", "solve"}, {"game", "fujisan"}, {"board", rig.controller.session().challenge().board}})
          .at("result")
          .at("solution");
  for (const auto& move : daily_solution) REQUIRE(rig.controller.play(move.get<std::string>()));
  rig.controller.report_optimum(daily_solution.size());
  rig.controller.open_link("#v1/daily/boxoff/2026-11-20");
  rig.settle();
  REQUIRE(rig.controller.daily_record().games().size() == 2);

  puzzlelab::Settings& settings = rig.controller.edit_settings();
  settings.text_scale = 1.25f;
  settings.animate = false;
  settings.show_optimum = false;
  settings.play_seconds = 1.5f;
  settings.show_timer = true;
  settings.theme = puzzlelab::ThemeChoice::light;
  settings.sound = true;
  settings.volume = 0.25f;
  puzzlelab::NewGameChoice choice;
  choice.game = "fujisan";
  choice.setup = "dominoes";
  choice.params = puzzlelab::normalize_params(puzzlelab::find_game("fujisan"), json::object());
  choice.seed = 12345;
  rig.controller.new_game(choice);
  rig.settle();
  REQUIRE(rig.controller.active());
  REQUIRE(rig.controller.play(rig.controller.session().legal_moves().front()));
  REQUIRE(rig.controller.play(rig.controller.session().legal_moves().front()));
  REQUIRE(rig.controller.undo());
  rig.clock += 5;
  return rig.controller.take_document().value();
}

// What a case compares: the game in progress, the settings, and the statistics a fresh game
// cannot change (a fresh game counts one more played and ends the streak).
struct Parts {
  json session;
  json settings;
  json records;
  json daily;
};

Parts parts_of(const Controller& c) {
  Parts p;
  p.session = c.session().to_json();
  p.settings = c.settings().to_json();
  p.daily = c.daily_record().to_json();
  p.records = json::object();
  for (const auto& [game, r] : c.stats().games())
    p.records[game] = {r.solved, r.solved_alone, r.at_optimum, r.best_streak,
                       r.fastest_seconds ? json(*r.fastest_seconds) : json()};
  return p;
}

// Where the app itself writes null: null there is no damage.
bool nullable(const std::string& path) {
  if (path == "/play" || path == "/stats" || path == "/daily" || path == "/stats/current" ||
      path == "/stats/current/moves")
    return true;
  return path.rfind("/stats/games/", 0) == 0 && path.size() > 16 &&
         path.compare(path.size() - 16, 16, "/fastest_seconds") == 0;
}

// Whether `value` has the type the app writes at `path` (whatever it holds).
bool usable_kind(const std::string& path, const json& original, const json& value) {
  if (original.type() == value.type() || (original.is_number() && value.is_number())) return true;
  return nullable(path) && (value.is_null() || (original.is_null() && value.is_number()));
}

bool has_error(const Controller& c) {
  for (const Notice& n : c.notices().all())
    if (n.level == Notice::Level::error) return true;
  return false;
}

}  // namespace

TEST_CASE("damaged stored state: at every place, every way, the app starts, plays, and keeps the rest") {
  const std::string text = full_document();
  const json document = json::parse(text);
  ControllerRig base;
  base.controller.start(text, "");
  base.settle();
  REQUIRE(base.controller.active());
  REQUIRE(base.controller.notices().all().empty());
  const Parts kept = parts_of(base.controller);
  REQUIRE(base.controller.session().cursor() == 1);
  REQUIRE(kept.records.size() == 2);
  REQUIRE(kept.daily.size() == 2);

  // A string near the size of a browser's whole storage (5 MB) at one place per part; the other
  // places get every other value.
  std::vector<DamagedDocument> cases = puzzlelab::testing::damaged_documents(document, 0, 40);
  for (const char* place : {"", "/settings", "/settings/game", "/play", "/play/challenge/board", "/play/history/0",
                            "/stats", "/stats/games/fujisan", "/daily", "/daily/fujisan/2026-11-19"}) {
    json damaged = document;
    const std::string huge(5'000'000, 'a');
    damaged[json::json_pointer(place)] = huge;
    cases.push_back({std::string(place) + " = a string of 5 MB", place, json(huge), damaged.dump()});
  }
  CHECK(cases.size() > 800);

  for (const DamagedDocument& d : cases) {
    CAPTURE(d.what);
    ControllerRig rig;
    CHECK_NOTHROW(rig.controller.start(d.text, ""));
    rig.settle();
    REQUIRE(rig.controller.active());
    CHECK_FALSE(rig.controller.generating());
    REQUIRE_FALSE(rig.controller.session().legal_moves().empty());
    CHECK(rig.controller.play(rig.controller.session().legal_moves().front()));
    rig.controller.undo();

    const Parts now = parts_of(rig.controller);
    const bool game_kept = now.session == kept.session, settings_kept = now.settings == kept.settings,
               records_kept = now.records == kept.records, daily_kept = now.daily == kept.daily;
    // Cut text, and nesting past the parser's limit, cost the document as a whole; so does any
    // damage to the format or version. Elsewhere a damaged part costs itself only.
    const bool cut = !d.value && d.path.empty();
    const bool whole = d.path.empty() || d.path == "/format" || d.path == "/version" ||
                       d.what.find("nested 200 deep") != std::string::npos;
    if (!whole) {
      if (d.path.rfind("/play", 0) != 0) CHECK(game_kept);
      if (d.path.rfind("/settings", 0) != 0) CHECK(settings_kept);
      if (d.path.rfind("/stats", 0) != 0) CHECK(records_kept);
      if (d.path.rfind("/daily", 0) != 0) CHECK(daily_kept);
    }
    // A wrongly typed value (or cut text) is never dropped in silence.
    const json& original = document.at(json::json_pointer(d.path));
    const bool wrong = cut || (d.value && !usable_kind(d.path, original, *d.value));
    if (wrong && !(game_kept && settings_kept && records_kept && daily_kept)) CHECK(has_error(rig.controller));

    // And the document written next reads back cleanly.
    const auto written = rig.controller.take_document();
    REQUIRE(written.has_value());
    ControllerRig again;
    again.controller.start(written, "");
    CHECK(again.controller.notices().all().empty());
  }
}

TEST_CASE("damaged stored state: the issue's documents, {\"format\": 5} and {\"format\": null}, start a fresh game") {
  for (const char* text :
       {R"({"format": 5})", R"({"format": null})", R"({"format": "puzzlelab-state", "version": "2"})",
        R"({"format": "puzzlelab-state", "version": 2, "settings": 5, "play": 5, "stats": 5})"}) {
    CAPTURE(text);
    ControllerRig rig;
    CHECK_NOTHROW(rig.controller.start(std::string(text), ""));
    CHECK(has_error(rig.controller));
    rig.settle();
    REQUIRE(rig.controller.active());
    CHECK(rig.controller.play(rig.controller.session().legal_moves().front()));
  }
}

TEST_CASE("damaged stored state: any failure on the way falls back to a fresh game with the default settings") {
  // Nothing stored can make the engine's games throw, so the failure is staged: the first
  // question whether a game can be shown fails, as any unforeseen error would.
  int calls = 0;
  ControllerRig rig([&calls](std::string_view) {
    if (calls++ == 0) throw std::runtime_error("unforeseen");
    return true;
  });
  puzzlelab::Settings settings;
  settings.animate = false;
  CHECK_NOTHROW(rig.controller.start(puzzlelab::write_saved_state(settings, std::nullopt), ""));
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.settings().animate);  // back to the defaults
  REQUIRE(rig.controller.notices().all().size() == 1);
  CHECK(rig.controller.notices().all().front().text ==
        "Puzzle Lab could not start with what it had stored (unforeseen); a new game was started with the default "
        "settings.");
  CHECK(rig.controller.play(rig.controller.session().legal_moves().front()));
}
