// The "Stats" popup of the play screen: the player's record per game (middle/player_stats.hpp) as
// a table, and the time on the challenge on screen.
#pragma once

#include "middle/player_stats.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// Draws the popup named "Stats" when it is open (ImGui::OpenPopup("Stats") opens it).
void draw_stats_popup(const PlayerStats& stats, double now, const ui::Fonts& fonts);

}  // namespace puzzlelab
