// The "Stats" popup of the play screen: the player's record per game (middle/player_stats.hpp) as
// a table, the time on the challenge on screen, and the daily challenges (middle/daily_record.hpp).
#pragma once

#include "middle/daily_record.hpp"
#include "middle/player_stats.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// Draws the popup named "Stats" when it is open (ImGui::OpenPopup("Stats") opens it).
void draw_stats_popup(const PlayerStats& stats, double now, const DailyRecord& daily, const DailyDate& today,
                      const ui::Fonts& fonts);

}  // namespace puzzlelab
