// The browser side of talk_store.hpp: one localStorage key of its own.
#include <emscripten.h>

#include <cstdlib>

#include "platform/talk_store.hpp"

namespace puzzlelab::platform {
namespace {

constexpr const char* kTalkKey = "puzzlelab.talk";

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(char*, js_load_talk_draft, (const char* key), {
  try {
    const value = window.localStorage.getItem(UTF8ToString(key));
    if (value === null) return 0;
    const size = lengthBytesUTF8(value) + 1;
    const out = _malloc(size);
    stringToUTF8(value, out, size);
    return out;
  } catch (e) {
    return 0;  // storage disabled: nothing stored
  }
});

EM_JS(int, js_save_talk_draft, (const char* key, const char* text), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(text));
    return 1;
  } catch (e) {
    return 0;
  }
});

// clang-format on

}  // namespace

std::optional<std::string> load_talk_draft() {
  char* text = js_load_talk_draft(kTalkKey);
  if (text == nullptr) return std::nullopt;
  std::string out(text);
  std::free(text);
  return out;
}

bool save_talk_draft(const std::string& text) { return js_save_talk_draft(kTalkKey, text.c_str()) != 0; }

std::string talk_draft_location() { return std::string("the browser's localStorage (key \"") + kTalkKey + "\")"; }

}  // namespace puzzlelab::platform
