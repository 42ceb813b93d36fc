#include "ui/widgets.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "ui/palette.hpp"
#include "ui/redraw.hpp"

namespace puzzlelab::ui {

bool narrow_screen() { return ImGui::GetIO().DisplaySize.x < kNarrowWidth; }

void spinner(const char* id, double time, ImU32 color) {
  const float size = ImGui::GetTextLineHeight();
  ImGui::PushID(id);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 center(at.x + size * 0.5f, at.y + size * 0.5f);
  const double step = std::floor(time * kSpinnerSteps);
  redraw::request_at((step + 1) / kSpinnerSteps);
  // Five radians a second, as it turned when it turned every frame.
  const float start = static_cast<float>(std::fmod(step / kSpinnerSteps * 5.0, 2 * 3.14159265));
  dl->PathArcTo(center, size * 0.4f, start, start + 4.2f, 20);
  dl->PathStroke(color, ImDrawFlags_None, size * 0.14f);
  ImGui::PopID();
}

void flow(float next_width, float spacing) {
  ImGui::SameLine(0, spacing);
  if (ImGui::GetContentRegionAvail().x < next_width) ImGui::NewLine();
}

float button_width(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

bool small_button(const char* label) { return narrow_screen() ? ImGui::Button(label) : ImGui::SmallButton(label); }

void push_touch_style() {
  const float pad_y = std::max(ImGui::GetStyle().FramePadding.y, (kTouchTarget - ImGui::GetFontSize()) * 0.5f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(12, pad_y));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 10));
  ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, 28);
}

void pop_touch_style() { ImGui::PopStyleVar(3); }

void fit_next_popup_to_narrow_screen() {
  if (!narrow_screen()) return;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float width = display.x - 16;
  ImGui::SetNextWindowPos(ImVec2(8, 60), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, display.y - 68));
}

void key_cap(const char* keys) {
  const ImVec2 text = ImGui::CalcTextSize(keys);
  const ImVec2 pad(6, 2);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(at, ImVec2(at.x + text.x + pad.x * 2, at.y + text.y + pad.y * 2), palette().key_cap, 4);
  dl->AddRect(at, ImVec2(at.x + text.x + pad.x * 2, at.y + text.y + pad.y * 2), palette().key_cap_edge, 4);
  dl->AddText(ImVec2(at.x + pad.x, at.y + pad.y), ImGui::GetColorU32(ImGuiCol_Text), keys);
  ImGui::Dummy(ImVec2(text.x + pad.x * 2, text.y + pad.y * 2));
}

namespace {

// The background this frame's first screen window left to the clear, until the frame loop takes
// it (take_screen_background()).
std::optional<ImU32> g_screen_background;

}  // namespace

void begin_screen_window(const char* name, ImGuiWindowFlags extra) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                           ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus | extra;
  // Only the first: a second screen window over it must cover it with its own background.
  const ImVec4 background = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
  if (!g_screen_background && background.w >= 1.0f && ImGui::GetStyle().Alpha >= 1.0f) {
    g_screen_background = ImGui::ColorConvertFloat4ToU32(background);
    flags |= ImGuiWindowFlags_NoBackground;
  }
  ImGui::Begin(name, nullptr, flags);
}

ImU32 take_screen_background() {
  const ImU32 colour = g_screen_background.value_or(palette().window);
  g_screen_background.reset();
  return colour;
}

}  // namespace puzzlelab::ui
