#include "app/lab_series_view.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/lab_format.hpp"
#include "app/lab_plots.hpp"
#include "app/lab_tables.hpp"
#include "lab/series.hpp"
#include "ui/automation.hpp"
#include "ui/plot.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;
namespace fmt = lab_format;
namespace plot = ui::plot;

using namespace lab_tables;

// The middle layer's lines as the plot draws them.
std::vector<plot::LineSeries> plot_lines(const std::vector<SeriesLine>& lines) {
  std::vector<plot::LineSeries> out;
  for (const SeriesLine& line : lines) {
    plot::LineSeries series{line.setup, {}};
    for (const SeriesPoint& p : line.points) {
      plot::LinePoint point;
      point.x = p.size;
      point.y = p.value.value_or(plot::kNone);
      point.lo = p.low.value_or(plot::kNone);
      point.hi = p.high.value_or(plot::kNone);
      point.reference = p.published.value_or(plot::kNone);
      point.note = p.paper_note;
      series.points.push_back(point);
    }
    out.push_back(series);
  }
  return out;
}

// The series' name and sizes, its lines, each with its "PNG".
void draw_series_lines(const LabSeries& series, const ui::Fonts& fonts) {
  const json& doc = series.document();
  const lab::SeriesSpec& spec = series.spec();
  const std::string parameter = lab::find_series_preset(spec.name)->parameter;
  const float height = ImGui::GetFontSize() * 17;
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s: %llu trials x %llu challenges per setup at every size, seed %llu%s", spec.name.c_str(),
                      static_cast<unsigned long long>(spec.trials), static_cast<unsigned long long>(spec.per_trial),
                      static_cast<unsigned long long>(spec.seed), doc.value("complete", false) ? "" : " (so far)");
  ImGui::PopTextWrapPos();

  plot::LinePlot solvable;
  solvable.series = plot_lines(series_lines(doc, "solvable"));
  solvable.x.title = parameter;
  solvable.y = {"solvable", plot::Format::percent, 0.0, 1.0};
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted(("Solvable by " + parameter + " (95% intervals; diamonds: the paper's values)").c_str());
  ImGui::PopFont();
  plot::line_plot("lab-series-solvable", solvable, ImVec2(0, height));
  plot_export_button("series-solvable", "the solvability lines", lab_series_export_name(spec, "solvable.png"));

  plot::LinePlot interest;
  interest.series = plot_lines(series_lines(doc, "sp_minus_sr"));
  for (plot::LineSeries& s : interest.series)
    for (plot::LinePoint& p : s.points) p.lo = p.hi = plot::kNone;  // the document gives no interval for it
  interest.x.title = parameter;
  interest.y = {"P(Sp) - P(Sr)", plot::Format::percent};
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted(("P(Sp) - P(Sr) by " + parameter + ": the exact solver's lead over random play").c_str());
  ImGui::PopFont();
  plot::line_plot("lab-series-sp-sr", interest, ImVec2(0, height));
  plot_export_button("series-sp-sr", "the P(Sp) - P(Sr) lines", lab_series_export_name(spec, "sp-sr.png"));
}

// The figures per size and setup.
void draw_series_table(const LabSeries& series, const ui::Fonts& fonts) {
  const json& doc = series.document();
  const std::string parameter = lab::find_series_preset(series.spec().name)->parameter;
  heading(fonts, "Per size and setup");
  std::string header = parameter;
  header[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(header[0])));
  if (begin_table("lab-series-table", 6)) {
    for (const char* c :
         {header.c_str(), "Setup", "Solvable (95%)", "Random solver (95%)", "P(Sp)-P(Sr)", "Median length"})
      ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const json& entry : doc["experiments"]) {
      const json& document = entry["document"];
      for (const json& name : document["experiment"]["setups"]) {
        const json& s = document["setups"][name.get<std::string>()];
        ImGui::TableNextRow();
        cell(entry[parameter].dump());
        cell(name.get<std::string>());
        cell(fmt::percent(s["solvable"]) + " " + fmt::percent_interval(s["solvable_interval"]));
        cell(fmt::percent(s["random_solvable"]) + " " + fmt::percent_interval(s["random_solvable_interval"]));
        cell(fmt::percent(s["sp_minus_sr"]));
        cell(fmt::number(s["length_median"]));
      }
    }
    end_table("lab-series-table");
  }
  ui::automation::track("lab-series-table");
}

// The paper's claims of every size beside the measurement.
void draw_series_paper(const LabSeries& series, const ui::Fonts& fonts) {
  const json paper = series_paper(series.document());
  const std::string parameter = lab::find_series_preset(series.spec().name)->parameter;
  std::string header = parameter;
  header[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(header[0])));
  heading(fonts, "The paper beside the measurement, size by size");
  int disagree = 0;
  for (const json& e : paper) disagree += e["agrees"] == false ? 1 : 0;
  if (disagree > 0)
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad),
                       "%d of %d published claims are not reproduced", disagree, static_cast<int>(paper.size()));
  else
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().good),
                       "Every published claim with a measurement agrees");
  ui::automation::track("lab-series-paper-verdict");
  if (begin_table("lab-series-paper", 6)) {
    for (const char* c : {header.c_str(), "Setup", "Quantity", "Paper", "Measured (95%)", "Agrees"})
      ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const json& e : paper) {
      ImGui::TableNextRow();
      const bool disagrees = e["agrees"] == false;
      if (disagrees) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ui::palette().row_bad);
      cell(e[parameter].dump());
      cell(e.value("setup", std::string()).empty() ? "(all)" : e["setup"].get<std::string>());
      cell(e.value("quantity", std::string()));
      cell(fmt::paper_value(e));
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s\n\"%s\"", e.value("source", std::string()).c_str(),
                          e.value("quote", std::string()).c_str());
      cell(fmt::measured_value(e));
      ImGui::TableNextColumn();
      if (e["agrees"] == true)
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().good), "agrees");
      else if (disagrees)
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad), "DISAGREES");
      else
        ImGui::TextDisabled("not measured");
    }
    end_table("lab-series-paper");
  }
  ui::automation::track("lab-series-paper");
}

}  // namespace

void LabSeriesPanel::draw_progress() const {
  if (series_.state() == LabRun::State::idle) return;
  const std::uint64_t total = series_.chunks_total();
  const float fraction = total == 0 ? 0.0f : static_cast<float>(series_.chunks_done()) / static_cast<float>(total);
  const std::string counts = std::to_string(series_.sizes_done()) + " / " + std::to_string(series_.sizes().size()) +
                             " sizes, " + std::to_string(series_.chunks_done()) + " / " + std::to_string(total) +
                             " trials";
  lab_tables::progress(fraction, counts);
  const std::string parameter = lab::find_series_preset(series_.spec().name)->parameter;
  std::string state;
  switch (series_.state()) {
    case LabRun::State::running:
      state = "Running " + series_.run().spec().preset + " (" + std::to_string(series_.sizes()[series_.current()]) +
              " " + parameter + ") in the workers (" + std::to_string(series_.run().chunks_done()) + " / " +
              std::to_string(series_.run().chunks_total()) + " trials)\xE2\x80\xA6";
      break;
    case LabRun::State::done: state = "Done."; break;
    case LabRun::State::cancelled: state = "Cancelled: the lines cover the sizes that finished."; break;
    default: state = "Stopped by an error:"; break;
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", state.c_str());
  if (!series_.error().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
    ImGui::TextUnformatted(series_.error().c_str());
    ImGui::PopStyleColor();
    ui::automation::track("lab-run-error");
  }
  ImGui::PopTextWrapPos();
}

void LabSeriesPanel::draw(bool narrow, const ui::Fonts& fonts) const {
  if (series_.sizes_done() == 0) {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", series_.running() ? "The lines start once the first size is done\xE2\x80\xA6"
                                                : "No size of the series finished.");
    ImGui::PopTextWrapPos();
    return;
  }
  if (!ImGui::BeginTabBar("lab-series-tabs")) return;
  lab_tables::tab_pane("lab-tab-lines", "Lines", "lab-lines-tab", narrow, [&] { draw_series_lines(series_, fonts); });
  lab_tables::tab_pane("lab-tab-series-table", "Table", "lab-series-table-tab", narrow,
                       [&] { draw_series_table(series_, fonts); });
  lab_tables::tab_pane("lab-tab-series-paper", "Paper", "lab-series-paper-tab", narrow,
                       [&] { draw_series_paper(series_, fonts); });
  ImGui::EndTabBar();
}

}  // namespace puzzlelab
