// The frame every plot shares: reserves the widget's space, lays out the y-axis title and the
// legend above the data area, tick labels to the left and below, the x-axis title at the bottom;
// draws them, and reports the mouse. The plots then draw their data inside `area`.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

#include "ui/plot.hpp"
#include "ui/plot_scale.hpp"
#include "ui/plot_style.hpp"

namespace puzzlelab::ui::plot {

// What a legend entry shows beside its label.
enum class Glyph { box, bar, line, reference, mean, median, interval };
struct LegendEntry {
  std::string label;
  Glyph glyph = Glyph::box;
  ImU32 color = 0;
  int series = -1;  // for Glyph::line: the series' marker shape
};

struct FrameSpec {
  Axis x, y;
  double y_lo = 0, y_hi = 1;  // the data's y range; the axis's min/max replace it when set
  double y_min_step = 0;      // 1 for counts
  // The x axis: categories (equal bands, labelled) when `categorical`, else the numeric domain
  // [x_lo, x_hi] with nice ticks of at least x_min_step inside it.
  bool categorical = false;
  std::vector<std::string> categories;
  double x_lo = 0, x_hi = 1;
  double x_min_step = 0;
  std::vector<LegendEntry> legend;
};

struct Frame {
  ImDrawList* dl = nullptr;
  Style style;
  ImVec2 area_min, area_max;  // the data area
  LinearMap x, y;             // numeric x (unused with categories) and y
  int categories = 0;
  bool hovered = false;  // the mouse is over the data area (and the plot is hoverable)
  bool clicked = false;  // released over the plot this frame
  ImVec2 mouse;
  Span category(int index) const { return category_band(index, categories, area_min.x, area_max.x); }
};

// Reserves the plot's space at the cursor (an invisible button with this id, so the plot lays out
// and takes clicks like a widget), draws background, grid, axes, labels, titles and legend.
Frame begin_frame(const char* id, ImVec2 size, const FrameSpec& spec);

// Looks up the target under the mouse, shades it and sets the hit; the caller then draws the
// tooltip for it (between this and end_frame).
Hit hover(const Frame& frame, const std::vector<Target>& targets);
// A tooltip of lines, the first drawn in the series colour (0 for the text colour).
void tooltip(const std::vector<std::string>& lines, ImU32 first_color = 0);
// Records where one element's data lies (plot.hpp's last_marks), kept inside the data area so a
// pointer resting on it is over the plot.
void mark(const Frame& frame, ImVec2 at, int series, int item);
// Clips drawing to the data area until end_frame.
void clip_to_area(const Frame& frame);
void end_frame(const Frame& frame);

}  // namespace puzzlelab::ui::plot
