// The one interpreter of Fujisan setup plans (setup_plan.hpp): every published setup and every
// described one is dealt here, so they draw, trace and count alike.
#pragma once

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/setup_plan.hpp"

namespace puzzlelab::fujisan {

// Draws one board from `rng`, in this order: each shuffled set shuffled (Rng::shuffle, sets in
// the order listed); then the layout's targets in order, each taking its set's next pieces:
// a die target draws below(faces) per space, a turned tile or domino draws coin() (heads: its
// halves swap). A plan with redraw conditions spends one node of `budget` per draw and draws
// again from the same Rng until every condition holds; a budget spent first throws
// InputError("budget_exhausted", ...). With a trace, every step is recorded as it happens.
Board deal(const SetupPlan& plan, Rng& rng, const Budget& budget = {}, SetupTrace* trace = nullptr);

}  // namespace puzzlelab::fujisan
