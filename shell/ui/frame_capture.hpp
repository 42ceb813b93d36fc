// A picture of part of the window, as a PNG file: the Lab exports its plots this way. A screen
// asks during the frame (the rectangle it just drew, in logical units); after the frame is
// rendered and before it is shown, the shell reads those pixels back (glReadPixels), encodes
// them with stb_image_write (Debian's libstb-dev) and offers the file (platform::offer_download).
#pragma once

#include <optional>
#include <string>

#include <imgui.h>

namespace puzzlelab::ui::capture {

// Captures [min, max) of this frame into a PNG named `file_name` once the frame is drawn. A
// second request in the same frame replaces the first.
void request(ImVec2 min, ImVec2 max, const std::string& file_name);

// Whether a capture waits for this frame (the shell then renders it even if nothing changed).
bool pending();

// Called by the shell after the frame's draw data is rendered, before the buffers swap, with
// the framebuffer's size in pixels and pixels per logical unit. Does nothing without a request.
void after_render(int framebuffer_width, int framebuffer_height, float pixel_ratio);

// What became of the last capture ("Saved lab-boxoff.png (640 x 400) in /home/me", or why it
// failed), once.
std::optional<std::string> take_result();

}  // namespace puzzlelab::ui::capture
