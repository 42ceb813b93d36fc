#include "app/lab_sweep_view.hpp"

#include <algorithm>
#include <exception>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/lab_format.hpp"
#include "app/lab_plots.hpp"
#include "app/lab_tables.hpp"
#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "game/setup_description.hpp"
#include "game/setup_list_text.hpp"
#include "lab/sweep_link.hpp"
#include "middle/lab_sweep_setups.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/plot.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;
namespace plot = ui::plot;

std::string join_text(const json& list) {
  std::string out;
  if (list.is_array())
    for (const json& item : list) out += (out.empty() ? "" : ",") + (item.is_string() ? item.get<std::string>() : "");
  return out;
}

// An axis' request object as the form writes it: NAME=FROM..TO[:STEP] or NAME=V,V,...
std::string axis_text(const json& axis) {
  if (!axis.is_object()) return "";
  std::string name = axis.contains("parameter") ? axis.value("parameter", std::string())
                                                : axis.value("setup", std::string()) + axis.value("pointer", "");
  if (axis.contains("values")) {
    std::string values;
    for (const json& v : axis["values"]) values += (values.empty() ? "" : ",") + v.dump();
    return name + "=" + values;
  }
  std::string out = name + "=" + axis.value("from", json(0)).dump() + ".." + axis.value("to", json(0)).dump();
  if (axis.contains("step")) out += ":" + axis["step"].dump();
  return out;
}

std::string axis_title(const std::string& name) { return name; }

// 1-D: the setups' lines of `quantity` over the axis.
void draw_sweep_lines(const LabSweep& sweep, const char* id, const std::string& quantity, const plot::Axis& y,
                      bool intervals) {
  const json& doc = sweep.document();
  const std::vector<std::string> axes = sweep_axis_names(doc);
  plot::LinePlot lines;
  lines.x.title = axes.empty() ? "" : axis_title(axes.front());
  lines.y = y;
  for (const std::string& setup : sweep_setup_labels(doc)) {
    plot::LineSeries series{setup, {}};
    for (const SweepCell& cell : sweep_cells(doc, setup, quantity)) {
      if (!cell.value) continue;
      plot::LinePoint point;
      point.x = static_cast<double>(cell.values.front());
      point.y = *cell.value;
      if (intervals) {
        point.lo = cell.low.value_or(plot::kNone);
        point.hi = cell.high.value_or(plot::kNone);
      }
      series.points.push_back(point);
    }
    lines.series.push_back(series);
  }
  plot::line_plot(id, lines, ImVec2(0, ImGui::GetFontSize() * 17));
}

// 2-D: one heatmap of solvability per setup, rows the first axis (bottom to top), columns the
// second.
void draw_sweep_heatmaps(const LabSweep& sweep, const ui::Fonts& fonts) {
  const json& doc = sweep.document();
  const lab::SweepSpec& spec = sweep.spec();
  const std::vector<std::string> axes = sweep_axis_names(doc);
  const lab::SweepAxis& row_axis = spec.axes[0];
  const lab::SweepAxis& column_axis = spec.axes[1];
  int index = 0;
  for (const std::string& setup : sweep_setup_labels(doc)) {
    plot::HeatmapPlot map;
    for (const std::int64_t v : column_axis.values) map.columns.push_back(std::to_string(v));
    for (const std::int64_t v : row_axis.values) map.rows.push_back(std::to_string(v));
    map.x.title = axes[1];
    map.y.title = axes[0];
    map.scale = {"solvable", plot::Format::percent, 0.0, 1.0};
    map.values.assign(map.rows.size() * map.columns.size(), plot::kNone);
    map.notes.assign(map.values.size(), "not run yet");
    for (const SweepCell& cell : sweep_cells(doc, setup, "solvable")) {
      const auto r = std::find(row_axis.values.begin(), row_axis.values.end(), cell.values[0]);
      const auto c = std::find(column_axis.values.begin(), column_axis.values.end(), cell.values[1]);
      if (r == row_axis.values.end() || c == column_axis.values.end()) continue;
      const std::size_t at = static_cast<std::size_t>(r - row_axis.values.begin()) * map.columns.size() +
                             static_cast<std::size_t>(c - column_axis.values.begin());
      if (!cell.skipped.empty()) {
        map.notes[at] = "skipped: " + cell.skipped;
      } else if (cell.value) {
        map.values[at] = *cell.value;
        map.notes[at] = cell.low && cell.high ? "95% interval " + plot::format_value(*cell.low, plot::Format::percent) +
                                                    " to " + plot::format_value(*cell.high, plot::Format::percent)
                                              : "";
      }
    }
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted((setup + ": solvable by " + axes[0] + " x " + axes[1]).c_str());
    ImGui::PopFont();
    const std::string id = "lab-sweep-heatmap-" + setup;
    plot::heatmap(id.c_str(), map, ImVec2(0, ImGui::GetFontSize() * 16));
    ui::automation::track(id);
    plot_export_button(("sweep-heatmap-" + std::to_string(index)).c_str(), "the heatmap of " + setup,
                       lab_sweep_export_name(spec, setup + ".png"));
    ImGui::Spacing();
    ++index;
  }
}

void draw_sweep_skips(const LabSweep& sweep, const ui::Fonts& fonts) {
  const json& points = sweep.document()["points"];
  std::vector<std::pair<std::string, std::string>> skips;  // where, why
  for (const json& point : points) {
    std::string where;
    for (const auto& [name, value] : point["values"].items())
      where += (where.empty() ? "" : ", ") + name + " " + value.dump();
    if (point.contains("skipped")) skips.push_back({where, point["skipped"].value("reason", std::string())});
    if (point.contains("skipped_setups"))
      for (const auto& [label, s] : point["skipped_setups"].items())
        skips.push_back({where + " (" + label + ")", s.value("reason", std::string())});
  }
  if (skips.empty()) return;
  lab_tables::heading(fonts, "Skipped");
  if (lab_tables::begin_table("lab-sweep-skipped", 2)) {
    ImGui::TableSetupColumn("Point");
    ImGui::TableSetupColumn("Why");
    ImGui::TableHeadersRow();
    for (const auto& [where, why] : skips) {
      ImGui::TableNextRow();
      lab_tables::cell(where);
      lab_tables::cell(why);
    }
    lab_tables::end_table("lab-sweep-skipped");
  }
  ui::automation::track("lab-sweep-skipped");
}

// The numbers of a described setup an axis can sweep, listed under the axes.
constexpr std::size_t kListedSetupNumbers = 8;

// The numbers each described setup among `setups` holds, written as an axis names them.
void draw_setup_numbers(const std::vector<std::string>& setups) {
  for (const std::string& setup : setups) {
    const std::vector<std::string> pointers = setup_number_pointers(setup, kListedSetupNumbers + 1);
    if (pointers.empty()) continue;
    const std::string label = setup_label(setup);
    std::string names;
    for (std::size_t i = 0; i < std::min(pointers.size(), kListedSetupNumbers); ++i)
      names += (names.empty() ? "" : ", ") + label + pointers[i];
    if (pointers.size() > kListedSetupNumbers) names += ", ...";
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("Numbers of %s an axis can sweep: %s", label.c_str(), names.c_str());
    ImGui::PopTextWrapPos();
  }
}

}  // namespace

LabSweepPanel::LabSweepPanel(LabSweep& sweep, const SavedSetups& saved) : sweep_(sweep), saved_(saved) {
  if (!lab::sweep_presets().empty()) fill(lab::sweep_presets().front().request);
}

void LabSweepPanel::fill(const json& r) {
  game_ = r.value("game", std::string());
  params_ = r.contains("params") ? r["params"].dump() : "{}";
  // Described setups go in the field by label; their texts stay the form's own.
  std::vector<std::string> setups;
  for (const json& item : r.value("setups", json::array()))
    if (item.is_string()) setups.push_back(item.get<std::string>());
  described_.clear();
  for (const std::string& setup : setups)
    if (is_described_setup(setup)) described_.push_back(setup);
  setups_ = sweep_form_setups_text(setups);
  const json axes = r.value("axes", json::array());
  axis1_ = axes.size() > 0 ? axis_text(axes[0]) : "";
  axis2_ = axes.size() > 1 ? axis_text(axes[1]) : "";
  const auto whole = [&](const char* key, std::uint64_t fallback) -> std::uint64_t {
    if (!r.contains(key)) return fallback;
    try {
      return r[key].is_string() ? std::stoull(r[key].get<std::string>()) : r[key].get<std::uint64_t>();
    } catch (const std::exception&) {
      return fallback;
    }
  };
  trials_ = whole("trials", 10);
  per_trial_ = whole("per_trial", 100);
  seed_ = whole("seed", 1);
  check();
}

std::vector<std::string> LabSweepPanel::own_setups() const {
  std::vector<std::string> own = described_;
  for (const std::string& text : saved_.of_game(game_)) own.push_back(text);
  return own;
}

json LabSweepPanel::request() const {
  json axes = json::array({lab::parse_sweep_axis_text(axis1_)});
  if (!axis2_.empty()) axes.push_back(lab::parse_sweep_axis_text(axis2_));
  return {{"game", game_},
          {"params", parse_json_input(params_.empty() ? "{}" : params_, "the params")},
          {"setups", sweep_form_setups(setups_, own_setups())},
          {"axes", axes},
          {"trials", trials_},
          {"per_trial", per_trial_},
          {"seed", std::to_string(seed_)}};
}

void LabSweepPanel::check() {
  try {
    error_.clear();
    lab::read_sweep_spec(request(), all_games());
  } catch (const InputError& e) {
    error_ = e.what();
  }
}

bool LabSweepPanel::start() {
  try {
    sweep_.start(lab::read_sweep_spec(request(), all_games()));
    message_.clear();
    return true;
  } catch (const InputError& e) {
    error_ = e.what();
    return false;
  }
}

lab::SweepSpec LabSweepPanel::open_link(const std::string& hash) {
  lab::SweepSpec spec = lab::parse_sweep_link(hash);  // throws first: the form stays as it was
  fill(spec.to_json());
  return spec;
}

bool LabSweepPanel::draw_form(bool running, const ui::Fonts& fonts) {
  ImGui::Spacing();
  if (!ui::collapsing_header("lab-sweep-header", "Sweep: a study over one or two parameters")) return false;
  bool started = false;
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("Examples (one click runs it):");
  ImGui::PopTextWrapPos();
  for (const SweepPreset& preset : lab::sweep_presets()) {
    const std::string id = "lab-sweep-example-" + preset.name;
    if (ui::button(id.c_str(), preset.name.c_str(), !running, preset.description.c_str())) {
      fill(preset.request);
      started = start();
    }
  }
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Or your own");
  ImGui::PopFont();
  bool edited = false;
  const float width = ImGui::GetFontSize() * 14;
  ImGui::SetNextItemWidth(width);
  edited |= ui::input_text("lab-sweep-game", "Game", &game_);
  ImGui::SetNextItemWidth(width);
  edited |= ui::input_text("lab-sweep-params", "Params (JSON)", &params_, "{\"cols\": 6}");
  ImGui::SetNextItemWidth(width);
  edited |= ui::input_text("lab-sweep-setups", "Setups", &setups_, "shuffled,l-tiles");
  draw_own_setups();
  ImGui::SetNextItemWidth(width);
  edited |= ui::input_text("lab-sweep-axis1", "Axis 1", &axis1_, "rows=2..6");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("PARAM=FROM..TO[:STEP] or PARAM=V,V,...; a described setup's number: LABEL/POINTER=...");
  ImGui::SetNextItemWidth(width);
  edited |= ui::input_text("lab-sweep-axis2", "Axis 2", &axis2_, "(none: lines; given: heatmaps)");
  try {
    draw_setup_numbers(sweep_form_setups(setups_, own_setups()));
  } catch (const InputError&) {
    // A description that never closes: the form's error names it.
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  edited |= ui::input_count("lab-sweep-trials", "Trials", &trials_);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  edited |= ui::input_count("lab-sweep-per-trial", "Per trial", &per_trial_);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  edited |= ui::input_count("lab-sweep-seed", "Seed", &seed_);
  if (edited) check();
  if (!error_.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ui::automation::track("lab-sweep-form-error");
  }
  if (ui::button("lab-sweep-run", "Run sweep", error_.empty() && !running,
                 "Runs the experiment of every point in the workers, one point after another"))
    started = start() || started;
  return started;
}

// The game's saved setups, a click adding one to the Setups field by its label.
void LabSweepPanel::draw_own_setups() {
  const std::vector<std::string> saved = saved_.of_game(game_);
  if (saved.empty()) return;
  ImGui::PushID("lab-sweep-own");  // the buttons' labels are the setups' names, which other widgets may show
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("Your setups:");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Saved in this browser from \"Your own setup\"; a click adds one");
  for (const std::string& text : saved) {
    const std::string label = setup_label(text);
    // On the same row while the button fits, else on the next.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float right = ImGui::GetItemRectMax().x + style.ItemSpacing.x + ImGui::CalcTextSize(label.c_str()).x +
                        style.FramePadding.x * 2;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
    if (ui::small_button(("lab-sweep-own-" + label).c_str(), label.c_str())) {
      std::vector<std::string> listed;
      try {
        listed = split_setup_list(setups_);
      } catch (const InputError&) {
        // The field's text is broken: the label goes after it all the same, the error stays.
      }
      if (std::find(listed.begin(), listed.end(), label) == listed.end())
        setups_ += (setups_.empty() ? "" : ",") + label;
      check();
    }
  }
  ImGui::PopID();
}

void LabSweepPanel::draw_progress() const {
  if (sweep_.state() == LabRun::State::idle) return;
  const std::uint64_t total = sweep_.chunks_total();
  const float fraction = total == 0 ? 0.0f : static_cast<float>(sweep_.chunks_done()) / static_cast<float>(total);
  const std::string counts = std::to_string(sweep_.points_done()) + " / " + std::to_string(sweep_.points_run()) +
                             " points, " + std::to_string(sweep_.chunks_done()) + " / " + std::to_string(total) +
                             " trials";
  lab_tables::progress(fraction, counts);
  std::string state;
  switch (sweep_.state()) {
    case LabRun::State::running: state = "Running the sweep in the workers\xE2\x80\xA6"; break;
    case LabRun::State::done: state = "Done."; break;
    case LabRun::State::cancelled: state = "Cancelled: the figures cover the points that finished."; break;
    default: state = "Stopped by an error:"; break;
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", state.c_str());
  if (!sweep_.error().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
    ImGui::TextUnformatted(sweep_.error().c_str());
    ImGui::PopStyleColor();
    ui::automation::track("lab-run-error");
  }
  ImGui::PopTextWrapPos();
}

void LabSweepPanel::export_file(const std::string& file, const std::string& mime, const std::string& bytes) {
  try {
    message_ = platform::offer_download(file, mime, bytes);
  } catch (const std::exception& e) {
    message_ = std::string("The export failed: ") + e.what();
  }
}

void LabSweepPanel::draw_exports() {
  const bool any = sweep_.points_done() > 0;
  const char* wait = "Wait for the first point to finish";
  if (ui::button("lab-sweep-export-csv", "Export CSV", any, any ? "One row per point and setup" : wait))
    export_file(lab_sweep_export_name(sweep_.spec(), "csv"), "text/csv", lab_sweep_csv(sweep_.document()));
  ImGui::SameLine();
  if (ui::button("lab-sweep-export-json", "Export JSON", any,
                 any ? "The sweep's document, as `puzzlelab sweep` prints it" : wait))
    export_file(lab_sweep_export_name(sweep_.spec(), "json"), "application/json", lab_sweep_json(sweep_.document()));
  if (!message_.empty()) {
    ImGui::TextDisabled("%s", message_.c_str());
    ui::automation::track("lab-sweep-message");
  }
}

void LabSweepPanel::draw(bool narrow, const ui::Fonts& fonts) {
  (void)narrow;
  const lab::SweepSpec& spec = sweep_.spec();
  lab_tables::heading(fonts, "Sweep");
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s, %s: %llu trials x %llu challenges per setup at every point, seed %llu%s", spec.game.c_str(),
                      join_text(sweep_.document().value("setup_labels", json::array())).c_str(),
                      static_cast<unsigned long long>(spec.trials), static_cast<unsigned long long>(spec.per_trial),
                      static_cast<unsigned long long>(spec.seed),
                      sweep_.document().value("complete", false) ? "" : " (so far)");
  ImGui::PopTextWrapPos();
  draw_exports();
  if (sweep_.points_done() == 0) {
    ImGui::TextDisabled("%s", sweep_.running() ? "The figures start once the first point is done\xE2\x80\xA6"
                                               : "No point of the sweep finished.");
    draw_sweep_skips(sweep_, fonts);
    return;
  }
  if (spec.axes.size() == 1) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted(("Solvable by " + spec.axes[0].name() + " (95% intervals)").c_str());
    ImGui::PopFont();
    draw_sweep_lines(sweep_, "lab-sweep-solvable", "solvable", {"solvable", plot::Format::percent, 0.0, 1.0}, true);
    ui::automation::track("lab-sweep-lines");
    plot_export_button("sweep-solvable", "the solvability lines", lab_sweep_export_name(spec, "solvable.png"));
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted(("P(Sp) - P(Sr) by " + spec.axes[0].name()).c_str());
    ImGui::PopFont();
    draw_sweep_lines(sweep_, "lab-sweep-sp-sr", "sp_minus_sr", {"P(Sp) - P(Sr)", plot::Format::percent}, false);
  } else {
    draw_sweep_heatmaps(sweep_, fonts);
  }
  draw_sweep_skips(sweep_, fonts);
}

std::string LabSweepPanel::link() const {
  return sweep_.state() == LabRun::State::idle ? std::string() : lab::format_sweep_link(sweep_.spec());
}

json LabSweepPanel::automation() const {
  json out = sweep_.automation();
  out["form"] = {{"game", game_},   {"params", params_}, {"setups", setups_},       {"axis1", axis1_},
                 {"axis2", axis2_}, {"trials", trials_}, {"per_trial", per_trial_}, {"seed", seed_}};
  // The own setups the field can name, each with the numbers an axis can sweep in it.
  json own = json::object();
  for (const std::string& setup : own_setups()) {
    const std::string label = setup_label(setup);
    if (!own.contains(label)) own[label] = setup_number_pointers(setup, kListedSetupNumbers);
  }
  out["own_setups"] = own;
  out["form_error"] = error_.empty() ? json(nullptr) : json(error_);
  out["message"] = message_;
  return out;
}

}  // namespace puzzlelab
