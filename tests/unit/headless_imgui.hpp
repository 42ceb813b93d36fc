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

// Starts a frame with the mouse at `mouse` (the left button held when `down`) and an undecorated
// window named `name` covering the display, as the app's screens are; end_window_frame() ends the
// window and the frame.
inline void begin_window_frame(const char* name, ImVec2 mouse, bool down = false, ImGuiWindowFlags extra = 0) {
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = mouse;
  io.MouseDown[0] = down;
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::Begin(name, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | extra);
}

// What the frame drew.
inline const ImDrawData& end_window_frame() {
  ImGui::End();
  ImGui::Render();
  return *ImGui::GetDrawData();
}

}  // namespace puzzlelab::test
