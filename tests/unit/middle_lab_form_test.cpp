// The Lab screen's form and exports (shell/middle/lab_form, lab_export): a preset fills the
// form, the form refuses what the experiment op refuses with its message, and the CSV holds one
// row per setup with the document's own figures.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "lab/lab_link.hpp"
#include "middle/lab_export.hpp"
#include "middle/lab_form.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

std::vector<std::string> split(const std::string& text, const std::string& separator) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto end = text.find(separator, start);
    out.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) return out;
    start = end + separator.size();
  }
}

json run_whole(const LabForm& form) {
  json request = form.request();
  request["op"] = "experiment";
  const json response = handle_request(request);
  REQUIRE(response["ok"] == true);
  return response["result"];
}

}  // namespace

TEST_CASE("lab form: a preset fills the form; another game starts from its defaults") {
  LabForm form = LabForm::from_preset("boxoff-6x6x6");
  CHECK(form.preset == "boxoff-6x6x6");
  CHECK(form.game == "boxoff");
  CHECK(form.params["rows"] == 6);
  CHECK(form.params["colours"] == 6);
  CHECK(form.setups == std::vector<std::string>{"shuffled", "l-tiles"});
  CHECK(form.trials == 10);
  CHECK(form.per_trial == 100);
  CHECK(lab::format_lab_link(form.spec()) == "#v1/lab/preset/boxoff-6x6x6");
  CHECK_THROWS_WITH_AS(LabForm::from_preset("nope"), doctest::Contains("unknown preset 'nope'"), InputError);

  form.choose_game("fujisan");
  CHECK(form.preset.empty());
  CHECK(form.params == json{{"variant", "standard"}});
  CHECK(form.setups == std::vector<std::string>{"pure-random", "any-coin"});
  CHECK(form.trials == 10);
  form.set_setup("dominoes", true);
  form.set_setup("pure-random", false);
  CHECK(form.setups == std::vector<std::string>{"any-coin", "dominoes"});  // the game's order
  form.set_setup("any-coin", false);
  form.set_setup("dominoes", false);
  CHECK_THROWS_WITH(form.spec(), "setups is empty; name at least one setup");
  form.set_setup("dominoes", true);
  form.per_trial = 0;
  CHECK_THROWS_WITH(form.spec(), "per_trial must be a whole number from 1 to 1000000; 0 is too small");
  form.per_trial = 5;
  form.params["variant"] = "sideways";
  CHECK_THROWS_WITH(form.spec(), doctest::Contains("fujisan parameter 'variant' has no value 'sideways'"));

  // A form read back from its experiment is the same experiment.
  const lab::ExperimentSpec spec = LabForm::from_preset("fujisan-setups").spec();
  CHECK(LabForm::from_spec(spec).spec().to_json() == spec.to_json());
}

TEST_CASE("lab exports: the CSV has the documented columns and one row per setup, in the experiment's order") {
  LabForm form;
  form.game = "fujisan";
  form.setups = {"piecepack", "any-coin"};  // not alphabetical: the rows follow the experiment
  form.trials = 2;
  form.per_trial = 4;
  const json doc = run_whole(form);
  const std::string csv = lab_summary_csv(doc);
  auto lines = split(csv, "\r\n");
  REQUIRE(lines.size() == 4);  // header, two setups, the empty string after the last line break
  CHECK(lines.back().empty());
  const auto header = split(lines[0], ",");
  const std::vector<std::string> fixed = {"setup",
                                          "challenges",
                                          "solved",
                                          "unsolvable",
                                          "unknown",
                                          "solvable",
                                          "solvable_low",
                                          "solvable_high",
                                          "random_solved",
                                          "random_solvable",
                                          "random_solvable_low",
                                          "random_solvable_high",
                                          "sp_minus_sr",
                                          "trials_min",
                                          "trials_q1",
                                          "trials_median",
                                          "trials_q3",
                                          "trials_max",
                                          "trials_mean",
                                          "length_count",
                                          "length_min",
                                          "length_q1",
                                          "length_median",
                                          "length_q3",
                                          "length_max",
                                          "length_mean"};
  REQUIRE(header.size() > fixed.size());
  CHECK(std::vector<std::string>(header.begin(), header.begin() + fixed.size()) == fixed);
  CHECK((header.size() - fixed.size()) % 3 == 0);
  CHECK(header[fixed.size()] == "connectivity_mean");  // metrics in name order
  for (int row = 1; row <= 2; ++row) {
    const auto cells = split(lines[row], ",");
    REQUIRE(cells.size() == header.size());
    const std::string setup = form.setups[row - 1];
    CHECK(cells[0] == setup);
    const json& s = doc["setups"][setup];
    CHECK(cells[1] == s["challenges"].dump());
    CHECK(cells[5] == s["solvable"].dump());
    CHECK(cells[6] == s["solvable_interval"][0].dump());
    CHECK(cells[12] == s["sp_minus_sr"].dump());
    CHECK(cells[22] == (s["length_median"].is_null() ? "" : s["length_median"].dump()));
    CHECK(cells[fixed.size()] == s["metrics"]["connectivity"]["all"]["mean"].dump());
  }
  CHECK(lab_summary_csv(json::object()) == lines[0].substr(0, lines[0].find(",connectivity")) + "\r\n");
  CHECK(lab_document_json(doc) == doc.dump(2) + "\n");
  CHECK(lab_export_name(doc, "csv") == "lab-fujisan-seed1.csv");
  CHECK(lab_export_name(run_whole(LabForm::from_preset("pretzel-4x2")), "json") == "lab-pretzel-4x2.json");
}
