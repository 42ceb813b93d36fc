// The main window's side of the speaker view (docs/app/TALK_MODE.md, "Speaker view"), held by talk
// mode (app/talk_screen). In the browser S opens the speaker window (the same page with
// ?speaker=TOKEN, platform/speaker_channel.hpp), or says the browser blocked it and gives its
// address; the talk on show is announced to it after every change and in answer to its "hello"
// (middle/speaker_sync.hpp), and the commands its keys send are handed to the talk. Only the
// messages of its own pairing (the token) are read; until S pairs the tab it never listens. Natively there
// is no second window: S shows the same speaker panel (app/speaker_panel) over the bottom of the
// talk. R, or the panel's button, counts the talk's time from now again.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "middle/speaker_sync.hpp"
#include "middle/talk.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class SpeakerHost {
 public:
  // A talk started: its clock counts from now.
  void talk_started();
  // S: the speaker window opened (the browser; in answer to the key press), or the panel on or off
  // (natively). `link`: the talk's link ("" for a talk from a file, which the channel carries).
  void toggle(const std::string& link);
  // R: the clock counts from now.
  void reset_clock();
  // Every tick of the loop: the paired speaker window's messages. A "hello" is answered at once;
  // commands wait for take_commands() while the talk is `showing` (else they are dropped). True
  // when a frame is wanted. Nothing is read before the tab is paired.
  bool tick(bool showing);
  // The navigation commands received since the last call (next, step, back, scenes, goto), in order.
  std::vector<SpeakerMessage> take_commands();
  // After the talk's frame: the talk on show (null: none) at `scene`; `document` is its text when
  // it is not a shipped talk. Posted to the speaker windows when it changed.
  void announce(const Talk* talk, std::size_t scene, const std::string& document);
  // Over the talk's window: natively the panel (when on), in the browser the notice of a blocked
  // window (until closed).
  void draw(const Talk* talk, std::size_t scene, ImVec2 min, ImVec2 max, const ui::Fonts& fonts, double now);
  nlohmann::json automation() const;

 private:
  void listen();  // a speaker window exists: announce from now on
  double elapsed_s() const;

  double started_ms_ = 0;
  std::string token_;              // the pairing (platform::speaker::main_window_token), "" before S
  bool looked_for_token_ = false;  // the tab's stored pairing was looked for (once)
  bool panel_ = false;             // natively: the panel is on
  bool listening_ = false;         // paired: the channel is read and the talk announced
  bool opened_ = false;            // the browser opened the window
  std::string blocked_url_;        // the browser blocked it: its address, shown until closed
  std::optional<SpeakerState> announced_;
  std::vector<SpeakerMessage> commands_;
};

}  // namespace puzzlelab
