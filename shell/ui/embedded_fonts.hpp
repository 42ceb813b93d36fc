#pragma once

#include <span>
#include <string_view>

namespace puzzlelab::ui {

// The bytes of a font the browser app carries inside its module (cmake/EmbedFonts.cmake writes
// the definition from the subset fonts), or an empty span for a name it does not carry. Only the
// browser app defines it; the desktop app reads its fonts from the system's font directory.
std::span<const unsigned char> embedded_font(std::string_view name);

}  // namespace puzzlelab::ui
