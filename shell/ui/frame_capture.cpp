#include "ui/frame_capture.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO  // PNGs are encoded in memory and handed to the platform
#include <stb/stb_image_write.h>

#include "platform/platform.hpp"

namespace puzzlelab::ui::capture {

namespace {

struct Request {
  ImVec2 min, max;
  std::string file_name;
};

std::optional<Request> g_request;
std::optional<std::string> g_result;

void append(void* context, void* data, int size) {
  auto* out = static_cast<std::string*>(context);
  out->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

}  // namespace

void request(ImVec2 min, ImVec2 max, const std::string& file_name) { g_request = Request{min, max, file_name}; }

bool pending() { return g_request.has_value(); }

void after_render(int framebuffer_width, int framebuffer_height, float pixel_ratio) {
  if (!g_request) return;
  const Request r = *g_request;
  g_request.reset();
  // Logical units to framebuffer pixels; GL's rows count from the bottom.
  const int x0 = std::clamp(static_cast<int>(std::floor(r.min.x * pixel_ratio)), 0, framebuffer_width);
  const int x1 = std::clamp(static_cast<int>(std::ceil(r.max.x * pixel_ratio)), 0, framebuffer_width);
  const int y0 = std::clamp(static_cast<int>(std::floor(r.min.y * pixel_ratio)), 0, framebuffer_height);
  const int y1 = std::clamp(static_cast<int>(std::ceil(r.max.y * pixel_ratio)), 0, framebuffer_height);
  const int w = x1 - x0, h = y1 - y0;
  if (w <= 0 || h <= 0) {
    g_result = "The plot is not on the screen; scroll it into view and export again.";
    return;
  }
  std::vector<unsigned char> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(x0, framebuffer_height - y1, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // Bottom-up rows to top-down, and opaque (the window's background has no meaningful alpha).
  std::vector<unsigned char> image(pixels.size());
  const std::size_t row = static_cast<std::size_t>(w) * 4;
  for (int y = 0; y < h; ++y)
    std::copy_n(pixels.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(h - 1 - y)), row,
                image.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(y)));
  for (std::size_t i = 3; i < image.size(); i += 4) image[i] = 255;
  std::string png;
  if (!stbi_write_png_to_func(append, &png, w, h, 4, image.data(), static_cast<int>(row))) {
    g_result = "The plot could not be encoded as PNG.";
    return;
  }
  const std::string where = platform::offer_download(r.file_name, "image/png", png);
  g_result = where + " (" + std::to_string(w) + " x " + std::to_string(h) + " pixels)";
}

std::optional<std::string> take_result() {
  auto out = std::move(g_result);
  g_result.reset();
  return out;
}

}  // namespace puzzlelab::ui::capture
