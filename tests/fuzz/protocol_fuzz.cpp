// Arbitrary text into the protocol's text entry point (handle_request_text, what the web worker,
// `puzzlelab protocol` and the desktop's workers call): every op, experiment and merge included.
// Every answer must be a JSON object with "ok", and a refusal must carry a documented code that
// blames the request (fuzz_checks.hpp); a crash, sanitizer report, leak, hang or a request that
// holds more memory at once than an input may (heap_watch.hpp) is a bug.
#include <cstddef>
#include <cstdint>

#include "api/protocol.hpp"
#include "fuzz_checks.hpp"
#include "heap_watch.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace puzzlelab;
  const std::string request = fuzz::with_small_budget(fuzz::text_of(data, size));
  fuzz::HeapWatch::start();
  fuzz::check_response(handle_request_text(request));
  fuzz::HeapWatch::check("the request");
  return 0;
}
