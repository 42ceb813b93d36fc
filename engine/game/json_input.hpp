// JSON from users (protocol requests, the CLI's --params, merge files, stored state), read with
// the limits every entry point shares. Nested JSON is copied, compared and printed recursively, so
// a value nested thousands of levels deep would exhaust the stack anywhere it travels: it is
// refused where it comes in. Reading takes time linear in the text, whatever its shape.
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// Parses `text`; `what` names it in messages ("the request", "--params"). Throws InputError:
// "bad_json" (not JSON; the message gives the line and column), "number_out_of_range" (a number
// no double can hold, e.g. 1e400) or "too_deep" (nested deeper than limits::kMaxJsonDepth).
nlohmann::json parse_json_input(std::string_view text, std::string_view what);

// parse_json_input, refusing a document of more than `max_values` values (each scalar, array and
// object, wherever it stands, the document itself included) as it reads the one past the limit:
// InputError("request_too_large", ...). Parsed, a value takes from some 16 bytes (a number in an
// array) to about 200 (an empty object under a key), so the limit bounds the memory the document
// takes however its text is shaped.
nlohmann::json parse_json_input(std::string_view text, std::string_view what, std::size_t max_values);

// A long array handed over item by item while the text is read, so that each item is checked
// (and a bad one stops the reading) before the next is parsed, and the array is never held whole.
struct JsonArrayStream {
  std::string_view key;                        // the array under this key of the top-level object
  std::function<void(nlohmann::json&&)> take;  // called with each item, in order; may throw
};

// parse_json_input, with the items of the array `stream.key` going to `stream.take` as each is
// read; in the document returned that array is left empty. Anything else under that key (not an
// array, or deeper in the document) is kept in the document as usual.
nlohmann::json parse_json_input(std::string_view text, std::string_view what, const JsonArrayStream& stream);
// The same, refusing (InputError("request_too_large", ...)) a document that would hold more than
// `max_held_values` values at once: an item of the streamed array counts only while it is read, so
// the limit bounds the memory the reading takes however many items the array has.
nlohmann::json parse_json_input(std::string_view text, std::string_view what, const JsonArrayStream& stream,
                                std::size_t max_held_values);

// The nesting check for a value built elsewhere: throws InputError("too_deep", ...) when `value`
// nests deeper than limits::kMaxJsonDepth. Looks no deeper than that, so it is cheap and safe on
// any value.
void check_json_depth(const nlohmann::json& value, std::string_view what);

}  // namespace puzzlelab
