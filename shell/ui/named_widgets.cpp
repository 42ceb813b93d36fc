#include "ui/named_widgets.hpp"

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
  return recorded(id, button_with_tooltip(label, enabled, tooltip, size));
}

bool small_button(const char* id, const char* label) { return recorded(id, small_button(label)); }

bool inline_button(const char* id, const char* label) { return recorded(id, ImGui::SmallButton(label)); }

bool invisible_button(const char* id, const char* str_id, ImVec2 size, ImGuiButtonFlags flags) {
  return recorded(id, ImGui::InvisibleButton(str_id, size, flags));
}

bool checkbox(const char* id, const char* label, bool* value) { return recorded(id, ImGui::Checkbox(label, value)); }

bool radio_button(const char* id, const char* label, bool active) {
  return recorded(id, ImGui::RadioButton(label, active));
}

bool selectable(const char* id, const char* label, bool selected, ImGuiSelectableFlags flags, ImVec2 size) {
  return recorded(id, ImGui::Selectable(label, selected, flags, size));
}

bool collapsing_header(const char* id, const char* label) { return recorded(id, ImGui::CollapsingHeader(label)); }

bool slider_float(const char* id, const char* label, float* value, float min, float max, const char* format,
                  ImGuiSliderFlags flags) {
  return recorded(id, ImGui::SliderFloat(label, value, min, max, format, flags));
}

bool input_text(const char* id, const char* label, std::string* text, const char* hint, ImGuiInputTextFlags flags) {
  return recorded(id, hint ? ImGui::InputTextWithHint(label, hint, text, flags) : ImGui::InputText(label, text, flags));
}

bool input_int(const char* id, const char* label, int* value) { return recorded(id, ImGui::InputInt(label, value)); }

bool input_count(const char* id, const char* label, std::uint64_t* value) {
  const std::uint64_t step = 1;
  return recorded(id, ImGui::InputScalar(label, ImGuiDataType_U64, value, &step, nullptr, "%llu"));
}

bool begin_combo(const char* id, const char* label, const char* preview, ImGuiComboFlags flags, const char* value) {
  const bool open = ImGui::BeginCombo(label, preview, flags);
  if (!open) {
    automation::track(id);
    if (value) automation::show_value(id, value);
  }
  return open;
}

bool begin_tab_item(const char* id, const char* label, ImGuiTabItemFlags flags) {
  return recorded(id, ImGui::BeginTabItem(label, nullptr, flags));
}

void end_panel(const char* id) {
  ImGui::EndChild();
  automation::track(id);
  focus::emphasize_panel();
}

}  // namespace puzzlelab::ui
