// ImGui widgets for a game's parameters, drawn from its description (engine/api/game_info.hpp),
// so a game gets its new-game controls without app code of its own:
//  - a choice parameter (the rule variant, ...) is a combo, its value's description below it;
//  - presets are radio buttons plus "Custom"; the whole-number parameters the presets set are
//    shown as fields only under "Custom" (other whole-number parameters always).
// Values are not clamped: one out of range gets the engine's own message from the caller.
// Automation ids: "newgame-param-<name>", "newgame-param-<name>-option-<value>",
// "newgame-preset-<name>", "newgame-preset-custom", and "newgame-preset-chosen-<name>" (the
// chosen preset's description line).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/game_info.hpp"

namespace puzzlelab {

// A combo over named choices, with each one's description as a tooltip. Options are tracked for
// automation as "<id>-option-<name>". Returns true when the choice changed.
bool named_combo(const char* label, const char* id, const std::vector<Named>& list, int& index);

// The choice parameters; `params` holds every parameter (normalized or as edited).
bool edit_choice_params(const GameInfo& info, nlohmann::json& params);

// Presets and whole-number parameters. `custom` remembers that the player chose "Custom" even
// while the values happen to match a preset.
bool edit_number_params(const GameInfo& info, nlohmann::json& params, bool& custom);

}  // namespace puzzlelab
