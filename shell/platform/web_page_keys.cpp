#include <emscripten.h>

#include "platform/page_keys.hpp"

namespace {

// The listener is installed once, on window in the capture phase: it runs before SDL's own (on the
// canvas, the document or the window, as SDL's keyboard element says) and whatever element has
// the focus. It only cancels the default action, so the key still reaches SDL.
// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(void, js_hold_talk_keys, (int on), {
  if (!Module.puzzlelabTalkKeysInstalled) {
    Module.puzzlelabTalkKeysInstalled = true;
    window.addEventListener("keydown", (event) => {
      if (Module.puzzlelabTalkKeysHeld && event.key === "F5") event.preventDefault();
    }, true);
  }
  Module.puzzlelabTalkKeysHeld = on !== 0;
});
// clang-format on

}  // namespace

namespace puzzlelab::platform {

void hold_talk_keys(bool talk_open) {
  static int held = -1;  // the page is told only when it changes
  const int on = talk_open ? 1 : 0;
  if (on == held) return;
  held = on;
  js_hold_talk_keys(on);
}

}  // namespace puzzlelab::platform
