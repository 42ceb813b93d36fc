// A setup's steps, recorded while it generates (talk mode animates them; `puzzlelab trace`
// prints them). Each game's generator takes an optional SetupTrace*: null when only the board is
// wanted, so `generate` and `trace` run the very same code and draw the very same numbers, and a
// trace always ends on exactly the board `generate` gives for that seed.
//
// Cells are numbered as the game's board text lists them: the cells in reading order, with the
// row separators ('/') skipped, and, where a row's cells are separated by ',' (Pretzel), one cell
// per item; items after the grid separated by ';' (Fruit Dating's one-way borders) follow, one
// cell each. A placement writes a piece's board text into one cell; applying every step's
// placements in order to a board whose cells are all unset gives the final board (cells never
// placed are the game's empty cells).
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace puzzlelab {

struct TracePlacement {
  int cell = 0;       // in the board text's cell order (above)
  std::string piece;  // the cell's board text once placed, e.g. "3", "b", "4c", "s", "."
};

struct TraceStep {
  // What kind of step: "shuffle", "roll", "place", "flip", "deal", "remove", "redraw", ...
  std::string kind;
  std::string caption;                 // one line a speaker can read out
  std::vector<TracePlacement> placed;  // cells written by this step, in order
  std::vector<std::string> supply;     // the pieces still to come, in order, after this step (shuffles show it)
  bool clear = false;                  // the board is wiped before this step's placements (a redraw)
};

// A board text's cells in the order traces number them (above): rows split at '/', a row's cells
// at ',' where it has them, else one character each; then each ';' item after the grid.
std::vector<std::string> board_cells(std::string_view board);

// The steps of the draw that made the board: from the last step that wipes the board on (a setup
// that redraws until a condition holds records the rejected draws first), that step included when
// it lays pieces itself (a board laid whole) and left out when it only wipes ("draw again"). What
// a person laying the board by hand follows.
std::vector<TraceStep> final_draw(const std::vector<TraceStep>& steps);

// Rejected draws a trace keeps whole, the latest ones: enough for the setup animation to show the
// board being gathered and drawn again, however many draws a setup rejects before one holds.
inline constexpr std::size_t kTraceKeptRejectedDraws = 3;

// The steps of one draw are bounded by the game's board and pieces, so a trace is too: the final
// draw, at most kTraceKeptRejectedDraws rejected draws before it, and one "skipped" step that
// counts the earlier ones ("41234 earlier draws not shown"). A draw starts at a step that wipes
// the board (`clear`); the first draw starts at the first step.
class SetupTrace {
 public:
  // Sees every step as it is added, the ones dropped later included (counting a setup's work).
  using Watcher = std::function<void(const TraceStep&)>;

  SetupTrace() = default;
  explicit SetupTrace(Watcher watcher) : watcher_(std::move(watcher)) {}

  // Adds a step. Generators build steps only when tracing: `if (trace) trace->add(...)`.
  void add(TraceStep step);
  // The steps kept, in order: when earlier draws were dropped, a "skipped" step first (it places
  // nothing), then the kept draws, each starting with the step that wiped the board.
  std::vector<TraceStep> steps() const;
  // Draws dropped: the rejected draws before the kept ones.
  std::uint64_t draws_not_shown() const { return dropped_; }

 private:
  Watcher watcher_;
  std::deque<std::vector<TraceStep>> draws_;  // the kept draws, oldest first; the last one is being drawn
  std::uint64_t dropped_ = 0;
};

}  // namespace puzzlelab
