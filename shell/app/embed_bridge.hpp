// Embed mode's link with the host page (docs/app/TALK_MODE.md, "Embed mode"): the host's commands
// (middle/embed_messages.hpp, reveal.js's among them) carried out on the talk or on the frame (stopped
// and started again), and the events the host hears: "ready" once,
// "scene" at the start and after every change of scene, "solved" when an embedded board becomes
// solved, "error" for a command that cannot be done and for a talk link refused. It also tells the
// page which keys the app uses now (the talk's table, or a board's), so that every other key is
// left to the page.
#pragma once

#include <cstddef>
#include <string>

#include "app/talk_screen.hpp"
#include "middle/controller.hpp"

namespace puzzlelab {

class EmbedBridge {
 public:
  EmbedBridge(TalkScreen& talk, const Controller& controller) : talk_(talk), controller_(controller) {}

  // Every tick: the host's messages since the last one. True when a command moved the talk.
  bool tick(bool talk_shown);
  // Stopped by reveal.js's "slide:stop" until its "slide:start": the frame loop draws nothing
  // (main.cpp), and a talk's scene has cancelled its work (TalkScreen::host_stop).
  bool stopped() const { return stopped_; }
  // After each drawn frame: the events for what it shows, and the keys it uses.
  void after_frame(bool talk_shown);

 private:
  void carry_out(const std::string& text, bool talk_shown);
  void hand_keys(bool talk_shown);

  TalkScreen& talk_;
  const Controller& controller_;
  bool ready_sent_ = false;
  std::string last_scene_;    // the last scene event sent
  std::string last_refusal_;  // the last refused talk link reported
  bool solved_sent_ = false;  // the board on show was reported solved
  bool stopped_ = false;
  int keys_for_ = -1;  // the keys last handed to the page: 0 a board's, 1 the talk's
};

}  // namespace puzzlelab
