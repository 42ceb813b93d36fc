// Arbitrary text into the protocol's text entry point (handle_request_text, what the web worker,
// `puzzlelab protocol` and the desktop's workers call): every op, experiment and merge included.
// Every answer must be a JSON object with "ok", and a refusal must carry a documented code that
// blames the request (fuzz_checks.hpp); a crash, sanitizer report, leak or hang is a bug.
#include <cstddef>
#include <cstdint>

#include "api/protocol.hpp"
#include "fuzz_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace puzzlelab;
  fuzz::check_response(handle_request_text(fuzz::with_small_budget(fuzz::text_of(data, size))));
  return 0;
}
