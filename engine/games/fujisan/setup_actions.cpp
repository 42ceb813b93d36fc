#include "games/fujisan/setup_actions.hpp"

#include "games/fujisan/builtin_plans.hpp"

namespace puzzlelab::fujisan {

namespace {

using LaidStep = SetupActionTally::LaidStep;

// The place and flip steps one draw of the plan records, in order (every draw records the same).
std::vector<LaidStep> laid_steps(const SetupPlan& plan) {
  std::vector<LaidStep> out;
  for (const LayoutEntry& entry : plan.layout)
    for (std::size_t k = 0; k < entry.to.size(); ++k) {
      const PieceSet& set = plan.sets[entry.from[k % entry.from.size()]];
      if (set.kind == PieceKind::die) continue;  // rolls, counted by their own kind
      const Target& t = entry.to[k];
      const bool lookup = entry.from.size() > 1;
      const int pieces = set.kind == PieceKind::coin && t.whole_column ? 2 : 1;
      out.push_back({true, pieces, set.shuffled, lookup});
      if (t.other_column) out.push_back({false, 0, set.shuffled, false});
    }
  return out;
}

}  // namespace

SetupActionTally::SetupActionTally(const SetupPlan& plan) : plan_(plan), laid_(laid_steps(plan)) {}

void SetupActionTally::add(const TraceStep& step) {
  SetupActions& out = counted_;
  const int cells = static_cast<int>(step.placed.size());
  if (step.kind == "shuffle") {
    ++out.shuffles;
  } else if (step.kind == "roll") {
    // One roll, then a coin of that value found among the coins and laid.
    out.rolls += 1;
    out.lookups += cells;
    out.placements += cells;
  } else if ((step.kind == "place" || step.kind == "flip") && next_ < laid_.size()) {
    const LaidStep& l = laid_[next_++];
    if (!l.new_piece) return;
    out.placements += l.pieces;
    // A "flip" step is a tile or domino that came out of the shuffle the other way round: it is
    // laid as it comes, which costs nothing more than laying it.
    if (l.face_down) out.flips += l.pieces;
    if (l.lookup) out.lookups += 1;
  } else if (step.kind == "redraw") {
    // The draw is checked and found to fail a condition; the pieces are gathered (the next
    // draw's shuffles are their own steps).
    out.lookups += 1;
    next_ = 0;
  }
}

SetupActions SetupActionTally::result() const {
  SetupActions out = counted_;
  // A setup that redraws checks the final draw too.
  if (!plan_.redraw_until.empty()) out.lookups += 1;
  // Pieces laid that show no value: the ten Engraved Tiles under the top tiles ([GD-taxonomy]
  // section 4.4: twenty tiles build the mountain, ten show), turned face-up with the rest ("assemble
  // the mountain by turning tiles face-up"), and the three face-down dominoes marking the start
  // spaces and raising the summit (section 4.5).
  for (const PieceSet& set : plan_.sets) {
    out.placements += set.unseen;
    if (set.unseen_turned_up) out.flips += set.unseen;
  }
  return out;
}

SetupActions count_setup_actions(const SetupPlan& plan, const std::vector<TraceStep>& steps) {
  SetupActionTally tally(plan);
  for (const TraceStep& step : steps) tally.add(step);
  return tally.result();
}

SetupActions count_setup_actions(Setup setup, const std::vector<TraceStep>& steps) {
  return count_setup_actions(builtin_plan(setup), steps);
}

}  // namespace puzzlelab::fujisan
