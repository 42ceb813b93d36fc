#include "platform/clip_recorder.hpp"

namespace puzzlelab::platform::clip_recorder {

std::string unavailable() {
  return "Recording a scene as a WebM clip needs a browser (its MediaRecorder): the desktop app exports the "
         "slides and notes as PDF only.";
}

bool start(int /*width*/, int /*height*/, const std::string& /*file_name*/) { return false; }
void frame(const unsigned char* /*rgba*/, int /*width*/, int /*height*/) {}
void finish() {}
void cancel() {}

Status status() {
  Status s;
  s.state = Status::State::failed;
  s.message = unavailable();
  return s;
}

}  // namespace puzzlelab::platform::clip_recorder
