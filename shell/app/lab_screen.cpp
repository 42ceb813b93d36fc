#include "app/lab_screen.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/link_copy.hpp"
#include "app/notices_view.hpp"
#include "core/input_error.hpp"
#include "lab/lab_link.hpp"
#include "lab/published.hpp"
#include "lab/series.hpp"
#include "middle/lab_export.hpp"
#include "middle/link_bridge.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/frame_capture.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr float kFormWidth = 440;
constexpr float kLabNarrow = 900;  // below this width the results go under the form

std::string without_hash(const std::string& link) { return !link.empty() && link[0] == '#' ? link.substr(1) : link; }

}  // namespace

LabScreen::LabScreen(Controller& controller, Requests& requests, ScreenRequest& request)
    : controller_(controller),
      request_(request),
      run_(requests),
      series_(requests),
      form_(LabForm::from_preset(lab::study_presets().front().name)),
      series_spec_(lab::SeriesSpec::defaults(lab::series_presets().front().name)) {
  refresh_form();
}

void LabScreen::open_link(const std::string& hash) {
  try {
    if (lab::is_series_link(hash)) {
      series_spec_ = lab::parse_series_link(hash);
      series_form_ = true;
    } else {
      const lab::ExperimentSpec spec = lab::parse_lab_link(hash);
      form_ = LabForm::from_spec(spec);
      custom_params_ = false;
      series_form_ = false;
    }
    refresh_form();
    run();
  } catch (const InputError& e) {
    controller_.notices().error(std::string("This Lab link cannot be opened: ") + e.what());
  }
}

bool LabScreen::tick() {
  if (!series_.update()) return false;
  refresh_form();
  return true;
}

// Checks the form with the engine's reader; the address bar follows the experiment on show.
void LabScreen::refresh_form() {
  try {
    form_error_.clear();
    if (series_form_) lab::series_experiments(series_spec_);
    else form_spec_ = form_.spec();
  } catch (const InputError& e) {
    if (!series_form_) form_spec_.reset();
    form_error_ = e.what();
  }
  if (showing_series_ || (series_form_ && run_.state() == LabRun::State::idle)) {
    if (showing_series_) link_ = without_hash(lab::format_series_link(series_.spec()));
    else if (form_error_.empty()) link_ = without_hash(lab::format_series_link(series_spec_));
    return;
  }
  const lab::ExperimentSpec* shown = run_.state() != LabRun::State::idle ? &run_.spec() : nullptr;
  if (!shown && form_spec_) shown = &*form_spec_;
  if (shown) {
    try {
      link_ = without_hash(lab::format_lab_link(*shown));
    } catch (const InputError&) {
      // Parameters a link cannot hold: the address keeps the last link.
    }
  }
}

void LabScreen::run() {
  if (series_form_) {
    if (!form_error_.empty()) return;
    run_.cancel();  // one thing at a time in the workers
    try {
      series_.start(series_spec_);
    } catch (const InputError& e) {
      form_error_ = e.what();
      return;
    }
    showing_series_ = true;
    message_.clear();
    refresh_form();
    return;
  }
  if (!form_spec_) return;
  series_.cancel();
  showing_series_ = false;
  run_.start(*form_spec_);
  message_.clear();
  challenges_setup_ = 0;
  challenges_trial_ = 1;
  refresh_form();
}

void LabScreen::frame(double now, const ui::Fonts& fonts) {
  fonts_ = &fonts;
  if (auto result = ui::capture::take_result()) message_ = *result;
  ui::begin_screen_window("Puzzle Lab: Lab");
  ui::focus::f6_toggles_controls();
  draw_top_bar();
  draw_notices(controller_.notices(), now);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  narrow_ = avail.x < kLabNarrow;
  if (!narrow_) {
    ImGui::BeginChild("lab-form", ImVec2(kFormWidth, avail.y), true);
    draw_form_panel(now);
    ImGui::EndChild();
    ui::automation::track("lab-form-panel");
    ui::focus::emphasize_panel();  // the keyboard enters a panel with Enter or Space, leaves it with Esc
    ImGui::SameLine();
    ImGui::BeginChild("lab-results", ImVec2(0, avail.y), false);
    draw_results(now);
    ImGui::EndChild();
    ui::automation::track("lab-results-panel");
    ui::focus::emphasize_panel();
  } else {
    // Phones: the form, then the results; the whole window scrolls.
    draw_form_panel(now);
    ImGui::Separator();
    draw_results(now);
  }
  ImGui::End();
}

void LabScreen::draw_top_bar() {
  ImGui::PushFont(fonts_->heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent), "Lab");
  ImGui::PopFont();
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  next("Back to play", 20);
  if (ui::button("Back to play", true, "The play screen, with the game you were playing (the run goes on)"))
    request_.show = "play";
  ui::automation::track("lab-back");
  next("Copy link", 20);
  if (ui::button("Copy link", !link_.empty(), "A link that reruns this experiment")) ImGui::OpenPopup("Lab link");
  ui::automation::track("lab-copy-link");
  draw_link_popup();
  const char* no_data = "Run an experiment first";
  if (showing_series_) {
    const bool has_document = series_.sizes_done() > 0;
    const char* no_size = "Wait for the first size of the series to finish";
    next("Export CSV", 20);
    if (ui::button("Export CSV", has_document, has_document ? "One row per size and setup: the figures of the lines" : no_size))
      export_file(lab_series_export_name(series_.spec(), "csv"), "text/csv", [this] { return lab_series_csv(series_.document()); });
    ui::automation::track("lab-export-csv");
    next("Export JSON");
    if (ui::button("Export JSON", has_document,
                   has_document ? "Every finished size's document, as `puzzlelab experiment --preset` prints it" : no_size))
      export_file(lab_series_export_name(series_.spec(), "json"), "application/json",
                  [this] { return lab_series_json(series_.document()); });
    ui::automation::track("lab-export-json");
  } else {
    const bool has_document = run_.document().is_object();
    next("Export CSV", 20);
    if (ui::button("Export CSV", has_document, has_document ? "One row per setup: the figures of the table" : no_data))
      export_file(lab_export_name(run_.document(), "csv"), "text/csv", [this] { return lab_summary_csv(run_.document()); });
    ui::automation::track("lab-export-csv");
    next("Export JSON");
    if (ui::button("Export JSON", has_document,
                   has_document ? "The experiment's document, as `puzzlelab experiment` prints it" : no_data))
      export_file(lab_export_name(run_.document(), "json"), "application/json",
                  [this] { return lab_document_json(run_.document()); });
    ui::automation::track("lab-export-json");
  }
  if (!message_.empty()) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().text_dim), "%s", message_.c_str());
    ui::automation::track("lab-message");
  }
}

void LabScreen::draw_link_popup() {
  ImGui::SetNextWindowSize(ImVec2(std::min(620.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  if (!ImGui::BeginPopup("Lab link")) return;
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Link that reruns this experiment");
  ImGui::PopFont();
  link_copy_field(link_, "lab-link", controller_.notices());
  ImGui::EndPopup();
}

void LabScreen::export_file(const std::string& file, const std::string& mime, const std::function<std::string()>& bytes) {
  try {
    message_ = platform::offer_download(file, mime, bytes());
  } catch (const std::exception& e) {
    message_ = std::string("The export failed: ") + e.what();
  }
}

void LabScreen::open_challenge(std::size_t setup, const std::string& seed) {
  const lab::ExperimentSpec& spec = run_.spec();
  Challenge challenge;
  challenge.game = spec.game;
  challenge.params = spec.params;
  challenge.setup = spec.setups.at(setup);
  try {
    challenge.seed = std::stoull(seed);
  } catch (const std::exception&) {
    controller_.notices().error("The challenge's seed " + seed + " cannot be read");
    return;
  }
  controller_.open_link(write_link(challenge, {}));
  request_.show = "play";
}

nlohmann::json LabScreen::automation() const {
  nlohmann::json form = form_.request();
  return {{"lab",
           {{"form", form},
            {"form_error", form_error_.empty() ? nlohmann::json(nullptr) : nlohmann::json(form_error_)},
            {"link", link_},
            {"message", message_},
            {"series_form", series_form_ ? series_spec_.to_json() : nlohmann::json(nullptr)},
            {"showing", showing_series_ ? "series" : "experiment"},
            {"series", series_.automation()},
            {"run", run_.automation()}}}};
}

}  // namespace puzzlelab
