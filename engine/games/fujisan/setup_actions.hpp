// "Ease of physical setup" ([GD-taxonomy] section 5.1, Table 2) counted rather than judged: the
// actions a person performs to lay out a challenge, read from the setup's trace (the steps the
// setup animation and the print page's setup steps show, setup_steps.hpp) and the setup's plan
// (setup_plan.hpp: which pieces are shuffled face-down, laid unseen, taken from several sets in
// turn). docs/FUJISAN.md, "Ease of setup", gives the rules and the counts.
#pragma once

#include <vector>

#include "core/setup_trace.hpp"
#include "game/setup_actions.hpp"
#include "games/fujisan/setup_plan.hpp"
#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

// The actions of a setup counted step by step as its trace records them (a SetupTrace's watcher,
// core/setup_trace.hpp), so that every draw counts, the rejected ones included (the person lays
// those too), though the trace keeps only the last few.
class SetupActionTally {
 public:
  explicit SetupActionTally(const SetupPlan& plan);
  void add(const TraceStep& step);
  // The actions so far, with the final draw's check and the pieces laid unseen.
  SetupActions result() const;

  // What laying one traced place or flip step costs, beyond what its kind says.
  struct LaidStep {
    bool new_piece = true;  // false: a tile's other column, laid with the tile (no action)
    int pieces = 1;         // pieces laid: one tile or domino, one or two coins
    bool face_down = true;  // the set was shuffled face-down, so each piece is turned face-up as it is laid
    bool lookup = false;    // the target takes from several sets in turn: which one's turn it is
  };

 private:
  const SetupPlan& plan_;
  std::vector<LaidStep> laid_;  // the place and flip steps one draw records, in order
  SetupActions counted_;
  std::size_t next_ = 0;  // the next place or flip step of the current draw
};

// The actions of every step of `steps` (a whole trace of `plan`, rejected draws included).
SetupActions count_setup_actions(const SetupPlan& plan, const std::vector<TraceStep>& steps);
SetupActions count_setup_actions(Setup setup, const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::fujisan
