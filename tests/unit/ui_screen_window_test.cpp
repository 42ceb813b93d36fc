// A screen's window (ui::begin_screen_window) in a headless ImGui context: the first one of a
// frame leaves its opaque background to the canvas's clear colour (ui::take_screen_background()), so a
// frame fills the display once instead of twice; a second one over it, a translucent one, and a
// frame with none keep the picture what it was.
#include <doctest/doctest.h>

#include <cmath>
#include <string_view>

#include <imgui.h>

#include "headless_imgui.hpp"

#include "ui/palette.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace ui = puzzlelab::ui;

namespace {

constexpr float kScreenWidth = 800, kScreenHeight = 600;

// The area the triangles of `window`'s draw list cover, in square pixels (overlaps counted twice;
// a filled shape's anti-aliased edge adds a fringe).
double area_drawn(const ImDrawData& data, const char* window) {
  double area = 0;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& list = *data.CmdLists[l];
    if (list._OwnerName == nullptr || std::string_view(list._OwnerName) != window) continue;
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
        const auto vertex = [&](unsigned k) {
          return list.VtxBuffer[list.IdxBuffer[static_cast<int>(cmd.IdxOffset + i + k)] + cmd.VtxOffset].pos;
        };
        const ImVec2 a = vertex(0), b = vertex(1), c = vertex(2);
        area += std::abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
      }
    }
  }
  return area;
}

constexpr double kScreenArea = static_cast<double>(kScreenWidth) * kScreenHeight;

// A headless context with the app's style (opaque window colours, as in the app).
struct StyledImGui : puzzlelab::test::HeadlessImGui {
  explicit StyledImGui(ui::Theme theme) : HeadlessImGui(ImVec2(kScreenWidth, kScreenHeight)) { ui::apply_style(theme); }
};

// A screen window named `name` whose background is `colour`.
void screen_window(const char* name, const ImVec4& colour) {
  ImGui::PushStyleColor(ImGuiCol_WindowBg, colour);
  ui::begin_screen_window(name);
  ImGui::End();
  ImGui::PopStyleColor();
}

// Talk mode's dark blue, opaque.
const ImVec4 kTalkBackground(0.05f, 0.07f, 0.12f, 1.0f);

}  // namespace

TEST_CASE("the first screen window's opaque background is the clear colour, not a rectangle") {
  StyledImGui imgui(ui::Theme::dark);
  ImGui::NewFrame();
  screen_window("Talk", kTalkBackground);
  CHECK(ui::take_screen_background() == ImGui::ColorConvertFloat4ToU32(kTalkBackground));
  ImGui::Render();
  CHECK(area_drawn(*ImGui::GetDrawData(), "Talk") == 0);

  // The next frame asks again: a screen of the theme's colour.
  ImGui::NewFrame();
  ui::begin_screen_window("Play");
  ImGui::End();
  CHECK(ui::take_screen_background() == ui::palette().window);
  ImGui::Render();
  CHECK(area_drawn(*ImGui::GetDrawData(), "Play") == 0);
}

TEST_CASE("a second screen window in one frame covers the first with its own background") {
  StyledImGui imgui(ui::Theme::light);
  ImGui::NewFrame();
  ui::begin_screen_window("Play");
  ImGui::End();
  screen_window("Speaker view", ImVec4(0, 0, 0, 1));
  CHECK(ui::take_screen_background() == ui::palette().window);
  ImGui::Render();
  CHECK(area_drawn(*ImGui::GetDrawData(), "Play") == 0);
  CHECK(area_drawn(*ImGui::GetDrawData(), "Speaker view") >= kScreenArea);
}

TEST_CASE("a translucent screen background is drawn over the theme's clear colour") {
  StyledImGui imgui(ui::Theme::dark);
  ImGui::NewFrame();
  screen_window("Veil", ImVec4(0.2f, 0.3f, 0.4f, 0.5f));
  CHECK(ui::take_screen_background() == ui::palette().window);
  ImGui::Render();
  CHECK(area_drawn(*ImGui::GetDrawData(), "Veil") >= kScreenArea);
}

TEST_CASE("a frame with no screen window is cleared to the theme's window colour") {
  StyledImGui imgui(ui::Theme::dark);
  ImGui::NewFrame();
  screen_window("Talk", kTalkBackground);
  ImGui::Render();
  CHECK(ui::take_screen_background() == ImGui::ColorConvertFloat4ToU32(kTalkBackground));

  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(100, 100));
  ImGui::SetNextWindowSize(ImVec2(300, 200));
  ImGui::Begin("A dialog", nullptr, ImGuiWindowFlags_NoSavedSettings);
  ImGui::End();
  ImGui::Render();
  CHECK(ui::take_screen_background() == ui::palette().window);
  CHECK(area_drawn(*ImGui::GetDrawData(), "A dialog") >= 300 * 200);
}

TEST_CASE("a frame whose background was not taken leaves the next one drawing its own") {
  StyledImGui imgui(ui::Theme::light);
  ImGui::NewFrame();
  ui::begin_screen_window("Play");
  ImGui::End();
  ImGui::Render();
  CHECK(area_drawn(*ImGui::GetDrawData(), "Play") == 0);

  ImGui::NewFrame();
  ui::begin_screen_window("Play");
  ImGui::End();
  ImGui::Render();
  CHECK(area_drawn(*ImGui::GetDrawData(), "Play") >= kScreenArea);
  CHECK(ui::take_screen_background() == ui::palette().window);
}
