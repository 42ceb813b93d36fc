// The screen-reader layer's browser half (platform.hpp, docs/app/ACCESSIBILITY.md). The page
// (web/index.html) holds two live regions and an empty layer over the canvas; this file fills them:
// sentences into the regions, the app's named controls as real buttons in the layer, each placed
// over the widget it stands for and pressed by id through a queue the app reads every tick. The
// desktop has no screen reader bridge here: every function does nothing.
#include "platform/platform.hpp"

#ifdef __EMSCRIPTEN__
#include <cstdlib>

#include <emscripten.h>

// clang-format off
// The JavaScript below is left as written: clang-format would read it as C++.
EM_JS(void, js_announce, (const char* text, int urgent), {
  const region = document.getElementById(urgent ? "announce-urgent" : "announce");
  if (!region) return;
  const said = UTF8ToString(text);
  // The same sentence twice in a row is said again only if the region's text changes in between.
  if (region.textContent === said) region.textContent = "";
  region.textContent = said;
  (Module.puzzlelabAnnounced = Module.puzzlelabAnnounced || []).push({text: said, urgent: urgent !== 0});
});

EM_JS(void, js_clear_announcements, (), {
  for (const id of ["announce", "announce-urgent"]) {
    const region = document.getElementById(id);
    if (region) region.textContent = "";
  }
  (Module.puzzlelabAnnounced = Module.puzzlelabAnnounced || []).push({cleared: true});
});

EM_JS(void, js_sync_controls, (const char* json), {
  const layer = document.getElementById("controls");
  if (!layer) return;
  Module.puzzlelabPressed = Module.puzzlelabPressed || [];
  const controls = JSON.parse(UTF8ToString(json));
  const old = new Map();
  for (const element of Array.from(layer.children)) old.set(element.dataset.id, element);
  const press = (element) => {
    if (element.getAttribute("aria-disabled") !== "true") Module.puzzlelabPressed.push(element.dataset.id);
  };
  let previous = null;
  for (const c of controls) {
    let element = old.get(c.id);
    old.delete(c.id);
    if (!element) {
      element = document.createElement("button");
      element.type = "button";
      element.dataset.id = c.id;
      // Keys on a button of the layer are the button's: the app (which listens on the window) never
      // sees them, and Enter or Space presses the control it stands for.
      const own = (event) => {
        event.stopPropagation();
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          if (event.type === "keydown" && !event.repeat) press(element);
        }
      };
      element.addEventListener("keydown", own);
      element.addEventListener("keyup", own);
      element.addEventListener("keypress", (event) => event.stopPropagation());
      element.addEventListener("click", () => press(element));
    }
    element.textContent = c.label;
    element.setAttribute("aria-disabled", c.disabled ? "true" : "false");
    element.style.left = c.x + "px";
    element.style.top = c.y + "px";
    element.style.width = c.w + "px";
    element.style.height = c.h + "px";
    // In the order given (the order the app draws them): the focus order.
    const wanted = previous ? previous.nextSibling : layer.firstChild;
    if (wanted !== element) layer.insertBefore(element, wanted);
    previous = element;
  }
  for (const element of old.values()) element.remove();
});

EM_JS(char*, js_take_pressed, (), {
  const queue = Module.puzzlelabPressed;
  if (!queue || queue.length === 0) return 0;
  const id = queue.shift();
  const size = lengthBytesUTF8(id) + 1;
  const out = _malloc(size);
  stringToUTF8(id, out, size);
  return out;
});

EM_JS(int, js_reduced_motion, (), {
  if (Module.puzzlelabReducedMotion === undefined) {
    const query = typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    Module.puzzlelabReducedMotion = !!(query && query.matches);
    if (query && query.addEventListener)
      query.addEventListener("change", (event) => { Module.puzzlelabReducedMotion = event.matches; });
  }
  return Module.puzzlelabReducedMotion ? 1 : 0;
});
// clang-format on
#endif

namespace puzzlelab::platform {

#ifdef __EMSCRIPTEN__
void announce(const std::string& text, bool urgent) { js_announce(text.c_str(), urgent ? 1 : 0); }

void clear_announcements() { js_clear_announcements(); }

void sync_accessible_controls(const std::string& controls) { js_sync_controls(controls.c_str()); }

std::optional<std::string> take_pressed_control() {
  char* id = js_take_pressed();
  if (id == nullptr) return std::nullopt;
  std::string out(id);
  std::free(id);
  return out;
}

bool prefers_reduced_motion() { return js_reduced_motion() != 0; }
#else
void announce(const std::string&, bool) {}
void clear_announcements() {}
void sync_accessible_controls(const std::string&) {}
std::optional<std::string> take_pressed_control() { return std::nullopt; }
bool prefers_reduced_motion() { return false; }
#endif

}  // namespace puzzlelab::platform
