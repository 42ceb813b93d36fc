#include "app/lab_screen.hpp"

#include <imgui.h>

#include "app/notices_view.hpp"
#include "core/input_error.hpp"
#include "lab/lab_link.hpp"
#include "lab/published.hpp"
#include "lab/series.hpp"
#include "lab/sweep_link.hpp"
#include "middle/lab_cost.hpp"
#include "middle/link_bridge.hpp"
#include "middle/open_policy.hpp"
#include "middle/record_export.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr float kFormWidth = 440;
constexpr float kLabNarrow = 900;  // below this width the results go under the form

// The export text of the play records kept on this device, or nothing when none are.
std::function<std::optional<std::string>()> device_records_text(Controller& controller) {
  return [&controller]() -> std::optional<std::string> {
    if (controller.records().size() == 0) return std::nullopt;
    return records_export_json(controller.records());
  };
}

std::string without_hash(const std::string& link) { return !link.empty() && link[0] == '#' ? link.substr(1) : link; }

}  // namespace

LabScreen::LabScreen(Controller& controller, Requests& requests, ScreenRequest& request)
    : controller_(controller),
      request_(request),
      requests_(requests),
      run_(requests),
      series_(requests),
      form_(LabForm::from_preset(lab::study_presets().front().name), requests, controller),
      top_bar_(run_, series_, controller.notices()),
      results_(run_),
      series_view_(series_),
      sweep_(requests),
      sweep_view_(sweep_, controller.saved_setups()),
      hardest_(requests),
      validity_(requests, device_records_text(controller)) {
  refresh();
}

// A link fills the form; what it names runs at once only when it is small (middle/open_policy):
// a larger study waits for Run, and a note under Run says why.
void LabScreen::open_link(const std::string& hash) {
  try {
    if (lab::is_sweep_link(hash)) {
      const lab::SweepSpec spec = sweep_view_.open_link(hash);
      if (wait_for_run(study_worker_seconds(spec), "Run sweep")) return;
      sweep_.start(spec);
      start_sweep_shown();
      return;
    }
    form_.open_link(hash);
    refresh();
    const double worker_seconds = form_.shows_series()
                                      ? study_worker_seconds(lab::series_experiments(form_.series_spec()))
                                  : form_.spec() ? study_worker_seconds(*form_.spec())
                                                 : 0;
    if (wait_for_run(worker_seconds, "Run")) return;
    run();
  } catch (const InputError& e) {
    controller_.notices().error(std::string("This Lab link cannot be opened: ") + e.what());
  }
}

bool LabScreen::wait_for_run(double worker_seconds, const std::string& button) {
  const double seconds = study_seconds(worker_seconds, requests_.concurrency());
  waiting_note_.clear();
  if (lab_link_start(seconds) == LabLinkStart::at_once) return false;
  waiting_note_ = large_study_note(seconds, button);
  return true;
}

bool LabScreen::tick() {
  // Record files chosen for the Validity view (their chooser answers whichever screen is on show).
  const bool files_came = validity_.tick();
  const bool sweep_moved = sweep_.update();
  const bool series_moved = series_.update();
  if (series_moved || sweep_moved) refresh();
  return files_came || series_moved || sweep_moved;
}

// The address bar follows the experiment on show.
void LabScreen::refresh() {
  form_.check();
  // Share in the setup editor offers the study as the form holds it, whatever is on show.
  try {
    form_.set_link(form_.spec() ? without_hash(lab::format_lab_link(*form_.spec())) : std::string());
  } catch (const InputError&) {
    form_.set_link({});
  }
  if (showing_sweep_) {
    link_ = without_hash(sweep_view_.link());
    return;
  }
  if (showing_series_ || (form_.shows_series() && run_.state() == LabRun::State::idle)) {
    if (showing_series_)
      link_ = without_hash(lab::format_series_link(series_.spec()));
    else if (form_.error().empty())
      link_ = without_hash(lab::format_series_link(form_.series_spec()));
    return;
  }
  const lab::ExperimentSpec* shown = run_.state() != LabRun::State::idle ? &run_.spec() : nullptr;
  if (!shown && form_.spec()) shown = &*form_.spec();
  if (shown) {
    try {
      link_ = without_hash(lab::format_lab_link(*shown));
    } catch (const InputError&) {
      // Parameters a link cannot hold: the address keeps the last link.
    }
  }
}

void LabScreen::run() {
  const LabFormPanel::Started started = form_.start(run_, series_);
  if (started == LabFormPanel::Started::nothing) return;
  waiting_note_.clear();
  showing_series_ = started == LabFormPanel::Started::series;
  showing_sweep_ = false;
  sweep_.cancel();
  top_bar_.clear_message();
  if (!showing_series_) results_.reset();
  refresh();
}

// A sweep started (its form or a link): the experiment and series stop, the results are the sweep's.
void LabScreen::start_sweep_shown() {
  waiting_note_.clear();
  run_.cancel();
  series_.cancel();
  showing_series_ = false;
  showing_sweep_ = true;
  top_bar_.clear_message();
  refresh();
}

void LabScreen::frame(double now, const ui::Fonts& fonts) {
  ui::begin_screen_window("Puzzle Lab: Lab");
  ui::focus::f6_toggles_controls();
  if (top_bar_.draw(showing_series_, link_, fonts)) request_.show = "play";
  {
    // The study on show, else the one the form holds; a series or a sweep is not a talk's scene.
    const lab::ExperimentSpec* study = run_.state() != LabRun::State::idle ? &run_.spec() : nullptr;
    if (!study && form_.spec()) study = &*form_.spec();
    if (showing_series_ || showing_sweep_) study = nullptr;
    if (auto scene = add_to_talk_.draw(study)) request_.add_to_talk = std::move(*scene);
  }
  if (top_bar_.draw_validity_switch(showing_validity_)) showing_validity_ = !showing_validity_;
  top_bar_.draw_message();
  draw_notices(controller_.notices(), now);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool narrow = avail.x < kLabNarrow;
  if (!narrow) {
    // The keyboard enters a panel with Enter or Space, leaves it with Esc.
    ImGui::BeginChild("lab-form", ImVec2(kFormWidth, avail.y), true);
    draw_form_column(now, fonts);
    ui::end_panel("lab-form-panel");
    ImGui::SameLine();
    ImGui::BeginChild("lab-results", ImVec2(0, avail.y), false);
    draw_results(narrow, now, fonts);
    ui::end_panel("lab-results-panel");
  } else {
    // Phones: the form, then the results; the whole window scrolls.
    draw_form_column(now, fonts);
    ImGui::Separator();
    draw_results(narrow, now, fonts);
  }
  ImGui::End();
}

// The form, Run and Cancel, and the progress of what runs.
void LabScreen::draw_form_column(double now, const ui::Fonts& fonts) {
  const bool running = run_.running() || series_.running() || sweep_.running();
  const LabFormPanel::Events events = form_.draw(running, now, fonts);
  if (events.edited) {
    waiting_note_.clear();  // the note was about the study the link filled in
    refresh();
  }
  if (events.run) run();
  if (events.cancel) {
    run_.cancel();
    series_.cancel();
    sweep_.cancel();
    refresh();
  }
  if (!waiting_note_.empty()) {
    ui::text_colored_wrapped(ui::palette().accent, waiting_note_.c_str());
    ui::automation::track("lab-waiting-note");
  }
  if (showing_sweep_)
    sweep_view_.draw_progress();
  else if (showing_series_)
    series_view_.draw_progress();
  else
    results_.draw_progress();
  // The setup editor, the sweep's own form and the hardest challenges after the progress, so Run's
  // progress stays right under it.
  if (form_.draw_setup_editor(now, fonts)) refresh();
  if (sweep_view_.draw_form(running, fonts)) start_sweep_shown();
  if (!form_.shows_series()) {
    if (const auto opened = hardest_.draw(form_.spec(), fonts)) {
      controller_.open_link(write_link(*opened, {}));
      request_.show = "play";
    }
  }
}

void LabScreen::draw_results(bool narrow, double now, const ui::Fonts& fonts) {
  if (showing_validity_) {
    validity_.draw(form_.game(), now, fonts);
    return;
  }
  if (showing_sweep_) {
    sweep_view_.draw(narrow, fonts);
    return;
  }
  if (showing_series_) {
    series_view_.draw(narrow, fonts);
    return;
  }
  if (const auto pick = results_.draw(narrow, fonts)) open_challenge(*pick);
}

void LabScreen::open_challenge(const LabChallengePick& pick) {
  const lab::ExperimentSpec& spec = run_.spec();
  Challenge challenge;
  challenge.game = spec.game;
  challenge.params = spec.params;
  challenge.setup = spec.setups.at(pick.setup);
  try {
    challenge.seed = std::stoull(pick.seed);
  } catch (const std::exception&) {
    controller_.notices().error("The challenge's seed " + pick.seed + " cannot be read");
    return;
  }
  controller_.open_link(write_link(challenge, {}));
  request_.show = "play";
}

nlohmann::json LabScreen::automation() const {
  nlohmann::json lab = {{"link", link_},
                        {"message", top_bar_.message()},
                        {"showing", showing_sweep_    ? "sweep"
                                    : showing_series_ ? "series"
                                                      : "experiment"},
                        {"sweep", sweep_view_.automation()},
                        {"series", series_.automation()},
                        {"run", run_.automation()},
                        {"range", ui::automation::reported("lab_range")},
                        {"correlations", ui::automation::reported("lab_correlations")},
                        {"showing_validity", showing_validity_},
                        {"validity", validity_.automation()}};
  form_.add_automation(lab);
  lab["waiting_note"] = waiting_note_.empty() ? nlohmann::json(nullptr) : nlohmann::json(waiting_note_);
  lab["hardest"] = hardest_.automation();
  return {{"lab", lab}};
}

}  // namespace puzzlelab
