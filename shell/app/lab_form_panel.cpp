#include "app/lab_form_panel.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "lab/lab_game.hpp"
#include "app/param_widgets.hpp"
#include "core/input_error.hpp"
#include "lab/lab_link.hpp"
#include "lab/published.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr const char* kOwnExperiment = "(your own experiment)";

bool edit_count(const char* id, const char* label, std::uint64_t& value, const char* tooltip) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  const bool changed = ui::input_count(id, label, &value);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
  return changed;
}

// A combo over the studies, tall enough to show them all (the published studies are a dozen or
// so), so none is scrolled out of sight.
bool list_combo(const char* id, const std::vector<Named>& list, int& index) {
  bool changed = false;
  // The name chosen is the combo's value for the automation hook too: a test that meant another
  // option sees which one its click took.
  const char* chosen = list[static_cast<std::size_t>(index)].name.c_str();
  if (!ui::begin_combo(id, (std::string("##") + id).c_str(), chosen, ImGuiComboFlags_HeightLargest, chosen))
    return false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (ui::selectable((std::string(id) + "-option-" + list[i].name).c_str(), list[i].name.c_str(),
                       static_cast<int>(i) == index)) {
      index = static_cast<int>(i);
      changed = true;
    }
    if (ImGui::IsItemHovered() && !list[i].description.empty()) ImGui::SetTooltip("%s", list[i].description.c_str());
  }
  ImGui::EndCombo();
  return changed;
}

void section(const ui::Fonts& fonts, const char* title) {
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
}

}  // namespace

LabFormPanel::LabFormPanel(LabForm form, Requests& requests, Controller& controller)
    : form_(std::move(form)),
      series_spec_(lab::SeriesSpec::defaults(lab::series_presets().front().name)),
      setup_editor_(requests, controller) {
  check();
}

void LabFormPanel::open_link(const std::string& hash) {
  if (lab::is_series_link(hash)) {
    series_spec_ = lab::parse_series_link(hash);
    series_form_ = true;
  } else {
    const lab::ExperimentSpec spec = lab::parse_lab_link(hash);
    form_ = LabForm::from_spec(spec);
    custom_params_ = false;
    series_form_ = false;
  }
  check();
}

// Checks the form with the engine's reader.
void LabFormPanel::check() {
  try {
    error_.clear();
    if (series_form_)
      lab::series_experiments(series_spec_);
    else
      spec_ = form_.spec();
  } catch (const InputError& e) {
    if (!series_form_) spec_.reset();
    error_ = e.what();
  }
}

LabFormPanel::Started LabFormPanel::start(LabRun& run, LabSeries& series) {
  if (series_form_) {
    if (!error_.empty()) return Started::nothing;
    run.cancel();
    try {
      series.start(series_spec_);
    } catch (const InputError& e) {
      error_ = e.what();
      return Started::nothing;
    }
    return Started::series;
  }
  if (!spec_) return Started::nothing;
  series.cancel();
  run.start(*spec_);
  return Started::experiment;
}

void LabFormPanel::add_automation(nlohmann::json& lab) const {
  lab["form"] = form_.request();
  lab["form_error"] = error_.empty() ? nlohmann::json(nullptr) : nlohmann::json(error_);
  lab["series_form"] = series_form_ ? series_spec_.to_json() : nlohmann::json(nullptr);
  lab["setup_editor"] = setup_editor_.automation();
  lab["share_link"] = link_;
}

LabFormPanel::Events LabFormPanel::draw(bool running, double now, const ui::Fonts& fonts) {
  bool edited = draw_study_choice(fonts);
  if (series_form_) {
    if (edited) check();
    edited |= draw_series_parts(fonts);
  } else {
    edited |= draw_experiment_parts(now, fonts);
    if (edited) check();
    draw_error();
  }
  ImGui::Spacing();
  Events events = draw_run_buttons(running, now, fonts);
  events.edited = edited;
  return events;
}

bool LabFormPanel::draw_setup_editor(double now, const ui::Fonts& fonts) {
  if (series_form_) return false;
  if (!setup_editor_.draw_editor(form_, link_, now, fonts)) return false;
  check();
  return true;
}

// A published study or series, or "your own experiment".
bool LabFormPanel::draw_study_choice(const ui::Fonts& fonts) {
  section(fonts, "Published study");
  std::vector<Named> studies = {{kOwnExperiment, "Choose the game, parameters and setups yourself"}};
  int study = 0;
  for (const lab::StudyPreset& p : lab::study_presets()) {
    if (!series_form_ && p.name == form_.preset) study = static_cast<int>(studies.size());
    studies.push_back({p.name, p.description});
  }
  // The series after the single studies: each runs a study at every size of a range.
  const std::size_t first_series = studies.size();
  for (const lab::SeriesPreset& p : lab::series_presets()) {
    if (series_form_ && p.name == series_spec_.name) study = static_cast<int>(studies.size());
    studies.push_back({p.name, p.description});
  }
  bool changed = false;
  ImGui::SetNextItemWidth(-1);
  if (list_combo("lab-preset", studies, study)) {
    const std::string& chosen = studies[static_cast<std::size_t>(study)].name;
    if (static_cast<std::size_t>(study) >= first_series) {
      if (!series_form_ || series_spec_.name != chosen) series_spec_ = lab::SeriesSpec::defaults(chosen);
      series_form_ = true;
    } else if (study == 0) {
      series_form_ = false;
      form_.preset.clear();
    } else {
      series_form_ = false;
      form_ = LabForm::from_preset(chosen);
      custom_params_ = false;
    }
    changed = true;
  }
  if (study > 0) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", studies[static_cast<std::size_t>(study)].description.c_str());
    ImGui::PopTextWrapPos();
  }
  return changed;
}

// The game, its parameters, the setups, the sizes and seed, the random solver.
bool LabFormPanel::draw_experiment_parts(double now, const ui::Fonts& fonts) {
  bool changed = false;
  section(fonts, "Game");
  std::vector<Named> games;
  int game_index = 0;
  for (const auto& g : all_games()) {
    if (g->name() == form_.game) game_index = static_cast<int>(games.size());
    games.push_back({g->title(), ""});
  }
  ImGui::SetNextItemWidth(-1);
  if (list_combo("lab-game", games, game_index)) {
    form_.choose_game(all_games()[static_cast<std::size_t>(game_index)]->name());
    custom_params_ = false;
    changed = true;
  }
  const Game& game = find_game_in(all_games(), form_.game);
  const GameInfo& info = game.info();
  ImGui::PushItemWidth(ImGui::GetFontSize() * 10);
  changed |= edit_variant_param(info, form_.params);
  changed |= edit_setup_params(info, form_.params, custom_params_);
  ImGui::PopItemWidth();

  section(fonts, "Setups");
  for (const SetupSpec& s : info.setups) {
    bool on = std::find(form_.setups.begin(), form_.setups.end(), s.name) != form_.setups.end();
    if (ui::checkbox(("lab-setup-" + s.name).c_str(), s.name.c_str(), &on)) {
      form_.set_setup(s.name, on);
      changed = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n(%s)", s.description.c_str(), s.source.c_str());
  }
  // Described setups (setups as data) beside the published ones; the editor that writes them comes
  // after Run (draw_setup_editor), so the form keeps its height and Run stays in view.
  changed |= setup_editor_.draw_study_setups(form_, now);

  section(fonts, "Sizes and seed");
  changed |=
      edit_count("lab-trials", "Trials", form_.trials, "Trials per setup: the box plots show one rate per trial");
  changed |= edit_count("lab-per-trial", "Challenges per trial", form_.per_trial, "Challenges generated in each trial");
  changed |= edit_count("lab-seed", "Seed", form_.seed,
                        "Challenge i of trial t is generated from seed + t x per_trial + i, the same for every setup");
  const std::vector<Named> solvers = make_lab_game(game)->random_solvers();
  if (solvers.size() > 1) {
    int solver = 0;
    for (std::size_t i = 0; i < solvers.size(); ++i)
      if (solvers[i].name == form_.random_solver) solver = static_cast<int>(i);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    if (named_combo("lab-random-solver", "Random solver", solvers, solver)) {
      form_.random_solver = solvers[static_cast<std::size_t>(solver)].name;
      changed = true;
    }
  }
  // Beside the random solver where there is one, so the form keeps its height (Run in view).
  if (solvers.size() > 1) ImGui::SameLine();
  if (ui::checkbox("lab-effort", solvers.size() > 1 ? "Effort measures" : "Search effort measures", &form_.effort))
    changed = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Nodes to decide, shortest solutions, branching and forced moves along the solution, dead ends\n"
        "(a solve and a walk over the game tree per challenge: slower)");
  return changed;
}

// A series: the last size, the sizes of each experiment and the seed; the rest is the presets'.
// Checked again here on a change, so the line under it speaks of the series as edited.
bool LabFormPanel::draw_series_parts(const ui::Fonts& fonts) {
  const lab::SeriesPreset* preset = lab::find_series_preset(series_spec_.name);
  if (!preset) return false;
  bool changed = false;
  section(fonts, "Sizes");
  std::vector<Named> lasts;
  int last = 0;
  for (int n = preset->first + 1; n <= preset->last; ++n) {
    if (n == series_spec_.to) last = static_cast<int>(lasts.size());
    lasts.push_back({std::to_string(n), n >= 8 ? "The largest sizes take minutes in a browser" : ""});
  }
  std::string label = preset->parameter + " from " + std::to_string(preset->first) + " to";
  label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label.c_str());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
  if (named_combo("lab-series-to", "##series-to", lasts, last)) {
    series_spec_.to = std::stoi(lasts[static_cast<std::size_t>(last)].name);
    changed = true;
  }
  changed |= edit_count("lab-series-trials", "Trials", series_spec_.trials,
                        "Trials per setup at every size: the papers ran 10");
  changed |=
      edit_count("lab-series-per-trial", "Challenges per trial", series_spec_.per_trial,
                 "Challenges in each trial: the papers ran 100, a browser takes minutes for that at 8 and 9 ranks");
  changed |= edit_count("lab-series-seed", "Seed", series_spec_.seed,
                        "Challenge i of trial t is generated from seed + t x per_trial + i, at every size");
  if (changed) check();
  if (!error_.empty()) {
    draw_error();
    return changed;
  }
  const std::uint64_t sizes = static_cast<std::uint64_t>(std::max(0, series_spec_.to - preset->first + 1));
  const lab::StudyPreset* study = lab::find_study_preset(preset->preset_prefix + std::to_string(preset->first));
  const std::uint64_t setups = study ? study->setups.size() : 0;
  std::string names;
  if (study)
    for (const std::string& setup : study->setups) names += (names.empty() ? "" : ", ") + setup;
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "%llu experiments run one after another, %s%d ... %s%d (%s), %llu x %llu challenges per "
      "setup each: %llu challenges in all.",
      static_cast<unsigned long long>(sizes), preset->preset_prefix.c_str(), preset->first,
      preset->preset_prefix.c_str(), series_spec_.to, names.c_str(),
      static_cast<unsigned long long>(series_spec_.trials), static_cast<unsigned long long>(series_spec_.per_trial),
      static_cast<unsigned long long>(sizes * setups * series_spec_.trials * series_spec_.per_trial));
  ImGui::PopTextWrapPos();
  return changed;
}

// Why the form is refused, in red.
void LabFormPanel::draw_error() const {
  if (error_.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(error_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ui::automation::track("lab-form-error");
}

LabFormPanel::Events LabFormPanel::draw_run_buttons(bool running, double now, const ui::Fonts& fonts) const {
  Events events;
  const bool ready = series_form_ ? error_.empty() : spec_.has_value();
  ImGui::PushFont(fonts.bold);
  events.run = ui::button("lab-run", "Run", ready && !running,
                          running        ? "An experiment is running: cancel it first"
                          : !ready       ? "Fix the form first (see the message)"
                          : series_form_ ? "Run the study at every size, one after another, in the workers"
                                         : "Run the experiment in the workers",
                          ImVec2(ImGui::GetFontSize() * 6, 0));
  ImGui::PopFont();
  ImGui::SameLine();
  events.cancel = ui::button("lab-cancel", "Cancel", running, "Stop the run; what has arrived stays on show");
  if (running) {
    ImGui::SameLine();
    ui::spinner("lab-running", now, ui::palette().accent);
  }
  return events;
}

}  // namespace puzzlelab
