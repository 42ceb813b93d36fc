// A grid of coloured cells with labelled axes, for the Lab's expressive ranges and correlation
// matrix: a sequential scale (0 to `scale`, the background to the accent) for counts, a diverging
// one (-scale blue, 0 the background, +scale red) for differences and correlations. The grid
// itself is one invisible button under `grid_id` (the tests click its cells by their place in
// it); hovering a cell shows its tooltip, a click reports it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <imgui.h>

namespace puzzlelab {

struct HeatmapGrid {
  std::uint32_t columns = 0, rows = 0;
  std::vector<double> values;  // [column * rows + row]; row 0 at the bottom
  double scale = 1;            // the value drawn at full colour
  bool diverging = false;
  std::vector<std::string> column_labels, row_labels;  // one per column / row (some skipped when crowded)
  std::string x_title, y_title;
  bool cell_text = false;  // write each value (two decimals) in its cell
};

struct HeatmapHit {
  int column = -1, row = -1;
  bool clicked = false;
};

// `grid_size`: the cells' area; the labels go left of and under it. `tooltip(column, row)` says what
// a hovered cell holds; `selected_column` / `selected_row` outline a chosen cell (-1: none).
HeatmapHit draw_heatmap(const char* grid_id, const HeatmapGrid& grid, ImVec2 grid_size,
                        const std::function<std::string(int, int)>& tooltip, int selected_column = -1,
                        int selected_row = -1);

// The colour of `value` on the grid's scale.
ImU32 heat_colour(double value, double scale, bool diverging);

}  // namespace puzzlelab
