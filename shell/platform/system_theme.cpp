// Whether the system asks for a light look: the browser's prefers-color-scheme media query. The
// desktop has no portable way to ask (SDL 2.26 has none), so it answers no and "Follow the
// system" draws the dark theme there.
#include "platform/platform.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(int, js_prefers_light, (), {
  return (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches) ? 1 : 0;
});
// clang-format on
// clang-format on
#endif

namespace puzzlelab::platform {

bool system_prefers_light() {
#ifdef __EMSCRIPTEN__
  return js_prefers_light() != 0;
#else
  return false;
#endif
}

}  // namespace puzzlelab::platform
