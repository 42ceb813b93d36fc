#include "app/lab_results.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/lab_format.hpp"
#include "app/lab_plots.hpp"
#include "app/lab_tables.hpp"
#include "middle/lab_form.hpp"
#include "ui/automation.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;
namespace fmt = lab_format;

using namespace lab_tables;

void coloured_cell(const std::string& text, ImU32 colour) {
  ImGui::TableNextColumn();
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s", text.c_str());
}

// "colours 4, cols 6, rows 4, standard rules": the parameters as a line of text.
std::string params_text(const json& params) {
  std::string out;
  for (const auto& [key, value] : params.items()) {
    if (key == "variant") continue;
    out += (out.empty() ? "" : ", ") + key + " " + (value.is_string() ? value.get<std::string>() : value.dump());
  }
  const std::string variant = params.value("variant", "");
  if (!variant.empty()) out += (out.empty() ? "" : ", ") + variant + " rules";
  return out;
}

void draw_summary_table(const LabRun& run, const ui::Fonts& fonts) {
  const json& doc = run.document();
  const lab::ExperimentSpec& spec = run.spec();
  heading(fonts, "Per setup");
  ImGui::PushTextWrapPos(0);  // a phone's width
  ImGui::TextDisabled("%s (%s): %llu trials x %llu challenges per setup, seed %llu%s",
                      find_game_in(all_games(), spec.game).title().c_str(), params_text(spec.params).c_str(),
                      static_cast<unsigned long long>(spec.trials), static_cast<unsigned long long>(spec.per_trial),
                      static_cast<unsigned long long>(spec.seed),
                      doc.value("format", "") == "puzzlelab-experiment" ? "" : " (so far)");
  ImGui::PopTextWrapPos();
  const char* columns[] = {"Setup",       "Challenges",          "Solvable (95%)", "Random solver (95%)",
                           "P(Sp)-P(Sr)", "Median length (IQR)", "Unknown"};
  if (begin_table("lab-summary", 7)) {
    for (const char* c : columns) ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const std::string& name : setup_labels(spec.setups)) {
      ImGui::TableNextRow();
      cell(name);
      if (!doc["setups"].contains(name)) {
        for (int i = 0; i < 6; ++i) cell("\xE2\x80\xA6");
        continue;
      }
      const json& s = doc["setups"][name];
      cell(fmt::count(s["challenges"]));
      cell(fmt::percent(s["solvable"]) + " " + fmt::percent_interval(s["solvable_interval"]));
      cell(fmt::percent(s["random_solvable"]) + " " + fmt::percent_interval(s["random_solvable_interval"]));
      cell(fmt::percent(s["sp_minus_sr"]));
      cell(s["length_median"].is_null() ? "\xE2\x80\x93"
                                        : fmt::number(s["length_median"]) + " (" + fmt::number(s["length_q1"]) + "-" +
                                              fmt::number(s["length_q3"]) + ")");
      const std::uint64_t unknown = s.value("unknown", 0ULL);
      if (unknown > 0)
        coloured_cell(fmt::count(s["unknown"]), ui::palette().bad);
      else
        cell("0");
    }
    end_table("lab-summary");
  }
  ui::automation::track("lab-summary");
}

void draw_metrics_table(const LabRun& run, const ui::Fonts& fonts) {
  const json& doc = run.document();
  const lab::ExperimentSpec& spec = run.spec();
  std::vector<std::string> metrics;
  for (const auto& [name, s] : doc["setups"].items())
    for (const auto& [metric, value] : s["metrics"].items())
      if (std::find(metrics.begin(), metrics.end(), metric) == metrics.end()) metrics.push_back(metric);
  std::sort(metrics.begin(), metrics.end());
  if (metrics.empty()) return;
  heading(fonts, "Metric means: all (solvable / unsolvable)");
  const int columns = 1 + static_cast<int>(spec.setups.size());
  if (begin_table("lab-metrics", columns)) {
    ImGui::TableSetupColumn("Metric");
    for (const std::string& name : setup_labels(spec.setups)) ImGui::TableSetupColumn(name.c_str());
    ImGui::TableHeadersRow();
    for (const std::string& metric : metrics) {
      ImGui::TableNextRow();
      cell(metric);
      for (const std::string& name : setup_labels(spec.setups)) {
        const json m = doc["setups"].contains(name) ? doc["setups"][name]["metrics"].value(metric, json()) : json();
        if (!m.is_object()) {
          cell("\xE2\x80\x93");
          continue;
        }
        cell(fmt::number(m["all"].value("mean", json())) + " (" + fmt::number(m["solvable"].value("mean", json())) +
             " / " + fmt::number(m["unsolvable"].value("mean", json())) + ")");
      }
    }
    end_table("lab-metrics");
  }
  ui::automation::track("lab-metrics");
}

void draw_tests(const LabRun& run, const ui::Fonts& fonts) {
  const json& tests = run.document()["tests"];
  if (!tests.is_object()) return;
  heading(fonts, "Tests between setups");
  const json& kw = tests["length_kruskal_wallis"];
  ImGui::TextUnformatted(
      kw.value("defined", false)
          ? ("Kruskal-Wallis on lengths: H = " + fmt::number(kw["h"]) + ", df = " + fmt::number(kw["df"]) +
             ", p = " + fmt::p_value(kw["p"]))
                .c_str()
          : "Kruskal-Wallis on lengths: not defined (fewer than two setups with lengths, or all equal)");
  const json& welch = tests["solvable_welch"];
  if (!welch.is_array() || welch.empty()) return;
  if (begin_table("lab-tests", 5)) {
    for (const char* c : {"Setups", "Solvable: Welch t (p)", "Random solver: Welch t (p)",
                          "Lengths: Mann-Whitney U (p)", "Solvable differs?"})
      ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < welch.size(); ++i) {
      const json& w = welch[i];
      const json& r = tests["random_solvable_welch"][i];
      const json& m = tests["length_mann_whitney"][i];
      ImGui::TableNextRow();
      cell(w["a"].get<std::string>() + " vs " + w["b"].get<std::string>());
      const auto test_text = [](const json& t, const char* stat) {
        return t.value("defined", false) ? fmt::number(t[stat]) + " (p = " + fmt::p_value(t["p"]) + ")"
                                         : std::string("not defined");
      };
      cell(test_text(w, "t"));
      cell(test_text(r, "t"));
      cell(test_text(m, "u"));
      const bool significant = w.value("defined", false) && w["p"].is_number() && w["p"].get<double>() < 0.05;
      if (significant)
        coloured_cell("yes, p < 0.05", ui::palette().good);
      else
        cell("no");
    }
    end_table("lab-tests");
  }
  ui::automation::track("lab-tests");
}

void draw_paper(const LabRun& run, const ui::Fonts& fonts) {
  const json& paper = run.document()["paper"];
  if (!paper.is_array() || paper.empty()) return;
  heading(fonts, "The paper beside the measurement");
  int disagree = 0;
  for (const json& e : paper) disagree += e["agrees"] == false ? 1 : 0;
  if (disagree > 0) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad),
                       "%d of %d published values are not reproduced", disagree, static_cast<int>(paper.size()));
    ImGui::PopFont();
  } else {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().good),
                       "Every published value with a measurement agrees");
  }
  ui::automation::track("lab-paper-verdict");
  if (begin_table("lab-paper", 5)) {
    for (const char* c : {"Setup", "Quantity", "Paper", "Measured (95%)", "Agrees"}) ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const json& e : paper) {
      ImGui::TableNextRow();
      const bool disagrees = e["agrees"] == false;
      if (disagrees) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ui::palette().row_bad);
      cell(e.value("setup", std::string()).empty() ? "(all)" : e["setup"].get<std::string>());
      cell(e.value("quantity", std::string()));
      cell(fmt::paper_value(e));
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s\n\"%s\"", e.value("source", std::string()).c_str(),
                          e.value("quote", std::string()).c_str());
      cell(fmt::measured_value(e));
      if (e["agrees"] == true)
        coloured_cell("agrees", ui::palette().good);
      else if (disagrees) {
        ImGui::TableNextColumn();
        ImGui::PushFont(fonts.bold);
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad), "DISAGREES");
        ImGui::PopFont();
      } else {
        coloured_cell("not measured", ui::palette().text_dim);
      }
    }
    end_table("lab-paper");
  }
  ui::automation::track("lab-paper");
}

}  // namespace

void LabResultsPanel::draw_progress() const {
  if (run_.state() == LabRun::State::idle) return;
  const float fraction = run_.chunks_total() == 0
                             ? 0.0f
                             : static_cast<float>(run_.chunks_done()) / static_cast<float>(run_.chunks_total());
  const std::string counts = std::to_string(run_.chunks_done()) + " / " + std::to_string(run_.chunks_total()) +
                             " trials (" + std::to_string(run_.chunks_done() * run_.spec().per_trial) + " challenges)";
  lab_tables::progress(fraction, counts);
  const char* state = run_.state() == LabRun::State::running ? "Running in the workers\xE2\x80\xA6"
                      : run_.state() == LabRun::State::done  ? "Done."
                      : run_.state() == LabRun::State::cancelled
                          ? "Cancelled: the figures cover the trials that arrived."
                          : "Stopped by an error:";
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", state);
  if (!run_.error().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
    ImGui::TextUnformatted(run_.error().c_str());
    ImGui::PopStyleColor();
    ui::automation::track("lab-run-error");
  }
  ImGui::PopTextWrapPos();
}

std::optional<LabChallengePick> LabResultsPanel::draw(bool narrow, const ui::Fonts& fonts) {
  std::optional<LabChallengePick> opened;
  const json& doc = run_.document();
  if (!doc.is_object()) {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", run_.running() ? "Waiting for the first trials from the workers\xE2\x80\xA6"
                                             : "Choose a published study or your own experiment, then Run. "
                                               "Every trial runs in a worker; the tables and plots fill in as "
                                               "the trials arrive.");
    ImGui::PopTextWrapPos();
    return opened;
  }
  if (!ImGui::BeginTabBar("lab-tabs")) return opened;
  lab_tables::tab_pane("lab-tab-tables", "Tables", "lab-tables", narrow, [&] {
    draw_summary_table(run_, fonts);
    draw_metrics_table(run_, fonts);
    draw_tests(run_, fonts);
  });
  lab_tables::tab_pane("lab-tab-plots", "Plots", "lab-plots-tab", narrow, [&] {
    if (const auto pick = draw_lab_plots(run_, fonts)) {
      challenges_.show(pick->setup, 0, pick->length);
      select_challenges_tab_ = true;
    }
  });
  if (doc.contains("paper"))
    lab_tables::tab_pane("lab-tab-paper", "Paper", "lab-paper-tab", narrow, [&] { draw_paper(run_, fonts); });
  lab_tables::tab_pane("lab-tab-range", "Range", "lab-range-tab", narrow, [&] {
    if (const auto pick = range_.draw(fonts)) opened = pick;
  });
  lab_tables::tab_pane("lab-tab-correlations", "Correlations", "lab-correlations-tab", narrow,
                       [&] { correlations_.draw(run_.document(), run_.spec(), fonts); });
  const ImGuiTabItemFlags select = select_challenges_tab_ ? ImGuiTabItemFlags_SetSelected : 0;
  select_challenges_tab_ = false;
  lab_tables::tab_pane(
      "lab-tab-challenges", "Challenges", "lab-challenges-tab", narrow, [&] { opened = challenges_.draw(fonts); },
      select);
  ImGui::EndTabBar();
  return opened;
}

}  // namespace puzzlelab
