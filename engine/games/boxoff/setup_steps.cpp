#include "games/boxoff/setup_steps.hpp"

#include "games/boxoff/info.hpp"

namespace puzzlelab::boxoff {

namespace {

std::string sentence(std::string text) {
  if (!text.empty() && text.back() != '.') text += '.';
  return text;
}

// "orange circle token (a)" for the generator's letter a: its colours are lettered a, b, c, ... in order.
std::string token_words(const std::string& letter) {
  if (letter.size() != 1 || letter[0] < 'a' || letter[0] >= 'a' + kMaxColours) return "token " + letter;
  const int colour = letter[0] - 'a';
  return std::string(colour_name(colour)) + " " + symbol_name(colour) + " token (" + letter + ")";
}

}  // namespace

std::vector<std::string> setup_steps(const std::vector<TraceStep>& steps) {
  std::vector<std::string> out;
  for (const TraceStep& step : final_draw(steps)) {
    const auto at = step.caption.rfind(" on ");
    if (step.kind == "shuffle") {
      // The steps below name every piece: the person gathers them instead of shuffling.
      std::string text = step.caption;
      if (text.rfind("Shuffle ", 0) == 0) text = "Take " + text.substr(8);
      out.push_back(sentence(text));
    } else if (step.kind == "place" && step.placed.size() == 1 && at != std::string::npos) {
      out.push_back("Lay a " + token_words(step.placed[0].piece) + " on " + step.caption.substr(at + 4) + ".");
    } else if (!step.caption.empty()) {
      out.push_back(sentence(step.caption));
    }
  }
  return out;
}

}  // namespace puzzlelab::boxoff
