#include "app/lab_range_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>

#include <imgui.h>

#include "app/lab_heatmap.hpp"
#include "app/lab_plots.hpp"
#include "app/lab_tables.hpp"
#include "app/param_widgets.hpp"
#include "middle/lab_export.hpp"
#include "middle/lab_range.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

std::string short_number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", v);
  return text;
}

// A bin as read: its value when the axis has one bin per whole number, else its interval.
std::string bin_text(const lab::RangeAxis& axis, std::uint32_t k) {
  const double lo = axis.edge(k), hi = axis.edge(k + 1);
  if (hi - lo == 1 && std::floor(lo + 0.5) == lo + 0.5) return short_number(lo + 0.5);
  return short_number(lo) + "-" + short_number(hi);
}

std::vector<std::string> bin_labels(const lab::RangeAxis& axis, std::uint32_t bins) {
  std::vector<std::string> out;
  for (std::uint32_t k = 0; k < bins; ++k) out.push_back(bin_text(axis, k));
  return out;
}

std::string percent_text(double share) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f%%", share * 100);
  return text;
}

}  // namespace

void LabRangeView::choose_defaults(const std::vector<std::string>& measures) {
  const auto has = [&](const std::string& name) {
    return std::find(measures.begin(), measures.end(), name) != measures.end();
  };
  if (has(x_) && has(y_) && x_ != y_) return;
  // The length against the first metric, else the first two measures that vary by challenge.
  std::vector<std::string> metrics;
  for (const std::string& m : measures)
    if (m != "solvable" && m != "random_solved" && m != "length") metrics.push_back(m);
  x_ = has("length") ? "length" : !metrics.empty() ? metrics.front() : measures.front();
  y_ = !metrics.empty() && metrics.front() != x_ ? metrics.front()
       : metrics.size() > 1                      ? metrics[1]
                                                 : (measures.front() == x_ ? measures.back() : measures.front());
  cell_grid_ = -1;
}

void LabRangeView::refresh() {
  const std::string key = std::to_string(run_.revision()) + "/" + std::to_string(run_.measured().size()) + "/" + x_ +
                          "/" + y_ + "/" + std::to_string(bins_);
  if (key == computed_for_) return;
  histogram_ = lab_range_histogram(run_, x_, y_, static_cast<std::uint32_t>(bins_));
  computed_for_ = key;
  if (histogram_.empty() || cell_x_ >= static_cast<int>(histogram_.x.bins) ||
      cell_y_ >= static_cast<int>(histogram_.y.bins))
    cell_grid_ = -1;
}

std::optional<LabChallengePick> LabRangeView::draw(const ui::Fonts& fonts) {
  std::optional<LabChallengePick> opened;
  const lab::ExperimentSpec& spec = run_.spec();
  ImGui::Spacing();
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Expressive range");
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "How the challenges of a setup spread over two measures: each cell is the share of the setup's "
      "challenges (those with both measures) that fall in it, on axes shared by every setup; the third grid is "
      "the first setup's share minus the second's. Click a cell to list its challenges.");
  if (run_.measured_left_out() > 0)
    ImGui::TextDisabled(
        "Drawn from the first %zu challenges to arrive; the measures of the other %llu are not kept "
        "(the tables and the document cover them all).",
        run_.measured().size(), static_cast<unsigned long long>(run_.measured_left_out()));
  ImGui::PopTextWrapPos();
  const std::vector<std::string> measures = lab_range_measures(run_);
  if (measures.size() < 2 || spec.setups.empty()) {
    ImGui::TextDisabled("Waiting for the first trials' measures\xE2\x80\xA6");
    return opened;
  }
  choose_defaults(measures);
  std::vector<Named> measure_names, setup_names;
  for (const std::string& m : measures) measure_names.push_back({m, ""});
  for (const std::string& s : spec.setups) setup_names.push_back({s, ""});
  int xi = static_cast<int>(std::find(measures.begin(), measures.end(), x_) - measures.begin());
  int yi = static_cast<int>(std::find(measures.begin(), measures.end(), y_) - measures.begin());
  const int last_setup = static_cast<int>(spec.setups.size()) - 1;
  a_ = std::clamp(a_, 0, last_setup);
  b_ = std::clamp(b_, 0, last_setup);
  const float combo = ImGui::GetFontSize() * 11;
  ImGui::SetNextItemWidth(combo);
  if (named_combo("lab-range-x", "x##range", measure_names, xi)) cell_grid_ = -1;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(combo);
  if (named_combo("lab-range-y", "y##range", measure_names, yi)) cell_grid_ = -1;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ui::input_int("lab-range-bins", "bins##range", &bins_)) cell_grid_ = -1;
  bins_ = std::clamp(bins_, 1, static_cast<int>(lab::kMaxRangeBins));
  ImGui::SetNextItemWidth(combo);
  if (named_combo("lab-range-a", "setup##range-a", setup_names, a_)) cell_grid_ = -1;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(combo);
  if (named_combo("lab-range-b", "against##range-b", setup_names, b_)) cell_grid_ = -1;
  x_ = measures[static_cast<std::size_t>(xi)];
  y_ = measures[static_cast<std::size_t>(yi)];
  refresh();

  const lab::RangeHistogram& h = histogram_;
  nlohmann::json report = {{"x", x_},
                           {"y", y_},
                           {"a", spec.setups[static_cast<std::size_t>(a_)]},
                           {"b", spec.setups[static_cast<std::size_t>(b_)]},
                           {"measures", measures.size()}};
  if (h.empty()) {
    ImGui::TextDisabled("No challenge has both %s and %s.", x_.c_str(), y_.c_str());
    report["bins"] = nullptr;
    ui::automation::report("lab_range", report);
    return opened;
  }
  report["bins"] = {h.x.bins, h.y.bins};
  report["n"] = {h.n[static_cast<std::size_t>(a_)], h.n[static_cast<std::size_t>(b_)]};
  // The two grids' counts ([ix * y bins + iy]), for a test to compare with a document's.
  report["counts"] = {h.counts[static_cast<std::size_t>(a_)], h.counts[static_cast<std::size_t>(b_)]};
  double top = 0, spread = 0;
  std::vector<double> share_a, share_b, difference;
  for (std::uint32_t ix = 0; ix < h.x.bins; ++ix)
    for (std::uint32_t iy = 0; iy < h.y.bins; ++iy) {
      share_a.push_back(lab_range_share(h, static_cast<std::size_t>(a_), ix, iy));
      share_b.push_back(lab_range_share(h, static_cast<std::size_t>(b_), ix, iy));
      difference.push_back(share_a.back() - share_b.back());
      top = std::max({top, share_a.back(), share_b.back()});
      spread = std::max(spread, std::fabs(difference.back()));
    }
  // Three grids in a row when they fit at a readable size, each with its row labels to its left.
  float labels = ImGui::CalcTextSize(y_.c_str()).x;
  for (std::uint32_t k = 0; k < h.y.bins; ++k)
    labels = std::max(labels, ImGui::CalcTextSize(bin_text(h.y, k).c_str()).x);
  const float font = ImGui::GetFontSize();
  const float beside = labels + font * 0.6f + 24;  // what each grid takes besides its cells
  const float avail = ImGui::GetContentRegionAvail().x;
  const float side = std::clamp((avail - 3 * beside) / 3.0f, font * 10, font * 20);
  const std::string setup_a = spec.setups[static_cast<std::size_t>(a_)],
                    setup_b = spec.setups[static_cast<std::size_t>(b_)];
  const char* grid_ids[3] = {"lab-range-grid-a", "lab-range-grid-b", "lab-range-grid-diff"};
  const char* plot_ids[3] = {"range-a", "range-b", "range-diff"};
  const std::vector<double>* values[3] = {&share_a, &share_b, &difference};
  for (int g = 0; g < 3; ++g) {
    if (g > 0 && (side + beside) * static_cast<float>(g + 1) <= avail) ImGui::SameLine(0, 24);
    ImGui::BeginGroup();
    ImGui::BeginGroup();
    ImGui::PushFont(fonts.bold);
    const std::string title = g == 0   ? setup_a + " (n = " + std::to_string(h.n[static_cast<std::size_t>(a_)]) + ")"
                              : g == 1 ? setup_b + " (n = " + std::to_string(h.n[static_cast<std::size_t>(b_)]) + ")"
                                       : setup_a + " minus " + setup_b;
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    HeatmapGrid grid;
    grid.columns = h.x.bins;
    grid.rows = h.y.bins;
    grid.values = *values[g];
    grid.diverging = g == 2;
    grid.scale = g == 2 ? std::max(spread, 1e-9) : std::max(top, 1e-9);
    grid.column_labels = bin_labels(h.x, h.x.bins);
    grid.row_labels = bin_labels(h.y, h.y.bins);
    grid.x_title = x_;
    grid.y_title = y_;
    const auto tooltip = [&, g](int c, int r) {
      const auto ix = static_cast<std::uint32_t>(c), iy = static_cast<std::uint32_t>(r);
      std::string text = x_ + " " + bin_text(h.x, ix) + ", " + y_ + " " + bin_text(h.y, iy) + "\n";
      for (int s : {a_, b_}) {
        if (g != 2 && s != (g == 0 ? a_ : b_)) continue;
        const auto setup = static_cast<std::size_t>(s);
        text += spec.setups[setup] + ": " +
                std::to_string(h.counts[setup][static_cast<std::size_t>(ix) * h.y.bins + iy]) + " of " +
                std::to_string(h.n[setup]) + " (" + percent_text(lab_range_share(h, setup, ix, iy)) + ")\n";
      }
      return text + "Click to list them";
    };
    const HeatmapHit hit = draw_heatmap(grid_ids[g], grid, ImVec2(side, side), tooltip, cell_grid_ == g ? cell_x_ : -1,
                                        cell_grid_ == g ? cell_y_ : -1);
    if (hit.clicked) {
      cell_grid_ = g;
      cell_x_ = hit.column;
      cell_y_ = hit.row;
    }
    ImGui::EndGroup();
    plot_export_button(plot_ids[g], "this grid",
                       lab_export_name(run_.document(), std::string(plot_ids[g]) + "-" + x_ + "-" + y_ + ".png"));
    ImGui::EndGroup();
  }
  if (ui::button("lab-range-csv", "Export range CSV", true,
                 "Every cell: its bounds, each setup's count, the shares and their difference")) {
    try {
      message_ = platform::offer_download(
          lab_export_name(run_.document(), "range-" + x_ + "-" + y_ + ".csv"), "text/csv",
          lab_range_csv(run_, h, x_, y_, static_cast<std::size_t>(a_), static_cast<std::size_t>(b_)));
    } catch (const std::exception& e) {
      message_ = std::string("The export failed: ") + e.what();
    }
  }
  if (!message_.empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", message_.c_str());
  }
  report["message"] = message_;
  opened = draw_cell(fonts);
  if (cell_grid_ >= 0) {
    report["cell"] = {{"grid", cell_grid_}, {"x", cell_x_}, {"y", cell_y_}};
    std::size_t rows = 0;
    for (int s : {a_, b_}) {
      if (cell_grid_ != 2 && s != (cell_grid_ == 0 ? a_ : b_)) continue;
      rows += lab_range_cell(run_, h, x_, y_, static_cast<std::size_t>(s), static_cast<std::uint32_t>(cell_x_),
                             static_cast<std::uint32_t>(cell_y_))
                  .size();
      if (a_ == b_) break;
    }
    report["cell"]["rows"] = rows;
  } else {
    report["cell"] = nullptr;
  }
  ui::automation::report("lab_range", report);
  return opened;
}

std::optional<LabChallengePick> LabRangeView::draw_cell(const ui::Fonts& fonts) {
  std::optional<LabChallengePick> opened;
  if (cell_grid_ < 0) return opened;
  const lab::RangeHistogram& h = histogram_;
  const auto ix = static_cast<std::uint32_t>(cell_x_), iy = static_cast<std::uint32_t>(cell_y_);
  std::vector<std::pair<std::size_t, const LabRun::MeasuredChallenge*>> rows;
  for (int s : {a_, b_}) {
    if (cell_grid_ != 2 && s != (cell_grid_ == 0 ? a_ : b_)) continue;
    for (const auto* m : lab_range_cell(run_, h, x_, y_, static_cast<std::size_t>(s), ix, iy))
      rows.push_back({static_cast<std::size_t>(s), m});
    if (a_ == b_) break;
  }
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  const std::string title = std::to_string(rows.size()) + (rows.size() == 1 ? " challenge" : " challenges") + " with " +
                            x_ + " " + bin_text(h.x, ix) + " and " + y_ + " " + bin_text(h.y, iy);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  ui::automation::track("lab-range-cell");
  const std::size_t shown = std::min<std::size_t>(rows.size(), 200);
  if (shown < rows.size()) ImGui::TextDisabled("The first %zu are listed.", shown);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_NoSavedSettings;
  const float height =
      ImGui::GetFrameHeightWithSpacing() * static_cast<float>(std::min<std::size_t>(shown, 10) + 1) + 8;
  if (shown > 0 && lab_tables::begin_table("lab-range-challenges", 7, flags, height)) {
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* c : {"Setup", "Trial", "Seed", "Verdict", x_.c_str(), y_.c_str(), ""}) ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    const std::uint64_t trials = std::max<std::uint64_t>(run_.spec().trials, 1);
    for (std::size_t i = 0; i < shown; ++i) {
      const auto& [setup, m] = rows[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(run_.spec().setups[setup].c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%llu", static_cast<unsigned long long>(m->chunk % trials + 1));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(m->seed.c_str());
      if (ImGui::IsItemHovered()) {
        std::string all;
        for (const auto& [name, value] : m->measures) all += name + " " + short_number(value) + "\n";
        ImGui::SetTooltip("%s", all.c_str());
      }
      ImGui::TableNextColumn();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(m->status == "solved"       ? ui::palette().good
                                                        : m->status == "unsolvable" ? ui::palette().bad
                                                                                    : ui::palette().text_dim),
                         "%s", m->status == "solved" ? "solvable" : m->status.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(short_number(m->measures.at(x_)).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(short_number(m->measures.at(y_)).c_str());
      ImGui::TableNextColumn();
      ImGui::PushID(static_cast<int>(i));
      if (ui::inline_button(("lab-range-open-" + std::to_string(i)).c_str(), "Open"))
        opened = LabChallengePick{setup, m->seed};
      ImGui::PopID();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Play this challenge on the play screen");
    }
    lab_tables::end_table("lab-range-challenges");
  }
  return opened;
}

}  // namespace puzzlelab
