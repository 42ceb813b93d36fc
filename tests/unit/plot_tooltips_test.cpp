// The plots' tooltips (shell/ui/plot_tooltips.hpp): the exact values of the element under the
// mouse, written as the tooltip shows them.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "ui/plot_tooltips.hpp"

namespace plot = puzzlelab::ui::plot;
using Lines = std::vector<std::string>;

TEST_CASE("plot tooltips: a box gives its five numbers, mean, published value and count") {
  plot::BoxPlot p;
  p.categories = {"pure-random", "any-coin"};
  p.y.title = "solvable per trial";
  const plot::BoxStats box{0.76, 0.8, 0.84, 0.87, 0.93, 0.838, 0.85, 1000};
  p.series = {{"papers' rule", {box, box}}};
  CHECK(plot::box_tooltip(p, 0, 1) == Lines{"any-coin", "solvable per trial", "max: 93.0%", "q3: 87.0%",
                                            "median: 84.0%", "q1: 80.0%", "min: 76.0%", "mean: 83.8%", "paper: 85.0%",
                                            "n = 1,000"});
  // With a second series the heading names it; what a box lacks is left out.
  plot::BoxStats bare{plot::kNone, 0.8, 0.84, 0.87, plot::kNone};
  p.series.push_back({"summit_step", {bare}});
  p.reference_name = "published";
  CHECK(plot::box_tooltip(p, 1, 0) ==
        Lines{"pure-random \u2022 summit_step", "solvable per trial", "q3: 87.0%", "median: 84.0%", "q1: 80.0%"});
  CHECK(plot::box_tooltip(p, 1, 1).empty());  // summit_step has one box only
  CHECK(plot::box_tooltip(p, 2, 0).empty());
  CHECK(plot::box_tooltip(p, -1, 0).empty());
}

TEST_CASE("plot tooltips: a histogram bin gives its count of the series' total and its share") {
  plot::HistogramPlot p;
  p.series = {{"engraved-tiles", {{9, 30}, {10, 80}, {12, 120}}, 11}};
  // 80 of 30 + 80 + 120 = 230: 34.78%.
  CHECK(plot::histogram_tooltip(p, 0, 10) ==
        Lines{"engraved-tiles", "solution length: 10", "count: 80 of 230", "share: 34.8%", "median: 11"});
  // A length the series never reached: zero of its total.
  CHECK(plot::histogram_tooltip(p, 0, 11) ==
        Lines{"engraved-tiles", "solution length: 11", "count: 0 of 230", "share: 0.0%", "median: 11"});
  p.series[0].name.clear();
  p.series[0].median = plot::kNone;
  p.x.title.clear();
  CHECK(plot::histogram_tooltip(p, 0, 12) == Lines{"value: 12", "count: 120 of 230", "share: 52.2%"});
  CHECK(plot::histogram_tooltip(p, 1, 12).empty());
}

TEST_CASE("plot tooltips: a point gives x, y and its interval") {
  plot::LinePlot p;
  p.x.title = "ranks";
  p.y = {"solvable", plot::Format::percent};
  p.series = {{"shuffled", {{2, 0.849}, {4, 0.431, 0.401, 0.462}}}};
  CHECK(plot::line_tooltip(p, 0, 1) ==
        Lines{"shuffled", "ranks: 4", "solvable: 43.1%", "95% interval: 40.1% \u2013 46.2%"});
  CHECK(plot::line_tooltip(p, 0, 0) == Lines{"shuffled", "ranks: 2", "solvable: 84.9%"});
  CHECK(plot::line_tooltip(p, 0, 2).empty());
  // A published value at the point, and its note.
  p.series[0].points[1].reference = 0.45;
  p.series[0].points[1].note = "paper: 45.0%, agrees";
  CHECK(plot::line_tooltip(p, 0, 1) == Lines{"shuffled", "ranks: 4", "solvable: 43.1%",
                                             "95% interval: 40.1% \u2013 46.2%", "paper: 45.0%",
                                             "paper: 45.0%, agrees"});
}

TEST_CASE("plot tooltips: a scatter point gives its series, x, y and note") {
  plot::ScatterPlot p;
  p.x = {"length", plot::Format::integer};
  p.y = {"seconds", plot::Format::number};
  p.series = {{"solved", {{12, 95.5, ""}}}, {"gave up", {{30, 600, "class-a.json"}}}};
  CHECK(plot::scatter_tooltip(p, 0, 0) == Lines{"solved", "length: 12", "seconds: 95.5"});
  CHECK(plot::scatter_tooltip(p, 1, 0) == Lines{"gave up", "length: 30", "seconds: 600", "class-a.json"});
  CHECK(plot::scatter_tooltip(p, 1, 1).empty());
  CHECK(plot::scatter_tooltip(p, 2, 0).empty());
}

TEST_CASE("plot tooltips: a bar gives its value, interval, published value and note") {
  plot::BarPlot p;  // no category labels: categories are numbered from 1
  p.series = {
      {"measured", {{0.263, plot::kNone, plot::kNone, plot::kNone, ""}, {0.876, 0.854, 0.895, 0.88, "agrees"}}}};
  CHECK(plot::bar_tooltip(p, 0, 1) ==
        Lines{"2", "value: 87.6%", "95% interval: 85.4% \u2013 89.5%", "paper: 88.0%", "agrees"});
  p.y.title = "solvable";
  p.categories = {"shuffled", "l-tiles"};
  CHECK(plot::bar_tooltip(p, 0, 0) == Lines{"shuffled", "solvable: 26.3%"});
  CHECK(plot::bar_tooltip(p, 0, 2).empty());
  CHECK(plot::category_label({"a"}, 0) == "a");
  CHECK(plot::category_label({"a"}, 4) == "5");
}
