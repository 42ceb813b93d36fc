// Sharing a picture (docs/app/SHARE.md): an SVG document (middle/share_card.hpp) made into a PNG
// and handed to the system's share sheet where the browser has the Web Share API with files
// (phones, some desktops), else downloaded. In the browser the work is asynchronous (the SVG is
// drawn on a canvas, the canvas encoded, the share sheet answered), so its outcome is collected
// later. The desktop build has no SVG rasterizer: it saves the SVG itself, and says so.
#pragma once

#include <optional>
#include <string>

namespace puzzlelab::platform {

// Starts sharing `svg` as the PNG `png_name`, with `text` beside it where the share sheet takes
// text. At most one at a time: false (nothing started) while one is under way.
bool share_picture(const std::string& svg, const std::string& png_name, const std::string& text);

// Whether a share started by share_picture has not finished yet.
bool picture_share_busy();

// What became of the last share, once, for a notice: "Shared puzzlelab-fujisan.png",
// "Downloaded puzzlelab-fujisan.png", "Saved /home/me/puzzlelab-fujisan.svg ...", or why it failed.
struct PictureShareOutcome {
  bool failed = false;
  std::string message;
};
std::optional<PictureShareOutcome> take_picture_share_outcome();

}  // namespace puzzlelab::platform
