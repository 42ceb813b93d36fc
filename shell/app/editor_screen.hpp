// The app's "editor" screen: the editor the current game offers (games/game_editor.hpp; Fruit
// Dating's level editor), shown full-window. The play screen hands it each new game's view
// (follow), shows "Edit this level" while the game offers an editor, and asks for it on the
// challenge being played (want); the app opens it once the module's deferred part, which holds the
// editors' code, is loaded (open_wanted). It lends the game's editor the app's notices and the way
// back to play.
#pragma once

#include <memory>
#include <optional>
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

  // The game shown now changed: the last game's editor goes; this game's is made when it opens.
  void follow(const GameView* view);
  // Whether the game shown offers an editor.
  bool offered() const { return view_ != nullptr && view_->offers_editor(); }
  // The challenge to open the editor on, once open_wanted is called.
  void want(const Challenge& challenge) { wanted_ = challenge; }
  // Makes the game's editor (its code is the deferred part's: never before the part is loaded) and
  // opens it on the challenge wanted. False when there is none or the challenge cannot be edited
  // (a notice says why). Never inlined: web/split_module.js follows no call through it.
  [[gnu::noinline]] bool open_wanted(double now);

 private:
  NoticeBoard& notices() override { return controller_.notices(); }
  void draw_notices(double now) override;
  void play(const std::string& link) override;

  Controller& controller_;
  EngineClient& engine_;
  ScreenRequest& request_;
  const GameView* view_ = nullptr;
  std::optional<Challenge> wanted_;
  std::unique_ptr<GameEditor> editor_;
};

}  // namespace puzzlelab
