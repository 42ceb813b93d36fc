// An ImGui context of a test's own, with ImGui's built-in font atlas built and no settings file:
// what the tests that draw (plots, views, the frame pacing) run their frames in, no window needed.
#pragma once

#include <imgui.h>

namespace puzzlelab::test {

class HeadlessImGui {
 public:
  explicit HeadlessImGui(ImVec2 display) : context_(ImGui::CreateContext()) {
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = display;
    io.DeltaTime = 1.0f / 60;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);  // builds the atlas
  }
  ~HeadlessImGui() { ImGui::DestroyContext(context_); }
  HeadlessImGui(const HeadlessImGui&) = delete;
  HeadlessImGui& operator=(const HeadlessImGui&) = delete;

 private:
  ImGuiContext* context_;
};

}  // namespace puzzlelab::test
