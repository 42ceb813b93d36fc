// The Lab form's own setups (setups as data, docs/SETUPS.md): the described setups in the study
// (each with Edit and Remove) and the editor that writes them (middle/setup_editor): "New setup
// from" a published setup (the engine describes it), the description's JSON in a text field
// checked by the engine as it is typed (its message naming the problem, or OK), "Add to study",
// "Save" into the browser (middle/saved_setups, through the controller's stored document), the
// saved ones listed to load or delete, and "Share", the Lab link of the study with its setups.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "middle/controller.hpp"
#include "middle/lab_form.hpp"
#include "middle/requests.hpp"
#include "middle/setup_editor.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabSetupEditor {
 public:
  LabSetupEditor(Requests& requests, Controller& controller) : editor_(requests), controller_(controller) {}

  // The study's described setups, under its published ones. True when the form changed.
  bool draw_study_setups(LabForm& form, double now);
  // The editor, under the form's setups. True when the form changed. `link`: the study's Lab link
  // (without '#'), for Share.
  bool draw_editor(LabForm& form, const std::string& link, double now, const ui::Fonts& fonts);

  // The state's "setup_editor" (the editor's, with "saved": the labels of the game's saved setups).
  nlohmann::json automation() const;

 private:
  void draw_status() const;
  bool draw_actions(LabForm& form, const std::string& link);
  void draw_saved(double now);
  void draw_share_popup(const std::string& link, const ui::Fonts& fonts);

  SetupEditor editor_;
  Controller& controller_;
  int describe_from_ = 0;  // the published setup "New setup from" describes
  int saved_ = 0;          // the saved setup chosen in the list
  std::string note_;       // what the last Save, Load or Delete did
};

}  // namespace puzzlelab
