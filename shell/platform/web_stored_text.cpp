// The browser side of stored_text.hpp: localStorage, one key per name.
#include <emscripten.h>

#include <cstdlib>

#include "platform/stored_text.hpp"

namespace puzzlelab::platform::stored_text {
namespace {

// A JS string handed to C++ is null for "nothing", else a malloc'd copy.
// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(char*, js_stored_text_load, (const char* key), {
  try {
    const value = window.localStorage.getItem(UTF8ToString(key));
    if (value === null) return 0;
    const size = lengthBytesUTF8(value) + 1;
    const out = _malloc(size);
    stringToUTF8(value, out, size);
    return out;
  } catch (e) {
    return 0;  // storage disabled (private mode, blocked cookies): behave as if empty
  }
});

EM_JS(int, js_stored_text_save, (const char* key, const char* text), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(text));
    return 1;
  } catch (e) {
    return 0;
  }
});
// clang-format on

}  // namespace

std::optional<std::string> load(const std::string& name) {
  char* text = js_stored_text_load(name.c_str());
  if (text == nullptr) return std::nullopt;
  std::string out(text);
  std::free(text);
  return out;
}

bool save(const std::string& name, const std::string& text) {
  return js_stored_text_save(name.c_str(), text.c_str()) != 0;
}

}  // namespace puzzlelab::platform::stored_text
