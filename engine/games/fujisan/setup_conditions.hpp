// The conditions a described setup redraws until (setup_plan.hpp, "redraw_until"): whether a
// board meets one, the words the trace and messages use, and the check, made when a description
// is read, that each condition can hold at all for the plan's pieces and layout.
#pragma once

#include <string>

#include "games/fujisan/rules.hpp"
#include "games/fujisan/setup_plan.hpp"

namespace puzzlelab::fujisan {

bool condition_holds(Condition condition, const Board& board);

// What a rejected draw shows, for the trace: "Two steps hold the same pair of values".
std::string condition_failure_words(Condition condition);
// What the draws looked for, for the budget message: "twelve different step pairs".
std::string condition_goal_words(Condition condition);

// Throws InputError("bad_setup", ...) naming "redraw_until[i]" when no board the plan can deal
// meets condition i: a tile showing one pair on two columns, fewer different step pairs than
// steps, a step whose two values are always equal. What passes may still be rare; the budget
// bounds the draws (one node each).
void check_conditions_can_hold(const SetupPlan& plan);

}  // namespace puzzlelab::fujisan
