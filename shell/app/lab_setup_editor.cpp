#include "app/lab_setup_editor.hpp"

#include <algorithm>
#include <vector>

#include <imgui.h>

#include "app/link_copy.hpp"
#include "app/param_widgets.hpp"
#include "game/game.hpp"
#include "game/setup_description.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr const char* kShareStudyPopup = "Share study";

void wrapped_disabled(const char* text) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", text);
  ImGui::PopTextWrapPos();
}

}  // namespace

bool LabSetupEditor::draw_study_setups(LabForm& form, double now) {
  bool changed = false;
  for (const std::string& text : form.described()) {
    const std::string label = setup_label(text);
    ImGui::PushID(label.c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s (described)", label.c_str());
    ui::automation::track(("lab-custom-" + label).c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Your own setup, compared beside the published ones");
    ImGui::SameLine();
    if (ui::small_button(("lab-custom-edit-" + label).c_str(), "Edit")) editor_.open(text, now);
    ImGui::SameLine();
    if (ui::small_button(("lab-custom-remove-" + label).c_str(), "Remove")) changed |= form.remove_described(label);
    ImGui::PopID();
  }
  return changed;
}

bool LabSetupEditor::draw_editor(LabForm& form, const std::string& link, double now, const ui::Fonts& fonts) {
  editor_.set_game(form.game, form.params, now);
  if (editor_.tick(now)) ui::redraw::request();
  if (const auto due = editor_.check_due_at()) ui::redraw::request_at(*due);
  if (!ui::collapsing_header("lab-setup-editor", "Your own setup")) return false;

  wrapped_disabled(
      "A setup described as data: JSON whose \"name\" (a-z, 0-9 and -) labels it in the tables and plots; "
      "the other fields are the game's own (docs/SETUPS.md, and the game's doc, section \"Setups as data\"). "
      "Start from a published setup and change it.");
  const GameInfo& info = find_game_in(all_games(), form.game).info();
  std::vector<Named> published;
  for (const SetupSpec& s : info.setups) published.push_back({s.name, s.description});
  if (!published.empty()) {
    describe_from_ = std::clamp(describe_from_, 0, static_cast<int>(published.size()) - 1);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
    named_combo("lab-describe-from", "##describe-from", published, describe_from_);
    ImGui::SameLine();
    if (ui::button("lab-describe", "New setup from it", true,
                   "The engine writes this published setup as a description, to edit"))
      editor_.describe(published[static_cast<std::size_t>(describe_from_)].name);
  }

  // The verdict and the actions above the text, so they stay in sight while it is edited.
  draw_status();
  const bool changed = draw_actions(form, link);
  const float lines = 10;
  if (ui::input_text_multiline("lab-setup-text", "##setup-text", &editor_.text(),
                               ImVec2(-1, ImGui::GetTextLineHeight() * lines + ImGui::GetStyle().FramePadding.y * 2)))
    editor_.edited(now);
  draw_saved(now);
  draw_share_popup(link, fonts);
  return changed;
}

// The engine's verdict on the text: OK in green, the problem in red, or what is awaited.
void LabSetupEditor::draw_status() const {
  const std::string& message = editor_.message();
  switch (editor_.state()) {
    case SetupEditor::State::empty: wrapped_disabled("Nothing written yet."); break;
    case SetupEditor::State::describing: wrapped_disabled("Asking the engine for the description..."); break;
    case SetupEditor::State::editing:
    case SetupEditor::State::checking: wrapped_disabled("Checking..."); break;
    case SetupEditor::State::ok:
      ui::text_colored_wrapped(ui::palette().good, ("OK: \"" + editor_.label() + "\" can be dealt").c_str());
      break;
    case SetupEditor::State::refused: ui::text_colored_wrapped(ui::palette().bad, message.c_str()); break;
  }
  ui::automation::track("lab-setup-status");
}

// Check, Add to study (or Update), Save, Share.
bool LabSetupEditor::draw_actions(LabForm& form, const std::string& link) {
  bool changed = false;
  const bool ok = editor_.state() == SetupEditor::State::ok && editor_.setup();
  if (ui::button("lab-setup-check", "Check", !editor_.text().empty(), "Ask the engine to read the description now"))
    editor_.check();
  ImGui::SameLine();
  const std::vector<std::string> in_study = form.described();
  const bool there = ok && std::any_of(in_study.begin(), in_study.end(),
                                       [&](const std::string& s) { return setup_label(s) == editor_.label(); });
  if (ui::button("lab-setup-add", there ? "Update in study" : "Add to study", ok,
                 ok ? "Compare it beside the published setups" : "Fix the description first (see the message)")) {
    form.add_described(*editor_.setup());
    form.preset.clear();  // no longer the published study
    changed = true;
  }
  ImGui::SameLine();
  if (ui::button("lab-setup-save", "Save", ok, "Keep it in this browser, to load again and to play")) {
    const std::string why = controller_.edit_saved_setups().save({form.game, *editor_.setup()});
    note_ = why.empty() ? "Saved \"" + editor_.label() + "\" in this browser." : why;
  }
  ImGui::SameLine();
  if (ui::button("lab-setup-share", "Share", !link.empty(), "A Lab link of the study with its described setups"))
    ImGui::OpenPopup(kShareStudyPopup);
  return changed;
}

// The game's saved setups: Load opens one in the editor, Delete forgets it.
void LabSetupEditor::draw_saved(double now) {
  if (!note_.empty()) {
    wrapped_disabled(note_.c_str());
    ui::automation::track("lab-setup-note");
  }
  const std::vector<std::string> saved = controller_.saved_setups().of_game(editor_.game());
  if (saved.empty()) return;
  std::vector<Named> list;
  for (const std::string& text : saved) list.push_back({setup_label(text), ""});
  saved_ = std::clamp(saved_, 0, static_cast<int>(list.size()) - 1);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Saved");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  named_combo("lab-saved-setup", "##saved-setup", list, saved_);
  const std::string& label = list[static_cast<std::size_t>(saved_)].name;
  ImGui::SameLine();
  if (ui::button("lab-saved-load", "Load", true, "Open it in the editor")) {
    editor_.open(saved[static_cast<std::size_t>(saved_)], now);
    note_.clear();
  }
  ImGui::SameLine();
  if (ui::button("lab-saved-delete", "Delete", true, "Forget it in this browser")) {
    controller_.edit_saved_setups().remove(editor_.game(), label);
    note_ = "Deleted \"" + label + "\".";
  }
}

void LabSetupEditor::draw_share_popup(const std::string& link, const ui::Fonts& fonts) {
  ImGui::SetNextWindowSize(ImVec2(std::min(620.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  if (!ImGui::BeginPopup(kShareStudyPopup)) return;
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Link to this study, its described setups included");
  ImGui::PopFont();
  link_copy_field(link, "lab-share", controller_.notices());
  ImGui::EndPopup();
}

nlohmann::json LabSetupEditor::automation() const {
  nlohmann::json out = editor_.automation();
  nlohmann::json saved = nlohmann::json::array();
  for (const std::string& text : controller_.saved_setups().of_game(editor_.game())) saved.push_back(setup_label(text));
  out["saved"] = saved;
  out["note"] = note_;
  return out;
}

}  // namespace puzzlelab
