// One view per game: it draws the board with the ImGui draw list and turns the mouse, touch and
// keyboard into the game's move strings. Everything else (history, links, storage, solving) lives
// in the game-independent middle layer (middle/, drawn by app/), so adding a game to the app means writing one of
// these, made by the game's make_view(), and listing the game in games.cmake.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "games/game_editor.hpp"
#include "middle/challenge.hpp"
#include "middle/session_position.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// What a view gets each frame.
struct BoardFrame {
  ImVec2 min, max;                  // the area to fill, in logical pixels
  double time = 0;                  // seconds, for animations
  bool keyboard = false;            // the view may read keys (the board has them: ui/key_owner.hpp)
  bool input = true;                // the view may take moves (false while replaying a solution)
  bool animate = true;              // animate priests/pieces moving
  std::optional<std::string> hint;  // a move to point at
  const ui::Fonts* fonts = nullptr;

  // The clock of what only draws the eye and tells the player nothing new (a selection's pulse, a
  // hint's travelling ring, a win's glow, mud's bubbles): stopped while animations are off (the
  // setting, or the system's reduced motion). Such a board is then a still picture, and the app
  // draws no frame while the player thinks with a piece selected.
  double ambient_time() const { return animate ? time : 0.0; }
};

// The mouse over the board this frame. One invisible button covers the board, so that ImGui knows
// the mouse belongs to the board (and not to the window behind it) while the view reads it; the
// keyboard's focus frame skips it (the board reads its own keys, frame.keyboard).
struct BoardPointer {
  bool hovered = false;
  bool clicked = false;  // left button, this frame
  ImVec2 pos;
};

inline BoardPointer claim_board(const BoardFrame& frame, const char* id) {
  ImGui::SetCursorScreenPos(frame.min);
  const ImVec2 size(std::max(1.0f, frame.max.x - frame.min.x), std::max(1.0f, frame.max.y - frame.min.y));
  ui::focus::board_area(id, size);
  return {ImGui::IsItemHovered(), ImGui::IsItemClicked(ImGuiMouseButton_Left), ImGui::GetIO().MousePos};
}

struct SetupFrame;   // games/setup_stage.hpp
class EngineClient;  // middle/engine_client.hpp

struct KeyHelp {
  std::string keys;    // "Tab / Shift+Tab"
  std::string action;  // "select the next / previous priest"
};

class GameView {
 public:
  virtual ~GameView() = default;
  virtual std::string_view game() const = 0;

  // Shows `position` of `challenge`, as the session computed it. Called once per position (when
  // its revision changes), never per frame; when the challenge is the same as before
  // (position.challenge_revision), pieces that moved glide to their new places.
  virtual void show(const Challenge& challenge, const SessionPosition& position) = 0;

  // Draws the board into frame.min..max and handles input; returns a move to play, if any.
  virtual std::optional<std::string> draw(const BoardFrame& frame) = 0;

  // Draws a setup in progress instead of the position (the play screen's "Watch the setup",
  // games/setup_stage.hpp): the cells placed so far, empty ones as empty spaces, the last step's
  // pieces coming in from the supply drawn beside the board. The view has been shown the challenge
  // whose setup it is; it takes no input meanwhile.
  virtual void draw_setup(const SetupFrame& frame) = 0;

  // Width / height the board looks best at (the layout gives it as much as it can).
  virtual float aspect() const = 0;

  // The shorter side of the smallest spot a finger taps on the board as last drawn (logical
  // pixels). On a narrow screen a board whose targets are under ui::kTouchTarget at its fitting
  // size can be zoomed (app/board_zoom.hpp) when zoomable() says so.
  virtual float target_size() const = 0;
  // Whether the board may be zoomed and panned by touch: its input is taps only (a board played by
  // swipes keeps its one-finger drags).
  virtual bool zoomable() const { return true; }
  // Whether draw() paints every pixel of its frame opaque (a backdrop over the whole frame): the
  // board's area then draws no background under it, which the backdrop would hide. A background
  // is a fill of the whole area, paid for pixel by pixel where WebGL is drawn on the processor.
  virtual bool paints_whole_frame() const { return false; }

  // For the help panel: the controls (the rules and move descriptions are the engine's:
  // Game::info().rules, Game::describe_move).
  virtual std::vector<KeyHelp> controls() const = 0;

  // The board's clickable spots in screen coordinates (logical pixels) and the view's selection,
  // for the automation hook the end-to-end tests read.
  virtual nlohmann::json automation() const = 0;

  // The editor the game offers beside play (games/game_editor.hpp), asking the engine through
  // `engine` and lent the app's notices and the way back by `host`; or nullptr, as most games offer
  // none, and the play screen then shows no "Edit this level".
  virtual std::unique_ptr<GameEditor> make_editor(EngineClient& /*engine*/, EditorHost& /*host*/) const {
    return nullptr;
  }
  // Whether make_editor makes one: asked on every frame of the play screen, which shows "Edit this
  // level" then, where make_editor runs only when the editor opens (its code is the module's
  // deferred part's in the browser: docs/app/CODE_PARTS.md).
  virtual bool offers_editor() const { return false; }
};

// The view for a registered game, or nullptr when the app has none for it.
std::unique_ptr<GameView> make_view(std::string_view game);
// Whether the app can show this game (the engine may know games the app cannot draw yet).
bool has_view(std::string_view game);

}  // namespace puzzlelab
