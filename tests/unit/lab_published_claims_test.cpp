// The paper comparison's claims over a rank with ties and "no significant difference"
// (lab/published.hpp), on documents written here, and the four-setup Fujisan study as a preset.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "lab/studies.hpp"
#include "lab/published.hpp"

using namespace puzzlelab;
using json = nlohmann::json;

namespace {

// Three setups' solvability and the Welch tests between them: a and b are not told apart
// (p = 0.4), both significantly above c.
json three_setups() {
  json doc;
  doc["setups"]["a"] = {{"solvable", 0.91}, {"solvable_interval", {0.89, 0.93}}};
  doc["setups"]["b"] = {{"solvable", 0.90}, {"solvable_interval", {0.88, 0.92}}};
  doc["setups"]["c"] = {{"solvable", 0.84}, {"solvable_interval", {0.82, 0.86}}};
  doc["tests"]["solvable_welch"] = json::array({{{"a", "a"}, {"b", "b"}, {"p", 0.4}},
                                                {{"a", "a"}, {"b", "c"}, {"p", 0.001}},
                                                {{"a", "b"}, {"b", "c"}, {"p", 0.01}}});
  return doc;
}

}  // namespace

TEST_CASE("lab paper: ranks with ties follow the significance of the differences") {
  const std::vector<std::string> among = {"a", "b", "c"};
  const json doc = three_setups();
  const json out = lab::compare_values({paper_rank("a", "solvable", 1, true, among, false, "s", "q"),
                                        paper_rank("b", "solvable", 1, true, among, false, "s", "q"),
                                        paper_rank("c", "solvable", 3, false, among, false, "s", "q"),
                                        paper_rank("b", "solvable", 2, false, among, false, "s", "q"),
                                        paper_rank("a", "solvable", 1, false, among, false, "s", "q")},
                                       doc);
  REQUIRE(out.size() == 5);
  // a and b share rank 1 (neither is significantly better), c has both above it.
  CHECK(out[0]["ranks"] == json({{"a", 1}, {"b", 1}, {"c", 3}}));
  CHECK(out[0]["measured"] == 1);
  CHECK(out[0]["tied"] == true);
  CHECK(out[0]["agrees"] == true);
  CHECK(out[1]["agrees"] == true);
  CHECK(out[2]["measured"] == 3);
  CHECK(out[2]["tied"] == false);
  CHECK(out[2]["agrees"] == true);
  // The paper's b second, or a first without a tie, is not what was measured.
  CHECK(out[3]["agrees"] == false);
  CHECK(out[4]["agrees"] == false);

  // b significantly below a too: three different ranks.
  json apart = doc;
  apart["tests"]["solvable_welch"][0]["p"] = 0.01;
  const json split = lab::compare_values({paper_rank("b", "solvable", 2, false, among, false, "s", "q")}, apart);
  CHECK(split[0]["ranks"] == json({{"a", 1}, {"b", 2}, {"c", 3}}));
  CHECK(split[0]["agrees"] == true);
}

TEST_CASE("lab paper: a metric's rank, lowest first, by its intervals") {
  json doc;
  doc["setups"]["x"]["metrics"]["setup_actions"]["all"] = {{"n", 10}, {"mean", 16.5}, {"interval", {16.1, 16.9}}};
  doc["setups"]["y"]["metrics"]["setup_actions"]["all"] = {{"n", 10}, {"mean", 16.8}, {"interval", {16.4, 17.2}}};
  doc["setups"]["z"]["metrics"]["setup_actions"]["all"] = {{"n", 10}, {"mean", 72}, {"interval", {72, 72}}};
  const std::vector<std::string> among = {"x", "y", "z"};
  const json out = lab::compare_values({paper_rank("z", "metric:setup_actions", 3, false, among, true, "s", "q"),
                                        paper_rank("x", "metric:setup_actions", 1, false, among, true, "s", "q")},
                                       doc);
  // x and y overlap: a shared first rank, so the paper's untied 1 for x disagrees.
  CHECK(out[0]["ranks"] == json({{"x", 1}, {"y", 1}, {"z", 3}}));
  CHECK(out[0]["agrees"] == true);
  CHECK(out[1]["tied"] == true);
  CHECK(out[1]["agrees"] == false);
}

TEST_CASE("lab paper: no significant difference, tested by the document's analysis of variance") {
  const PublishedValue none = paper_not_significant("metric_anova_p:counter_intuitive:solvable", "s", "q");
  json doc;
  doc["setups"] = json::object();
  doc["tests"]["metric_anova"]["counter_intuitive"]["solvable"] = {{"p", 0.31}, {"defined", true}};
  CHECK(lab::compare_values({none}, doc)[0]["agrees"] == true);
  CHECK(lab::compare_values({none}, doc)[0]["measured"] == 0.31);
  doc["tests"]["metric_anova"]["counter_intuitive"]["solvable"]["p"] = 0.004;
  CHECK(lab::compare_values({none}, doc)[0]["agrees"] == false);
  // An undefined test, or none at all, compares nothing.
  doc["tests"]["metric_anova"]["counter_intuitive"]["solvable"]["defined"] = false;
  CHECK(lab::compare_values({none}, doc)[0]["agrees"].is_null());
  doc["tests"].erase("metric_anova");
  CHECK(lab::compare_values({none}, doc)[0]["agrees"].is_null());
}

TEST_CASE("lab paper: the entangled paper's four-setup Fujisan study") {
  const lab::StudyPreset* p = lab::find_study_preset("fujisan-entangled");
  REQUIRE(p != nullptr);
  CHECK(p->game == "fujisan");
  CHECK(p->setups == std::vector<std::string>{"any-coin", "piecepack", "engraved-tiles", "dominoes"});
  CHECK(p->trials == 10);
  CHECK(p->per_trial == 100);
  bool kruskal = false, anova = false;
  for (const PublishedValue& v : p->published) {
    if (v.quantity == "length_kruskal_wallis_p") kruskal = v.value == 6.4e-9 && v.claim == "significant";
    if (v.quantity == "metric_anova_p:counter_intuitive:solvable") anova = v.claim == "not_significant";
  }
  CHECK(kruskal);
  CHECK(anova);
  REQUIRE(p->split_plots.size() == 1);
  CHECK(p->split_plots[0].metric == "connectivity");
  CHECK(p->split_plots[0].title.rfind("Fig. 19", 0) == 0);
}
