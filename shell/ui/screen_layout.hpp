// The layout the screens with a board share (the play screen, a game's editor): the side panel
// beside the board, and the window width below which the panels go under the board instead.
#pragma once

namespace puzzlelab::ui {

inline constexpr float kSidePanelWidth = 340;
inline constexpr float kNarrowWindow = 820;

}  // namespace puzzlelab::ui
