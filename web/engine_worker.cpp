// The engine's entry for the workers: one exported C function that answers a protocol request
// (JSON text in, JSON text out). It is linked into the app's module (shell/CMakeLists.txt), which
// web/worker.js loads in each worker without running the app's main.
#include <exception>
#include <string>

#include <emscripten.h>
#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE const char* puzzlelab_handle(const char* request) {
  // The answer must outlive the call until cwrap has copied it into a JS string: one buffer
  // suffices because a worker handles one request at a time.
  static std::string answer;
  const auto error = [](const std::string& code, const char* message) {
    const nlohmann::json body = {{"ok", false}, {"error", {{"code", code}, {"message", message}}}};
    return body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  };
  // handle_request_text never throws; this is a second net, so that whatever escapes becomes an
  // error answer rather than a dead worker.
  try {
    answer = puzzlelab::handle_request_text(request != nullptr ? request : "");
  } catch (const puzzlelab::InputError& e) {
    answer = error(e.code(), e.what());
  } catch (const std::exception& e) {
    answer = error("internal", e.what());
  }
  return answer.c_str();
}
