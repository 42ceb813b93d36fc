// JSON to text for the app's documents (requests, the saved state, the automation state): text
// that is not valid UTF-8 (user input quoted in a message) is replaced, never an exception. It lives
// with the worker clients, the lowest layer that writes JSON out (a request to a Web Worker), so
// every layer above may use it.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab {

inline std::string json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace puzzlelab
