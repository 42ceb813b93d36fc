// Rush Hour's setups as data (docs/RUSH_HOUR.md, "Setups as data"): a description is a plan
// (setups.hpp) as JSON: the method, the box (cars, trucks), walls, re-rolls and, for the
// constructed methods, the target and the changes or draws allowed. Fields left out take the
// built-in setup's values for the board's size, so "at-the-table" is the description
// {"name": ..., "method": "at-the-table"} on every size.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/rush_hour/setups.hpp"

namespace puzzlelab::rush_hour {

// The plan as a normalized description under `name`: every field written out.
nlohmann::json describe_plan(const SetupPlan& plan, std::string_view name);

// A description (its "name" already checked) read as a plan for boards of `size`: throws
// InputError("bad_setup", ...) naming the field and the problem (an unknown field or method, a
// value out of range, a box that holds more vehicles than letters or cells).
SetupPlan read_plan(const nlohmann::json& description, int size);

}  // namespace puzzlelab::rush_hour
