// A picture of something drawn apart from the screen: talk mode's export (app/talk_export) draws
// each step of a talk this way while the live talk goes on undisturbed. The drawing runs in an
// ImGui context of its own, the size of the screen, sharing the fonts and the style, with no
// mouse and no keys, so nothing of it reaches the screen's windows, hover or focus (the
// automation's records are left as the screen drew them). The shell renders it into the back
// buffer before the frame's own picture, reads its pixels back (glReadPixels) and clears it again:
// what the screen shows is never the capture's.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

namespace puzzlelab::ui::scene_capture {

// Top-down rows of RGBA, width x height pixels (the framebuffer's: CSS size times pixel ratio).
struct Picture {
  int width = 0;
  int height = 0;
  std::vector<unsigned char> rgba;
};

// During a frame: runs `draw` inside a full-screen window of the capture's own context on a
// `background`; when `picture` is set, the shell renders it after this frame and take() hands over
// its pixels. Drawing without a picture lets what is drawn settle (layouts, fonts) at no GPU cost.
void draw(const std::function<void()>& draw, ImU32 background, bool picture);

// Whether a picture waits to be rendered after this frame (the shell then renders the frame too).
bool pending();

// Called by the shell after ImGui::Render and before the frame's own render, with the
// framebuffer's size in pixels. Does nothing without a pending picture.
void render(int framebuffer_width, int framebuffer_height);

// The picture rendered, once.
std::optional<Picture> take();

// The picture as a JPEG file (stb_image_write; quality 1..100), "" if it cannot be encoded.
std::string encode_jpeg(const Picture& picture, int quality);

}  // namespace puzzlelab::ui::scene_capture
