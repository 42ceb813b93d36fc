// Pretzel solitaire on screen: the aces column, the k x n grid of cards and holes. A card that can
// move is outlined in gold; click (or tap) it and it glides into its hole. Or click a hole first:
// the card that fits it lights up, click it to move. The keyboard does the same (controls()).
#pragma once

#include <memory>
#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "games/board_animation.hpp"
#include "games/game_view.hpp"
#include "games/pretzel/info.hpp"
#include "games/position_trail.hpp"
#include "games/pretzel/pretzel_layout.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

class PretzelView final : public GameView {
 public:
  std::string_view game() const override { return "pretzel"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;  // pretzel_setup.cpp
  float aspect() const override { return Layout::aspect(board_.shape); }
  // The baize covers the whole frame (paint_table).
  bool paints_whole_frame() const override { return true; }
  float target_size() const override { return std::min(layout_.card_w(), layout_.card_h()); }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;

 private:
  // A card gliding into its cell from another.
  struct Glide {
    int from = -1;
  };
  struct Movable {
    Card card;
    int from;  // its cell
    int to;    // the hole it moves into
  };

  std::optional<std::string> handle_mouse(bool clicked, int hovered_cell);
  std::optional<std::string> handle_keys();
  std::optional<std::string> play_cell(int cell);  // the card there, or the card fitting the hole there
  const Movable* movable_at(int cell) const;
  const Movable* filling(int hole) const;
  int cell_of(Card card) const;
  ImVec2 card_min(int cell, double time) const;  // top-left, gliding

  void paint_table(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_slots(ImDrawList* dl, const BoardFrame& frame, int hovered_cell) const;
  void paint_cards(ImDrawList* dl, const BoardFrame& frame, int hovered_cell) const;
  void paint_guides(ImDrawList* dl, const BoardFrame& frame, int hovered_cell) const;
  // A card with its top-left at min, the layout's card width unless `width` is given.
  void paint_card(ImDrawList* dl, const BoardFrame& frame, ImVec2 min, Card card, bool home, float lift,
                  float width = 0) const;

  bool ready_ = false;
  std::uint64_t challenge_revision_ = 0;
  PositionTrail<Board> trail_;  // the deal after each move played
  Board board_{Shape{}, std::vector<Card>(16, kHole)};
  std::vector<Movable> movable_;  // legal moves in the engine's order (by hole, row by row)
  std::vector<bool> home_;        // per cell: in its row's sorted prefix, it never moves again
  bool solved_ = false;
  bool dead_end_ = false;
  std::array<Glide, kMaxCells> glides_{};  // by destination cell
  BoardAnimation animation_;               // when the glides and the solved moment start

  int selected_ = -1;  // a cell: a hole (its card lights up) or a card that cannot move
  int cursor_ = -1;    // keyboard focus, a cell; -1 until an arrow key is used
  Layout layout_;
};

// The view the app shows for this game (listed by games.cmake: cmake/GameList.cmake).
std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::pretzel
