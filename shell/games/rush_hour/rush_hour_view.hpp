// Rush Hour on screen: the grid with its exit, walls and vehicles.
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
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

class RushHourView final : public GameView {
 public:
  std::string_view game() const override { return "rush-hour"; }
  void show(const Challenge& challenge, const SessionPosition& position) override;
  std::optional<std::string> draw(const BoardFrame& frame) override;
  void draw_setup(const SetupFrame& frame) override;
  float aspect() const override { return 1.0f; }
  float target_size() const override { return cell_; }
  std::vector<KeyHelp> controls() const override;
  nlohmann::json automation() const override;

 private:
  const Board& board() const;
  void paint(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::vector<std::string>& cells);

  PositionTrail<Board> trail_;
  std::uint64_t challenge_revision_ = 0;
  float cell_ = 0;
};

std::unique_ptr<GameView> make_view();

}  // namespace puzzlelab::rush_hour
