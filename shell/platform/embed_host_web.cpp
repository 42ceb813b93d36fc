// The browser side of embed_host.hpp: the query read, SDL's keyboard hint, the host page's messages
// (window "message" events from the parent window only) and the key filter on the canvas, each a
// few lines of JavaScript behind EM_JS.
#include "platform/embed_host.hpp"

#include <emscripten.h>

#include <SDL.h>

#include <cstdlib>
#include <string>

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(int, js_embed_query, (), {
  try {
    return new URLSearchParams(window.location.search).get("embed") === "1" ? 1 : 0;
  } catch (e) {
    return 0;
  }
});

// Module.puzzlelabEmbed also tells the page's other listeners (platform/web_platform.cpp) not to
// take the focus at start: the host page keeps it until the presenter clicks into the frame.
EM_JS(void, js_embed_mark, (), { Module.puzzlelabEmbed = true; });

EM_JS(void, js_embed_start, (), {
  const hasHost = window.parent !== window;
  Module.puzzlelabEmbedMessages = [];
  Module.puzzlelabEmbedSent = [];  // the last events posted, for the browser tests
  const post = (event) => {
    const sent = Module.puzzlelabEmbedSent;
    sent.push(event);
    if (sent.length > 50) sent.shift();
    if (hasHost) window.parent.postMessage(event, "*");  // the events hold nothing private
  };
  Module.puzzlelabEmbedPost = (text) => post(JSON.parse(text));
  // Only the host page may drive the frame. Its object messages are ours when of our type, or calls
  // of reveal.js's postMessage API (a "method", no "type"); others are left alone at once (a deck
  // library's own traffic). Strings go to the app, which ignores what is not ours.
  window.addEventListener("message", (event) => {
    if (!hasHost || event.source !== window.parent) return;
    let data = event.data;
    if (typeof data === "object" && data !== null) {
      const ours = data.type === "puzzlelab" || (!("type" in data) && "method" in data);
      if (!ours || "event" in data) return;
      try {
        data = JSON.stringify(data);
      } catch (e) {
        post({type: "puzzlelab", event: "error", message: "the message cannot be read: " + e.message});
        return;
      }
    } else if (typeof data !== "string" || data.length > 65536) {
      return;
    }
    if (Module.puzzlelabEmbedMessages.length < 64) Module.puzzlelabEmbedMessages.push(data);
  });
  // The key filter. SDL prevents the default of nearly every key it hears; so a key the app does not
  // use is stopped before SDL's listener (a capture listener on the canvas runs first) and goes on
  // as the browser's, and the host hears of it. Modifier keys always reach SDL, which must know what
  // is held; a release or a keypress reaches it when the press did.
  Module.puzzlelabEmbedKeys = {board: false, codes: new Set()};
  const canvas = Module.canvas;
  if (!canvas) return;
  const modifier = /^(Shift|Control|Alt|Meta)(Left|Right)$/;
  const held = (event) => (event.ctrlKey ? 1 : 0) | (event.shiftKey ? 2 : 0) | (event.altKey ? 4 : 0);
  const used = (event) => {
    if (modifier.test(event.code)) return true;
    const keys = Module.puzzlelabEmbedKeys;
    if (keys.board)
      return !event.ctrlKey && !event.altKey && !event.metaKey && event.code !== "Escape" &&
             !/^F[0-9]+$/.test(event.code);
    return !event.metaKey && keys.codes.has(event.code + ":" + held(event));
  };
  const passed = new Set();
  canvas.addEventListener("keydown", (event) => {
    if (used(event)) {
      passed.add(event.code);
      return;
    }
    event.stopImmediatePropagation();
    if (!event.repeat)
      post({type: "puzzlelab", event: "key", key: event.key, code: event.code, shiftKey: event.shiftKey,
            ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey});
  }, true);
  canvas.addEventListener("keyup", (event) => {
    if (passed.delete(event.code) || modifier.test(event.code)) return;
    event.stopImmediatePropagation();
  }, true);
  canvas.addEventListener("keypress", (event) => {
    if (!passed.has(event.code)) event.stopImmediatePropagation();
  }, true);
  canvas.addEventListener("blur", () => passed.clear());
});

EM_JS(char*, js_embed_take_message, (), {
  const queue = Module.puzzlelabEmbedMessages;
  if (!queue || queue.length === 0) return 0;
  const text = queue.shift();
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});

EM_JS(void, js_embed_post, (const char* json), {
  if (Module.puzzlelabEmbedPost) Module.puzzlelabEmbedPost(UTF8ToString(json));
});

EM_JS(void, js_embed_use_keys, (int board, const char* codes), {
  const keys = Module.puzzlelabEmbedKeys;
  if (!keys) return;
  keys.board = board !== 0;
  const text = UTF8ToString(codes);
  keys.codes = new Set(text ? text.split(",") : []);
});
// clang-format on

// The DOM's name (KeyboardEvent.code) of an SDL scancode, for the keys a talk or a board uses; ""
// for one the page cannot name (it then goes by the app).
std::string dom_code(int scancode) {
  if (scancode >= SDL_SCANCODE_A && scancode <= SDL_SCANCODE_Z)
    return std::string("Key") + static_cast<char>('A' + (scancode - SDL_SCANCODE_A));
  if (scancode >= SDL_SCANCODE_1 && scancode <= SDL_SCANCODE_9)
    return std::string("Digit") + static_cast<char>('1' + (scancode - SDL_SCANCODE_1));
  if (scancode >= SDL_SCANCODE_F1 && scancode <= SDL_SCANCODE_F12)
    return "F" + std::to_string(scancode - SDL_SCANCODE_F1 + 1);
  switch (scancode) {
    case SDL_SCANCODE_0: return "Digit0";
    case SDL_SCANCODE_RETURN: return "Enter";
    case SDL_SCANCODE_KP_ENTER: return "NumpadEnter";
    case SDL_SCANCODE_ESCAPE: return "Escape";
    case SDL_SCANCODE_BACKSPACE: return "Backspace";
    case SDL_SCANCODE_TAB: return "Tab";
    case SDL_SCANCODE_SPACE: return "Space";
    case SDL_SCANCODE_MINUS: return "Minus";
    case SDL_SCANCODE_EQUALS: return "Equal";
    case SDL_SCANCODE_LEFTBRACKET: return "BracketLeft";
    case SDL_SCANCODE_RIGHTBRACKET: return "BracketRight";
    case SDL_SCANCODE_BACKSLASH: return "Backslash";
    case SDL_SCANCODE_SEMICOLON: return "Semicolon";
    case SDL_SCANCODE_APOSTROPHE: return "Quote";
    case SDL_SCANCODE_GRAVE: return "Backquote";
    case SDL_SCANCODE_COMMA: return "Comma";
    case SDL_SCANCODE_PERIOD: return "Period";
    case SDL_SCANCODE_SLASH: return "Slash";
    case SDL_SCANCODE_INSERT: return "Insert";
    case SDL_SCANCODE_DELETE: return "Delete";
    case SDL_SCANCODE_HOME: return "Home";
    case SDL_SCANCODE_END: return "End";
    case SDL_SCANCODE_PAGEUP: return "PageUp";
    case SDL_SCANCODE_PAGEDOWN: return "PageDown";
    case SDL_SCANCODE_RIGHT: return "ArrowRight";
    case SDL_SCANCODE_LEFT: return "ArrowLeft";
    case SDL_SCANCODE_DOWN: return "ArrowDown";
    case SDL_SCANCODE_UP: return "ArrowUp";
    default: return "";
  }
}

}  // namespace

namespace puzzlelab::platform::embed_host {

bool embedded() {
  static const bool from_query = js_embed_query() != 0;
  return from_query;
}

void set_embedded(bool) {}  // the page's query decides

void prepare_keyboard() {
  if (!embedded()) return;
  js_embed_mark();
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
}

void start() {
  if (embedded()) js_embed_start();
}

std::vector<std::string> take_messages() {
  std::vector<std::string> out;
  while (char* text = js_embed_take_message()) {
    out.emplace_back(text);
    std::free(text);
  }
  return out;
}

void post_to_host(const std::string& json) { js_embed_post(json.c_str()); }

void use_keys(const std::vector<UsedKey>& keys) {
  std::string codes;
  for (const UsedKey& key : keys) {
    const std::string code = dom_code(key.scancode);
    if (code.empty()) continue;
    if (!codes.empty()) codes += ',';
    codes += code + ":" + std::to_string(key.modifiers & 7u);
  }
  js_embed_use_keys(0, codes.c_str());
}

void use_board_keys() { js_embed_use_keys(1, ""); }

}  // namespace puzzlelab::platform::embed_host
