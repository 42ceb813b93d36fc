// The browser side of code_part.hpp: asks the page's loader of the module's parts (web/code_part.js,
// globalThis.puzzlelabCodePart). A page without the loader runs a module that was not split: ready.
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "platform/code_part.hpp"

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(int, js_code_part_ready, (const char* name), {
  const parts = globalThis.puzzlelabCodePart;
  return !parts || parts.ready(UTF8ToString(name)) ? 1 : 0;
});

EM_JS(void, js_code_part_request, (const char* name), {
  const parts = globalThis.puzzlelabCodePart;
  if (parts) parts.load(UTF8ToString(name));
});

EM_JS(void, js_code_part_playable, (), {
  const parts = globalThis.puzzlelabCodePart;
  if (parts) parts.playable();
});

EM_JS(char*, js_code_part_failure, (const char* name), {
  const parts = globalThis.puzzlelabCodePart;
  const text = parts ? String(parts.failure(UTF8ToString(name))) : "";
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});
// clang-format on

}  // namespace

namespace puzzlelab::platform::code_part {

bool ready(std::string_view part) { return js_code_part_ready(std::string(part).c_str()) != 0; }
void request(std::string_view part) { js_code_part_request(std::string(part).c_str()); }
void first_board_playable() { js_code_part_playable(); }
std::string failure(std::string_view part) {
  char* text = js_code_part_failure(std::string(part).c_str());
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace puzzlelab::platform::code_part
