// One screen of the app: it fills the app's window (its own full-window ImGui window, plus any
// dialogs) and draws its own controls. The app shows one
// at a time; "play" (shell/app/play_screen) is the first, "editor" (shell/app/editor_screen, the
// editor the current game offers, if any) the second, "lab" (shell/app/lab_screen, experiments) the
// third, "talk" (shell/app/talk_screen, talk mode) the fourth.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "middle/talk.hpp"

#include "ui/theme.hpp"

namespace puzzlelab {

// What a screen asks of the app: to show another screen after this frame.
struct ScreenRequest {
  std::string show;  // a screen's name(): "play", "editor", "lab", "talk"; empty: stay
  // "Add to talk": a scene for the talk being built (app/talk_editor.hpp), added after this frame.
  std::optional<TalkScene> add_to_talk;
};

class Screen {
 public:
  virtual ~Screen() = default;
  // Its name in the automation state ("play").
  virtual const char* name() const = 0;
  // One frame, between ImGui::NewFrame and ImGui::Render; `now` in seconds.
  virtual void frame(double now, const ui::Fonts& fonts) = 0;
  // What the automation hook reports of this screen (merged into window.puzzlelab.state()).
  virtual nlohmann::json automation() const = 0;
  // Embed mode (?embed=1, docs/app/TALK_MODE.md): only the scene or the board, without the app's
  // chrome. Screens that are never embedded keep their whole face.
  virtual void set_embedded(bool /*on*/) {}
};

}  // namespace puzzlelab
