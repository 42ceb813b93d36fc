#include "platform/picture_share.hpp"

#include <utility>

#include "platform/platform.hpp"

namespace puzzlelab::platform {

namespace {

std::optional<PictureShareOutcome> g_outcome;

}  // namespace

bool share_picture(const std::string& svg, const std::string& png_name, const std::string&) {
  // The same picture, as the SVG it is drawn from: any browser or image viewer shows it.
  const std::string svg_name = png_name.substr(0, png_name.rfind('.')) + ".svg";
  const std::string saved = offer_download(svg_name, "image/svg+xml", svg);
  const bool ok = saved.rfind("Saved ", 0) == 0;
  g_outcome = PictureShareOutcome{!ok, ok ? saved + " (the desktop build saves the picture as SVG)" : saved};
  return true;
}

bool picture_share_busy() { return false; }

std::optional<PictureShareOutcome> take_picture_share_outcome() {
  auto outcome = std::move(g_outcome);
  g_outcome.reset();
  return outcome;
}

}  // namespace puzzlelab::platform
