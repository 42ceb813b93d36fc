// The engine as a Web Worker module: one exported C function that answers a protocol request
// (JSON text in, JSON text out). web/worker.js loads this module and calls it.
#include <string>

#include <emscripten.h>

#include "api/protocol.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE const char* puzzlelab_handle(const char* request) {
  // The answer must outlive the call until cwrap has copied it into a JS string: one buffer
  // suffices because a worker handles one request at a time.
  static std::string answer;
  answer = puzzlelab::handle_request_text(request != nullptr ? request : "");
  return answer.c_str();
}
