// A screen a game may offer beside play, to make challenges of its own: Fruit Dating's level editor
// (games/fruit_dating/level_editor_view). The game's view makes it (GameView::make_editor; most
// games offer none); the play screen shows "Edit this level" only where there is one, and the app
// shows it full-window as its "editor" screen (app/editor_screen), lending it what is the app's
// (EditorHost): the notices and the way back to play.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "middle/challenge.hpp"
#include "middle/notice_board.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// What the app lends a game's editor.
class EditorHost {
 public:
  // The app's notices: an editor adds its own (a link copied, a level that cannot be edited).
  virtual NoticeBoard& notices() = 0;
  // Draws the notices here, across the editor's width (under its top bar, as on the play screen).
  virtual void draw_notices(double now) = 0;
  // Leaves the editor for the play screen: with `link` opened there (a play-test), or, when it is
  // empty, the game in progress as it was left.
  virtual void play(const std::string& link) = 0;

 protected:
  ~EditorHost() = default;
};

class GameEditor {
 public:
  virtual ~GameEditor() = default;
  // Starts editing the challenge being played. False, with a notice saying why, when it cannot be
  // edited; the editor is then not shown.
  virtual bool open(const Challenge& challenge, double now) = 0;
  // One frame of the whole screen, between ImGui::NewFrame and ImGui::Render; `now` in seconds.
  virtual void frame(double now, const ui::Fonts& fonts) = 0;
  // What the automation hook reports of it (merged into window.puzzlelab.state()).
  virtual nlohmann::json automation() const = 0;
};

}  // namespace puzzlelab
