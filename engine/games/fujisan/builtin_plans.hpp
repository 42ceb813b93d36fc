// The six published setups ([GD-taxonomy] section 4, [GD-entangled] V) written as setup plans
// (setup_plan.hpp): the descriptions docs/FUJISAN.md ("Setups as data") prints, dealt by the one
// interpreter (setup_deal.hpp) that deals every described setup too.
#pragma once

#include <nlohmann/json.hpp>

#include "games/fujisan/setup_plan.hpp"
#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

// The published setup as a description, as written (with its shorthands); its "name" is the
// setup's own name.
nlohmann::json builtin_description(Setup setup);

// That description read once and kept.
const SetupPlan& builtin_plan(Setup setup);

}  // namespace puzzlelab::fujisan
