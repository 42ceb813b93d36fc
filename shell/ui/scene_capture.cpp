#include "ui/scene_capture.hpp"

#include <algorithm>
#include <cfloat>
#include <utility>

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

#include <imgui_impl_opengl3.h>

// The implementation is frame_capture.cpp's; built as one unit with it, its macros are still set
// here, so the header is read only when it was not already.
#ifndef INCLUDE_STB_IMAGE_WRITE_H
#define STBI_WRITE_NO_STDIO
#include <stb/stb_image_write.h>
#endif

#include "ui/automation.hpp"

namespace puzzlelab::ui::scene_capture {

namespace {

struct State {
  ImGuiContext* context = nullptr;  // the capture's own, sharing the screen's font atlas
  bool drawn = false;               // its draw data is this frame's
  bool wanted = false;              // a picture of it is to be rendered after this frame
  ImU32 background = 0;
  std::optional<Picture> picture;
};

State& state() {
  static State s;
  return s;
}

void append(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

}  // namespace

void draw(const std::function<void()>& draw, ImU32 background, bool picture) {
  State& s = state();
  ImGuiContext* screen = ImGui::GetCurrentContext();
  const ImGuiIO& screen_io = ImGui::GetIO();
  const ImGuiStyle screen_style = ImGui::GetStyle();
  if (!s.context) {
    s.context = ImGui::CreateContext(screen_io.Fonts);
    ImGui::SetCurrentContext(s.context);
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::GetIO().LogFilename = nullptr;
  }
  ImGui::SetCurrentContext(s.context);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = screen_io.DisplaySize;
  io.DisplayFramebufferScale = screen_io.DisplayFramebufferScale;
  io.DeltaTime = screen_io.DeltaTime > 0 ? screen_io.DeltaTime : 1.0f / 60.0f;
  io.FontDefault = screen_io.FontDefault;
  io.FontGlobalScale = screen_io.FontGlobalScale;
  io.BackendFlags = screen_io.BackendFlags;  // the renderer's: large meshes (vertex offsets)
  io.ConfigFlags = ImGuiConfigFlags_None;    // no keyboard or gamepad navigation: nothing here takes input
  io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  ImGui::GetStyle() = screen_style;
  {
    const automation::Muted muted;  // the screen's records stay the screen's
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(background));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::Begin("capture", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoScrollWithMouse);
    draw();
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
    ImGui::Render();
  }
  ImGui::SetCurrentContext(screen);
  s.drawn = true;
  s.wanted = picture;
  s.background = background;
}

bool pending() { return state().drawn && state().wanted; }

void render(int framebuffer_width, int framebuffer_height) {
  State& s = state();
  if (!pending()) return;
  s.drawn = s.wanted = false;
  ImGuiContext* screen = ImGui::GetCurrentContext();
  ImGui::SetCurrentContext(s.context);
  ImDrawData* data = ImGui::GetDrawData();
  ImGui::SetCurrentContext(screen);
  if (!data || framebuffer_width <= 0 || framebuffer_height <= 0) return;
  glViewport(0, 0, framebuffer_width, framebuffer_height);
  const ImVec4 clear = ImGui::ColorConvertU32ToFloat4(s.background);
  glClearColor(clear.x, clear.y, clear.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  // The screen's renderer draws the capture's data: it keeps no state of its own per context
  // beyond its shaders and buffers.
  ImGui_ImplOpenGL3_RenderDrawData(data);
  Picture picture;
  picture.width = framebuffer_width;
  picture.height = framebuffer_height;
  const std::size_t row = static_cast<std::size_t>(framebuffer_width) * 4;
  std::vector<unsigned char> pixels(row * static_cast<std::size_t>(framebuffer_height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, framebuffer_width, framebuffer_height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // GL's rows count from the bottom; the picture's from the top, and opaque.
  picture.rgba.resize(pixels.size());
  for (int y = 0; y < framebuffer_height; ++y)
    std::copy_n(
        pixels.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(framebuffer_height - 1 - y)), row,
        picture.rgba.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(y)));
  for (std::size_t i = 3; i < picture.rgba.size(); i += 4) picture.rgba[i] = 255;
  s.picture = std::move(picture);
}

std::optional<Picture> take() { return std::exchange(state().picture, std::nullopt); }

std::string encode_jpeg(const Picture& picture, int quality) {
  if (picture.width <= 0 || picture.height <= 0 ||
      picture.rgba.size() != static_cast<std::size_t>(picture.width) * static_cast<std::size_t>(picture.height) * 4)
    return "";
  std::string jpeg;
  if (!stbi_write_jpg_to_func(append, &jpeg, picture.width, picture.height, 4, picture.rgba.data(),
                              std::clamp(quality, 1, 100)))
    return "";
  return jpeg;
}

}  // namespace puzzlelab::ui::scene_capture
