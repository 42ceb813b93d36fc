// The stored document and the settings: migration of older versions (an old saved game still
// opens), what is discarded and why, and settings that keep what is valid.
#include <doctest/doctest.h>

#include "middle/saved_state.hpp"
#include "middle/settings.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::read_saved_state;
using puzzlelab::SavedState;
using puzzlelab::Settings;
using puzzlelab::write_saved_state;
using json = nlohmann::json;

namespace {

const json kSession = {{"challenge", {{"game", "fujisan"}, {"params", {{"variant", "standard"}}}, {"board", "554344221335/311400512200"}}},
                       {"history", json::array()},
                       {"cursor", 0}};

}  // namespace

TEST_CASE("saved state: a version 1 document (the game under \"session\") is migrated and still opens") {
  const json v1 = {{"format", "puzzlelab-state"},
                   {"version", 1},
                   {"settings", {{"game", "fujisan"}, {"animate", false}}},
                   {"session", kSession}};
  const SavedState state = read_saved_state(v1.dump());
  CHECK_FALSE(state.problem.has_value());
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
  CHECK_FALSE(state.problem.has_value());
  CHECK(state.session == kSession);
  CHECK(state.settings.to_json() == settings.to_json());
  CHECK_FALSE(read_saved_state(write_saved_state(settings, std::nullopt)).session.has_value());
}

TEST_CASE("saved state: damaged, foreign, versionless and newer documents are discarded, saying why") {
  CHECK_FALSE(read_saved_state(std::nullopt).problem.has_value());
  CHECK_FALSE(read_saved_state(std::string()).problem.has_value());
  const auto problem = [](const std::string& text) { return read_saved_state(text).problem.value_or(""); };
  CHECK(problem("{\"format\": \"puzzlelab-state\", \"version\": 1, \"session\": {\"challenge\": 5") ==
        "Your saved game could not be read (the stored data is damaged) and was discarded.");
  CHECK(problem("[1, 2]").find("damaged") != std::string::npos);
  CHECK(problem(R"({"format": "other", "version": 2})").find("not a Puzzle Lab saved game") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state"})").find("no version") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state", "version": 0})").find("no version") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state", "version": 99})").find("newer version") != std::string::npos);
  const SavedState newer = read_saved_state(json{{"format", "puzzlelab-state"}, {"version", 99}, {"play", kSession}}.dump());
  CHECK_FALSE(newer.session.has_value());
  // Nesting far past any real document (edited storage) is damage, not a crash.
  const std::string deep = R"({"format": "puzzlelab-state", "version": 2, "play": )" + std::string(100000, '[') +
                           std::string(100000, ']') + "}";
  CHECK(problem(deep).find("damaged") != std::string::npos);
  CHECK(problem(R"({"format": "puzzlelab-state", "version": 2, "x": 1e400})").find("damaged") != std::string::npos);
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
  CHECK(Settings::from_json(read.to_json()).to_json() == read.to_json());
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
