// "Ease of physical setup" ([GD-taxonomy] section 5.1, Table 2) counted rather than judged: the
// actions a person performs to lay out a challenge, read from the setup's trace (the steps the
// setup animation and the print page's setup steps show, setup_steps.hpp) and the setup's plan
// (setup_plan.hpp: which pieces are shuffled face-down, laid unseen, taken from several sets in
// turn). docs/FUJISAN.md, "Ease of setup", gives the rules and the counts.
#pragma once

#include <vector>

#include "core/setup_trace.hpp"
#include "games/fujisan/setup_plan.hpp"
#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

struct SetupActions {
  int shuffles = 0;    // a set of pieces shuffled (again after every redraw)
  int rolls = 0;       // die rolls
  int placements = 0;  // pieces laid: a coin, a tile or a domino, face-down ones included
  int flips = 0;       // pieces turned face-up as they are laid (the setups that shuffle face-down)
  int lookups = 0;     // something the person must find or check: a coin of a rolled value, the suit
                       // whose turn it is, whether a draw repeats a step pair
  int total() const { return shuffles + rolls + placements + flips + lookups; }
};

// The actions of every step of `steps` (a trace of `plan`, rejected draws included: the person
// lays those too).
SetupActions count_setup_actions(const SetupPlan& plan, const std::vector<TraceStep>& steps);
SetupActions count_setup_actions(Setup setup, const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::fujisan
