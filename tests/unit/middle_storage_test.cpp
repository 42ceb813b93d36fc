// The stored document and the settings: migration of older versions (an old saved game still
// opens), what is discarded and why, and settings that keep what is valid.
#include <doctest/doctest.h>

#include "middle/saved_state.hpp"
#include "middle/settings.hpp"
#include "damaged_documents.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::read_saved_state;
using puzzlelab::SavedState;
using puzzlelab::Settings;
using puzzlelab::write_saved_state;
using json = nlohmann::json;

namespace {

const json kSession = {
    {"challenge", {{"game", "fujisan"}, {"params", {{"variant", "standard"}}}, {"board", "554344221335/311400512200"}}},
    {"history", json::array()},
    {"cursor", 0}};

}  // namespace

TEST_CASE("saved state: a version 1 document (the game under \"session\") is migrated and still opens") {
  const json v1 = {{"format", "puzzlelab-state"},
                   {"version", 1},
                   {"settings", {{"game", "fujisan"}, {"animate", false}}},
                   {"session", kSession}};
  const SavedState state = read_saved_state(v1.dump());
  CHECK(state.problems.empty());
  REQUIRE(state.session.has_value());
  CHECK(*state.session == kSession);
  CHECK_FALSE(state.settings.animate);

  // The controller restores it as the game in progress.
  puzzlelab::testing::ControllerRig rig;
  rig.controller.start(v1.dump(), "");
  REQUIRE(rig.controller.active());
  CHECK_FALSE(rig.controller.generating());
  CHECK(rig.controller.session().challenge().board == "554344221335/311400512200");
  CHECK(rig.controller.notices().all().empty());
  // And writes it back in the current version.
  const json written = json::parse(*rig.controller.take_document());
  CHECK(written.at("version") == puzzlelab::kSavedStateVersion);
  CHECK(written.at("play").at("challenge").at("board") == "554344221335/311400512200");
  CHECK_FALSE(written.contains("session"));
}

TEST_CASE("saved state: written and read back unchanged") {
  Settings settings;
  settings.game = "boxoff";
  settings.text_scale = 1.2f;
  const SavedState state = read_saved_state(write_saved_state(settings, kSession));
  CHECK(state.problems.empty());
  CHECK(state.session == kSession);
  CHECK(state.settings.to_json() == settings.to_json());
  CHECK_FALSE(read_saved_state(write_saved_state(settings, std::nullopt)).session.has_value());
}

TEST_CASE("saved state: damaged, foreign, versionless and newer documents are discarded, saying why") {
  CHECK(read_saved_state(std::nullopt).problems.empty());
  CHECK(read_saved_state(std::string()).problems.empty());
  const auto problem = [](const std::string& text) {
    const SavedState state = read_saved_state(text);
    REQUIRE(state.problems.size() == 1);
    return state.problems.front();
  };
  CHECK(problem("{\"format\": \"puzzlelab-state\", \"version\": 1, \"session\": {\"challenge\": 5") ==
        "Your saved game could not be read (the stored data is damaged) and was discarded.");
  CHECK(problem("[1, 2]").find("damaged") != std::string::npos);
  CHECK(problem(R"({"format": "other", "version": 2})").find("not a Puzzle Lab saved game") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state"})").find("no version") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state", "version": 0})").find("no version") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state", "version": 99})").find("newer version") != std::string::npos);
  const SavedState newer =
      read_saved_state(json{{"format", "puzzlelab-state"}, {"version", 99}, {"play", kSession}}.dump());
  CHECK_FALSE(newer.session.has_value());
  // Nesting far past any real document (edited storage) is damage, not a crash.
  const std::string deep = R"({"format": "puzzlelab-state", "version": 2, "play": )" + std::string(100000, '[') +
                           std::string(100000, ']') + "}";
  CHECK(problem(deep).find("damaged") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state", "version": 2, "x": 1e400})").find("damaged") != std::string::npos);
}

TEST_CASE("saved state: a wrongly typed format or version discards the document; nothing throws") {
  // {"format": 5} once threw json's type_error out of the reader and stopped the app at every visit.
  const auto problems = [](const json& document) {
    std::vector<std::string> out;
    CHECK_NOTHROW(out = read_saved_state(document.dump()).problems);
    return out;
  };
  for (const json& format : {json(5), json(nullptr), json::array(), json::object(), json(true)}) {
    CAPTURE(format.dump());
    const auto said = problems({{"format", format}, {"version", 2}, {"play", kSession}});
    REQUIRE(said.size() == 1);
    CHECK(said.front() == "The stored data is not a Puzzle Lab saved game and was discarded.");
  }
  for (const json& version : {json("2"), json(2.0), json(-1), json(nullptr), json::array({2}), json(1e300)}) {
    CAPTURE(version.dump());
    const auto said = problems({{"format", "puzzlelab-state"}, {"version", version}, {"play", kSession}});
    REQUIRE(said.size() == 1);
    CHECK(said.front() == "Your saved game has no version this build knows and was discarded.");
  }
  const auto newest = problems({{"format", "puzzlelab-state"}, {"version", std::uint64_t(18446744073709551615ull)}});
  REQUIRE(newest.size() == 1);
  CHECK(newest.front().find("newer version") != std::string::npos);
}

TEST_CASE("saved state: damaged settings are reset, field by field, saying which; the game and the statistics stay") {
  const json stats = {{"games",
                       {{"fujisan",
                         {{"played", 3},
                          {"solved", 1},
                          {"solved_alone", 1},
                          {"at_optimum", 0},
                          {"streak", 0},
                          {"best_streak", 1},
                          {"fastest_seconds", 12.5}}}}},
                      {"current", nullptr}};
  json document = {{"format", "puzzlelab-state"},
                   {"version", 2},
                   {"settings", {{"animate", false}, {"text_scale", "big"}, {"theme", 7}, {"sound", true}}},
                   {"play", kSession},
                   {"stats", stats}};
  SavedState state = read_saved_state(document.dump());
  REQUIRE(state.problems.size() == 1);
  CHECK(state.problems.front() == "Some of your settings could not be read and were reset (text_scale, theme).");
  CHECK_FALSE(state.settings.animate);
  CHECK(state.settings.sound);
  CHECK(state.settings.text_scale == Settings().text_scale);
  CHECK(state.session == kSession);
  CHECK(state.stats == stats);

  document["settings"] = "dark";
  state = read_saved_state(document.dump());
  REQUIRE(state.problems.size() == 1);
  CHECK(state.problems.front() == "Your settings could not be read and were reset.");
  CHECK(state.session == kSession);

  // The controller keeps the game and the record, with one notice.
  puzzlelab::testing::ControllerRig rig;
  rig.controller.start(document.dump(), "");
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge().board == "554344221335/311400512200");
  CHECK(rig.controller.stats().record("fujisan").solved == 1);
  REQUIRE(rig.controller.notices().all().size() == 1);
  CHECK(rig.controller.notices().all().front().text == "Your settings could not be read and were reset.");
}

TEST_CASE("saved state: damaged statistics are dropped, saying so; the settings and the game stay") {
  const json document = {{"format", "puzzlelab-state"},
                         {"version", 2},
                         {"settings", {{"animate", false}}},
                         {"play", kSession},
                         {"stats", {{"games", {{"fujisan", {{"played", "many"}}}}}, {"current", 5}}}};
  puzzlelab::testing::ControllerRig rig;
  CHECK_NOTHROW(rig.controller.start(document.dump(), ""));
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge().board == "554344221335/311400512200");
  CHECK_FALSE(rig.controller.settings().animate);
  CHECK(rig.controller.stats().record("fujisan").played == 1);  // the restored game, counted afresh
  REQUIRE(rig.controller.notices().all().size() == 1);
  CHECK(rig.controller.notices().all().front().text == "Your statistics could not be read and were reset.");
}

TEST_CASE("settings: valid values are kept one by one, the others fall back to their defaults") {
  const Settings defaults;
  const Settings read = Settings::from_json({{"game", "pretzel"},
                                             {"text_scale", 9.0},
                                             {"animate", "yes"},
                                             {"show_optimum", false},
                                             {"play_seconds", 2.5},
                                             {"setup", std::string(100, 'x')},
                                             {"params", {{"suits", 4}}}});
  CHECK(read.game == "pretzel");
  CHECK(read.text_scale == defaults.text_scale);
  CHECK(read.animate == defaults.animate);
  CHECK_FALSE(read.show_optimum);
  CHECK(read.play_seconds == doctest::Approx(2.5));
  CHECK(read.setup == defaults.setup);
  CHECK(read.params == json{{"suits", 4}});
  CHECK(Settings::from_json(json::array()).to_json() == defaults.to_json());
  std::vector<std::string> dropped;
  (void)Settings::from_json({{"game", "pretzel"},
                             {"text_scale", 9.0},
                             {"animate", "yes"},
                             {"show_optimum", false},
                             {"setup", std::string(100, 'x')},
                             {"volume", nullptr},
                             {"future_setting", 1}},
                            &dropped);
  CHECK(dropped == std::vector<std::string>{"setup", "text_scale", "animate", "volume"});
  CHECK(Settings::from_json(read.to_json()).to_json() == read.to_json());
}

TEST_CASE("settings: parameters the game refuses, or that are not a parameter's kind of value, are dropped") {
  std::vector<std::string> dropped;
  CHECK(Settings::from_json({{"game", "pretzel"}, {"params", {{"suits", 99}}}}, &dropped).params == json::object());
  CHECK(dropped == std::vector<std::string>{"params"});
  dropped.clear();
  CHECK(Settings::from_json({{"game", "pretzel"}, {"params", {{"suits", {{"x", 1}}}}}}, &dropped).params ==
        json::object());
  CHECK(dropped == std::vector<std::string>{"params"});
  dropped.clear();
  CHECK(Settings::from_json({{"game", "pretzel"}, {"params", {{"suits", 3}}}}, &dropped).params == json{{"suits", 3}});
  CHECK(dropped.empty());
  // Kept for a game this build does not know: the new game falls back to the first game anyway.
  CHECK(Settings::from_json({{"game", "later"}, {"params", {{"size", 9}}}}).params == json{{"size", 9}});

  // Every place, every way: nothing throws.
  Settings chosen;
  chosen.game = "pretzel";
  chosen.params = {{"suits", 3}, {"ranks", 5}};
  chosen.theme = puzzlelab::ThemeChoice::light;
  for (const auto& d : puzzlelab::testing::damaged_documents(chosen.to_json(), 100'000, 0)) {
    CAPTURE(d.what);
    CHECK_NOTHROW((void)Settings::from_json(json::parse(d.text), &dropped));
  }
}

TEST_CASE("settings: the theme, sound and volume are kept, unknown values fall back to dark, off and one half") {
  const Settings defaults;
  CHECK(defaults.theme == puzzlelab::ThemeChoice::dark);
  CHECK_FALSE(defaults.sound);
  const Settings chosen = Settings::from_json({{"theme", "system"}, {"sound", true}, {"volume", 0.8}});
  CHECK(chosen.theme == puzzlelab::ThemeChoice::system);
  CHECK(chosen.sound);
  CHECK(chosen.volume == doctest::Approx(0.8));
  CHECK(Settings::from_json(chosen.to_json()).to_json() == chosen.to_json());
  const Settings bad = Settings::from_json({{"theme", "sepia"}, {"sound", 1}, {"volume", 4.0}});
  CHECK(bad.theme == defaults.theme);
  CHECK(bad.sound == defaults.sound);
  CHECK(bad.volume == defaults.volume);
  CHECK(Settings::from_json({{"theme", "light"}}).theme == puzzlelab::ThemeChoice::light);
}

TEST_CASE("settings: the theme drawn follows the choice, and the system's preference only for \"system\"") {
  using puzzlelab::ThemeChoice;
  using puzzlelab::wants_light_theme;
  CHECK_FALSE(wants_light_theme(ThemeChoice::dark, true));
  CHECK(wants_light_theme(ThemeChoice::light, false));
  CHECK(wants_light_theme(ThemeChoice::system, true));
  CHECK_FALSE(wants_light_theme(ThemeChoice::system, false));
}
