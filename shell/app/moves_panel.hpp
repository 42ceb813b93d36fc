// The move list: every move of the history in the game's notation, numbered; the moves after
// the current position (the redo tail) dimmed. Clicking a move jumps there.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "ui/theme.hpp"

namespace puzzlelab {

// Draws `history` with the first `cursor` moves played. Returns the history position the player
// clicked (moves played), if any. `follow` scrolls the current move into view (the position just
// changed).
std::optional<std::size_t> draw_moves_panel(const std::vector<std::string>& history, std::size_t cursor,
                                            const ui::Fonts& fonts, float height, bool follow);

}  // namespace puzzlelab
