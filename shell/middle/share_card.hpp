// The picture a player shares of a challenge (docs/app/SHARE.md): the game, the day or the seed,
// the board as dealt, and the result line, as one SVG document that the platform turns into a
// PNG. The board is the engine's drawing of the challenge with no move played; nothing of the
// solution is ever on it.
#pragma once

#include <optional>
#include <string>

#include "middle/challenge.hpp"

namespace puzzlelab {

struct ShareCard {
  std::string heading;     // "Puzzle Lab · Fujisan"
  std::string subheading;  // "Daily challenge, 1 Dec 2026" or "Seed 42, dominoes setup"
  std::string result;      // "Solved in 14 moves (optimum 14), no hints, 2:35" or "Not solved yet"
  std::string board_svg;   // the engine's drawing of the board as dealt (render's "svg")
};

// The card's heading and subheading for a challenge: its daily date, else its seed and setup,
// else "A given board".
ShareCard share_card_for(const Challenge& challenge, const std::string& game_title);

// The card as an SVG document of kShareCardWidth user units across, its height fitted to the
// board. Every text is escaped; the board is nested as the engine drew it.
inline constexpr int kShareCardWidth = 1080;
std::string share_card_svg(const ShareCard& card);

// The file's name: "puzzlelab-fujisan-2026-12-01.png" or "puzzlelab-fujisan-seed-42.png".
std::string share_card_file_name(const Challenge& challenge);

}  // namespace puzzlelab
