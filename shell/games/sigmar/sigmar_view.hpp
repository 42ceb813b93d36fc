// Sigmar's Garden on screen: the hexagonal board of 91 cells, each marble with its own colour and
// alchemical symbol (sigmar_glyphs.hpp), blocked marbles dimmed, the metal that must go next
// ringed and named on the metal track above the board. Click (or tap) a free marble: the marbles
// it can leave with light up; click one of them to remove the pair. Gold leaves alone with one
// click. A click that cannot work says why on the message line under the board (the engine's
// why_illegal). The keyboard does the same (controls()).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/board_animation.hpp"
#include "games/game_view.hpp"
#include "games/position_trail.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/sigmar_layout.hpp"

namespace puzzlelab::sigmar {

// How long a removed pair takes to fade out (drawn by sigmar_paint, forgotten by the view after).
inline constexpr double kFadeSeconds = 0.45;
// An empty cell: its fill and its outline (the board and the setup's growing board alike).
inline constexpr ImU32 kCellFill = IM_COL32(58, 53, 62, 255);
inline constexpr ImU32 kCellEdge = IM_COL32(96, 88, 98, 255);

class SigmarView final : public GameView {
 public:
  std::string_view game() const override { return "sigmar"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;  // sigmar_setup.cpp
  float aspect() const override { return Layout::aspect(); }
  // A cell is tapped anywhere within its hexagon: as wide as the distance between neighbours.
  float target_size() const override { return layout_.r * 1.7320508f; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;
  // The template editor (template_editor_view.hpp).
  std::unique_ptr<GameEditor> make_editor(EngineClient& engine, EditorHost& host) const override;
  bool offers_editor() const override { return true; }

 private:
  // A marble leaving (a removed pair) or coming back (undo).
  struct Fade {
    int cell = kNoCell;
    Kind kind = Kind::air;
    bool removing = true;
  };
  enum class Tone { info, bad };

  bool usable(int cell) const;  // holds a free marble that may leave now (with a partner, or gold alone)
  std::vector<int> partners_of(int cell) const;  // cells the marble on `cell` can leave with now
  std::optional<std::string> pick(int cell);     // a click or Enter on a cell
  std::optional<std::string> handle_keys();
  void move_cursor(int dx, int dy);
  void say(std::string text, Tone tone);
  std::optional<Move> hint_move(const BoardFrame& frame) const;
  std::string status_line() const;  // the message line when nothing was said

  void paint_plate(ImDrawList* dl) const;
  void paint_cells(ImDrawList* dl, const BoardFrame& frame, int hovered) const;
  void paint_marbles(ImDrawList* dl, const BoardFrame& frame, int hovered) const;
  void paint_hint(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_cursor(ImDrawList* dl) const;
  void paint_metal_track(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_message(ImDrawList* dl, const BoardFrame& frame) const;
  void paint_celebration(ImDrawList* dl, const BoardFrame& frame) const;

  bool ready_ = false;
  std::uint64_t challenge_revision_ = 0;
  PositionTrail<Board> trail_;  // the board after each move played
  Board start_{};               // the challenge's board
  Board board_{};               // the position shown
  std::vector<bool> free_;      // per cell: holds a free marble
  std::vector<Move> legal_;     // the position's legal moves
  int next_metal_ = -1;         // rank of the metal that must go next, -1 when none is left
  bool solved_ = false;
  bool stuck_ = false;
  std::vector<Fade> fades_;
  BoardAnimation animation_;  // when the fades and the solved moment start

  int selected_ = kNoCell;
  int cursor_ = kNoCell;     // keyboard focus; kNoCell until an arrow key is used
  float cursor_column_ = 0;  // the screen column the up / down keys stay near (in half cells)
  std::string message_;      // why the last click did nothing, until the next move or click
  Tone message_tone_ = Tone::info;
  Layout layout_;
};

// The view the app shows for this game (listed by games.cmake: cmake/GameList.cmake).
std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::sigmar
