#include "games/fujisan/setup_actions.hpp"

#include "games/fujisan/builtin_plans.hpp"

namespace puzzlelab::fujisan {

namespace {

// What laying one traced step costs, beyond what its kind says.
struct LaidStep {
  bool new_piece = true;  // false: a tile's other column, laid with the tile (no action)
  int pieces = 1;         // pieces laid: one tile or domino, one or two coins
  bool face_down = true;  // the set was shuffled face-down, so each piece is turned face-up as it is laid
  bool lookup = false;    // the target takes from several sets in turn: which one's turn it is
};

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

SetupActions count_setup_actions(const SetupPlan& plan, const std::vector<TraceStep>& steps) {
  const std::vector<LaidStep> laid = laid_steps(plan);
  SetupActions out;
  std::size_t next = 0;  // the next place or flip step of the current draw
  for (const TraceStep& step : steps) {
    const int cells = static_cast<int>(step.placed.size());
    if (step.kind == "shuffle") {
      ++out.shuffles;
    } else if (step.kind == "roll") {
      // One roll, then a coin of that value found among the coins and laid.
      out.rolls += 1;
      out.lookups += cells;
      out.placements += cells;
    } else if ((step.kind == "place" || step.kind == "flip") && next < laid.size()) {
      const LaidStep& l = laid[next++];
      if (!l.new_piece) continue;
      out.placements += l.pieces;
      // A "flip" step is a tile or domino that came out of the shuffle the other way round: it is
      // laid as it comes, which costs nothing more than laying it.
      if (l.face_down) out.flips += l.pieces;
      if (l.lookup) out.lookups += 1;
    } else if (step.kind == "redraw") {
      // The draw is checked and found to fail a condition; the pieces are gathered (the next
      // draw's shuffles are their own steps).
      out.lookups += 1;
      next = 0;
    }
  }
  // A setup that redraws checks the final draw too.
  if (!plan.redraw_until.empty()) out.lookups += 1;
  // Pieces laid that show no value: the ten Engraved Tiles under the top tiles ([GD-taxonomy]
  // section 4.4: twenty tiles build the mountain, ten show), turned face-up with the rest ("assemble
  // the mountain by turning tiles face-up"), and the three face-down dominoes marking the start
  // spaces and raising the summit (section 4.5).
  for (const PieceSet& set : plan.sets) {
    out.placements += set.unseen;
    if (set.unseen_turned_up) out.flips += set.unseen;
  }
  return out;
}

SetupActions count_setup_actions(Setup setup, const std::vector<TraceStep>& steps) {
  return count_setup_actions(builtin_plan(setup), steps);
}

}  // namespace puzzlelab::fujisan
