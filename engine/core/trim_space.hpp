// Text without the white space around it (std::isspace's, in the C locale): every game reads a
// board given with surrounding space (a pasted line, a link's field) as the board itself.
#pragma once

#include <cctype>
#include <string_view>

namespace puzzlelab {

inline std::string_view trim_space(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace puzzlelab
