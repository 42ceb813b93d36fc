// The Lab sweep form's setups (shell/middle/lab_sweep_setups): a label in the Setups field stands
// for the player's own described setup (saved in the browser, or brought by a sweep link), inline
// descriptions are kept whole, the numbers an axis can sweep are listed, and a sweep over a saved
// setup's number run through the workers writes the CLI's document byte for byte.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_in_process.hpp"
#include "game/game.hpp"
#include "game/game_checks.hpp"
#include "game/params.hpp"
#include "input_error_checks.hpp"
#include "lab/sweep.hpp"
#include "middle/lab_sweep.hpp"
#include "middle/lab_sweep_setups.hpp"
#include "middle/requests.hpp"
#include "middle/saved_setups.hpp"
#include "worker/worker_client.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

// A Pretzel deal pattern of one's own, as the Lab's setup editor saves it: normalized by the game.
std::string saved_suit_bands() {
  const Game& pretzel = find_game("pretzel");
  return checked_setup(pretzel, normalize_params(pretzel, json::object()),
                       R"({"name":"suit-bands","cells":{"suits":{"bands":1}}})");
}

}  // namespace

TEST_CASE("sweep form setups: labels stand for one's own descriptions, inline ones stay whole") {
  const std::string mine = saved_suit_bands();
  const std::string other = R"({"name":"suit-bands","cells":{"suits":{"bands":3}}})";
  CHECK(sweep_form_setups("shuffled,suit-bands", {mine, other}) == std::vector<std::string>{"shuffled", mine});
  CHECK(sweep_form_setups("suit-bands,shuffled", {other, mine}) == std::vector<std::string>{other, "shuffled"});
  // A label no own setup has is kept for the sweep's reader to name.
  CHECK(sweep_form_setups("shuffled,mine", {mine}) == std::vector<std::string>{"shuffled", "mine"});
  const std::string typed = R"({"name":"typed","cells":{"ranks":{"bands":2}}})";
  CHECK(sweep_form_setups("shuffled," + typed, {mine}) == std::vector<std::string>{"shuffled", typed});
  CHECK(test::error_of([] { sweep_form_setups(R"(shuffled,{"name":"x")", {}); }, "bad_setup") ==
        R"(setup 2, the description '{"name":"x"', never closes: a '}' is missing)");

  CHECK(sweep_form_setups_text({"shuffled", mine}) == "shuffled,suit-bands");
  CHECK(sweep_form_setups("shuffled,suit-bands", {mine}) == std::vector<std::string>{"shuffled", mine});
}

TEST_CASE("sweep form setups: the numbers an axis can sweep in a description") {
  const std::string text = R"({"name":"x","flag":true,"ratio":0.5,"cells":{"suits":{"bands":2}},)"
                           R"("blocks":[{"rows":1,"cols":3},{"rows":3,"cols":1}]})";
  CHECK(setup_number_pointers(text, 10) == std::vector<std::string>{"/blocks/0/cols", "/blocks/0/rows",
                                                                    "/blocks/1/cols", "/blocks/1/rows",
                                                                    "/cells/suits/bands"});
  CHECK(setup_number_pointers(text, 2) == std::vector<std::string>{"/blocks/0/cols", "/blocks/0/rows"});
  CHECK(setup_number_pointers("shuffled", 10).empty());
  CHECK(setup_number_pointers("{broken", 10).empty());
  // A saved Pretzel pattern: its bands, the field the sweep below varies.
  const std::vector<std::string> saved = setup_number_pointers(saved_suit_bands(), 10);
  CHECK(std::find(saved.begin(), saved.end(), "/cells/suits/bands") != saved.end());
}

TEST_CASE("sweep form setups: a saved setup swept over its number in the workers is the CLI's sweep") {
  SavedSetups saved;
  REQUIRE(saved.save({"pretzel", saved_suit_bands()}).empty());
  // The form's request: its Setups field names the saved setup by label.
  const json request = {{"game", "pretzel"},
                        {"params", json::object()},
                        {"setups", sweep_form_setups("shuffled,suit-bands", saved.of_game("pretzel"))},
                        {"axes", {lab::parse_sweep_axis_text("suit-bands/cells/suits/bands=1,2,4")}},
                        {"trials", 2},
                        {"per_trial", 10},
                        {"seed", "3"}};
  const lab::SweepSpec spec = lab::read_sweep_spec(request, all_games());
  Requests requests(make_worker_client());
  LabSweep sweep(requests);
  sweep.start(spec);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(180);
  while (sweep.running() && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    sweep.update();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE(sweep.state() == LabSweep::State::done);
  const json& doc = sweep.document();
  REQUIRE(doc["points"].size() == 3);
  CHECK(doc["points"][0]["setups"]["suit-bands"] == doc["points"][0]["setups"]["shuffled"]);  // bands 1: Shuffled
  CHECK(doc["points"][0]["setups"]["suit-bands"]["length_mean"] !=
        doc["points"][2]["setups"]["suit-bands"]["length_mean"]);
  CHECK(lab_sweep_json(doc) ==
        test::cli_output({"sweep", "pretzel", "--setups", "shuffled," + saved_suit_bands(), "--axis",
                          "suit-bands/cells/suits/bands=1,2,4", "--trials", "2", "--per-trial", "10", "--seed", "3"}));
}
