#include "games/fujisan/setup_steps.hpp"

#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

namespace {

// A trace cell (core/setup_trace.hpp): the top row's twelve steps, then the bottom row's.
std::string space_words(int cell) {
  const int column = cell % kLastMountain + 1;
  return std::string(cell < kLastMountain ? "top" : "bottom") + " row, " +
         (is_summit_column(column) ? "summit column " : "step ") + std::to_string(column);
}

std::string sentence(std::string text) {
  if (!text.empty() && text.back() != '.') text += '.';
  return text;
}

}  // namespace

std::vector<std::string> setup_steps(const std::vector<TraceStep>& steps) {
  std::vector<std::string> out;
  for (const TraceStep& step : final_draw(steps)) {
    if (step.kind == "shuffle") {
      // The printed steps name every piece, so the person only gathers them; the shuffle's order
      // is what the placements below spell out.
      std::string text = step.caption;
      if (text.rfind("Shuffle ", 0) == 0) text = "Take " + text.substr(8);
      out.push_back(sentence(text));
    } else if (step.kind == "roll" && step.placed.size() == 1) {
      out.push_back("Roll the die for the " + space_words(step.placed[0].cell) + ": " + step.placed[0].piece +
                    "; put a " + step.placed[0].piece + " there.");
    } else if (!step.caption.empty()) {
      out.push_back(sentence(step.caption));
    }
  }
  return out;
}

}  // namespace puzzlelab::fujisan
