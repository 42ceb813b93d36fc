#include "games/pretzel/setup_actions.hpp"

#include <string>
#include <string_view>

namespace puzzlelab::pretzel {

namespace {

// The pile a deal step takes its card from: "Deal 3a from suit a's deck to row 1, column 1" ->
// "suit a's deck" (setups.cpp and deal_plan.cpp write every deal so).
std::string_view pile_of(std::string_view caption) {
  const auto from = caption.find(" from ");
  const auto to = caption.rfind(" to ");
  if (from == std::string_view::npos || to == std::string_view::npos || to < from + 6) return {};
  return caption.substr(from + 6, to - from - 6);
}

}  // namespace

SetupActions count_setup_actions(const std::vector<TraceStep>& steps) {
  SetupActions out;
  std::string last_pile;
  for (const TraceStep& step : steps) {
    if (step.kind == "shuffle") {
      ++out.shuffles;
    } else if (step.kind == "deal") {
      out.placements += static_cast<int>(step.placed.size());
      const std::string_view pile = pile_of(step.caption);
      // The first card's pile is where the person starts: no lookup.
      if (!last_pile.empty() && pile != last_pile) ++out.lookups;
      last_pile = std::string(pile);
    } else if (step.kind == "remove") {
      out.placements += static_cast<int>(step.placed.size());  // each ace moved out to its column
    }
  }
  return out;
}

}  // namespace puzzlelab::pretzel
