#include "app/lab_validity_view.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "app/lab_plots.hpp"
#include "app/lab_tables.hpp"
#include "app/param_widgets.hpp"
#include "game/game.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"
#include "ui/plot.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

namespace plot = ui::plot;
using lab_tables::cell;

constexpr const char* kAccept = ".json,application/json";
constexpr std::size_t kNotesKept = 8;

std::string figure(double v, const char* format = "%.2f") {
  char text[32];
  std::snprintf(text, sizeof text, format, v);
  return text;
}

// "[0.45, 0.75]", or "n/a" when either end is undefined.
std::string interval_text(const ValidityEstimate& e) {
  if (!e.low || !e.high) return "n/a";
  return "[" + figure(*e.low) + ", " + figure(*e.high) + "]";
}

void dim_wrapped(const std::string& text) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", text.c_str());
  ImGui::PopTextWrapPos();
}

// A statistic's cell: its value, or "n/a" with why in the tooltip.
void value_cell(const std::optional<double>& value, const std::string& missing_reason) {
  ImGui::TableNextColumn();
  if (value) {
    ImGui::TextUnformatted(figure(*value).c_str());
    return;
  }
  ImGui::TextDisabled("n/a");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", missing_reason.c_str());
}

void interval_cell(const ValidityEstimate& e, const std::string& missing_reason) {
  ImGui::TableNextColumn();
  if (e.low && e.high) {
    ImGui::TextUnformatted(interval_text(e).c_str());
    return;
  }
  ImGui::TextDisabled("n/a");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "%s", e.value ? "No interval: the resamples did not give the statistic often enough." : missing_reason.c_str());
}

// A measure's name cell: selecting its row draws that measure below.
bool name_cell(const char* prefix, const std::string& name, bool selected) {
  ImGui::TableNextColumn();
  const std::string id = std::string(prefix) + name;
  return ui::selectable(id.c_str(), (name + "##" + id).c_str(), selected, ImGuiSelectableFlags_SpanAllColumns);
}

// The measure named `name` among `measures`, else the first; nullptr when there are none.
const ValidityMeasure* chosen(const std::vector<ValidityMeasure>& measures, std::string& name) {
  if (measures.empty()) return nullptr;
  const auto it =
      std::find_if(measures.begin(), measures.end(), [&](const ValidityMeasure& m) { return m.name == name; });
  if (it != measures.end()) return &*it;
  name = measures.front().name;
  return &measures.front();
}

// A combo over the measures, for the keyboard (the table's rows choose too).
void measure_combo(const char* id, const char* label, const std::vector<ValidityMeasure>& measures, std::string& name) {
  std::vector<Named> names;
  int index = 0;
  for (std::size_t i = 0; i < measures.size(); ++i) {
    names.push_back({measures[i].name, ""});
    if (measures[i].name == name) index = static_cast<int>(i);
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (named_combo(id, label, names, index)) name = measures[static_cast<std::size_t>(index)].name;
}

plot::ScatterPlot scatter_of(const ValidityMeasure& m, const char* y_title, bool split_given_up) {
  plot::ScatterPlot p;
  p.x.title = m.name;
  p.y.title = y_title;
  plot::ScatterSeries solved{split_given_up ? "solved" : "timed setups", {}}, gave_up{"gave up", {}};
  for (const ValidityPoint& pt : m.points) (pt.solved ? solved : gave_up).points.push_back({pt.x, pt.seconds, ""});
  p.series.push_back(std::move(solved));
  if (split_given_up && !gave_up.points.empty()) p.series.push_back(std::move(gave_up));
  return p;
}

nlohmann::json estimate_facts(const ValidityEstimate& e, const std::string& missing_reason) {
  const auto or_null = [](const std::optional<double>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); };
  nlohmann::json out = {{"value", or_null(e.value)}, {"low", or_null(e.low)}, {"high", or_null(e.high)}};
  out["shown"] = e.value ? figure(*e.value) : "n/a";
  out["interval_shown"] = interval_text(e);
  if (!e.value) out["why"] = missing_reason;
  return out;
}

// A measure's n, then rho and tau each with its interval ("n/a" with why where undefined): the
// columns the measures table and the setup table share.
void correlation_cells(const ValidityMeasure& m) {
  cell(std::to_string(m.n));
  const std::string why = correlation_missing_reason(m);
  value_cell(m.spearman.value, why);
  interval_cell(m.spearman, why);
  value_cell(m.kendall.value, why);
  interval_cell(m.kendall, why);
}

}  // namespace

void LabValidityView::note(std::string text) {
  if (text.empty()) return;
  notes_.push_back(std::move(text));
  if (notes_.size() > kNotesKept) notes_.erase(notes_.begin());
}

bool LabValidityView::tick() {
  if (!awaiting_files_) return false;
  bool any = false;
  // The chooser delivers every file chosen at once (platform::choose_text_files).
  while (auto file = platform::take_chosen_file()) {
    any = true;
    note(validity_.add_file(file->name, file->text));
  }
  if (any) awaiting_files_ = false;
  return any;
}

void LabValidityView::import_path() {
  std::string error;
  if (const auto text = platform::read_text_file(path_, error)) {
    const std::size_t slash = path_.find_last_of("/\\");
    note(validity_.add_file(slash == std::string::npos ? path_ : path_.substr(slash + 1), *text));
  } else {
    note(error);
  }
}

void LabValidityView::draw(const std::string& game, double now, const ui::Fonts& fonts) {
  // Wrapped, so a phone shows the whole question.
  ImGui::Spacing();
  ImGui::PushFont(fonts.heading);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted("Validity: do the measures say how hard people find it?");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ui::automation::track("lab-validity-title");
  dim_wrapped(
      "Import record files of people's play (the app's play records export them; several files at once, e.g. one per "
      "class), then Run: every distinct challenge is measured in a worker and each measure set against the time "
      "people took (docs/LAB.md, \"Validity: measures against people's play\"). The game is the Lab's: " +
      find_game(game).title() + ".");
  draw_import();
  draw_files();
  draw_run(game, now);
  draw_result(fonts);
}

void LabValidityView::draw_import() {
  if (ui::button("lab-validity-import", "Import record files...", !awaiting_files_,
                 "Choose one or more record files (.json) to add to the study")) {
    if (platform::choose_text_file(kAccept, true)) {
      awaiting_files_ = true;
    } else if (!path_field_ || path_.empty()) {
      // No chooser (the desktop): a file is named by its path, as the desktop's other file opens do.
      path_field_ = true;
      note("Type the path of a record file in the field beside, then Import again.");
    } else {
      import_path();
    }
  }
  if (path_field_) {
    ui::flow(ImGui::GetFontSize() * 16);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
    ui::input_text("lab-validity-path", "##lab-validity-path", &path_, "path of a record file");
  }
  ui::flow(ui::button_width("Use the records on this device"));
  if (ui::button("lab-validity-device", "Use the records on this device", true,
                 "Add the play records kept on this device (turned on in the settings) as one more file")) {
    const std::optional<std::string> text = device_records_ ? device_records_() : std::nullopt;
    if (text)
      note(validity_.use_device_records(*text));
    else
      note("No play records are kept on this device: turn on play records in the settings, then play.");
  }
  if (awaiting_files_) ImGui::TextDisabled("Waiting for the files chosen\xE2\x80\xA6");
  for (const std::string& n : notes_) ui::text_colored_wrapped(ui::palette().text_dim, n.c_str());
  if (!notes_.empty()) ui::automation::track("lab-validity-notes");
}

void LabValidityView::draw_files() {
  const std::vector<ValidityFile>& files = validity_.files();
  if (files.empty()) {
    ImGui::TextDisabled("No record file imported yet.");
    return;
  }
  // What the last answer said of each file (matched by name: the answer names them as sent).
  const ValidityResult* r = validity_.result() ? &*validity_.result() : nullptr;
  const auto report_of = [&](const std::string& name) -> const ValidityFileReport* {
    if (!r) return nullptr;
    for (const ValidityFileReport& f : r->files)
      if (f.name == name) return &f;
    return nullptr;
  };
  std::optional<std::size_t> remove;
  if (lab_tables::begin_table("lab-validity-files", 5)) {
    for (const char* c : {"File", "Records", "Used", "Problems", ""}) ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < files.size(); ++i) {
      const ValidityFile& f = files[i];
      const ValidityFileReport* report = report_of(f.name);
      ImGui::TableNextRow();
      cell(f.name);
      cell(f.records ? std::to_string(*f.records) : "-");
      cell(report ? std::to_string(report->used) : "-");
      ImGui::TableNextColumn();
      if (!f.records) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad), "%s", f.problem.c_str());
      } else if (report && !report->problems.empty()) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad), "%zu skipped", report->problems.size());
        if (ImGui::IsItemHovered()) {
          std::string lines;
          const std::size_t shown = std::min<std::size_t>(report->problems.size(), 12);
          for (std::size_t k = 0; k < shown; ++k) lines += report->problems[k] + "\n";
          if (shown < report->problems.size())
            lines += "and " + std::to_string(report->problems.size() - shown) + " more";
          ImGui::SetTooltip("%s", lines.c_str());
        }
      } else {
        ImGui::TextDisabled("%s", report ? "none" : "-");
      }
      ImGui::TableNextColumn();
      ImGui::PushID(static_cast<int>(i));
      if (ui::inline_button(("lab-validity-remove-" + std::to_string(i)).c_str(), "Remove")) remove = i;
      ImGui::PopID();
    }
    lab_tables::end_table("lab-validity-files");
  }
  if (remove && !validity_.running()) validity_.remove_file(*remove);
}

void LabValidityView::draw_run(const std::string& game, double now) {
  // Room for six digits besides the field's - and + (finger-sized on a phone).
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4 + 2 * (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x));
  ui::input_int("lab-validity-resamples", "resamples", &resamples_);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Bootstrap resamples behind each 95%% interval (%llu to %llu)",
                      static_cast<unsigned long long>(kValidityMinResamples),
                      static_cast<unsigned long long>(kValidityMaxResamples));
  const float seed_width = ImGui::GetFontSize() * 6;
  ui::flow(seed_width + ImGui::CalcTextSize("seed").x + style.ItemInnerSpacing.x);
  ImGui::SetNextItemWidth(seed_width);
  ui::input_text("lab-validity-seed", "seed##validity", &seed_);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The bootstrap's seed: the same files and seed give the same intervals");
  const bool running = validity_.running();
  if (!running) {
    if (ui::button("lab-validity-run", "Run validity", !validity_.files().empty(),
                   validity_.files().empty() ? "Import a record file first"
                                             : "Measure every challenge of the records and set the measures against "
                                               "the times, in a worker"))
      validity_.run(game, static_cast<std::uint64_t>(std::max(resamples_, 0)), seed_, now);
  } else if (ui::button("lab-validity-cancel", "Cancel", true, "Stop measuring; the answer covers what was measured")) {
    validity_.cancel();
  }
  if (running) {
    const double elapsed = validity_.elapsed(now);
    const float fraction = static_cast<float>(std::min(1.0, elapsed / validity_.budget_seconds()));
    char counts[160];
    std::snprintf(counts, sizeof counts, "Measuring the records' challenges in a worker: %.0f s (at most %.0f s)",
                  elapsed, validity_.budget_seconds());
    lab_tables::progress(fraction, counts);
    ui::redraw::request_until(now + 1.0);
  }
  if (!validity_.error().empty()) {
    ui::text_colored_wrapped(
        validity_.state() == LabValidity::State::cancelled ? ui::palette().text_dim : ui::palette().bad,
        validity_.error().c_str());
    ui::automation::track("lab-validity-error");
  }
}

void LabValidityView::draw_result(const ui::Fonts& fonts) {
  if (!validity_.result()) return;
  const ValidityResult& r = *validity_.result();
  lab_tables::heading(fonts, "Records");
  draw_summary(r);
  lab_tables::heading(fonts, "Measures against solve time");
  draw_measures(r);
  draw_scatter(r);
  draw_setup_section(r, fonts);
}

void LabValidityView::draw_summary(const ValidityResult& r) {
  const ValidityRecordCounts& c = r.records;
  if (lab_tables::begin_table("lab-validity-summary", 2)) {
    ImGui::TableSetupColumn("Records");
    ImGui::TableSetupColumn("Count");
    ImGui::TableHeadersRow();
    const std::pair<const char*, std::uint64_t> rows[] = {{"read", c.read},
                                                          {"of this game", c.this_game},
                                                          {"played", c.played},
                                                          {"solved", c.solved},
                                                          {"gave up", c.gave_up},
                                                          {"solved without the solver", c.alone},
                                                          {"timed setups", c.timed_setups},
                                                          {"distinct challenges", c.challenges},
                                                          {"challenges unmeasured", c.unmeasured}};
    for (const auto& [label, n] : rows) {
      ImGui::TableNextRow();
      cell(label);
      cell(std::to_string(n));
    }
    lab_tables::end_table("lab-validity-summary");
  }
  if (!r.stopped.empty())
    ui::text_colored_wrapped(ui::palette().accent,
                             (std::string("Measuring stopped (") + r.stopped + ") before every challenge was: the " +
                              std::to_string(c.unmeasured) + " unmeasured ones' records are left out of the figures.")
                                 .c_str());
}

void LabValidityView::draw_measures(const ValidityResult& r) {
  if (r.measures.empty()) {
    dim_wrapped("No measure: no record of this game was played.");
    return;
  }
  chosen(r.measures, measure_);
  if (lab_tables::begin_table("lab-validity-measures", 9)) {
    for (const char* c : {"Measure", "n", "Spearman's rho", "95% interval", "Kendall's tau", "95% interval",
                          "AUC gave up", "95% interval", "n (gave up)"})
      ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const ValidityMeasure& m : r.measures) {
      ImGui::TableNextRow();
      if (name_cell("lab-validity-measure-", m.name, m.name == measure_)) measure_ = m.name;
      correlation_cells(m);
      const ValidityAuc auc = m.auc.value_or(ValidityAuc{});
      const std::string auc_why = auc_missing_reason(auc);
      value_cell(auc.estimate.value, auc_why);
      interval_cell(auc.estimate, auc_why);
      cell(std::to_string(auc.n) + " (" + std::to_string(auc.gave_up) + ")");
    }
    lab_tables::end_table("lab-validity-measures");
  }
  dim_wrapped(
      "rho and tau: how the measure and the solve time rise together over the records solved without the solver "
      "(1: in the same order, 0: no relation). AUC: the chance that a given-up record has the larger measure than a "
      "solved one (0.5: no better than a coin). Select a row to draw it.");
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(
      "Over few players, a correlation shows how these records go together, and its interval how sure that is: an "
      "interval far from 0 says the measure ranks the challenges as these players found them. It cannot show that "
      "the measure makes a challenge hard, nor that other players, a class of another age or another setup would "
      "find the same; a few fast or slow players can carry it. See docs/LAB.md, \"Validity: measures against people's "
      "play\".");
  ImGui::PopTextWrapPos();
  ui::automation::track("lab-validity-caption");
}

void LabValidityView::draw_scatter(const ValidityResult& r) {
  const ValidityMeasure* m = chosen(r.measures, measure_);
  if (!m) return;
  measure_combo("lab-validity-scatter-measure", "measure##validity-scatter", r.measures, measure_);
  m = chosen(r.measures, measure_);
  const float height = ImGui::GetFontSize() * 17;
  const plot::ScatterPlot p = scatter_of(*m, "seconds", true);
  plot::scatter_plot("lab-validity-scatter", p, ImVec2(0, height));
  plot_export_button("validity", "this scatter", "validity-" + r.game + "-" + m->name + ".png");
}

void LabValidityView::draw_setup_section(const ValidityResult& r, const ui::Fonts& fonts) {
  lab_tables::heading(fonts, "Setup time at the table");
  if (r.records.timed_setups == 0) {
    dim_wrapped(
        "No record times a setup (\"Time my setup\" on the play screen records one): setup time cannot be set "
        "against the setup's actions or steps.");
    return;
  }
  if (lab_tables::begin_table("lab-validity-setup-measures", 6)) {
    for (const char* c : {"Measure", "n", "Spearman's rho", "95% interval", "Kendall's tau", "95% interval"})
      ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    chosen(r.setup_measures, setup_measure_);
    for (const ValidityMeasure& m : r.setup_measures) {
      ImGui::TableNextRow();
      if (name_cell("lab-validity-setup-measure-", m.name, m.name == setup_measure_)) setup_measure_ = m.name;
      correlation_cells(m);
    }
    lab_tables::end_table("lab-validity-setup-measures");
  }
  if (!r.setups.empty() && lab_tables::begin_table("lab-validity-setups", 5)) {
    for (const char* c : {"Setup", "n", "Median seconds", "Median setup actions", "Median steps"})
      ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const ValiditySetupRow& s : r.setups) {
      ImGui::TableNextRow();
      cell(s.setup);
      cell(std::to_string(s.n));
      cell(figure(s.median_seconds, "%.1f"));
      cell(s.median_setup_actions ? figure(*s.median_setup_actions, "%.1f") : "n/a");
      cell(s.median_setup_steps ? figure(*s.median_setup_steps, "%.1f") : "n/a");
    }
    lab_tables::end_table("lab-validity-setups");
  }
  if (const ValidityMeasure* m = chosen(r.setup_measures, setup_measure_)) {
    measure_combo("lab-validity-setup-scatter-measure", "measure##validity-setup-scatter", r.setup_measures,
                  setup_measure_);
    m = chosen(r.setup_measures, setup_measure_);
    plot::scatter_plot("lab-validity-setup-scatter", scatter_of(*m, "setup seconds", false),
                       ImVec2(0, ImGui::GetFontSize() * 15));
    plot_export_button("validity-setup", "this scatter", "validity-setup-" + r.game + "-" + m->name + ".png");
  }
}

nlohmann::json LabValidityView::automation() const {
  nlohmann::json out = validity_.automation();
  out["notes"] = notes_;
  out["awaiting_files"] = awaiting_files_;
  out["measure"] = measure_;
  out["setup_measure"] = setup_measure_;
  // The figures as the table shows them, with why a statistic is n/a.
  if (const auto& r = validity_.result()) {
    nlohmann::json shown = nlohmann::json::object();
    for (const ValidityMeasure& m : r->measures) {
      const std::string why = correlation_missing_reason(m);
      shown[m.name] = {{"spearman", estimate_facts(m.spearman, why)}, {"kendall", estimate_facts(m.kendall, why)}};
      if (m.auc) shown[m.name]["auc"] = estimate_facts(m.auc->estimate, auc_missing_reason(*m.auc));
    }
    out["shown"] = shown;
  }
  return out;
}

}  // namespace puzzlelab
