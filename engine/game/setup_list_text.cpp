#include "game/setup_list_text.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab {

namespace {

// The index just past the '}' that closes the object opening at text[start], or npos when it
// never closes.
std::size_t object_end(std::string_view text, std::size_t start) {
  std::size_t depth = 0;
  bool in_string = false;
  for (std::size_t i = start; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;  // the escaped character, a quote included, is part of the string
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}' && --depth == 0) {
      return i + 1;
    }
  }
  return std::string_view::npos;
}

}  // namespace

std::vector<std::string> split_setup_list(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    std::size_t stop = 0;
    // "linear, {...}": the space after a comma is not part of the description.
    const std::size_t brace = text.find_first_not_of(' ', start);
    if (brace != std::string_view::npos && text[brace] == '{') {
      start = brace;
      stop = object_end(text, start);
      if (stop == std::string_view::npos)
        throw InputError("bad_setup", "setup " + std::to_string(out.size() + 1) + ", the description " +
                                          quote_input(text.substr(start)) + ", never closes: a '}' is missing");
      if (stop < text.size() && text[stop] != ',')
        throw InputError("bad_setup", "setup " + std::to_string(out.size() + 1) + ": " +
                                          quote_input(text.substr(stop)) +
                                          " follows the description's closing '}'; setups are separated by commas");
    } else {
      stop = std::min(text.find(',', start), text.size());
    }
    out.emplace_back(text.substr(start, stop - start));
    if (stop == text.size()) return out;
    start = stop + 1;
  }
}

}  // namespace puzzlelab
