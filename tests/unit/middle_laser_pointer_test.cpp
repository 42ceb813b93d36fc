// Talk mode's laser pointer (shell/middle/laser_pointer.hpp): Tab's round of the scene's spots and
// the glide to each, W A S D moving it within the screen, the mouse taking it back and fading, a
// new scene hiding the keys' pointer, a plot's marks as spots.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "middle/laser_pointer.hpp"

using namespace puzzlelab;

namespace {

std::vector<PointerSpot> three_spots(float dy = 0) {
  return {{"title", {100, 50 + dy}}, {"board", {400, 300 + dy}}, {"caption", {30, 700 + dy}}};
}

PointerXY at(const LaserPointer& p, double now) {
  const auto pos = p.position(now);
  REQUIRE(pos.has_value());
  return *pos;
}

}  // namespace

TEST_CASE("laser pointer: Tab goes round the scene's spots, Shift+Tab back, gliding to each") {
  LaserPointer p;
  CHECK_FALSE(p.position(0).has_value());
  p.jump(+1, 0);  // no spots yet: nothing to point at
  CHECK_FALSE(p.position(0).has_value());

  p.set_spots(three_spots());
  p.jump(+1, 1.0);  // from nowhere it appears on the first spot at once
  CHECK(p.source() == LaserPointer::Source::keys);
  CHECK(p.spot() == "title");
  CHECK(at(p, 1.0) == PointerXY{100, 50});

  p.jump(+1, 2.0);
  CHECK(p.spot() == "board");
  // Half-way through the glide it is between the two, nearer the end (it eases out); then there.
  const PointerXY mid = at(p, 2.0 + LaserPointer::kGlideSeconds / 2);
  CHECK(mid.x > 100 + (400 - 100) / 2.0f);
  CHECK(mid.x < 400);
  CHECK(p.busy_until() >= 2.0 + LaserPointer::kGlideSeconds);
  CHECK(at(p, 2.0 + LaserPointer::kGlideSeconds) == PointerXY{400, 300});
  CHECK(at(p, 60.0) == PointerXY{400, 300});  // the keys' pointer never fades
  CHECK(p.opacity(60.0) == 1.0f);

  p.jump(+1, 3.0);
  CHECK(p.spot() == "caption");
  p.jump(+1, 4.0);  // round again
  CHECK(p.spot() == "title");
  p.jump(-1, 5.0);
  CHECK(p.spot() == "caption");
  p.jump(-1, 6.0);
  CHECK(p.spot() == "board");

  // Shift+Tab first goes to the last spot.
  LaserPointer q;
  q.set_spots(three_spots());
  q.jump(-1, 0);
  CHECK(q.spot() == "caption");
}

TEST_CASE("laser pointer: a spot that moves takes the pointer with it; one that goes leaves it") {
  LaserPointer p;
  p.set_spots(three_spots());
  p.jump(+1, 0);
  p.jump(+1, 1);
  CHECK(at(p, 2) == PointerXY{400, 300});
  p.set_spots(three_spots(-120));  // a tally appears under the board: the board moves up
  CHECK(at(p, 2) == PointerXY{400, 180});
  // The spot is gone in the next frame: the pointer stays where it was, still on keys.
  p.set_spots({{"title", {100, 50}}});
  CHECK(at(p, 2) == PointerXY{400, 180});
  // Fewer spots than the index: Tab starts from the first.
  p.jump(+1, 3);
  CHECK(p.spot() == "title");
}

TEST_CASE("laser pointer: W A S D move it at its speed, within the screen, off its spot") {
  LaserPointer p;
  const PointerXY lo{0, 0}, hi{1000, 800};
  // From nowhere, it starts in the middle of the screen.
  p.nudge(+1, 0, 0.5, 200, lo, hi, 0);
  CHECK(p.source() == LaserPointer::Source::keys);
  CHECK(at(p, 0) == PointerXY{600, 400});
  p.nudge(0, -1, 0.25, 200, lo, hi, 0.25);
  CHECK(at(p, 0.25) == PointerXY{600, 350});
  p.nudge(0, 0, 1, 200, lo, hi, 0.5);  // no key: no move
  CHECK(at(p, 0.5) == PointerXY{600, 350});
  // A diagonal goes no faster than a straight line.
  p.nudge(-1, +1, 1, 100, lo, hi, 1);
  const PointerXY d = at(p, 1);
  CHECK(d.x == doctest::Approx(600 - 70.71).epsilon(0.001));
  CHECK(d.y == doctest::Approx(350 + 70.71).epsilon(0.001));
  // Held long, it stops at the edge.
  p.nudge(+1, +1, 100, 200, lo, hi, 2);
  CHECK(at(p, 2) == PointerXY{1000, 800});

  // Moved off a spot, it no longer follows it, and Tab goes on from that spot.
  LaserPointer q;
  q.set_spots(three_spots());
  q.jump(+1, 0);
  q.nudge(+1, 0, 0.1, 100, lo, hi, 1);
  CHECK(q.spot().empty());
  CHECK(at(q, 1) == PointerXY{110, 50});
  q.set_spots(three_spots(10));
  CHECK(at(q, 1) == PointerXY{110, 50});
  q.jump(+1, 2);
  CHECK(q.spot() == "board");
  CHECK(at(q, 2) == PointerXY{110, 50});  // the glide starts where it was
}

TEST_CASE("laser pointer: the mouse takes it once it moves, and its dot fades when it rests") {
  LaserPointer p;
  p.mouse(PointerXY{10, 10}, 0);  // where the mouse rests when the talk opens is no gesture
  CHECK_FALSE(p.position(0).has_value());
  p.mouse(PointerXY{10, 10}, 1);
  CHECK_FALSE(p.position(1).has_value());
  p.mouse(PointerXY{20, 15}, 2);
  CHECK(p.source() == LaserPointer::Source::mouse);
  CHECK(at(p, 2) == PointerXY{20, 15});
  CHECK(p.opacity(2) == 1.0f);
  const double fading = 2 + LaserPointer::kMouseSeconds - LaserPointer::kFadeSeconds / 2;
  CHECK(p.opacity(fading) == doctest::Approx(0.5));
  CHECK_FALSE(p.position(2 + LaserPointer::kMouseSeconds + 0.01).has_value());
  p.mouse(std::nullopt, 3);  // outside the window: nothing changes
  CHECK(at(p, 3) == PointerXY{20, 15});

  // Tab takes it from the mouse; the mouse moving takes it back.
  p.set_spots(three_spots());
  p.jump(+1, 3);
  CHECK(p.source() == LaserPointer::Source::keys);
  CHECK(at(p, 3) == PointerXY{20, 15});  // gliding from the mouse's dot
  CHECK(at(p, 3 + LaserPointer::kGlideSeconds) == PointerXY{100, 50});
  p.mouse(PointerXY{25, 15}, 4);
  CHECK(p.source() == LaserPointer::Source::mouse);
  CHECK(p.spot().empty());
  CHECK(at(p, 4) == PointerXY{25, 15});
}

TEST_CASE("laser pointer: a new scene hides the keys' pointer and starts Tab's round again") {
  LaserPointer p;
  p.set_spots(three_spots());
  p.jump(+1, 0);
  p.jump(+1, 1);
  p.new_scene();
  CHECK_FALSE(p.position(2).has_value());
  CHECK(p.spots().empty());
  p.set_spots(three_spots());
  p.jump(+1, 3);
  CHECK(p.spot() == "title");

  // The mouse's dot stays through a new scene (it fades as ever).
  LaserPointer m;
  m.mouse(PointerXY{1, 1}, 0);
  m.mouse(PointerXY{2, 2}, 0.5);
  m.new_scene();
  CHECK(at(m, 0.6) == PointerXY{2, 2});
}

TEST_CASE("laser pointer: the trail follows a glide and is forgotten after a moment") {
  LaserPointer p;
  p.set_spots(three_spots());
  p.jump(+1, 0);
  p.jump(+1, 1);
  for (double t = 1; t < 1 + LaserPointer::kGlideSeconds + 0.04; t += 0.05) p.tick(t);
  CHECK(p.trail().size() >= 3);
  CHECK(p.trail().back().first == PointerXY{400, 300});
  p.tick(1 + LaserPointer::kGlideSeconds + LaserPointer::kTrailSeconds + 0.1);
  CHECK(p.trail().size() <= 1);
  CHECK(p.busy_until() < 1 + LaserPointer::kGlideSeconds + LaserPointer::kTrailSeconds + 0.1);
}

TEST_CASE("laser pointer: a plot's marks are spots, one per item when there are too many") {
  std::vector<PlotMark> bars = {{{10, 90}, 0, 0}, {{20, 50}, 1, 0}, {{40, 70}, 0, 1}};
  auto spots = plot_spots(bars, 16);
  REQUIRE(spots.size() == 3);
  CHECK(spots[0].name == "plot-0-0");
  CHECK(spots[1].name == "plot-1-0");
  CHECK(spots[2].name == "plot-0-1");
  CHECK(spots[2].at == PointerXY{40, 70});

  // Over the limit: each item once, at its highest mark (the smallest y), in the order drawn.
  spots = plot_spots(bars, 2);
  REQUIRE(spots.size() == 2);
  CHECK(spots[0].name == "plot-0");
  CHECK(spots[0].at == PointerXY{20, 50});
  CHECK(spots[1].name == "plot-1");
  CHECK(spots[1].at == PointerXY{40, 70});
  CHECK(plot_spots({}, 16).empty());
}
