// Draws the middle layer's notices (middle/notice_board.hpp) as a stack of bars across the
// available width, each with a close button, warnings with their action's button.
#pragma once

#include <optional>
#include <string>

#include "middle/notice_board.hpp"

namespace puzzlelab {

// Time in seconds. Returns the action of a warning's button pressed this frame (the warning is
// dismissed).
std::optional<std::string> draw_notices(NoticeBoard& notices, double now);

}  // namespace puzzlelab
