// The lines of each plot's tooltip: the exact values of one element, the first line naming it.
// Plain strings, so a caller can show the hovered values elsewhere too (a status line, a panel).
// Out-of-range indices give no lines.
#pragma once

#include <string>
#include <vector>

#include "ui/plot.hpp"

namespace puzzlelab::ui::plot {

// Category `category` of series `series`: max, q3, median, q1, min, mean, the reference, n.
std::vector<std::string> box_tooltip(const BoxPlot& plot, int series, int category);
// The bin holding `value` in series `series`: value, count of the series' total, share, median.
std::vector<std::string> histogram_tooltip(const HistogramPlot& plot, int series, int value);
// Point `point` of series `series`: x, y and the interval.
std::vector<std::string> line_tooltip(const LinePlot& plot, int series, int point);
// Category `category` of series `series`: the value, the interval, the reference and the note.
std::vector<std::string> bar_tooltip(const BarPlot& plot, int series, int category);
// Point `point` of series `series`: the series' name, x, y and the note.
std::vector<std::string> scatter_tooltip(const ScatterPlot& plot, int series, int point);

// The name a category is shown by: its label, or its number from 1 when there are no labels.
std::string category_label(const std::vector<std::string>& categories, int index);

}  // namespace puzzlelab::ui::plot
