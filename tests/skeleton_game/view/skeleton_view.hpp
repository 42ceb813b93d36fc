// The skeleton game on screen: the row of lamps, lit ones glowing. Click (or tap) a lit lamp to
// press it, or press its number on the keyboard (1 to 9, 0 for the tenth). The smallest complete
// view, in the shape of every view under shell/games/<game>/: copied there (as <game>_view.hpp)
// with the engine's folder when a game is added from the skeleton (README.md beside it).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "games/game_view.hpp"
#include "games/position_trail.hpp"
#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

// Where each lamp is drawn in a board frame: a row of equal squares, centred.
struct LampLayout {
  ImVec2 origin;  // the first lamp's square, top left
  float cell = 0;
  int lamps = 0;
  static LampLayout fit(ImVec2 min, ImVec2 max, int lamps);
  static float aspect(int lamps) { return static_cast<float>(lamps) / 1.6f; }
  ImVec2 centre(int lamp) const;
  float radius() const { return cell * 0.36f; }
  int lamp_at(ImVec2 point) const;  // -1 when no lamp is there
};

class SkeletonView final : public GameView {
 public:
  std::string_view game() const override { return "skeleton"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;
  float aspect() const override { return LampLayout::aspect(board().lamps()); }
  float target_size() const override { return layout_.radius() * 2; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;

 private:
  const Board& board() const;  // the position shown (a dark row before any)
  // The lamp `lamp` as a move when it is lit (a legal press), else nothing.
  std::optional<std::string> press(int lamp) const;
  void paint(ImDrawList* dl, const BoardFrame& frame, const std::vector<std::optional<bool>>& lamps, int hovered) const;

  PositionTrail<Board> trail_;
  std::uint64_t challenge_revision_ = 0;
  LampLayout layout_;
};

std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::skeleton
