#include "game/json_input.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/limits.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

// The library's message, once the input it echoes is quoted: its words and at most the 60 bytes
// quote_input shows (escaped, up to four times as long), with room to spare.
constexpr std::size_t kMaxLibraryMessageBytes = 500;

[[noreturn]] void too_deep(std::string_view what) {
  throw InputError("too_deep", std::string(what) + " nests deeper than " + std::to_string(limits::kMaxJsonDepth) +
                                   " levels of arrays and objects");
}

// The library's message without its "[json.exception.parse_error.101] " tag, and with the input
// it echoes (the token at fault, `last_token`: "last read: '...'", "parsing '...'"), which can be
// the whole text, quoted as every message quotes input. The cut is a guard: the words around it
// are the library's own, and short.
std::string library_message(const json::exception& error, std::string_view last_token) {
  std::string message = error.what();
  const auto tag_end = message.find("] ");
  if (tag_end != std::string::npos) message.erase(0, tag_end + 2);
  if (!last_token.empty()) {
    const std::string echoed = "'" + std::string(last_token) + "'";
    if (const auto at = message.find(echoed); at != std::string::npos)
      message.replace(at, echoed.size(), quote_input(last_token));
  }
  return printable(message, kMaxLibraryMessageBytes);
}

[[noreturn]] void reading_failed(const json::exception& error, std::string_view last_token, std::string_view what) {
  // The parser reports a number beyond a double's range (1e400) as out_of_range (ids 401-499).
  if (error.id >= 400 && error.id < 500)
    throw InputError("number_out_of_range",
                     std::string(what) + " holds a number out of range: " + library_message(error, last_token));
  throw InputError("bad_json", std::string(what) + " is not valid JSON: " + library_message(error, last_token));
}

// The library takes a NUL byte for the end of the text (a C string's end), so that everything
// after one would go unread: `{"op":"games"}\0junk` would pass as its first part. JSON allows a
// NUL nowhere (inside a string it is written \u0000), so one is an error, at its line and column
// as the library gives them.
[[noreturn]] void nul_byte(std::string_view text, std::size_t at, std::string_view what) {
  const std::string_view before = text.substr(0, at);
  const std::size_t line = 1 + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n'));
  const auto line_start = before.rfind('\n');
  const std::size_t column = at - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1;
  throw InputError("bad_json", std::string(what) + " is not valid JSON: parse error at line " + std::to_string(line) +
                                   ", column " + std::to_string(column) +
                                   ": a NUL byte, which JSON does not allow (inside a string, write \\u0000)");
}

// Builds the document from the parser's events (nlohmann's SAX interface), refusing a container
// that would open deeper than the limit before anything inside it is read. The library's own
// depth-callback parser looks back over the whole parent after every value it closes, which
// makes a long array or object quadratic; this builder never looks back.
class DocumentBuilder {
 public:
  // `nul_at`: where the text's first NUL byte is (npos: none); the library reads the text up to it.
  DocumentBuilder(std::string_view text, std::string_view what, const JsonArrayStream* stream, std::size_t nul_at,
                  std::size_t max_values)
      : text_(text), what_(what), stream_(stream), nul_at_(nul_at), max_values_(max_values) {}

  json take_document() { return std::move(root_); }

  bool null() { return scalar(json(nullptr)); }
  bool boolean(bool value) { return scalar(json(value)); }
  bool number_integer(json::number_integer_t value) { return scalar(json(value)); }
  bool number_unsigned(json::number_unsigned_t value) { return scalar(json(value)); }
  bool number_float(json::number_float_t value, const json::string_t&) { return scalar(json(value)); }
  bool string(json::string_t& value) { return scalar(json(std::move(value))); }
  bool binary(json::binary_t& value) { return scalar(json::binary(std::move(value))); }

  bool start_object(std::size_t) { return open(json::value_t::object); }
  bool start_array(std::size_t) { return open(json::value_t::array); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(json::string_t& name) {
    at_stream_key_ = stream_ != nullptr && open_.size() == 1 && name == stream_->key;
    slot_ = &open_.back()->get_ref<json::object_t&>()[std::move(name)];
    return true;
  }

  // `position` counts the bytes read, the end of the text as one more: an error past the NUL's
  // place is the library stopping at the end of what it was given, which the NUL cut short.
  bool parse_error(std::size_t position, const std::string& last_token, const nlohmann::detail::exception& error) {
    if (nul_at_ != std::string_view::npos && position > nul_at_) nul_byte(text_, nul_at_, what_);
    reading_failed(error, last_token, what_);
  }

 private:
  // Where a new value goes: the root, the end of the open array, or the slot of the last key.
  // Pointers to open containers stay valid: an array only grows once its open item has closed.
  json* place(json&& value) {
    if (streamed_ != nullptr && !open_.empty() && open_.back() == streamed_) item_start_ = values_;
    if (++values_ > max_values_) too_many_values();
    if (open_.empty()) {
      root_ = std::move(value);
      return &root_;
    }
    json& parent = *open_.back();
    if (parent.is_array()) {
      auto& items = parent.get_ref<json::array_t&>();
      items.push_back(std::move(value));
      return &items.back();
    }
    *slot_ = std::move(value);
    return slot_;
  }

  bool open(json::value_t type) {
    if (open_.size() + 1 > static_cast<std::size_t>(limits::kMaxJsonDepth)) too_deep(what_);
    json* placed = place(json(type));
    if (open_.size() == 1 && at_stream_key_ && type == json::value_t::array) streamed_ = placed;
    open_.push_back(placed);
    return true;
  }

  bool close() {
    json* closed = open_.back();
    open_.pop_back();
    if (closed == streamed_) streamed_ = nullptr;
    handed_over(closed);
    return true;
  }

  bool scalar(json&& value) {
    handed_over(place(std::move(value)));
    return true;
  }

  [[noreturn]] void too_many_values() const {
    throw InputError("request_too_large", std::string(what_) + " holds more than " + std::to_string(max_values_) +
                                              " values (each number, string, array and object counts)");
  }

  // An item of the streamed array is complete: it leaves the document for the stream.
  void handed_over(json* value) {
    if (streamed_ == nullptr || open_.empty() || open_.back() != streamed_) return;
    json item = std::move(*value);
    streamed_->get_ref<json::array_t&>().pop_back();
    values_ = item_start_;  // the item leaves the document: its values are no longer held
    stream_->take(std::move(item));
  }

  std::string_view text_;
  std::string_view what_;
  const JsonArrayStream* stream_;
  std::size_t nul_at_;
  std::size_t max_values_;
  std::size_t values_ = 0;      // values held: read so far, less the streamed items handed over
  std::size_t item_start_ = 0;  // values_ before the streamed item being read
  json root_;
  std::vector<json*> open_;  // the arrays and objects being read, outermost first
  json* slot_ = nullptr;     // the value of the last key read
  bool at_stream_key_ = false;
  json* streamed_ = nullptr;  // the streamed array, while it is open
};

json parse_with(std::string_view text, std::string_view what, const JsonArrayStream* stream,
                std::size_t max_values = std::numeric_limits<std::size_t>::max()) {
  const std::size_t nul_at = text.find('\0');
  const std::string_view readable = text.substr(0, nul_at);
  DocumentBuilder builder(text, what, stream, nul_at, max_values);
  try {
    // Strict: whatever follows the value but whitespace is an error ("expected end of input").
    json::sax_parse(readable.begin(), readable.end(), &builder, json::input_format_t::json, true);
  } catch (const json::exception& error) {
    reading_failed(error, "", what);
  }
  if (nul_at != std::string_view::npos) nul_byte(text, nul_at, what);
  return builder.take_document();
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

json parse_json_input(std::string_view text, std::string_view what) { return parse_with(text, what, nullptr); }

json parse_json_input(std::string_view text, std::string_view what, std::size_t max_values) {
  return parse_with(text, what, nullptr, max_values);
}

json parse_json_input(std::string_view text, std::string_view what, const JsonArrayStream& stream) {
  return parse_with(text, what, &stream);
}

json parse_json_input(std::string_view text, std::string_view what, const JsonArrayStream& stream,
                      std::size_t max_held_values) {
  return parse_with(text, what, &stream, max_held_values);
}

void check_json_depth(const json& value, std::string_view what) {
  if (deeper_than(value, limits::kMaxJsonDepth)) too_deep(what);
}

}  // namespace puzzlelab
