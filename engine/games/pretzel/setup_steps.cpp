#include "games/pretzel/setup_steps.hpp"

#include "games/pretzel/info.hpp"

namespace puzzlelab::pretzel {

namespace {

std::string sentence(std::string text) {
  if (!text.empty() && text.back() != '.') text += '.';
  return text;
}

// "the 7 of clubs (7d)" for the trace's "7d"; a text it cannot read stays as it is.
std::string card_words(const std::string& text, int ranks) {
  std::size_t i = 0;
  int rank = 0;
  while (i < text.size() && i < 2 && text[i] >= '0' && text[i] <= '9') rank = rank * 10 + (text[i++] - '0');
  if (i == 0 || i + 1 != text.size() || rank < 1 || rank > kMaxRanks) return text;
  const int suit = text[i] - 'a';
  if (suit < 0 || suit >= kMaxSuits) return text;
  return "the " + rank_label(rank, ranks) + " of " + suit_name(suit) + " (" + text + ")";
}

}  // namespace

std::vector<std::string> setup_steps(int ranks, const std::vector<TraceStep>& steps) {
  std::vector<std::string> out;
  for (const TraceStep& step : final_draw(steps)) {
    const auto to = step.caption.rfind(" to ");
    if (step.kind == "shuffle") {
      // The steps below name every card: the person sorts them out instead of shuffling.
      std::string text = step.caption;
      if (text.rfind("Shuffle ", 0) == 0) text = "Take " + text.substr(8);
      if (const auto apart = text.find("'s deck apart"); apart != std::string::npos)
        text.replace(apart, 13, "'s cards as a pile of their own");
      out.push_back(sentence(text));
    } else if (step.kind == "deal" && step.placed.size() == 1 && to != std::string::npos) {
      out.push_back("Deal " + card_words(step.placed[0].piece, ranks) + " to " + step.caption.substr(to + 4) + ".");
    } else if (!step.caption.empty()) {
      out.push_back(sentence(step.caption));
    }
  }
  return out;
}

}  // namespace puzzlelab::pretzel
