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

// The steps of the draw that made the board: those after the last step that wipes the board (a
// setup that redraws until a condition holds records the rejected draws first). What a person
// laying the board by hand follows.
std::vector<TraceStep> final_draw(const std::vector<TraceStep>& steps);

class SetupTrace {
 public:
  // Adds a step. Generators build steps only when tracing: `if (trace) trace->add(...)`.
  void add(TraceStep step) { steps_.push_back(std::move(step)); }
  const std::vector<TraceStep>& steps() const { return steps_; }

 private:
  std::vector<TraceStep> steps_;
};

}  // namespace puzzlelab
