// ImGui widgets for a game's parameters, drawn from its description (engine/game/game_info.hpp),
// so a game gets its new-game controls without app code of its own:
//  - the rule variant is a combo above everything else (it applies to typed boards too);
//  - the other parameters describe what is set up (a size, a board template): presets are radio
//    buttons plus "Custom"; the parameters the presets set are shown only under "Custom" (the
//    others always), a choice as a combo with its value's description below it, a whole number
//    as a field.
// Values are not clamped: one out of range gets the engine's own message from the caller.
// Automation ids: "newgame-param-<name>", "newgame-param-<name>-option-<value>",
// "newgame-preset-<name>", "newgame-preset-custom", and "newgame-preset-chosen-<name>" (the
// chosen preset's description line).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game_info.hpp"

namespace puzzlelab {

// A combo over named choices under the automation id `id` (its "value": the chosen name), with
// each one's description as a tooltip; its options are "<id>-option-<name>". Returns true when
// the choice changed. `shown`, when given, is what the player reads for each choice (a game's
// title, "BoxOff", for its name "boxoff"); automation still names the options by name.
bool named_combo(const char* id, const char* label, const std::vector<Named>& list, int& index,
                 const std::vector<std::string>* shown = nullptr);

// The rule variant (the choice parameter named "variant"), if the game has one; `params` holds
// every parameter (normalized or as edited).
bool edit_variant_param(const GameInfo& info, nlohmann::json& params);

// Presets and every other parameter. `custom` remembers that the player chose "Custom" even
// while the values happen to match a preset.
bool edit_setup_params(const GameInfo& info, nlohmann::json& params, bool& custom);

}  // namespace puzzlelab
