// The Fruit Dating level editor screen: a palette of pieces (walls, floor, mud, one-way borders,
// the six fruit, stone, car, barrel, hedgehog, anteaters facing each way, an eraser), the level
// drawn as in play, the re-test's verdict, and Play-test / Share / Generate. Click or tap a tile
// to place the chosen piece, drag a piece to move it, right-click (or the eraser) to remove it;
// with the one-way tool a click near a tile's edge cycles the border there. Everything the edits
// do is the headless LevelEditor's (headless/level_editor); this only draws it and passes input
// in. The game's editor (games/game_editor.hpp): FruitDatingView::make_editor makes it.
#pragma once

#include <string>

#include "games/fruit_dating/fruit_dating_layout.hpp"
#include "games/fruit_dating/headless/level_editor.hpp"
#include "games/game_editor.hpp"
#include "middle/engine_client.hpp"

namespace puzzlelab::fruit_dating {

class LevelEditorView final : public GameEditor {
 public:
  LevelEditorView(EngineClient& engine, EditorHost& host);

  // Opens the challenge's starting board.
  bool open(const Challenge& challenge, double now) override;
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // The tools besides the pieces: the one-way border tool and the eraser.
  static constexpr char kOneWayTool = '|';
  static constexpr char kEraser = ' ';

 private:
  void draw_top_bar(double now);
  void draw_board(float width, float height, double now);
  void draw_palette(double now);
  void draw_verdict(double now);
  void play_test();
  void share();
  void handle_board_input(const Layout& layout, double now);

  LevelEditor editor_;
  EditorHost& host_;
  const ui::Fonts* fonts_ = nullptr;
  char tool_ = 'a';
  Layout layout_;
  int press_tile_ = -1;  // where the left button went down on the board
  bool press_had_thing_ = false;
  int last_painted_ = -1;  // a ground stroke paints each tile it enters once
  int hover_tile_ = -1;
  std::string share_url_;
  std::string message_;  // the last refusal or action, under the board
};

}  // namespace puzzlelab::fruit_dating
