// The Printing capability (game/capabilities.hpp): what game/printable.hpp needs to print a
// challenge. Every registered game has it; the house checks (tests/unit/print_render_test.cpp) hold
// each game's drawing to its golden file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/setup_trace.hpp"

namespace puzzlelab {

class Printing {
 public:
  static constexpr const char* kLacking = "has no printable board";
  virtual ~Printing() = default;

  // The position `moves` reach from `board`, drawn as one standalone SVG document in black on
  // white (pieces as shapes, values as text, no raster images), laid out as the app's view shows
  // it. Throws InputError for a bad board or an illegal move (the one illegal-move message).
  virtual std::string render_svg(const nlohmann::json& params, std::string_view board,
                                 const std::vector<std::string>& moves) const = 0;
  // The steps of Game::trace for this board as the physical actions a person performs to lay it
  // out with the game's pieces ("Deal the 7 of clubs to row 2, column 3"), one sentence each, in
  // order. Default: none, for a game without physical pieces.
  virtual std::vector<std::string> setup_steps(const nlohmann::json& params,
                                               const std::vector<TraceStep>& steps) const {
    (void)params, (void)steps;
    return {};
  }
};

}  // namespace puzzlelab
