// The player's own setups kept in the browser (shell/middle/saved_setups, through the controller's
// stored document) and the Lab form's described setups (shell/middle/lab_form): saved, replaced by
// name, bounded in count and bytes; a damaged stored list loses only the damaged entries, says so
// and never stops the app; a study holds described setups after the published ones, by name.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/setup_description.hpp"
#include "middle/lab_form.hpp"
#include "middle/saved_setups.hpp"
#include "middle/saved_state.hpp"
#include "middle_fixtures.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

// A described setup's text as the engine writes it (the fields past "name" are the game's own;
// storage reads only the name).
std::string described(const std::string& name, int value = 1) {
  return setup_text(json{{"name", name}, {"value", value}});
}

bool has_error_notice(const Controller& controller, const std::string& part) {
  for (const Notice& n : controller.notices().all())
    if (n.level == Notice::Level::error && n.text.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("saved setups: kept per game in order, replaced by name, removed by name") {
  SavedSetups saved;
  CHECK(saved.save({"sigmar", described("two-rings")}).empty());
  CHECK(saved.save({"sigmar", described("no-salt")}).empty());
  CHECK(saved.save({"fujisan", described("two-rings")}).empty());
  CHECK(saved.of_game("sigmar") == std::vector<std::string>{described("two-rings"), described("no-salt")});
  // The same name again replaces it in place.
  CHECK(saved.save({"sigmar", described("two-rings", 2)}).empty());
  CHECK(saved.of_game("sigmar") == std::vector<std::string>{described("two-rings", 2), described("no-salt")});
  CHECK(saved.of_game("fujisan") == std::vector<std::string>{described("two-rings")});
  CHECK(saved.remove("sigmar", "two-rings"));
  CHECK_FALSE(saved.remove("sigmar", "two-rings"));
  CHECK(saved.of_game("sigmar") == std::vector<std::string>{described("no-salt")});
  CHECK(saved.of_game("boxoff").empty());
}

TEST_CASE("saved setups: a built-in name, a broken text or no game is refused, saying why") {
  SavedSetups saved;
  CHECK(saved.save({"sigmar", "shuffled"}).find("not a described setup") != std::string::npos);
  CHECK(saved.save({"sigmar", "{\"name\": \"Bad Name\"}"}).find("a-z") != std::string::npos);
  CHECK(saved.save({"sigmar", "{\"name\": "}).find("cannot be saved") != std::string::npos);
  CHECK(saved.save({"", described("fine")}).find("names no game") != std::string::npos);
  CHECK(saved.all().empty());
}

TEST_CASE("saved setups: bounded in count and in bytes; a replacement fits where a new one would not") {
  SavedSetups saved;
  for (std::size_t i = 0; i < kMaxSavedSetups; ++i)
    REQUIRE(saved.save({"sigmar", described("s" + std::to_string(i))}).empty());
  CHECK(saved.save({"sigmar", described("one-more")}).find("No room") != std::string::npos);
  CHECK(saved.save({"sigmar", described("s3", 7)}).empty());
  CHECK(saved.all().size() == kMaxSavedSetups);

  SavedSetups big;
  const std::string filler(kMaxSetupDescriptionBytes - 100, 'x');
  std::string why, refused;
  for (std::size_t i = 0; i < kMaxSavedSetups && why.empty(); ++i) {
    refused = setup_text(json{{"name", "big" + std::to_string(i)}, {"fill", filler}});
    why = big.save({"sigmar", refused});
  }
  CHECK(why.find("KB in all") != std::string::npos);
  CHECK(big.bytes() <= kMaxSavedSetupBytes);
  CHECK(big.bytes() + refused.size() > kMaxSavedSetupBytes);
  CHECK(big.all().size() < kMaxSavedSetups);
}

TEST_CASE("saved setups: a damaged stored list keeps what can be read and names what was dropped") {
  std::vector<std::string> dropped;
  const json stored = json::array({{{"game", "sigmar"}, {"setup", described("kept")}},
                                   {{"game", "sigmar"}, {"setup", 42}},
                                   "not an entry",
                                   {{"game", "sigmar"}, {"setup", "{\"name\": \"UPPER\"}"}},
                                   {{"game", 7}, {"setup", described("no-game")}},
                                   {{"game", "fujisan"}, {"setup", described("also-kept")}}});
  const SavedSetups saved = SavedSetups::from_json(stored, &dropped);
  CHECK(saved.all() == std::vector<SavedSetup>{{"sigmar", described("kept")}, {"fujisan", described("also-kept")}});
  REQUIRE(dropped.size() == 4);
  CHECK(dropped[0].rfind("setup 2: ", 0) == 0);
  CHECK(dropped[2].find("a-z") != std::string::npos);

  dropped.clear();
  CHECK(SavedSetups::from_json(json{{"not", "a list"}}, &dropped).all().empty());
  CHECK(dropped.size() == 1);
  // More than the bound stored (edited by hand): the first ones are kept.
  json many = json::array();
  for (std::size_t i = 0; i < kMaxSavedSetups + 5; ++i)
    many.push_back({{"game", "sigmar"}, {"setup", described("n" + std::to_string(i))}});
  dropped.clear();
  CHECK(SavedSetups::from_json(many, &dropped).all().size() == kMaxSavedSetups);
  CHECK(dropped.size() == 5);
}

TEST_CASE("saved setups: stored with the game, read back on the next visit; damage costs only the setups") {
  std::string document;
  {
    testing::ControllerRig rig;
    rig.controller.start(std::nullopt, "#v1/boxoff/board/aaa.bab/standard");
    // A player without setups stores none (the document reads as before they existed).
    CHECK_FALSE(json::parse(rig.controller.take_document().value()).contains("setups"));
    REQUIRE(rig.controller.edit_saved_setups().save({"sigmar", described("mine")}).empty());
    document = rig.controller.take_document().value();
  }
  CHECK(read_saved_state(document).setups.has_value());
  {
    testing::ControllerRig rig;
    rig.controller.start(document, "");
    CHECK(rig.controller.saved_setups().of_game("sigmar") == std::vector<std::string>{described("mine")});
    CHECK(rig.controller.active());
    CHECK_FALSE(has_error_notice(rig.controller, ""));  // no error of any kind
  }
  json damaged = json::parse(document);
  damaged["setups"] =
      json::array({{{"game", "sigmar"}, {"setup", "{broken"}}, {{"game", "sigmar"}, {"setup", described("fine")}}});
  {
    testing::ControllerRig rig;
    rig.controller.start(damaged.dump(), "");
    CHECK(rig.controller.saved_setups().of_game("sigmar") == std::vector<std::string>{described("fine")});
    CHECK(has_error_notice(rig.controller, "1 of your saved setups could not be read"));
    CHECK(rig.controller.active());
  }
  damaged["setups"] = "garbage";
  {
    testing::ControllerRig rig;
    rig.controller.start(damaged.dump(), "");
    CHECK(rig.controller.saved_setups().all().empty());
    CHECK(has_error_notice(rig.controller, "Your saved setups could not be read"));
    CHECK(rig.controller.active());
    CHECK(rig.controller.session().challenge().game == "boxoff");  // the game in progress stays
  }
}

TEST_CASE("lab form: described setups follow the published ones, replaced and removed by name") {
  LabForm form;
  form.choose_game("fujisan");
  REQUIRE(form.setups == std::vector<std::string>{"pure-random", "any-coin"});
  CHECK_FALSE(form.add_described(described("mine")));
  CHECK_FALSE(form.add_described(described("other")));
  CHECK(form.described() == std::vector<std::string>{described("mine"), described("other")});
  // Ticking a published setup keeps the game's order, and the described ones after it.
  form.set_setup("any-coin", false);
  form.set_setup("dominoes", true);
  CHECK(form.setups.size() == 4);
  CHECK(form.setups[2] == described("mine"));
  CHECK(setup_labels(form.setups) == std::vector<std::string>{"pure-random", "dominoes", "mine", "other"});
  CHECK(form.add_described(described("mine", 5)));
  CHECK(form.setups[2] == described("mine", 5));
  CHECK(form.remove_described("mine"));
  CHECK_FALSE(form.remove_described("mine"));
  CHECK(setup_labels(form.setups) == std::vector<std::string>{"pure-random", "dominoes", "other"});
  // Another game starts from its own published setups.
  form.choose_game("boxoff");
  CHECK(form.described().empty());
}
