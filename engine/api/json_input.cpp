#include "api/json_input.hpp"

#include <string>

#include "api/limits.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

[[noreturn]] void too_deep(std::string_view what) {
  throw InputError("too_deep", std::string(what) + " nests deeper than " + std::to_string(limits::kMaxJsonDepth) +
                                   " levels of arrays and objects");
}

// The library's message without its "[json.exception.parse_error.101] " tag, cut: its "last
// read" part echoes the input.
std::string library_message(const json::exception& error) {
  std::string message = error.what();
  const auto tag_end = message.find("] ");
  if (tag_end != std::string::npos) message.erase(0, tag_end + 2);
  return printable(message, 200);
}

// Levels of nesting: 0 for a scalar, 1 for [] or {}, 2 for [[]], ... Stops looking once past
// `limit`, so the recursion never goes deeper than limit + 1 calls.
bool deeper_than(const json& value, int limit) {
  if (!value.is_structured()) return false;
  if (limit == 0) return true;
  for (const auto& item : value)
    if (deeper_than(item, limit - 1)) return true;
  return false;
}

}  // namespace

json parse_json_input(std::string_view text, std::string_view what) {
  // The callback sees each array or object start at the depth of its parent (0 for the top
  // level); refusing there stops the parser before it goes deeper.
  const json::parser_callback_t depth_guard = [what](int depth, json::parse_event_t event, json&) {
    const bool opens = event == json::parse_event_t::object_start || event == json::parse_event_t::array_start;
    if (opens && depth + 1 > limits::kMaxJsonDepth) too_deep(what);
    return true;
  };
  try {
    return json::parse(text.begin(), text.end(), depth_guard);
  } catch (const json::parse_error& error) {
    throw InputError("bad_json", std::string(what) + " is not valid JSON: " + library_message(error));
  } catch (const json::out_of_range& error) {
    // The parser reports a number beyond a double's range (1e400) this way.
    throw InputError("number_out_of_range",
                     std::string(what) + " holds a number out of range: " + library_message(error));
  } catch (const json::exception& error) {
    throw InputError("bad_json", std::string(what) + " is not valid JSON: " + library_message(error));
  }
}

void check_json_depth(const json& value, std::string_view what) {
  if (deeper_than(value, limits::kMaxJsonDepth)) too_deep(what);
}

}  // namespace puzzlelab
