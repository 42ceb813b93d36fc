// The app's "editor" screen: the editor the current game offers (games/game_editor.hpp; Fruit
// Dating's level editor), shown full-window. The play screen hands it each new game's view
// (follow), shows "Edit this level" while it has an editor, and opens it on the challenge being
// played; it lends the game's editor the app's notices and the way back to play.
#pragma once

#include <memory>
#include <string>

#include "app/screen.hpp"
#include "games/game_editor.hpp"
#include "games/game_view.hpp"
#include "middle/controller.hpp"
#include "middle/engine_client.hpp"

namespace puzzlelab {

class EditorScreen final : public Screen, private EditorHost {
 public:
  EditorScreen(Controller& controller, EngineClient& engine, ScreenRequest& request);

  const char* name() const override { return "editor"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // The game shown now changed: its view's editor, if the game offers one, replaces the last game's.
  void follow(const GameView* view);
  // Whether the game shown offers an editor.
  bool offered() const { return editor_ != nullptr; }
  // Opens the game's editor on the challenge being played. False when there is none or the
  // challenge cannot be edited (a notice says why).
  bool open(const Challenge& challenge, double now);

 private:
  NoticeBoard& notices() override { return controller_.notices(); }
  void draw_notices(double now) override;
  void play(const std::string& link) override;

  Controller& controller_;
  EngineClient& engine_;
  ScreenRequest& request_;
  std::unique_ptr<GameEditor> editor_;
};

}  // namespace puzzlelab
