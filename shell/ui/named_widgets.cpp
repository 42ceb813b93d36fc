#include "ui/named_widgets.hpp"

#include <algorithm>
#include <string>

#include <imgui_internal.h>
#include <imgui_stdlib.h>

#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab::ui {
namespace {

// Records the widget just drawn (ImGui's last item) under `id`; passes its result on.
bool recorded(const char* id, bool result) {
  automation::track(id);
  return result;
}

// A control a person presses: recorded, listed for the page's screen-reader layer under what it
// shows, and pressed from there as if clicked (ui/automation.hpp). `enabled` false: listed as
// disabled and never pressed.
bool pressable(const char* id, const char* label, bool clicked, bool enabled = true) {
  automation::track(id);
  automation::control(id, automation::visible_label(label), !enabled);
  return clicked || (enabled && automation::take_press(id));
}

bool button_with_tooltip(const char* label, bool enabled, const char* tooltip, ImVec2 size) {
  // A button's tooltip stays away once it is clicked, until the mouse leaves it: what the click
  // shows (a hint under the Hint button) must not be covered by the explanation of the button.
  static ImGuiID quiet = 0;
  const ImGuiID id = ImGui::GetID(label);
  if (!enabled) ImGui::BeginDisabled();
  const bool clicked = ImGui::Button(label, size);
  if (!enabled) ImGui::EndDisabled();
  const bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
  if (clicked) quiet = id;
  if (!hovered && quiet == id) quiet = 0;
  if (tooltip && hovered && quiet != id) ImGui::SetTooltip("%s", tooltip);
  return clicked && enabled;
}

}  // namespace

bool button(const char* id, const char* label, bool enabled, const char* tooltip, ImVec2 size) {
  return pressable(id, label, button_with_tooltip(label, enabled, tooltip, size), enabled);
}

bool small_button(const char* id, const char* label) { return pressable(id, label, small_button(label)); }

bool inline_button(const char* id, const char* label) { return pressable(id, label, ImGui::SmallButton(label)); }

bool invisible_button(const char* id, const char* str_id, ImVec2 size, ImGuiButtonFlags flags) {
  return pressable(id, str_id, ImGui::InvisibleButton(str_id, size, flags));
}

bool layer_control(const char* id, const char* label, ImVec2 size) {
  ImGui::Dummy(size);
  return pressable(id, label, false);
}

bool checkbox(const char* id, const char* label, bool* value) {
  const bool clicked = ImGui::Checkbox(label, value);
  automation::track(id);
  const std::string shown = automation::visible_label(label) + (*value ? " (on)" : " (off)");
  automation::control(id, shown);
  if (!clicked && automation::take_press(id)) {
    *value = !*value;
    return true;
  }
  return clicked;
}

bool radio_button(const char* id, const char* label, bool active) {
  const std::string shown = automation::visible_label(label) + (active ? " (chosen)" : "");
  const bool clicked = ImGui::RadioButton(label, active);
  return pressable(id, shown.c_str(), clicked);
}

bool selectable(const char* id, const char* label, bool selected, ImGuiSelectableFlags flags, ImVec2 size) {
  const bool clicked = ImGui::Selectable(label, selected, flags, size);
  return pressable(id, label, clicked, (flags & ImGuiSelectableFlags_Disabled) == 0);
}

bool collapsing_header(const char* id, const char* label) {
  // Pressed from the page's layer: opened or closed as a click would.
  if (automation::take_press(id)) ImGui::SetNextItemOpen(ImGui::GetStateStorage()->GetInt(ImGui::GetID(label), 0) == 0);
  const bool open = ImGui::CollapsingHeader(label);
  automation::track(id);
  automation::control(id, automation::visible_label(label) + (open ? " (open)" : " (closed)"));
  return open;
}

bool slider_float(const char* id, const char* label, float* value, float min, float max, const char* format,
                  ImGuiSliderFlags flags) {
  return recorded(id, ImGui::SliderFloat(label, value, min, max, format, flags));
}

bool input_text(const char* id, const char* label, std::string* text, const char* hint, ImGuiInputTextFlags flags) {
  const bool changed =
      recorded(id, hint ? ImGui::InputTextWithHint(label, hint, text, flags) : ImGui::InputText(label, text, flags));
  // What the one-line field holds, for the tests (harness.js typeInto checks what it typed).
  automation::show_value(id, *text);
  return changed;
}

bool input_text_multiline(const char* id, const char* label, std::string* text, ImVec2 size,
                          ImGuiInputTextFlags flags) {
  return recorded(id, ImGui::InputTextMultiline(label, text, size, flags));
}

bool input_int(const char* id, const char* label, int* value) { return recorded(id, ImGui::InputInt(label, value)); }

bool input_count(const char* id, const char* label, std::uint64_t* value) {
  const std::uint64_t step = 1;
  return recorded(id, ImGui::InputScalar(label, ImGuiDataType_U64, value, &step, nullptr, "%llu"));
}

bool begin_combo(const char* id, const char* label, const char* preview, ImGuiComboFlags flags, const char* value) {
  // Pressed from the page's layer: its list opens, as a click opens it (ImGui's own popup id).
  if (automation::take_press(id)) ImGui::OpenPopupEx(ImHashStr("##ComboPopup", 0, ImGui::GetID(label)));
  const bool open = ImGui::BeginCombo(label, preview, flags);
  if (!open) {
    automation::track(id);
    if (value) automation::show_value(id, value);
    // A combo without a visible label is named after its id: "game-picker" reads "Game picker".
    std::string name = automation::visible_label(label);
    if (name.empty()) {
      name = id;
      std::replace(name.begin(), name.end(), '-', ' ');
      if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 'a' + 'A');
    }
    automation::control(id, name + ": " + (preview ? preview : ""));
  }
  return open;
}

bool begin_tab_item(const char* id, const char* label, ImGuiTabItemFlags flags) {
  // Pressed from the page's layer: selected as a click selects it.
  const bool pressed = automation::take_press(id);
  const bool open = ImGui::BeginTabItem(label, nullptr, pressed ? flags | ImGuiTabItemFlags_SetSelected : flags);
  automation::track(id);
  automation::control(id, automation::visible_label(label) + (open ? " (shown)" : ""));
  return open;
}

void end_panel(const char* id) {
  ImGui::EndChild();
  automation::track(id);
  focus::emphasize_panel();
}

}  // namespace puzzlelab::ui
