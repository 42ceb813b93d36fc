// The Lab screen's form: a published study or the experiment's parts one by one, checked by the
// engine's own reader after every edit (its message shown, Run disabled), then Run / Cancel and
// the progress of the run.
#include <algorithm>
#include <cctype>
#include <string>

#include <imgui.h>

#include "app/lab_screen.hpp"
#include "app/param_widgets.hpp"
#include "lab/published.hpp"
#include "lab/series.hpp"
#include "ui/automation.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr const char* kOwnExperiment = "(your own experiment)";

bool edit_count(const char* label, const char* id, std::uint64_t& value, const char* tooltip) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  const std::uint64_t step = 1;
  const bool changed = ImGui::InputScalar(label, ImGuiDataType_U64, &value, &step, nullptr, "%llu");
  ui::automation::track(id);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
  return changed;
}

// A combo over the studies, tall enough to show them all (the published studies are a dozen or
// so), so none is scrolled out of sight.
bool list_combo(const char* id, const std::vector<Named>& list, int& index) {
  bool changed = false;
  const bool open = ImGui::BeginCombo((std::string("##") + id).c_str(), list[static_cast<std::size_t>(index)].name.c_str(),
                                      ImGuiComboFlags_HeightLargest);
  if (!open) {
    ui::automation::track(id);
    return false;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (ImGui::Selectable(list[i].name.c_str(), static_cast<int>(i) == index)) {
      index = static_cast<int>(i);
      changed = true;
    }
    ui::automation::track(std::string(id) + "-option-" + list[i].name);
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

void LabScreen::draw_form_panel(double now) {
  bool changed = false;
  section(*fonts_, "Published study");
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
  if (series_form_) {
    if (changed) refresh_form();
    draw_series_form();
    ImGui::Spacing();
    draw_run_controls(now);
    return;
  }

  section(*fonts_, "Game");
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

  section(*fonts_, "Setups");
  for (const SetupSpec& s : info.setups) {
    bool on = std::find(form_.setups.begin(), form_.setups.end(), s.name) != form_.setups.end();
    if (ImGui::Checkbox(s.name.c_str(), &on)) {
      form_.set_setup(s.name, on);
      changed = true;
    }
    ui::automation::track("lab-setup-" + s.name);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n(%s)", s.description.c_str(), s.source.c_str());
  }

  section(*fonts_, "Sizes and seed");
  changed |= edit_count("Trials", "lab-trials", form_.trials, "Trials per setup: the box plots show one rate per trial");
  changed |= edit_count("Challenges per trial", "lab-per-trial", form_.per_trial, "Challenges generated in each trial");
  changed |= edit_count("Seed", "lab-seed", form_.seed,
                        "Challenge i of trial t is generated from seed + t x per_trial + i, the same for every setup");
  const std::vector<Named> solvers = game.lab_random_solvers();
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
  if (changed) refresh_form();
  if (!form_error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(form_error_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ui::automation::track("lab-form-error");
  }
  ImGui::Spacing();
  draw_run_controls(now);
}

// A series: the last size, the sizes of each experiment and the seed; the rest is the presets'.
void LabScreen::draw_series_form() {
  const lab::SeriesPreset* preset = lab::find_series_preset(series_spec_.name);
  if (!preset) return;
  bool changed = false;
  section(*fonts_, "Sizes");
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
  changed |= edit_count("Trials", "lab-series-trials", series_spec_.trials,
                        "Trials per setup at every size: the papers ran 10");
  changed |= edit_count("Challenges per trial", "lab-series-per-trial", series_spec_.per_trial,
                        "Challenges in each trial: the papers ran 100, a browser takes minutes for that at 8 and 9 ranks");
  changed |= edit_count("Seed", "lab-series-seed", series_spec_.seed,
                        "Challenge i of trial t is generated from seed + t x per_trial + i, at every size");
  if (changed) refresh_form();
  const std::uint64_t sizes = static_cast<std::uint64_t>(std::max(0, series_spec_.to - preset->first + 1));
  const lab::StudyPreset* study = lab::find_study_preset(preset->preset_prefix + std::to_string(preset->first));
  const std::uint64_t setups = study ? study->setups.size() : 0;
  if (form_error_.empty()) {
    ImGui::PushTextWrapPos(0);
    std::string names;
    if (study)
      for (const std::string& setup : study->setups) names += (names.empty() ? "" : ", ") + setup;
    ImGui::TextDisabled("%llu experiments run one after another, %s%d ... %s%d (%s), %llu x %llu challenges per "
                        "setup each: %llu challenges in all.",
                        static_cast<unsigned long long>(sizes), preset->preset_prefix.c_str(), preset->first,
                        preset->preset_prefix.c_str(), series_spec_.to, names.c_str(),
                        static_cast<unsigned long long>(series_spec_.trials),
                        static_cast<unsigned long long>(series_spec_.per_trial),
                        static_cast<unsigned long long>(sizes * setups * series_spec_.trials * series_spec_.per_trial));
    ImGui::PopTextWrapPos();
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ui::palette().bad));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(form_error_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ui::automation::track("lab-form-error");
  }
}

void LabScreen::draw_run_controls(double now) {
  const bool running = run_.running() || series_.running();
  const bool ready = series_form_ ? form_error_.empty() : form_spec_.has_value();
  ImGui::PushFont(fonts_->bold);
  if (ui::button("Run", ready && !running,
                 running ? "An experiment is running: cancel it first"
                 : !ready ? "Fix the form first (see the message)"
                 : series_form_ ? "Run the study at every size, one after another, in the workers"
                                : "Run the experiment in the workers",
                 ImVec2(ImGui::GetFontSize() * 6, 0)))
    run();
  ImGui::PopFont();
  ui::automation::track("lab-run");
  ImGui::SameLine();
  if (ui::button("Cancel", running, "Stop the run; what has arrived stays on show")) {
    run_.cancel();
    series_.cancel();
    refresh_form();
  }
  ui::automation::track("lab-cancel");
  if (running) {
    ImGui::SameLine();
    ui::spinner("lab-running", now, ui::palette().accent);
  }
  if (showing_series_) {
    draw_series_progress();
    return;
  }
  if (run_.state() == LabRun::State::idle) return;
  const float fraction = run_.chunks_total() == 0
                             ? 0.0f
                             : static_cast<float>(run_.chunks_done()) / static_cast<float>(run_.chunks_total());
  const std::string overlay = std::to_string(run_.chunks_done()) + " / " + std::to_string(run_.chunks_total()) +
                              " trials (" + std::to_string(run_.chunks_done() * run_.spec().per_trial) + " challenges)";
  ImGui::ProgressBar(fraction, ImVec2(-1, 0), overlay.c_str());
  ui::automation::track("lab-progress");
  const char* state = run_.state() == LabRun::State::running     ? "Running in the workers\xE2\x80\xA6"
                      : run_.state() == LabRun::State::done      ? "Done."
                      : run_.state() == LabRun::State::cancelled ? "Cancelled: the figures cover the trials that arrived."
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

}  // namespace puzzlelab
