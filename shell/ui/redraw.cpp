#include "ui/redraw.hpp"

#include <cstring>
#include <limits>

#include <imgui.h>

namespace puzzlelab::ui::redraw {
namespace {

// ImGui needs a few frames to settle after a change (a popup is laid out hidden on its first
// frame, then sized), during which the picture may not change: this many identical frames in a
// row end the drawing.
constexpr int kSettleFrames = 3;
// Answers closer together than this are a stream, and a stream draws a frame at most this often.
constexpr double kStreamInterval = 0.1;

struct Pacing {
  int settle = kSettleFrames;  // frames still to draw; the first ones always draw
  double until = 0;
  double wake_at = std::numeric_limits<double>::infinity();
  // Drawing only for streaming answers: frames kStreamInterval apart. Any other request ends it.
  bool streaming = false;
  double now = 0;  // the frame loop's clock at its last tick
  double last_answer = -std::numeric_limits<double>::infinity();
  double last_frame = -std::numeric_limits<double>::infinity();
  std::uint64_t last_fingerprint = 0;
  std::uint64_t frames = 0;
  std::uint64_t shown = 0;
};

Pacing pacing;

// FNV-1a over 64-bit words: fast enough to run on every drawn frame (a board is a few thousand
// vertices). Two different pictures share a fingerprint with a chance of about 2^-64 per frame;
// the next change would show the right one.
struct Hasher {
  std::uint64_t h = 1469598103934665603ull;
  void add(const void* data, std::size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    std::size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
      std::uint64_t word;
      std::memcpy(&word, p + i, 8);
      h = (h ^ word) * 1099511628211ull;
    }
    for (; i < bytes; ++i) h = (h ^ p[i]) * 1099511628211ull;
  }
  template <class T>
  void value(const T& v) {
    add(&v, sizeof v);
  }
};

}  // namespace

void request() {
  pacing.settle = kSettleFrames;
  pacing.streaming = false;
}

void request_for_answer() {
  const bool stream = pacing.now - pacing.last_answer < kStreamInterval;
  pacing.last_answer = pacing.now;
  // Within input's grace (hover, a popup settling, a caret) frames come at once anyway.
  const bool input_grace = pacing.now < pacing.until;
  if (stream && !input_grace) pacing.streaming = true;
  pacing.settle = kSettleFrames;
}

void request_until(double time) {
  if (time > pacing.until) pacing.until = time;
  pacing.streaming = false;
}

void request_at(double time) {
  if (time < pacing.wake_at) pacing.wake_at = time;
}

bool due(double now) {
  pacing.now = now;
  if (now >= pacing.wake_at) {
    pacing.wake_at = std::numeric_limits<double>::infinity();
    pacing.settle = kSettleFrames;
    pacing.streaming = false;
  }
  if (!(pacing.settle > 0 || now < pacing.until)) {
    pacing.streaming = false;
    return false;
  }
  if (pacing.streaming && now < pacing.last_frame + kStreamInterval) return false;
  pacing.last_frame = now;
  return true;
}

double timer_at() {
  const double paced = pacing.streaming && pacing.settle > 0 ? pacing.last_frame + kStreamInterval
                                                             : std::numeric_limits<double>::infinity();
  return paced < pacing.wake_at ? paced : pacing.wake_at;
}

std::uint64_t fingerprint(const ImDrawData& data, std::uint32_t clear_colour) {
  Hasher hash;
  hash.value(clear_colour);
  hash.value(data.DisplaySize.x);
  hash.value(data.DisplaySize.y);
  hash.value(data.FramebufferScale.x);
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList* list = data.CmdLists[n];
    hash.add(list->VtxBuffer.Data, static_cast<std::size_t>(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    hash.add(list->IdxBuffer.Data, static_cast<std::size_t>(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      hash.value(cmd.ClipRect);
      hash.value(cmd.TextureId);
      hash.value(cmd.ElemCount);
      hash.value(cmd.IdxOffset);
    }
  }
  return hash.h;
}

bool changed(std::uint64_t picture) { return pacing.frames == 0 || picture != pacing.last_fingerprint; }

void drew(std::uint64_t picture, bool shown) {
  if (changed(picture))
    pacing.settle = kSettleFrames;  // still moving: look again
  else if (pacing.settle > 0)
    --pacing.settle;
  ++pacing.frames;
  if (shown) ++pacing.shown;
  pacing.last_fingerprint = picture;
}

std::uint64_t frames_drawn() { return pacing.frames; }
std::uint64_t frames_shown() { return pacing.shown; }

}  // namespace puzzlelab::ui::redraw
