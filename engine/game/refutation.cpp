#include "game/refutation.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <memory>
#include <unordered_set>
#include <utility>

namespace puzzlelab {

namespace {

struct Visit {
  std::unique_ptr<GamePosition> position;
  std::size_t parent;  // index in the visits; the start is its own parent
  std::string move;    // the move from the parent
};

// A position's words, hashed: the words of a large board run to a few kilobytes, too many to keep
// for every position. Two positions whose words hash alike (about one chance in 2^64 for a pair)
// would count as one: a line could be missed, never made up (a line is read off the positions
// themselves).
std::size_t key_of(const GamePosition& position) {
  const BoardWords words = position.words();
  return std::hash<std::string>{}(words.summary + '\n' + words.places);
}

// The moves from the start to visit `last`.
std::vector<std::string> line_to(const std::deque<Visit>& visits, std::size_t last) {
  std::vector<std::string> line;
  for (std::size_t at = last; at != 0; at = visits[at].parent) line.push_back(visits[at].move);
  std::reverse(line.begin(), line.end());
  return line;
}

// Whether the position ends a line, and then why in the game's words ("" for no legal move).
bool ends_line(const GamePosition& position, const std::vector<std::string>& legal, std::string& dead_end) {
  if (position.solved()) return false;
  dead_end = position.dead_end();
  return !dead_end.empty() || legal.empty();
}

}  // namespace

std::string refutation_reason(const std::string& dead_end, std::size_t moves) {
  const std::string after =
      moves == 0 ? std::string() : " after " + std::to_string(moves) + (moves == 1 ? " move" : " moves");
  if (dead_end.empty()) return moves == 0 ? "No legal move is left" : "No legal move" + after;
  return dead_end + after;
}

Refutation find_refutation(const GamePosition& start, const Budget& budget) {
  Refutation out;
  StopReason reached = StopReason::none;
  Budget metered = budget;
  metered.stopped = &reached;
  BudgetMeter meter(metered);

  std::deque<Visit> visits;
  std::unordered_set<std::size_t> seen;
  // The start is the one position copied through a move-free path: replaying no move keeps it.
  visits.push_back({nullptr, 0, ""});
  seen.insert(key_of(start));
  auto finish = [&](std::size_t last, std::string dead_end) {
    out.ending = Refutation::Ending::found;
    out.line = line_to(visits, last);
    out.dead_end = std::move(dead_end);
    out.reason = refutation_reason(out.dead_end, out.line.size());
    out.nodes = meter.nodes();
    return out;
  };

  for (std::size_t next = 0; next < visits.size(); ++next) {
    if (!meter.spend()) {
      out.stopped = reached == StopReason::none ? StopReason::nodes : reached;
      out.nodes = meter.nodes();
      return out;
    }
    const GamePosition& here = next == 0 ? start : *visits[next].position;
    const std::vector<std::string> legal = here.legal_moves();
    std::string dead_end;
    if (ends_line(here, legal, dead_end)) return finish(next, std::move(dead_end));
    for (const std::string& move : legal) {
      std::unique_ptr<GamePosition> child = here.after(move);
      if (child->solved()) continue;  // not on a dead position's tree; kept out all the same
      if (!seen.insert(key_of(*child)).second) continue;
      if (visits.size() >= kMaxRefutationPositions) {
        out.stopped = StopReason::memory;
        out.nodes = meter.nodes();
        return out;
      }
      visits.push_back({std::move(child), next, move});
    }
  }
  out.ending = Refutation::Ending::exhausted;
  out.nodes = meter.nodes();
  return out;
}

}  // namespace puzzlelab
