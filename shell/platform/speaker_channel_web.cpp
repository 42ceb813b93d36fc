// The browser side of speaker_channel.hpp: a BroadcastChannel ("puzzlelab-talk") whose string
// messages are queued in Module.puzzlelabSpeaker for the app to take, the main window's state
// posted again every 2 seconds, a farewell posted on pagehide, and the speaker window opened with
// window.open (in answer to the key press that asked for it, so that popup blockers allow it).
#include "platform/speaker_channel.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(void, js_speaker_setup, (), {
  if (Module.puzzlelabSpeaker) return;
  const s = {inbox: [], kept: null, farewell: "", window: null, channel: null, maxSize: 0};
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
  setInterval(() => { if (s.kept !== null && s.channel) s.channel.postMessage(s.kept); }, 2000);
  window.addEventListener("pagehide", () => { if (s.farewell && s.channel) s.channel.postMessage(s.farewell); });
});

EM_JS(char*, js_speaker_url, (const char* hash), {
  const url = new URL(window.location.href);
  url.searchParams.delete("embed");
  url.searchParams.set("speaker", "1");
  const text = UTF8ToString(hash);
  url.hash = text ? "#" + text : "";
  const out = url.toString();
  const size = lengthBytesUTF8(out) + 1;
  const copy = _malloc(size);
  stringToUTF8(out, copy, size);
  return copy;
});

EM_JS(int, js_speaker_open, (const char* url), {
  const s = Module.puzzlelabSpeaker;
  try {
    if (s.window && !s.window.closed) {
      s.window.focus();
      return 1;
    }
    const opened = window.open(UTF8ToString(url), "puzzlelab-speaker", "popup=yes,width=1100,height=720");
    if (!opened) return 0;
    s.window = opened;
    return 1;
  } catch (e) {
    return 0;
  }
});

EM_JS(int, js_speaker_is_window, (), {
  const speaker = new URLSearchParams(window.location.search).get("speaker") === "1";
  if (speaker) document.title = "Puzzle Lab: speaker view";
  return speaker ? 1 : 0;
});

EM_JS(void, js_speaker_post, (const char* message, int keep), {
  const s = Module.puzzlelabSpeaker;
  const text = UTF8ToString(message);
  if (keep) s.kept = text;
  if (s.channel) s.channel.postMessage(text);
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

std::string window_url(const std::string& hash) { return take_speaker_text(js_speaker_url(hash.c_str())); }

bool open_window(const std::string& hash) {
  speaker_setup();
  return js_speaker_open(window_url(hash).c_str()) != 0;
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
