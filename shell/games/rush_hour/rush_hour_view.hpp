// Rush Hour on screen: the grid in its tray, the exit a gap in the rim at the end of the primary
// car's row, walls as solid blocks, vehicles as rounded bars carrying their letter (the primary car
// red, the others each in a colour of their own, told apart by letter as well). Drag a vehicle
// along its line: it follows the pointer as far as it can go and drops on the nearest cell. A click
// or tap selects it (then a tap on a free cell of its line slides it there); a letter selects it
// from the keyboard, the arrow keys along its line slide it (controls()).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/board_animation.hpp"
#include "games/game_view.hpp"
#include "games/position_trail.hpp"
#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/rush_hour_layout.hpp"

namespace puzzlelab::rush_hour {

// What a board is painted with (rush_hour_paint.cpp); the play view and the setup share it.
struct BoardPaint {
  const Board* board = nullptr;
  Layout layout;
  double time = 0;             // the ambient clock (BoardFrame::ambient_time): the pulses
  std::vector<float> offsets;  // each vehicle's drawn offset (gliding, dragged); empty: its own
  int selected = -1;           // vehicle indexes, -1 for none
  int hovered = -1;
  int dragged = -1;
  std::optional<Move> hint;
  float solved_glow = 0;  // 0..1: the primary car and the exit lit as the puzzle is solved
};
void paint_tray(ImDrawList* dl, const Layout& layout, int exit_row);
void paint_walls(ImDrawList* dl, const Layout& layout, const std::vector<std::uint8_t>& walls);
void paint_vehicle(ImDrawList* dl, const Layout& layout, const Vehicle& v, float offset, const ui::Fonts* fonts,
                   float alpha = 1);
// The whole position: tray, walls, vehicles, the selection, the hint and the reach of the
// selected vehicle.
void paint_board(ImDrawList* dl, const BoardPaint& p, const ui::Fonts* fonts);
// A vehicle's colour: the primary car red, the others by letter.
ImU32 vehicle_colour(char letter);

class RushHourView final : public GameView {
 public:
  std::string_view game() const override { return "rush-hour"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;  // rush_hour_setup.cpp
  float aspect() const override { return Layout::aspect(board_.size); }
  // A cell is the smallest thing tapped (a free cell the selected vehicle slides to).
  float target_size() const override { return layout_.cell; }
  // Vehicles are dragged with one finger: the board keeps its drags rather than being panned.
  bool zoomable() const override { return false; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;

 private:
  struct Drag {
    int vehicle = -1;
    ImVec2 start;        // where the press was
    Reach reach;         // how far it may go from where it stands
    float cells = 0;     // how far it is dragged now, clamped to the reach
    bool moved = false;  // beyond the click threshold: a drag, not a click
  };
  // A vehicle gliding to where it stands now from `from` (its offset before the move).
  struct Glide {
    int vehicle = -1;
    float from = 0;
  };

  std::optional<std::string> handle_pointer(const BoardPointer& pointer);
  std::optional<std::string> handle_keys();
  std::optional<std::string> slide(int vehicle, int distance);  // a legal move's text, or nothing
  // The move that brings the selected vehicle over `cell`, if it can get there.
  std::optional<std::string> slide_onto(int cell);
  int vehicle_at(int cell) const;
  Reach reach_of(int vehicle) const;
  std::vector<float> drawn_offsets(double time) const;
  bool animating(double time) const;

  bool ready_ = false;
  std::uint64_t challenge_revision_ = 0;
  PositionTrail<Board> trail_;
  Board board_;
  std::vector<std::int8_t> cells_;  // occupancy(board_)
  bool solved_ = false;
  BoardAnimation animation_;
  std::vector<Glide> glides_;
  std::optional<Glide> dropped_;  // the vehicle a drag just dropped: it glides from where it was let go
  std::optional<Drag> drag_;
  int selected_ = -1;
  std::optional<Move> hint_;
  double last_time_ = 0;  // the last frame's time (the automation hook has no clock)
  Layout layout_;
};

// The view the app shows for this game (listed by games.cmake: cmake/GameList.cmake).
std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::rush_hour
