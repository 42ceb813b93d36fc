// How error messages show user input. quote_input writes 'text', cut to a readable length, with
// control characters and bytes outside printable ASCII as \xHH: messages then stay one line,
// stay short however long the input was, and are always valid UTF-8 for JSON output.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

std::string quote_input(std::string_view text);

// "a string", "an array", "null", ...: the type of a JSON value as a message says it.
std::string json_type_phrase(const nlohmann::json& value);

}  // namespace puzzlelab
