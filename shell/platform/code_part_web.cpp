// The browser side of code_part.hpp: asks the page's loader of the deferred part (web/code_part.js,
// globalThis.puzzlelabCodePart). A page without the loader runs a module that was not split: ready.
#include <emscripten.h>

#include <cstdlib>

#include "platform/code_part.hpp"

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(int, js_code_part_ready, (), {
  const part = globalThis.puzzlelabCodePart;
  return !part || part.state === "ready" ? 1 : 0;
});

EM_JS(void, js_code_part_request, (), {
  const part = globalThis.puzzlelabCodePart;
  if (part) part.load();
});

EM_JS(void, js_code_part_playable, (), {
  const part = globalThis.puzzlelabCodePart;
  if (part) part.playable();
});

EM_JS(char*, js_code_part_failure, (), {
  const part = globalThis.puzzlelabCodePart;
  const text = part && part.state === "failed" ? String(part.failure) : "";
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});
// clang-format on

}  // namespace

namespace puzzlelab::platform::code_part {

bool ready() { return js_code_part_ready() != 0; }
void request() { js_code_part_request(); }
void first_board_playable() { js_code_part_playable(); }
std::string failure() {
  char* text = js_code_part_failure();
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace puzzlelab::platform::code_part
