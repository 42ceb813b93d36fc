// The browser side of clip_recorder.hpp: Module.puzzlelabClip holds the canvas (off the page's
// view), its MediaRecorder and the recorded chunks; a finished clip is offered through a link with
// the download attribute and listed in Module.puzzlelabDownloads, as platform::offer_download does.
#include "platform/clip_recorder.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off

// The first WebM type this browser's MediaRecorder takes, or "" (none, or no MediaRecorder).
EM_JS(char*, js_clip_mime, (), {
  let mime = "";
  try {
    if (typeof MediaRecorder !== "undefined" && typeof HTMLCanvasElement !== "undefined" &&
        HTMLCanvasElement.prototype.captureStream) {
      for (const type of ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"]) {
        if (MediaRecorder.isTypeSupported(type)) { mime = type; break; }
      }
    }
  } catch (e) { mime = ""; }
  const size = lengthBytesUTF8(mime) + 1;
  const out = _malloc(size);
  stringToUTF8(mime, out, size);
  return out;
});

EM_JS(int, js_clip_start, (int width, int height, const char* name, const char* mime), {
  const old = Module.puzzlelabClip;
  if (old && old.recorder && old.recorder.state !== "inactive") { old.dropped = true; old.recorder.stop(); }
  if (old && old.canvas) old.canvas.remove();
  const clip = {state: "recording", name: UTF8ToString(name), mime: UTF8ToString(mime), chunks: [], bytes: 0,
                message: "", dropped: false};
  Module.puzzlelabClip = clip;
  try {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    // On the page (a canvas that is not may give no frames) but out of sight and of the way.
    canvas.setAttribute("aria-hidden", "true");
    canvas.style.cssText = "position:fixed;left:-100000px;top:0;pointer-events:none";
    document.body.appendChild(canvas);
    clip.canvas = canvas;
    clip.context = canvas.getContext("2d");
    const stream = canvas.captureStream(30);
    clip.recorder = new MediaRecorder(stream, {mimeType: clip.mime, videoBitsPerSecond: 6000000});
    clip.recorder.ondataavailable = (event) => { if (event.data && event.data.size > 0) clip.chunks.push(event.data); };
    clip.recorder.onerror = (event) => {
      clip.state = "failed";
      clip.message = "The browser stopped recording: " + ((event.error && event.error.message) || "an error");
      Module.puzzlelabWake();
    };
    clip.recorder.onstop = () => {
      canvas.remove();
      if (clip.dropped || clip.state === "failed") { Module.puzzlelabWake(); return; }
      const blob = new Blob(clip.chunks, {type: "video/webm"});
      clip.bytes = blob.size;
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = clip.name;
      a.style.display = "none";
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      (Module.puzzlelabDownloads = Module.puzzlelabDownloads || []).push({name: clip.name, type: "video/webm", size: blob.size});
      clip.state = "saved";
      clip.message = "Downloaded " + clip.name;
      Module.puzzlelabWake();
    };
    clip.recorder.start(500);  // a chunk every half second: a long clip is not held in one piece
    return 1;
  } catch (e) {
    clip.state = "failed";
    clip.message = "The browser cannot record the clip: " + e.message;
    if (clip.canvas) clip.canvas.remove();
    return 0;
  }
});

EM_JS(void, js_clip_frame, (const unsigned char* rgba, int width, int height), {
  const clip = Module.puzzlelabClip;
  if (!clip || clip.state !== "recording" || !clip.context) return;
  if (width !== clip.canvas.width || height !== clip.canvas.height) return;
  const pixels = new Uint8ClampedArray(HEAPU8.buffer, rgba, width * height * 4);
  clip.context.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
});

EM_JS(void, js_clip_finish, (int keep), {
  const clip = Module.puzzlelabClip;
  if (!clip || !clip.recorder) return;
  if (!keep) clip.dropped = true;
  if (clip.state === "recording") clip.state = keep ? "saving" : "idle";
  if (clip.recorder.state !== "inactive") clip.recorder.stop();
});

// The state as "STATE\nMIME\nBYTES\nMESSAGE".
EM_JS(char*, js_clip_status, (), {
  const clip = Module.puzzlelabClip;
  const text = clip ? [clip.state, clip.mime, String(clip.bytes), clip.message].join("\n") : "idle\n\n0\n";
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});

// clang-format on

}  // namespace

namespace puzzlelab::platform::clip_recorder {

namespace {

std::string take(char* text) {
  std::string out = text ? text : "";
  std::free(text);
  return out;
}

}  // namespace

std::string unavailable() {
  if (!take(js_clip_mime()).empty()) return "";
  return "This browser cannot record a WebM clip (it has no MediaRecorder for a canvas, or no WebM codec).";
}

bool start(int width, int height, const std::string& file_name) {
  const std::string mime = take(js_clip_mime());
  if (mime.empty() || width <= 0 || height <= 0) return false;
  return js_clip_start(width, height, file_name.c_str(), mime.c_str()) != 0;
}

void frame(const unsigned char* rgba, int width, int height) { js_clip_frame(rgba, width, height); }

void finish() { js_clip_finish(1); }

void cancel() { js_clip_finish(0); }

Status status() {
  const std::string text = take(js_clip_status());
  Status s;
  std::size_t at = 0;
  const auto field = [&]() {
    const std::size_t end = text.find('\n', at);
    std::string out = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
    at = end == std::string::npos ? text.size() : end + 1;
    return out;
  };
  const std::string state = field();
  s.state = state == "recording" ? Status::State::recording
            : state == "saving"  ? Status::State::saving
            : state == "saved"   ? Status::State::saved
            : state == "failed"  ? Status::State::failed
                                 : Status::State::idle;
  s.mime = field();
  s.bytes = static_cast<std::size_t>(std::strtoull(field().c_str(), nullptr, 10));
  s.message = text.substr(at);
  return s;
}

}  // namespace puzzlelab::platform::clip_recorder
