// Quotes user input inside an error message: 'text', cut to a readable length, with control
// characters and bytes outside printable ASCII written as \xHH. Messages then stay one line,
// stay short however long the input was, and are always valid UTF-8 for JSON output.
#pragma once

#include <string>
#include <string_view>

namespace puzzlelab {

std::string quote_input(std::string_view text);

}  // namespace puzzlelab
