// The protocol's envelope: echo the id, route the op, and turn every failure into an error
// response. Nothing escapes: bad input becomes its InputError's code and message, anything else
// (a bug, exhausted memory) becomes "internal_error" or "out_of_memory".
#include "api/protocol.hpp"

#include <array>
#include <new>
#include <utility>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"
#include "game/limits.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;
using Operation = json (*)(RequestFields&, const OpContext&);

constexpr std::array<std::pair<const char*, Operation>, 24> kOperations = {{
    {"games", op_games},
    {"generate", op_generate},
    {"daily", op_daily},
    {"trace", op_trace},
    {"render", op_render},
    {"sat", op_sat},
    {"solve", op_solve},
    {"hint", op_hint},
    {"explain", op_explain},
    {"verify", op_verify},
    {"share_code", op_share_code},
    {"verify_code", op_verify_code},
    {"playout", op_playout},
    {"metrics", op_metrics},
    {"enumerate", op_enumerate},
    {"experiment", op_experiment},
    {"merge", op_merge},
    {"sweep", op_sweep},
    {"sweep_merge", op_sweep_merge},
    {"extreme", op_extreme},
    {"validity", op_validity},
    {"cancel", op_cancel},
    {"describe_setup", op_describe_setup},
    {"normalize_setup", op_normalize_setup},
}};

Operation find_operation(const std::string& op) {
  std::string known;
  for (const auto& [name, operation] : kOperations) {
    if (op == name) return operation;
    known += (known.empty() ? "" : ", ") + std::string(name);
  }
  throw InputError("unknown_op", "unknown op " + quote_input(op) + " (known: " + known + ")");
}

json error_response(const json& id, const std::string& code, const std::string& message) {
  return {{"id", id}, {"ok", false}, {"error", {{"code", code}, {"message", message}}}};
}

// The id is echoed verbatim, so it must be a plain value: a nested one could be arbitrarily deep.
json read_id(const json& request) {
  if (!request.is_object()) return nullptr;
  const auto it = request.find("id");
  if (it == request.end()) return nullptr;
  if (it->is_structured()) throw InputError("wrong_type", "field 'id' must be a string, a number or null");
  return *it;
}

json respond(const json& request, const GameList& games, const std::atomic<bool>* cancel, json& id) {
  // A request built in memory (the app, the tests) gets the same nesting bound as request text.
  check_json_depth(request, "the request");
  id = read_id(request);
  RequestFields fields(request);
  fields.accept("id");
  const Operation operation = find_operation(fields.required_string("op"));
  return {{"id", id}, {"ok", true}, {"result", operation(fields, OpContext{games, cancel})}};
}

const char* const kOutOfMemoryText =
    R"({"id":null,"ok":false,"error":{"code":"out_of_memory","message":"out of memory while answering the request"}})";
const char* const kInternalErrorText =
    R"({"id":null,"ok":false,"error":{"code":"internal_error","message":"internal error while answering the request"}})";

}  // namespace

json handle_request_with(const json& request, const GameList& games, const std::atomic<bool>* cancel) {
  json id;
  try {
    try {
      return respond(request, games, cancel, id);
    } catch (const InputError& error) {
      return error_response(id, error.code(), error.what());
    } catch (const std::bad_alloc&) {
      return error_response(id, "out_of_memory", "out of memory while answering the request");
    } catch (const std::exception& error) {
      return error_response(id, "internal_error", "internal error: " + printable(error.what(), 200));
    } catch (...) {
      return error_response(id, "internal_error", "internal error (an unknown exception)");
    }
  } catch (...) {
    // Building the error response itself failed (memory is exhausted): a null response is the
    // only thing left that cannot throw. Callers treat it as an internal error.
    return json();
  }
}

json handle_request(const json& request, const std::atomic<bool>* cancel) {
  try {
    return handle_request_with(request, all_games(), cancel);
  } catch (...) {
    // all_games() itself failed (constructing a game ran out of memory).
    return json();
  }
}

RequestText read_request_text(std::string_view text) {
  try {
    if (text.size() > limits::kMaxRequestBytes)
      return {false, nullptr,
              error_response(nullptr, "request_too_large",
                             "the request is " + std::to_string(text.size()) + " bytes; the limit is " +
                                 std::to_string(limits::kMaxRequestBytes))};
    try {
      return {true, parse_json_input(text, "the request", limits::kMaxRequestValues), nullptr};
    } catch (const InputError& error) {
      return {false, nullptr, error_response(nullptr, error.code(), error.what())};
    }
  } catch (...) {
    // Memory ran out: no request and no error, which response_text answers out_of_memory.
    return {false, nullptr, nullptr};
  }
}

std::string response_text(const nlohmann::json& response) {
  try {
    if (response.is_null()) return kOutOfMemoryText;
    // Replace rather than throw on invalid UTF-8: messages may quote raw input.
    return response.dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (const std::bad_alloc&) {
    return kOutOfMemoryText;
  } catch (...) {
    return kInternalErrorText;
  }
}

std::string handle_request_text(std::string_view text, const std::atomic<bool>* cancel) {
  try {
    const RequestText read = read_request_text(text);
    if (!read.parsed) return response_text(read.error);
    return response_text(handle_request(read.request, cancel));
  } catch (const std::bad_alloc&) {
    return kOutOfMemoryText;
  } catch (...) {
    return kInternalErrorText;
  }
}

}  // namespace puzzlelab
