// BoxOff on screen: the grid of coloured tokens, each colour also marked by its own symbol (the
// Okabe-Ito palette, safe for colour-blind players), and, for tile setups, the L-shaped tiles the
// board is laid from. Click (or tap) a token: the tokens it can be removed with light up; click
// one of them to remove the pair. The keyboard does the same (see controls()).
#pragma once

#include <memory>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "games/board_animation.hpp"
#include "games/boxoff/boxoff_layout.hpp"
#include "games/boxoff/info.hpp"
#include "games/boxoff/rules.hpp"
#include "games/game_view.hpp"
#include "games/position_trail.hpp"

namespace puzzlelab::boxoff {

// The colour of token colour k (0..7), as info.hpp names it (colour_name, symbol_name).
ImU32 token_color(int colour);

// How long a removed pair takes to fade out (drawn by boxoff_paint, forgotten by the view after).
inline constexpr double kFadeSeconds = 0.35;

class BoxOffView final : public GameView {
 public:
  std::string_view game() const override { return "boxoff"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;  // boxoff_setup.cpp
  float aspect() const override {
    return Layout::width_cells(board_.cols > 0 ? board_.cols : 8) /
           Layout::height_cells(board_.rows > 0 ? board_.rows : 6);
  }
  float target_size() const override { return layout_.cell; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;

 private:
  // A token appearing (undo) or disappearing (a removed pair).
  struct Fade {
    int square = -1;
    int colour = 0;
    bool removing = true;
  };

  std::vector<int> partners_of(int square) const;  // squares the token on `square` can go with
  // Why the selected token lights no partner (every other token of its colour is boxed in, or
  // none is left); empty when it has one or nothing is selected.
  std::string lone_note() const;
  std::optional<std::string> handle_keys(const BoardFrame& frame);
  std::optional<std::string> handle_mouse(bool clicked, int hovered_square);
  std::optional<std::string> pick(int square);  // select, deselect or remove with the selection
  std::optional<Move> hint_move(const BoardFrame& frame) const;

  void paint_frame(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_tiles(ImDrawList* dl) const;
  void paint_highlights(ImDrawList* dl, const BoardFrame& frame, int hovered_square) const;
  void paint_tokens(ImDrawList* dl, const BoardFrame& frame, int hovered_square) const;
  void paint_hint(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_note(ImDrawList* dl, const BoardFrame& frame, const std::string& note) const;
  void paint_token(ImDrawList* dl, ImVec2 center, float size, int colour, float alpha) const;

  bool ready_ = false;
  std::uint64_t challenge_revision_ = 0;
  Board start_{};               // the challenge's board: every square's colour, removed or not
  PositionTrail<Board> trail_;  // the board after each move played
  Board board_{};               // the position shown
  std::vector<int> tiles_;      // the tile of each square (tile setups, published or described), else empty
  bool solved_ = false;
  bool stuck_ = false;
  std::vector<Fade> fades_;
  BoardAnimation animation_;  // when the fades start (BoxOff has no solved moment)

  int selected_ = -1;  // square of the selected token
  int cursor_ = -1;    // keyboard cursor square; -1 until an arrow key is used
  Layout layout_;
};

// The view the app shows for this game (listed by games.cmake: cmake/GameList.cmake).
std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::boxoff
