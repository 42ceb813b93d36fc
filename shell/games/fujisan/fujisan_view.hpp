// Fujisan on screen: the 2x12 mountain with its values, the summit, the start spaces and the four
// priests A, C, M, S. Click (or tap) a priest to select it: its legal targets light up with
// numbers; click a target to move. The keyboard does the same (see controls()).
#pragma once

#include <memory>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "games/board_animation.hpp"
#include "games/fujisan/fujisan_layout.hpp"
#include "games/fujisan/rules.hpp"
#include "games/game_view.hpp"
#include "games/position_trail.hpp"

namespace puzzlelab::fujisan {

// One value tile between a and b (the board's spaces, the setup's arriving coins and tiles).
void paint_value_tile(ImDrawList* dl, const ui::Fonts* fonts, ImVec2 a, ImVec2 b, int value, bool summit, float glow,
                      float alpha);

class FujisanView final : public GameView {
 public:
  std::string_view game() const override { return "fujisan"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;  // fujisan_setup.cpp
  float aspect() const override { return Layout::kWidth / Layout::kHeight; }
  // The sky and the ground cover the whole frame (paint_backdrop).
  bool paints_whole_frame() const override { return true; }
  float target_size() const override { return layout_.cell; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;

 private:
  struct Target {
    Move move;
    std::string notation;
  };
  // A priest gliding from one space to another.
  struct Glide {
    int from = -1;
    bool hop = false;  // sideways moves arc over the row; up/down moves slide
  };

  std::vector<Target> targets_of(int priest) const;  // ordered left to right, then top to bottom
  std::optional<std::string> handle_keys(const BoardFrame& frame);
  std::optional<std::string> handle_mouse(const BoardFrame& frame, bool clicked, int hovered_space);
  ImVec2 priest_point(int priest, double time) const;

  void paint_backdrop(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_tiles(ImDrawList* dl, const BoardFrame& frame) const;
  // One space: a start pad, a value tile, or (no value yet, while a setup is shown) an empty recess.
  void paint_space(ImDrawList* dl, const ui::Fonts* fonts, int space, std::optional<int> value, float glow) const;
  void paint_column_numbers(ImDrawList* dl, const ui::Fonts* fonts) const;
  void paint_targets(ImDrawList* dl, const BoardFrame& frame, int hovered_space) const;
  void paint_hint(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_priests(ImDrawList* dl, const BoardFrame& frame) const;

  bool ready_ = false;
  std::uint64_t challenge_revision_ = 0;
  Board board_{};
  Variant variant_ = Variant::standard;
  PositionTrail<Priests> trail_;  // the priests after each move played
  Priests priests_{};
  Position position_ = 0;
  bool solved_ = false;
  std::array<Glide, kPriests> glides_{};
  BoardAnimation animation_;  // when the glides and the solved moment start

  int selected_ = -1;  // priest index
  int cursor_ = -1;    // index into the selected priest's targets (keyboard)
  Layout layout_;
  std::string setup_;  // the challenge's setup, for the supply its setup drawing shows
};

// The view the app shows for this game (listed by games.cmake: cmake/GameList.cmake).
std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::fujisan
