// The browser side of platform.hpp: localStorage, the URL hash, the clipboard, the canvas and the
// window.puzzlelab automation object, each a few lines of JavaScript behind EM_JS. Strings come
// back to C++ in malloc'd UTF-8 buffers that the caller frees.
#include "platform/platform.hpp"
#include "platform/stored_text.hpp"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <SDL.h>

#include <cstdlib>
#include <memory>

namespace {

constexpr const char* kStorageKey = "puzzlelab.state";

// Every JS string handed to C++ goes through this shape: null for "nothing", else a malloc'd copy.
// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(char*, js_current_hash, (), {
  const hash = window.location.hash.replace(/^#/, "");
  const size = lengthBytesUTF8(hash) + 1;
  const out = _malloc(size);
  stringToUTF8(hash, out, size);
  return out;
});

EM_JS(void, js_set_hash, (const char* hash), {
  const text = UTF8ToString(hash);
  const url = window.location.pathname + window.location.search + (text ? "#" + text : "");
  // replaceState neither adds a history entry per move nor fires hashchange.
  try { window.history.replaceState(null, "", url); } catch (e) {}
});

EM_JS(void, js_install_listeners, (), {
  Module.puzzlelabHashQueue = [];
  window.addEventListener("hashchange", () => {
    Module.puzzlelabHashQueue.push(window.location.hash.replace(/^#/, ""));
  });
  // Typing (platform.hpp, TextEntry): Module.puzzlelabTextInput says whether a field has the
  // keyboard (last frame); what the page's text element receives, and pasted text, is queued in
  // Module.puzzlelabTyped as strings and {key: "Backspace" | "Enter"} for take_typed_text.
  Module.puzzlelabTextInput = false;
  Module.puzzlelabTyped = [];
  const queueText = (text) => {
    const queue = Module.puzzlelabTyped;
    if (queue.length > 0 && typeof queue[queue.length - 1] === "string") queue[queue.length - 1] += text;
    else queue.push(text);
  };
  // Ctrl+V while a text field has the keyboard: keep it from SDL (which cancels it) so the
  // browser fires "paste"; capture phase on window runs before SDL's own listener.
  window.addEventListener("keydown", (event) => {
    if (Module.puzzlelabTextInput && (event.ctrlKey || event.metaKey) && (event.key === "v" || event.key === "V"))
      event.stopImmediatePropagation();
  }, true);
  window.addEventListener("paste", (event) => {
    const text = event.clipboardData ? event.clipboardData.getData("text") : "";
    if (text && Module.puzzlelabTextInput) queueText(text);
    event.preventDefault();
  });
  // The element a phone's keyboard types into: invisible, at the field's caret, never under the
  // finger (pointer-events: none), 16 px text so that iOS does not zoom the page into it.
  Module.puzzlelabTextElement = null;
  Module.puzzlelabTextElementFor = (multiline) => {
    const tag = multiline ? "textarea" : "input";
    let element = Module.puzzlelabTextElement;
    if (element && element.tagName.toLowerCase() === tag) return element;
    if (element) element.remove();
    element = document.createElement(tag);
    if (!multiline) element.type = "text";
    element.id = "puzzlelab-text-entry";
    element.setAttribute("aria-label", "text field");
    element.setAttribute("autocomplete", "off");
    element.setAttribute("autocorrect", "off");
    element.setAttribute("autocapitalize", "off");
    element.spellcheck = false;
    element.style.cssText = "position:fixed;left:0;top:0;width:2px;height:20px;margin:0;padding:0;border:0;" +
      "outline:none;resize:none;overflow:hidden;opacity:0;font-size:16px;color:transparent;background:transparent;" +
      "caret-color:transparent;pointer-events:none;z-index:1;";
    const take = () => {
      if (element.value) queueText(element.value);
      element.value = "";
    };
    element.addEventListener("keydown", (event) => {
      if (event.isComposing || event.keyCode === 229) return;  // an input method at work: its text comes later
      // A key with no code (a phone's keyboard) is unknown to SDL: queue it here.
      if (!event.code && (event.key === "Backspace" || event.key === "Enter")) {
        Module.puzzlelabTyped.push({key: event.key});
        event.preventDefault();
        return;
      }
      // Enter that SDL took must not also break a line in the textarea.
      if (event.key === "Enter") event.preventDefault();
    });
    element.addEventListener("input", (event) => { if (!event.isComposing) take(); });
    element.addEventListener("compositionend", take);
    document.body.appendChild(element);
    Module.puzzlelabTextElement = element;
    return element;
  };
  // iOS opens its keyboard only for a focus given while handling a touch: the tap that activated
  // a field (the frame after the finger went down) focuses the element again as the finger lifts.
  window.addEventListener("touchend", () => {
    const element = Module.puzzlelabTextElement;
    if (Module.puzzlelabTextInput && element && document.activeElement !== element) element.focus({preventScroll: true});
  }, true);
  Module.puzzlelabState = "null";
  // The automation hook: tests read the app's state and the screen position of things to click.
  window.puzzlelab = {
    state: () => JSON.parse(Module.puzzlelabState),
    ready: () => Module.puzzlelabState !== "null",
  };
  // Keys work at once, and again after the user clicked elsewhere (SDL cancels the default
  // mousedown action, which would otherwise move the focus).
  if (Module.canvas) {
    Module.canvas.tabIndex = 0;
    if (!Module.puzzlelabEmbed) Module.canvas.focus();  // embedded: the host page keeps its focus
    // (Not while the text element has the keyboard: a tap in the field must not close a phone's
    // keyboard; a tap elsewhere ends the field, and sync_text_entry gives the canvas the focus.)
    Module.canvas.addEventListener("pointerdown", () => {
      if (document.activeElement !== Module.puzzlelabTextElement) Module.canvas.focus();
    });
  }
});

EM_JS(char*, js_take_hash_change, (), {
  const queue = Module.puzzlelabHashQueue;
  if (!queue || queue.length === 0) return 0;
  const hash = queue[queue.length - 1];  // only the latest navigation matters
  queue.length = 0;
  const size = lengthBytesUTF8(hash) + 1;
  const out = _malloc(size);
  stringToUTF8(hash, out, size);
  return out;
});

EM_JS(char*, js_shareable_url, (const char* hash), {
  const url = window.location.origin + window.location.pathname + window.location.search + "#" + UTF8ToString(hash);
  const size = lengthBytesUTF8(url) + 1;
  const out = _malloc(size);
  stringToUTF8(url, out, size);
  return out;
});

EM_JS(void, js_copy, (const char* text), {
  const value = UTF8ToString(text);
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(value).catch(() => {});
    }
  } catch (e) {}
});

// A file offered as a download: the bytes become a Blob, a temporary <a download> is clicked.
// The tests read the last one from Module.puzzlelabDownloads (name, type, size).
EM_JS(int, js_offer_download, (const char* name, const char* mime, const unsigned char* bytes, int size), {
  try {
    const fileName = UTF8ToString(name);
    const type = UTF8ToString(mime);
    const blob = new Blob([HEAPU8.slice(bytes, bytes + size)], {type: type});
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName;
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    (Module.puzzlelabDownloads = Module.puzzlelabDownloads || []).push({name: fileName, type: type, size: size});
    return 1;
  } catch (e) {
    return 0;
  }
});

// The page in a new tab from a Blob URL (same origin, so its own script runs); the tabs opened
// are listed for the browser tests. 0 when the browser blocked the tab.
EM_JS(int, js_open_page, (const char* html), {
  try {
    const blob = new Blob([UTF8ToString(html)], {type: "text/html"});
    const url = URL.createObjectURL(blob);
    const tab = window.open(url, "_blank");
    setTimeout(() => URL.revokeObjectURL(url), 600000);
    if (!tab) return 0;
    (Module.puzzlelabPrintPages = Module.puzzlelabPrintPages || []).push({url: url});
    return 1;
  } catch (e) {
    return 0;
  }
});

// Sizes the canvas's backing store to its CSS box times devicePixelRatio (only when that
// changed: assigning width/height clears the canvas) and reports both.
EM_JS(void, js_sync_canvas, (double* out), {
  const canvas = Module.canvas;
  const ratio = window.devicePixelRatio || 1;
  const box = canvas.getBoundingClientRect();
  const cssW = Math.max(1, box.width), cssH = Math.max(1, box.height);
  const w = Math.max(1, Math.floor(cssW * ratio)), h = Math.max(1, Math.floor(cssH * ratio));
  if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
  const base = out >> 3;
  HEAPF64[base] = cssW;
  HEAPF64[base + 1] = cssH;
  HEAPF64[base + 2] = w;
  HEAPF64[base + 3] = h;
});

// The text element follows the field that has the keyboard: placed at its caret and focused while
// there is one, blurred (the canvas focused again) when it is gone.
EM_JS(void, js_sync_text_entry, (int active, int multiline, double x, double y, double height), {
  Module.puzzlelabTextInput = active !== 0;
  const current = Module.puzzlelabTextElement;
  if (!active) {
    if (current && document.activeElement === current) {
      current.blur();
      if (Module.canvas) Module.canvas.focus({preventScroll: true});
    }
    return;
  }
  const element = Module.puzzlelabTextElementFor(multiline !== 0);
  element.style.left = Math.max(0, x) + "px";
  element.style.top = Math.max(0, y) + "px";
  element.style.height = Math.max(16, height) + "px";
  if (document.activeElement !== element) element.focus({preventScroll: true});
});

// The next thing typed: text (a malloc'd string, returned) or a key (*key: 1 Backspace, 2 Enter).
EM_JS(char*, js_take_typed, (int* key), {
  const queue = Module.puzzlelabTyped;
  HEAP32[key >> 2] = 0;
  if (!queue || queue.length === 0) return 0;
  const item = queue.shift();
  if (typeof item !== "string") {
    HEAP32[key >> 2] = item.key === "Enter" ? 2 : 1;
    return 0;
  }
  const size = lengthBytesUTF8(item) + 1;
  const out = _malloc(size);
  stringToUTF8(item, out, size);
  return out;
});

EM_JS(void, js_set_fullscreen, (int on), {
  try {
    if (on && !document.fullscreenElement) {
      const p = document.documentElement.requestFullscreen();
      if (p && p.catch) p.catch(() => {});  // refused (no user gesture): the talk goes on in the window
    } else if (!on && document.fullscreenElement) {
      const p = document.exitFullscreen();
      if (p && p.catch) p.catch(() => {});
    }
  } catch (e) {
  }
});

EM_JS(int, js_is_fullscreen, (), { return document.fullscreenElement ? 1 : 0; });

// A hidden file input, clicked; the text of every file chosen is queued for take_chosen_file, all
// of them together once the last is read (so the app takes one choice whole, in the order chosen).
EM_JS(void, js_choose_file, (const char* accept, int multiple), {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = UTF8ToString(accept);
  input.multiple = multiple !== 0;
  input.style.display = "none";
  input.addEventListener("change", () => {
    const files = Array.from(input.files || []);
    input.remove();
    if (files.length === 0) return;
    const read = (file) => file.text().then((text) => ({name: file.name, text: text}),
                                            (error) => ({name: file.name, text: null, error: String(error)}));
    Promise.all(files.map(read)).then((entries) => {
      const queue = (Module.puzzlelabChosenFiles = Module.puzzlelabChosenFiles || []);
      entries.forEach((entry) => queue.push(entry));
      Module.puzzlelabWake();  // the frame loop's next tick takes them (frame_loop.hpp)
    });
  });
  document.body.appendChild(input);
  input.click();
});

// {name, text} of the next chosen file as two malloc'd strings, or 0.
EM_JS(int, js_take_chosen_file, (char** name, char** text), {
  const queue = Module.puzzlelabChosenFiles;
  if (!queue || queue.length === 0) return 0;
  const file = queue.shift();
  const copy = (s) => {
    const size = lengthBytesUTF8(s) + 1;
    const out = _malloc(size);
    stringToUTF8(s, out, size);
    return out;
  };
  HEAPU32[name >> 2] = copy(file.name);
  HEAPU32[text >> 2] = copy(file.text === null ? "" : file.text);
  return 1;
});

// showFatal is the page's own (web/index.html): the loading screen turned into the message.
EM_JS(void, js_startup_failed, (const char* message), {
  const text = UTF8ToString(message);
  console.error(text);
  if (typeof showFatal === "function") showFatal(text);
});

EM_JS(void, js_publish, (const char* json), {
  Module.puzzlelabState = UTF8ToString(json);
});
// clang-format on

std::string take(char* text) {
  if (text == nullptr) return {};
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace

namespace puzzlelab::platform {

void init(SDL_Window*) { js_install_listeners(); }

std::optional<std::string> load_state() { return stored_text::load(kStorageKey); }

bool save_state(const std::string& text) { return stored_text::save(kStorageKey, text); }

std::string state_location() { return std::string("the browser's localStorage (key \"") + kStorageKey + "\")"; }

std::string current_link() { return take(js_current_hash()); }

void set_link(const std::string& hash) { js_set_hash(hash.c_str()); }

std::optional<std::string> take_link_change() {
  char* text = js_take_hash_change();
  if (text == nullptr) return std::nullopt;
  return take(text);
}

std::string shareable_url(const std::string& hash) { return take(js_shareable_url(hash.c_str())); }

void copy_to_clipboard(const std::string& text) { js_copy(text.c_str()); }

std::string offer_download(const std::string& name, const std::string& mime, const std::string& bytes) {
  const bool ok = js_offer_download(name.c_str(), mime.c_str(), reinterpret_cast<const unsigned char*>(bytes.data()),
                                    static_cast<int>(bytes.size())) != 0;
  return ok ? "Downloaded " + name : "The browser refused the download of " + name;
}

std::string open_printable_page(const std::string& name, const std::string& html) {
  if (js_open_page(html.c_str()) != 0) return "The printable page opened in a new tab";
  return "The browser blocked the new tab. " + offer_download(name, "text/html", html);
}

Surface sync_surface(SDL_Window* window) {
  double sizes[4] = {1, 1, 1, 1};
  js_sync_canvas(sizes);
  const int css_w = static_cast<int>(sizes[0]);
  const int css_h = static_cast<int>(sizes[1]);
  // SDL scales mouse coordinates by (its window size / CSS size): keep its window size equal to
  // the CSS size so ImGui sees CSS pixels.
  int sdl_w = 0, sdl_h = 0;
  SDL_GetWindowSize(window, &sdl_w, &sdl_h);
  if (sdl_w != css_w || sdl_h != css_h) {
    SDL_SetWindowSize(window, css_w, css_h);
    js_sync_canvas(sizes);  // SDL just resized the backing store with its own rounding
  }
  Surface surface;
  surface.width = static_cast<float>(sizes[0]);
  surface.height = static_cast<float>(sizes[1]);
  surface.pixel_ratio = static_cast<float>(sizes[2] / sizes[0]);
  return surface;
}

void sync_text_entry(const TextEntry& entry) {
  js_sync_text_entry(entry.active ? 1 : 0, entry.multiline ? 1 : 0, entry.caret_x, entry.caret_y, entry.line_height);
}

TypedText take_typed_text() {
  int key = 0;
  TypedText typed;
  typed.text = take(js_take_typed(&key));
  typed.backspace = key == 1;
  typed.enter = key == 2;
  return typed;
}

void publish_automation(const std::string& json) { js_publish(json.c_str()); }

void startup_failed(const std::string& message) { js_startup_failed(message.c_str()); }

void set_fullscreen(bool on) { js_set_fullscreen(on ? 1 : 0); }

bool is_fullscreen() { return js_is_fullscreen() != 0; }

bool choose_text_file(const std::string& accept, bool multiple) {
  js_choose_file(accept.c_str(), multiple ? 1 : 0);
  return true;
}

std::optional<ChosenFile> take_chosen_file() {
  char* name = nullptr;
  char* text = nullptr;
  if (js_take_chosen_file(&name, &text) == 0) return std::nullopt;
  ChosenFile file;
  file.name = take(name);
  file.text = take(text);
  return file;
}

std::optional<std::string> read_text_file(const std::string& path, std::string& error) {
  error = "the browser opens files only through its file chooser, not " + path;
  return std::nullopt;
}

double now_seconds() { return emscripten_get_now() / 1000.0; }

}  // namespace puzzlelab::platform
