// The browser side of speaker_channel.hpp: a BroadcastChannel ("puzzlelab-talk"), opened only by a
// paired window (the first post or take), whose string messages are queued in
// Module.puzzlelabSpeaker for the app to take, the main window's state posted again every 2
// seconds, a farewell posted on pagehide, the speaker window opened with window.open (in answer to
// the key press that asked for it, so that popup blockers allow it), and the pairing token: in the
// speaker window's address, and in the main window's sessionStorage (which a reload keeps and no
// other tab reads).
#include "platform/speaker_channel.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(void, js_speaker_setup, (), {
  if (Module.puzzlelabSpeaker) return;
  const s = {inbox: [], kept: null, farewell: "", window: null, channel: null, maxSize: 0, gone: false};
  Module.puzzlelabSpeaker = s;
  try { s.channel = new BroadcastChannel("puzzlelab-talk"); } catch (e) { s.channel = null; }
  if (s.channel) {
    s.channel.onmessage = (event) => {
      const data = event.data;
      // Only text, and none longer in UTF-16 units than the app reads in bytes (a unit is a byte or more).
      if (typeof data !== "string" || (s.maxSize > 0 && data.length > s.maxSize)) return;
      if (s.inbox.length >= 64) s.inbox.shift();
      s.inbox.push(data);
      Module.puzzlelabWake();  // the frame loop's next tick takes it (frame_loop.hpp)
    };
  }
  setInterval(() => { if (s.kept !== null && s.channel && !s.gone) s.channel.postMessage(s.kept); }, 2000);
  // The farewell is the last word of a page going away: a page that lingers while it closes (a
  // busy machine) must not post its state after it, or a speaker view would take it back as
  // connected. A page brought back from the browser's back-forward cache speaks again.
  window.addEventListener("pagehide", () => {
    if (s.farewell && s.channel) s.channel.postMessage(s.farewell);
    s.gone = true;
  });
  window.addEventListener("pageshow", (event) => { if (event.persisted) s.gone = false; });
});

EM_JS(char*, js_speaker_url, (const char* hash, const char* token), {
  const url = new URL(window.location.href);
  url.searchParams.delete("embed");
  url.searchParams.set("speaker", UTF8ToString(token));
  const text = UTF8ToString(hash);
  url.hash = text ? "#" + text : "";
  const out = url.toString();
  const size = lengthBytesUTF8(out) + 1;
  const copy = _malloc(size);
  stringToUTF8(out, copy, size);
  return copy;
});

EM_JS(int, js_speaker_open, (const char* url, const char* token), {
  const s = Module.puzzlelabSpeaker;
  try {
    if (s.window && !s.window.closed) {
      s.window.focus();
      return 1;
    }
    // Named after its pairing: S in another tab never takes this tab's speaker window over.
    const name = "puzzlelab-speaker-" + UTF8ToString(token);
    const opened = window.open(UTF8ToString(url), name, "popup=yes,width=1100,height=720");
    if (!opened) return 0;
    s.window = opened;
    return 1;
  } catch (e) {
    return 0;
  }
});

EM_JS(int, js_speaker_is_window, (), {
  const speaker = new URLSearchParams(window.location.search).has("speaker");
  if (speaker) document.title = "Puzzle Lab: speaker view";
  return speaker ? 1 : 0;
});

// The address's token, or "" when it is none (?speaker=1, a value typed by hand).
EM_JS(char*, js_speaker_window_token, (), {
  const value = new URLSearchParams(window.location.search).get("speaker") || "";
  const token = /^[0-9a-f]{32}$/.test(value) ? value : "";
  const size = lengthBytesUTF8(token) + 1;
  const out = _malloc(size);
  stringToUTF8(token, out, size);
  return out;
});

// The main window's token: kept in sessionStorage (this tab's alone, kept over a reload), or in
// memory where storage is refused.
EM_JS(char*, js_main_window_token, (int create), {
  const key = "puzzlelab-speaker-token";
  let token = Module.puzzlelabSpeakerToken || "";
  if (!token) {
    try { token = window.sessionStorage.getItem(key) || ""; } catch (e) { token = ""; }
    if (!/^[0-9a-f]{32}$/.test(token)) token = "";
  }
  if (!token && create) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    token = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try { window.sessionStorage.setItem(key, token); } catch (e) {}
  }
  Module.puzzlelabSpeakerToken = token;
  const size = lengthBytesUTF8(token) + 1;
  const out = _malloc(size);
  stringToUTF8(token, out, size);
  return out;
});

EM_JS(void, js_speaker_post, (const char* message, int keep), {
  const s = Module.puzzlelabSpeaker;
  const text = UTF8ToString(message);
  if (keep) s.kept = text;
  if (s.channel && !s.gone) s.channel.postMessage(text);
});

EM_JS(void, js_speaker_farewell, (const char* message), { Module.puzzlelabSpeaker.farewell = UTF8ToString(message); });

EM_JS(char*, js_speaker_take, (double max_size), {
  const s = Module.puzzlelabSpeaker;
  s.maxSize = max_size;
  while (s.inbox.length > 0) {
    const text = s.inbox.shift();
    const size = lengthBytesUTF8(text);
    if (size > max_size) continue;
    const out = _malloc(size + 1);
    stringToUTF8(text, out, size + 1);
    return out;
  }
  return 0;
});

EM_JS(double, js_speaker_now, (), { return Date.now(); });
// clang-format on

void speaker_setup() {
  static bool done = false;
  if (!done) js_speaker_setup();
  done = true;
}

std::string take_speaker_text(char* text) {
  if (text == nullptr) return {};
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace

namespace puzzlelab::platform::speaker {

bool has_windows() { return true; }

bool is_speaker_window() {
  static const bool speaker = js_speaker_is_window() != 0;
  return speaker;
}

std::string speaker_window_token() {
  static const std::string token = take_speaker_text(js_speaker_window_token());
  return token;
}

std::string main_window_token(bool create) { return take_speaker_text(js_main_window_token(create ? 1 : 0)); }

std::string window_url(const std::string& hash, const std::string& token) {
  return take_speaker_text(js_speaker_url(hash.c_str(), token.c_str()));
}

bool open_window(const std::string& hash, const std::string& token) {
  speaker_setup();
  return js_speaker_open(window_url(hash, token).c_str(), token.c_str()) != 0;
}

void post(const std::string& message, bool keep) {
  speaker_setup();
  js_speaker_post(message.c_str(), keep ? 1 : 0);
}

void set_farewell(const std::string& message) {
  speaker_setup();
  js_speaker_farewell(message.c_str());
}

std::optional<std::string> take_message(std::size_t max_size) {
  speaker_setup();
  char* text = js_speaker_take(static_cast<double>(max_size));
  if (text == nullptr) return std::nullopt;
  return take_speaker_text(text);
}

double wall_clock_ms() { return js_speaker_now(); }

}  // namespace puzzlelab::platform::speaker
