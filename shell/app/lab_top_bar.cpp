#include "app/lab_top_bar.hpp"

#include <algorithm>
#include <exception>

#include <imgui.h>

#include "app/link_copy.hpp"
#include "middle/lab_export.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/frame_capture.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

bool LabTopBar::draw(bool showing_series, const std::string& link, const ui::Fonts& fonts) {
  if (auto result = ui::capture::take_result()) message_ = *result;  // a plot saved as PNG
  ImGui::PushFont(fonts.heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent), "Lab");
  ImGui::PopFont();
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  next("Back to play", 20);
  const bool back =
      ui::button("lab-back", "Back to play", true, "The play screen, with the game you were playing (the run goes on)");
  next("Copy link", 20);
  if (ui::button("lab-copy-link", "Copy link", !link.empty(), "A link that reruns this experiment"))
    ImGui::OpenPopup("Lab link");
  draw_link_popup(link, fonts);
  draw_exports(showing_series);
  return back;
}

bool LabTopBar::draw_validity_switch(bool showing_validity) {
  // One ImGui id whatever it reads, so the keyboard's focus frame stays on it once pressed.
  const char* label = showing_validity ? "Back to results###lab-validity" : "Validity###lab-validity";
  ui::flow(ui::button_width(label), 20);
  return ui::button("lab-validity", label, true,
                    showing_validity ? "The results of the experiment, series or sweep on show"
                                     : "Do the measures say how hard people find a challenge? Import play records and "
                                       "set the measures against the times people took");
}

void LabTopBar::draw_message() {
  if (message_.empty()) return;
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().text_dim), "%s", message_.c_str());
  ui::automation::track("lab-message");
}

void LabTopBar::draw_exports(bool showing_series) {
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  if (showing_series) {
    const bool has_document = series_.sizes_done() > 0;
    const char* no_size = "Wait for the first size of the series to finish";
    next("Export CSV", 20);
    if (ui::button("lab-export-csv", "Export CSV", has_document,
                   has_document ? "One row per size and setup: the figures of the lines" : no_size))
      export_file(lab_series_export_name(series_.spec(), "csv"), "text/csv",
                  [this] { return lab_series_csv(series_.document()); });
    next("Export JSON");
    if (ui::button(
            "lab-export-json", "Export JSON", has_document,
            has_document ? "Every finished size's document, as `puzzlelab experiment --preset` prints it" : no_size))
      export_file(lab_series_export_name(series_.spec(), "json"), "application/json",
                  [this] { return lab_series_json(series_.document()); });
    return;
  }
  const char* no_data = "Run an experiment first";
  const bool has_document = run_.document().is_object();
  next("Export CSV", 20);
  if (ui::button("lab-export-csv", "Export CSV", has_document,
                 has_document ? "One row per setup: the figures of the table" : no_data))
    export_file(lab_export_name(run_.document(), "csv"), "text/csv",
                [this] { return lab_summary_csv(run_.document()); });
  next("Export JSON");
  if (ui::button("lab-export-json", "Export JSON", has_document,
                 has_document ? "The experiment's document, as `puzzlelab experiment` prints it" : no_data))
    export_file(lab_export_name(run_.document(), "json"), "application/json",
                [this] { return lab_document_json(run_.document()); });
}

void LabTopBar::draw_link_popup(const std::string& link, const ui::Fonts& fonts) {
  ImGui::SetNextWindowSize(ImVec2(std::min(620.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  if (!ImGui::BeginPopup("Lab link")) return;
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Link that reruns this experiment");
  ImGui::PopFont();
  link_copy_field(link, "lab-link", notices_);
  ImGui::EndPopup();
}

void LabTopBar::export_file(const std::string& file, const std::string& mime,
                            const std::function<std::string()>& bytes) {
  try {
    message_ = platform::offer_download(file, mime, bytes());
  } catch (const std::exception& e) {
    message_ = std::string("The export failed: ") + e.what();
  }
}

}  // namespace puzzlelab
