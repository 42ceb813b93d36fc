// A video clip recorded from pictures the app hands over one by one (talk mode's "This scene as
// WebM", app/talk_export). In the browser: a canvas of the clip's size off the page, its stream
// (canvas.captureStream) recorded by MediaRecorder as WebM in the first codec the browser takes
// (VP9, then VP8, then its own WebM default), and the file offered as a download when the recorder
// hands it over. Natively there is no MediaRecorder: unavailable() says so and nothing records.
#pragma once

#include <cstddef>
#include <string>

namespace puzzlelab::platform::clip_recorder {

// Why clips cannot be recorded here, as a sentence for the user; "" when they can.
std::string unavailable();

// Starts a clip of width x height pixels to be offered as `file_name`; false (with why in
// status().message) when the browser refuses.
bool start(int width, int height, const std::string& file_name);
// One picture of the clip (top-down rows of RGBA, the size start() was given): it shows from now
// until the next.
void frame(const unsigned char* rgba, int width, int height);
// The clip ends: the recorder hands the file over and it is offered as a download.
void finish();
// The clip is dropped: nothing is offered.
void cancel();

struct Status {
  enum class State { idle, recording, saving, saved, failed } state = State::idle;
  std::string mime;       // the type recorded: "video/webm;codecs=vp9"
  std::size_t bytes = 0;  // the file's size once saved
  std::string message;    // "Downloaded talk-scene-3.webm", or why it failed
};
Status status();

}  // namespace puzzlelab::platform::clip_recorder
