// The speaker window's screen (docs/app/TALK_MODE.md, "Speaker view"): the page opened with
// ?speaker=TOKEN shows this instead of the app's screens, paired by the token with the main window
// that opened it (an address with no token pairs with none: it shows the linked scene's notes, and
// neither follows nor drives a talk). It follows the talk the main window shows
// (middle/speaker_sync.hpp over platform/speaker_channel.hpp: it says "hello" until the main window
// answers, then hears its state after every change and every 2 s), draws the speaker panel
// (app/speaker_panel) over the whole window, and sends the talk keys pressed here (Space, the
// arrows, Page Up / Page Down, N / P, Home / End, R) to the main window, which moves the talk: a
// presenter's own screen, where the clicker's keys land, is often this one. It says when it lost the
// main window (closed, or silent for 5 s).
#pragma once

#include <optional>
#include <string>

#include "app/screen.hpp"
#include "middle/speaker_sync.hpp"
#include "middle/talk.hpp"
#include "platform/speaker_channel.hpp"

namespace puzzlelab {

class SpeakerScreen final : public Screen {
 public:
  const char* name() const override { return "speaker"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // The talk link the window was opened at: the talk shown until the main window answers.
  void open_link(const std::string& hash);
  // Every tick of the loop: the main window's messages, and "hello" again while it has not
  // answered. True when the picture changed.
  bool tick();

 private:
  void follow(const SpeakerState& state);
  void send(SpeakerCommand command, std::size_t scene = 0);
  void handle_keys();
  bool connected(double now) const;
  double elapsed_s() const;

  // The pairing, from the address (platform::speaker::speaker_window_token); "" for none.
  const std::string token_ = platform::speaker::speaker_window_token();
  std::optional<Talk> talk_;
  std::string talk_source_;  // the shipped name or the document the talk was read from
  std::size_t scene_ = 0;
  std::uint64_t started_ms_ = 0;
  bool started_known_ = false;
  bool main_has_talk_ = true;
  std::string problem_;     // the main window's talk cannot be read here
  double last_heard_ = -1;  // when the main window last spoke (platform::now_seconds)
  double last_hello_ = -1;
  bool closed_ = false;  // the main window said it is going away
  double now_ = 0;
};

}  // namespace puzzlelab
