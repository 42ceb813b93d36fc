// What Fujisan's text and JSON inputs name, read once for the adapter and the game's part in the
// Lab: a setup by name or description, the rules' variant in the params, a board's text.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/fujisan/rules.hpp"
#include "games/fujisan/setup_plan.hpp"
#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

// A published setup by name; InputError("unknown_setup", ...) naming the known ones.
Setup setup_of(std::string_view name);
// A description's plan, its "name" kept apart from the published setups' names so that a label
// always says which setup it is: InputError("bad_setup", ...) otherwise.
SetupPlan described_plan(const nlohmann::json& description);
// The plan a setup argument names: a published setup, or a described setup's text. The last text
// read is kept per thread: an experiment deals one setup many times over.
const SetupPlan& plan_of(std::string_view setup);
// The variant of normalized params (the standard one where they name none).
Variant variant_of(const nlohmann::json& params);
// A board's text, blanks around it ignored; InputError("bad_board", ...) when it is not one.
Board board_of(std::string_view text);

}  // namespace puzzlelab::fujisan
