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

TEST_CASE("lab paper: a positive correlation, tested from the document's r and n") {
  // Measures length and zeros: r = 0.2 over 400 challenges of setup e (t = 4.08, p = 5.4e-5),
  // r = 0.05 over 100 of setup f (p = 0.62), r = -0.3 pooled.
  json doc;
  doc["setups"] = json::object();
  doc["correlations"]["measures"] = {"length", "zeros"};
  doc["correlations"]["setups"]["e"] = {{"n", {{400, 400}, {400, 400}}}, {"r", {{1, 0.2}, {0.2, 1}}}};
  doc["correlations"]["setups"]["f"] = {{"n", {{100, 100}, {100, 100}}}, {"r", {{1, 0.05}, {0.05, 1}}}};
  doc["correlations"]["pooled"] = {{"n", {{500, 500}, {500, 500}}}, {"r", {{1, -0.3}, {-0.3, 1}}}};
  const json out = lab::compare_values({paper_positive_correlation("e", "length", "zeros", "s", "q"),
                                        paper_positive_correlation("f", "length", "zeros", "s", "q"),
                                        paper_positive_correlation("", "length", "zeros", "s", "q"),
                                        paper_positive_correlation("g", "length", "zeros", "s", "q"),
                                        paper_positive_correlation("e", "length", "missing", "s", "q")},
                                       doc);
  REQUIRE(out.size() == 5);
  CHECK(out[0]["quantity"] == "correlation:length:zeros");
  CHECK(out[0]["measured"] == 0.2);
  CHECK(out[0]["n"] == 400);
  CHECK(out[0]["p"].get<double>() == doctest::Approx(5.4e-5).epsilon(0.05));
  CHECK(out[0]["agrees"] == true);
  CHECK(out[1]["p"].get<double>() == doctest::Approx(0.62).epsilon(0.02));
  CHECK(out[1]["agrees"] == false);   // positive, not significantly
  CHECK(out[2]["agrees"] == false);   // significant, but negative
  CHECK(out[3]["agrees"].is_null());  // a setup the experiment did not run
  CHECK(out[4]["agrees"].is_null());  // a measure it did not take
}

TEST_CASE("lab paper: P(Sp) - P(Sr) above another setup's, significantly over the trials") {
  // Per-trial differences: a 0.6, 0.7, 0.5, 0.6; b 0.2, 0.3, 0.2, 0.3; c 0.5, 0.7, 0.4, 0.6.
  json doc;
  doc["tests"] = json::object();
  doc["setups"]["a"] = {{"sp_minus_sr", 0.6},
                        {"trials", {0.7, 0.8, 0.6, 0.7}},
                        {"random_trials", {0.1, 0.1, 0.1, 0.1}},
                        {"solvable_interval", {0.6, 0.8}},
                        {"random_solvable_interval", {0.05, 0.15}}};
  doc["setups"]["b"] = {{"sp_minus_sr", 0.25},
                        {"trials", {0.3, 0.4, 0.3, 0.4}},
                        {"random_trials", {0.1, 0.1, 0.1, 0.1}},
                        {"solvable_interval", {0.25, 0.45}},
                        {"random_solvable_interval", {0.05, 0.15}}};
  doc["setups"]["c"] = {{"sp_minus_sr", 0.55},
                        {"trials", {0.6, 0.8, 0.5, 0.7}},
                        {"random_trials", {0.1, 0.1, 0.1, 0.1}},
                        {"solvable_interval", {0.5, 0.8}},
                        {"random_solvable_interval", {0.05, 0.15}}};
  const json out = lab::compare_values(
      {paper_greater("a", "sp_minus_sr", "b", "s", "q"), paper_greater("a", "sp_minus_sr", "c", "s", "q")}, doc);
  CHECK(out[0]["p"].get<double>() < 0.001);
  CHECK(out[0]["agrees"] == true);
  // Above, but not significantly: the claim is a significant margin.
  CHECK(out[1]["measured"].get<double>() > out[1]["other_measured"].get<double>());
  CHECK(out[1]["p"].get<double>() > 0.05);
  CHECK(out[1]["agrees"] == false);
}
