// Fruit Dating on screen: the tile grid (walls, floor, mud), one-way borders drawn as arrows on
// the border they sit on, fruit told apart by colour and by shape, stones, cars and barrels,
// anteaters looking the way they face, hedgehogs asleep or awake. The player tilts the board with
// the arrow keys, a swipe (a mouse drag or a touch) or the arrows around the grid; every object
// slides there and matched pairs pop.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/board_animation.hpp"
#include "games/fruit_dating/fruit_dating_layout.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/tilt_motion.hpp"
#include "games/game_view.hpp"
#include "games/position_trail.hpp"

namespace puzzlelab::fruit_dating {

// Painting one board; the play view and the editor share it (fruit_dating_paint.cpp).
struct BoardPaint {
  const Board* board = nullptr;
  Layout layout;
  double time = 0;  // the ambient clock (BoardFrame::ambient_time): mud's bubbles, a sleeper's "z"
  // The tilt being animated (empty when none) and how far it has run: 0..1 the slide, then
  // 1..2 the pops, pulls and bites.
  const std::vector<ObjectMotion>* motions = nullptr;
  double progress = 2;
};
void paint_ground(ImDrawList* dl, const BoardPaint& p);
void paint_things(ImDrawList* dl, const BoardPaint& p);
void paint_one_ways(ImDrawList* dl, const BoardPaint& p);
// One object centred on c, `size` across (also the editor's palette); `time` the ambient clock (a
// sleeping hedgehog's "z" drifts with it).
void paint_thing(ImDrawList* dl, Thing thing, ImVec2 c, float size, float alpha = 1, double time = 0);
// A one-way border's arrow: on the border between two tiles, pointing where objects may cross.
void paint_one_way_arrow(ImDrawList* dl, ImVec2 centre, Dir allowed, float tile, float alpha = 1);
// The tilt arrows around the grid; `legal` by direction, `hint` the hinted one, `hover` the one
// under the pointer.
void paint_tilt_arrows(ImDrawList* dl, const Layout& layout, const bool legal[4], std::optional<Dir> hint,
                       std::optional<Dir> hover, double time);
const char* thing_name(Thing thing);

class FruitDatingView final : public GameView {
 public:
  std::string_view game() const override { return "fruit-dating"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;  // fruit_dating_setup.cpp
  float aspect() const override { return Layout::aspect(board_.width, board_.height); }
  // The tilt arrows' strip is the shorter side of their tap area (a swipe anywhere on the board
  // tilts as well, so the board is not zoomed: its one-finger drags are the swipes).
  float target_size() const override { return layout_.strip; }
  bool zoomable() const override { return false; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;
  // The level editor (level_editor_view.cpp).
  std::unique_ptr<GameEditor> make_editor(EngineClient& engine, EditorHost& host) const override;
  bool offers_editor() const override { return true; }

 private:
  std::optional<std::string> tilt_if_legal(Dir d) const;
  std::optional<std::string> handle_pointer(const BoardPointer& pointer);
  std::optional<std::string> handle_keys() const;
  double progress(double time) const;  // of the tilt animation: 0..2, 2 when there is none

  bool ready_ = false;
  std::uint64_t challenge_revision_ = 0;
  PositionTrail<Board> trail_;
  Board board_ = empty_board(kMinSize, kMinSize);
  bool legal_[4] = {false, false, false, false};
  bool solved_ = false;
  bool lost_ = false;
  std::vector<ObjectMotion> motions_;  // the last tilt, animated from its glide start
  BoardAnimation animation_;
  std::size_t played_before_ = 0;  // moves played in the position shown before
  bool swipe_used_ = false;
  double last_time_ = 0;  // the last frame's time (the automation hook has no clock)  // this press already tilted the
                          // board (one tilt per swipe)
  std::optional<Dir> hint_;
  Layout layout_;
};

// The view the app shows for this game (listed by games.cmake: cmake/GameList.cmake).
std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::fruit_dating
