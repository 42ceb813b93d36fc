#include "game/json_input.hpp"

#include <limits>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/limits.hpp"

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

[[noreturn]] void reading_failed(const json::exception& error, std::string_view what) {
  // The parser reports a number beyond a double's range (1e400) as out_of_range (ids 401-499).
  if (error.id >= 400 && error.id < 500)
    throw InputError("number_out_of_range",
                     std::string(what) + " holds a number out of range: " + library_message(error));
  throw InputError("bad_json", std::string(what) + " is not valid JSON: " + library_message(error));
}

// Builds the document from the parser's events (nlohmann's SAX interface), refusing a container
// that would open deeper than the limit before anything inside it is read. The library's own
// depth-callback parser looks back over the whole parent after every value it closes, which
// makes a long array or object quadratic; this builder never looks back.
class DocumentBuilder {
 public:
  DocumentBuilder(std::string_view what, const JsonArrayStream* stream, std::size_t max_values)
      : what_(what), stream_(stream), max_values_(max_values) {}

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

  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& error) {
    reading_failed(error, what_);
  }

 private:
  // Where a new value goes: the root, the end of the open array, or the slot of the last key.
  // Pointers to open containers stay valid: an array only grows once its open item has closed.
  json* place(json&& value) {
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
    stream_->take(std::move(item));
  }

  std::string_view what_;
  const JsonArrayStream* stream_;
  std::size_t max_values_;
  std::size_t values_ = 0;  // values read so far
  json root_;
  std::vector<json*> open_;  // the arrays and objects being read, outermost first
  json* slot_ = nullptr;     // the value of the last key read
  bool at_stream_key_ = false;
  json* streamed_ = nullptr;  // the streamed array, while it is open
};

json parse_with(std::string_view text, std::string_view what, const JsonArrayStream* stream,
                std::size_t max_values = std::numeric_limits<std::size_t>::max()) {
  DocumentBuilder builder(what, stream, max_values);
  try {
    json::sax_parse(text.begin(), text.end(), &builder);
  } catch (const json::exception& error) {
    reading_failed(error, what);
  }
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

void check_json_depth(const json& value, std::string_view what) {
  if (deeper_than(value, limits::kMaxJsonDepth)) too_deep(what);
}

}  // namespace puzzlelab
