// JSON from users (protocol requests, the CLI's --params), read with the limits every entry point
// shares. Nested JSON is copied, compared and printed recursively, so a value nested thousands of
// levels deep would exhaust the stack anywhere it travels: it is refused where it comes in.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// Parses `text`; `what` names it in messages ("the request", "--params"). Throws InputError:
// "bad_json" (not JSON; the message gives the line and column), "number_out_of_range" (a number
// no double can hold, e.g. 1e400) or "too_deep" (nested deeper than limits::kMaxJsonDepth).
nlohmann::json parse_json_input(std::string_view text, std::string_view what);

// The nesting check for a value built elsewhere: throws InputError("too_deep", ...) when `value`
// nests deeper than limits::kMaxJsonDepth. Looks no deeper than that, so it is cheap and safe on
// any value.
void check_json_depth(const nlohmann::json& value, std::string_view what);

}  // namespace puzzlelab
