// The plots (shell/ui/plot.hpp) drawn into a headless ImGui context: no backend, no window, just
// NewFrame / Render with a built font atlas. Each plot must lay out like a widget, emit draw
// commands, report the element under the mouse (swept across it) and a click on it, show a
// tooltip, and survive empty or wild data.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

#include <imgui.h>

#include "headless_imgui.hpp"

#include "ui/plot.hpp"

namespace plot = puzzlelab::ui::plot;

namespace {

constexpr float kWidth = 800, kHeight = 420;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A context of its own per test, with ImGui's built-in font.
class Headless {
 public:
  struct Result {
    plot::Hit hit;
    ImVec2 origin, after;  // the cursor before and after the plot
    int vertices = 0;      // in the plot's window
    int windows = 0;       // draw lists rendered (a tooltip adds one)
  };

  // One frame with the mouse at `mouse` (button held when `down`), drawing `draw` at (10, 10) in
  // an undecorated window covering the display.
  Result frame(const std::function<plot::Hit()>& draw, ImVec2 mouse, bool down = false) {
    puzzlelab::test::begin_window_frame("plots", mouse, down, ImGuiWindowFlags_NoMove);
    ImGui::SetCursorScreenPos(ImVec2(10, 10));
    Result r;
    r.origin = ImGui::GetCursorScreenPos();
    if (draw) r.hit = draw();
    r.after = ImGui::GetCursorScreenPos();
    r.vertices = ImGui::GetWindowDrawList()->VtxBuffer.Size;
    r.windows = puzzlelab::test::end_window_frame().CmdListsCount;
    return r;
  }

  // The hits met sweeping the mouse left to right across the plot at height y (one frame per
  // step), in order, repeats collapsed.
  std::vector<std::pair<int, int>> sweep(const std::function<plot::Hit()>& draw, float y) {
    frame(draw, ImVec2(10, y));  // the window exists from the second frame on: hover starts then
    std::vector<std::pair<int, int>> seen;
    for (float x = 10; x < 10 + kWidth; x += 4) {
      const plot::Hit hit = frame(draw, ImVec2(x, y)).hit;
      if (!hit.hovered()) continue;
      if (seen.empty() || seen.back() != std::make_pair(hit.series, hit.item)) seen.emplace_back(hit.series, hit.item);
    }
    return seen;
  }

 private:
  puzzlelab::test::HeadlessImGui imgui_{ImVec2(1000, 700)};
};

using Seen = std::vector<std::pair<int, int>>;

plot::BoxPlot sample_boxes(int series) {
  plot::BoxPlot p;
  p.categories = {"pure-random", "any-coin", "piecepack", "dominoes"};
  for (int s = 0; s < series; ++s) {
    plot::BoxSeries bs;
    bs.name = s == 0 ? "papers' rule" : "summit_step";
    for (int c = 0; c < 4; ++c)
      bs.boxes.push_back({0.76 + 0.01 * c, 0.8, 0.84, 0.87, 0.93, 0.838, c == 1 ? 0.85 : kNaN, 10});
    p.series.push_back(bs);
  }
  p.y.title = "solvable per trial";
  return p;
}

// Checks the plot placed itself like a widget of the given size and drew something.
void check_layout(Headless& h, const std::function<plot::Hit()>& draw) {
  const Headless::Result empty = h.frame(nullptr, ImVec2(-1, -1));
  const Headless::Result r = h.frame(draw, ImVec2(-1, -1));
  CHECK(r.after.y == doctest::Approx(r.origin.y + kHeight + ImGui::GetStyle().ItemSpacing.y));
  // Axes, labels, grid and data: hundreds of vertices beyond the empty window's.
  CHECK(r.vertices > empty.vertices + 300);
  CHECK_FALSE(r.hit.hovered());
}

}  // namespace

TEST_CASE("plot draw: box plots lay out like a widget and report the box under the mouse") {
  Headless h;
  const plot::BoxPlot one = sample_boxes(1);
  const auto draw_one = [&] { return plot::box_plot("boxes", one, ImVec2(kWidth, kHeight)); };
  check_layout(h, draw_one);
  // Across the middle of the plot: the four boxes, left to right.
  CHECK(h.sweep(draw_one, 10 + kHeight * 0.6f) == Seen{{0, 0}, {0, 1}, {0, 2}, {0, 3}});
  // Two series side by side within each category.
  const plot::BoxPlot two = sample_boxes(2);
  const auto draw_two = [&] { return plot::box_plot("boxes2", two, ImVec2(kWidth, kHeight)); };
  CHECK(h.sweep(draw_two, 10 + kHeight * 0.6f) == Seen{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}});
  // Outside the plot nothing is hovered.
  h.frame(draw_one, ImVec2(5, 5));
  CHECK_FALSE(h.frame(draw_one, ImVec2(5, 5)).hit.hovered());
}

TEST_CASE("plot draw: a hovered element shows a tooltip and a click on it is reported") {
  Headless h;
  const plot::BoxPlot p = sample_boxes(1);
  const auto draw = [&] { return plot::box_plot("boxes", p, ImVec2(kWidth, kHeight)); };
  // The third of four equal bands is centred at 62.5% of the data area, which spans most of the
  // plot's width: 10 + 0.6 x 800 lies inside it whatever the margins.
  const ImVec2 at(10 + kWidth * 0.6f, 10 + kHeight * 0.6f);
  h.frame(draw, at);
  const Headless::Result hovered = h.frame(draw, at);
  REQUIRE(hovered.hit.hovered());
  CHECK(hovered.hit.item == 2);
  CHECK_FALSE(hovered.hit.clicked);
  // The tooltip is a window of its own, shown from its second frame (ImGui sizes a new window
  // to its contents in a hidden first frame).
  CHECK(h.frame(draw, at).windows == 2);
  CHECK(h.frame(draw, ImVec2(5, 5)).windows == 1);
  h.frame(draw, at, true);  // pressed
  const Headless::Result released = h.frame(draw, at, false);
  CHECK(released.hit.item == 2);
  CHECK(released.hit.clicked);
}

TEST_CASE("plot draw: histograms report the bin (its value) and series under the mouse") {
  Headless h;
  plot::HistogramPlot p;
  p.series.push_back({"engraved-tiles", {{9, 30}, {10, 80}, {12, 120}}, 11});
  p.series.push_back({"dominoes", {{10, 60}, {11, 90}, {12, 20}}, 11});
  const auto draw = [&] { return plot::histogram("lengths", p, ImVec2(kWidth, kHeight)); };
  check_layout(h, draw);
  // Bins 9..12, two series side by side in each; bins where a series has no count still answer
  // (count 0), so the sweep meets every (series, value) in order.
  CHECK(h.sweep(draw, 10 + kHeight * 0.7f) ==
        Seen{{0, 9}, {1, 9}, {0, 10}, {1, 10}, {0, 11}, {1, 11}, {0, 12}, {1, 12}});
  p.proportions = true;
  CHECK(h.sweep(draw, 10 + kHeight * 0.7f).size() == 8);
}

TEST_CASE("plot draw: lines report the nearest point of the nearest series") {
  Headless h;
  plot::LinePlot p;
  plot::LineSeries high{"banded-suits", {}}, low{"shuffled", {}};
  for (int rank = 2; rank <= 9; ++rank) {
    high.points.push_back({static_cast<double>(rank), 0.9, 0.85, 0.95});
    low.points.push_back({static_cast<double>(rank), 0.1, 0.05, 0.15});
  }
  p.series = {high, low};
  p.y.format = plot::Format::percent;
  const auto draw = [&] { return plot::line_plot("ranks", p, ImVec2(kWidth, kHeight)); };
  check_layout(h, draw);
  Seen upper, lower;
  for (int i = 0; i < 8; ++i) {
    upper.emplace_back(0, i);
    lower.emplace_back(1, i);
  }
  // Sweeping near the top meets the high series' points in order, near the bottom the low one's.
  CHECK(h.sweep(draw, 10 + kHeight * 0.3f) == upper);
  CHECK(h.sweep(draw, 10 + kHeight * 0.75f) == lower);
  p.interval = plot::Interval::band;
  CHECK(h.sweep(draw, 10 + kHeight * 0.3f) == upper);
  // A published value draws its mark (and a legend entry) without changing what answers.
  const auto plain = h.frame(draw, ImVec2(-1, -1)).vertices;
  p.series[1].points[2].reference = 0.45;
  CHECK(h.frame(draw, ImVec2(-1, -1)).vertices > plain + 8);
  CHECK(h.sweep(draw, 10 + kHeight * 0.75f) == lower);
}

TEST_CASE("plot draw: a scatter reports the point under the mouse, of its own series") {
  Headless h;
  plot::ScatterPlot p;
  // Solved records on a rising line, given-up ones in the top left: apart, so a sweep meets them
  // separately.
  plot::ScatterSeries solved{"solved", {}}, gave_up{"gave up", {}};
  for (int i = 0; i < 6; ++i) solved.points.push_back({10.0 + 10 * i, 20.0 + 10 * i, ""});
  gave_up.points = {{12, 95, "gave up after 95 s"}, {18, 95, ""}};
  p.series = {solved, gave_up};
  p.x.title = "length";
  p.y.title = "seconds";
  const auto draw = [&] { return plot::scatter_plot("scatter", p, ImVec2(kWidth, kHeight)); };
  check_layout(h, draw);
  // Every point leaves its mark, in the order drawn.
  REQUIRE(plot::last_marks().size() == 8);
  // A sweep at a solved point's height meets it alone; at the given-up points' height, both of them.
  const plot::Mark third = plot::last_marks()[2];
  CHECK(h.sweep(draw, third.at.y) == Seen{{0, 2}});
  const plot::Mark top = plot::last_marks()[6];
  CHECK(h.sweep(draw, top.at.y) == Seen{{1, 0}, {1, 1}});
  // Over a point: its tooltip, a window of its own from its second frame; away from every point,
  // nothing.
  CHECK(h.frame(draw, third.at).hit.item == 2);
  CHECK(h.frame(draw, third.at).windows == 2);
  const ImVec2 empty(third.at.x, top.at.y + 40);
  CHECK_FALSE(h.frame(draw, empty).hit.hovered());
  CHECK(h.frame(draw, empty).windows == 1);
}

TEST_CASE("plot draw: bars with intervals report the bar under the mouse") {
  Headless h;
  plot::BarPlot p;
  p.categories = {"shuffled", "l-tiles", "three-colour-tiles"};
  p.series.push_back(
      {"measured",
       {{0.263, 0.237, 0.291, 0.27, ""}, {0.876, 0.854, 0.895, 0.88, ""}, {0.091, 0.075, 0.11, 0.082, ""}}});
  p.y.title = "solvable";
  const auto draw = [&] { return plot::bar_plot("bars", p, ImVec2(kWidth, kHeight)); };
  check_layout(h, draw);
  CHECK(h.sweep(draw, 10 + kHeight * 0.8f) == Seen{{0, 0}, {0, 1}, {0, 2}});
  // A category without a value has no bar and does not answer.
  p.series[0].bars[1].value = kNaN;
  CHECK(h.sweep(draw, 10 + kHeight * 0.8f) == Seen{{0, 0}, {0, 2}});
}

TEST_CASE("plot draw: empty, tiny and wild data draw without failing") {
  Headless h;
  const double inf = std::numeric_limits<double>::infinity();
  const std::vector<std::function<plot::Hit()>> draws = {
      [] { return plot::box_plot("empty box", {}, ImVec2(kWidth, kHeight)); },
      [] { return plot::histogram("empty histogram", {}, ImVec2(1, 1)); },
      [] { return plot::line_plot("empty lines", {}, ImVec2(0, 0)); },
      [] { return plot::bar_plot("empty bars", {}, ImVec2(-5, -5)); },
      [&] {
        plot::BoxPlot p;
        p.categories = {"a"};
        p.series = {{"s", {{kNaN, 0.5, 0.5, 0.5, inf, -inf, 1e300, -1}}}};
        return plot::box_plot("wild box", p, ImVec2(kWidth, kHeight));
      },
      [&] {
        plot::HistogramPlot p;
        p.series = {{"far apart", {{-2000000000, 1}, {2000000000, 1}}, inf}};
        return plot::histogram("wild histogram", p, ImVec2(kWidth, kHeight));
      },
      [&] {
        plot::LinePlot p;
        p.series = {{"one", {{3, 3}}}, {"gaps", {{1, kNaN}, {2, 1e308, -1e308, 1e308}, {inf, 2}}}};
        return plot::line_plot("wild lines", p, ImVec2(kWidth, kHeight));
      },
      [&] {
        plot::BarPlot p;
        p.series = {{"negative", {{-3, -4, -2, kNaN, ""}, {inf, 0, 1, 0, ""}}}};
        return plot::bar_plot("wild bars", p, ImVec2(kWidth, kHeight));
      },
  };
  for (const auto& draw : draws) {
    const Headless::Result r = h.frame(draw, ImVec2(400, 200));
    CHECK(r.vertices > 0);
    CHECK(r.after.y > r.origin.y);
    h.sweep(draw, 200);
  }
}

TEST_CASE("plot draw: every plot says where its data lies, and a pointer other than the mouse points at it") {
  Headless h;
  plot::BarPlot bars;
  bars.categories = {"shuffled", "l-tiles", "three-colour-tiles"};
  bars.series.push_back(
      {"solvable", {{0.263, kNaN, kNaN, kNaN, ""}, {0.876, kNaN, kNaN, kNaN, ""}, {0.091, kNaN, kNaN, kNaN, ""}}});
  bars.series.push_back(
      {"random", {{0.05, kNaN, kNaN, kNaN, ""}, {kNaN, kNaN, kNaN, kNaN, ""}, {0.0, kNaN, kNaN, kNaN, ""}}});
  const auto draw_bars = [&] { return plot::bar_plot("bars", bars, ImVec2(kWidth, kHeight)); };
  h.frame(draw_bars, ImVec2(-1, -1));
  h.frame(draw_bars, ImVec2(-1, -1));
  // One mark per bar with a value (five), at its top: the tallest bar's the highest.
  const std::vector<plot::Mark> marks = plot::last_marks();
  REQUIRE(marks.size() == 5);
  const auto tallest = std::min_element(marks.begin(), marks.end(),
                                        [](const plot::Mark& a, const plot::Mark& b) { return a.at.y < b.at.y; });
  CHECK((tallest->series == 0 && tallest->item == 1));
  // Pointing at each mark, with the mouse away from the plot, answers that bar (a bar of zero
  // height too) and shows its tooltip; no click is ever reported.
  for (const plot::Mark& m : marks) {
    plot::point_with(&m.at);
    h.frame(draw_bars, ImVec2(5, 5));
    const Headless::Result r = h.frame(draw_bars, ImVec2(5, 5), true);
    INFO(m.series << ", " << m.item);
    CHECK(r.hit.series == m.series);
    CHECK(r.hit.item == m.item);
    CHECK_FALSE(r.hit.clicked);
    CHECK(h.frame(draw_bars, ImVec2(5, 5)).windows == 2);
  }
  // Cleared, the mouse answers again: nothing, as it is outside the plot.
  plot::point_with(nullptr);
  h.frame(draw_bars, ImVec2(5, 5));
  CHECK_FALSE(h.frame(draw_bars, ImVec2(5, 5)).hit.hovered());

  // Boxes: a mark per box, at its median; histograms: a mark per bin with a count.
  const plot::BoxPlot boxes = sample_boxes(2);
  h.frame([&] { return plot::box_plot("boxes", boxes, ImVec2(kWidth, kHeight)); }, ImVec2(-1, -1));
  CHECK(plot::last_marks().size() == 8);
  plot::HistogramPlot lengths;
  lengths.series.push_back({"engraved-tiles", {{9, 30}, {10, 80}, {12, 120}}, 11});
  lengths.series.push_back({"dominoes", {{10, 60}, {11, 90}, {12, 20}}, 11});
  const auto draw_lengths = [&] { return plot::histogram("lengths", lengths, ImVec2(kWidth, kHeight)); };
  h.frame(draw_lengths, ImVec2(-1, -1));
  const std::vector<plot::Mark> bins = plot::last_marks();
  CHECK(bins.size() == 6);
  for (const plot::Mark& m : bins) {
    plot::point_with(&m.at);
    h.frame(draw_lengths, ImVec2(-1, -1));
    const plot::Hit hit = h.frame(draw_lengths, ImVec2(-1, -1)).hit;
    CHECK((hit.series == m.series && hit.item == m.item));
  }
  plot::point_with(nullptr);
}
