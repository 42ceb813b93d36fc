// The plots' sizes and colours, taken from the current font size and the app's theme so a plot
// is as readable at talk size or on a phone as the text around it.
#pragma once

#include <imgui.h>

namespace puzzlelab::ui::plot {

struct Style {
  float font = 16;       // the current font size; everything below is a multiple of it
  float pad = 6;         // space between labels, legend entries and the data area
  float tick = 5;        // tick mark length
  float line = 2;        // data lines, box outlines, whiskers
  float thin = 1;        // axes, grid
  float marker = 5;      // marker radius
  float swatch = 14;     // legend swatch width
  ImU32 text = 0;        // tick labels, tooltips
  ImU32 title = 0;       // axis titles
  ImU32 axis = 0;        // axis lines and ticks
  ImU32 grid = 0;        // horizontal grid lines
  ImU32 background = 0;  // the data area
  ImU32 highlight = 0;   // behind the hovered element
  ImU32 reference = 0;   // published values: light, outlined in `outline`
  ImU32 outline = 0;     // the window background, around marks drawn over data
};

// The style for the current font and theme (call between NewFrame and Render).
Style current_style();

}  // namespace puzzlelab::ui::plot
