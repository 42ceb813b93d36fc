// Fruit Dating's board layout (shell/games/fruit_dating/fruit_dating_layout.hpp): the grid and the
// tilt arrows' strips fit the area given, and the strips keep a finger's depth when asked.
#include <doctest/doctest.h>

#include "games/fruit_dating/fruit_dating_layout.hpp"

using puzzlelab::fruit_dating::Dir;
using puzzlelab::fruit_dating::kDirs;
using puzzlelab::fruit_dating::Layout;

namespace {

// Everything drawn (the grid and the four strips) lies within min..max, the arrows are hit at
// their centres and never over a tile.
void check_fits(const Layout& L, ImVec2 min, ImVec2 max) {
  const ImVec2 end = L.grid_max();
  CHECK(L.origin.x - L.strip >= min.x - 0.01f);
  CHECK(L.origin.y - L.strip >= min.y - 0.01f);
  CHECK(end.x + L.strip <= max.x + 0.01f);
  CHECK(end.y + L.strip <= max.y + 0.01f);
  for (Dir d : kDirs) {
    Dir hit{};
    const ImVec2 c = L.arrow_center(d);
    REQUIRE(L.arrow_hit(c, hit));
    CHECK(hit == d);
    CHECK(L.hit(c) == -1);
    const ImVec2 h = L.arrow_half(d);
    CHECK(std::min(h.x, h.y) * 2 == doctest::Approx(L.strip));
  }
}

}  // namespace

TEST_CASE("fruit dating layout: a roomy area keeps the strips in proportion to the tiles") {
  const ImVec2 min(10, 20), max(1010, 820);
  const Layout L = Layout::fit(8, 8, min, max, 44);
  CHECK(L.tile == doctest::Approx(800.0f / (8 + 2 * Layout::kArrowStrip)));
  CHECK(L.strip == doctest::Approx(Layout::kArrowStrip * L.tile));
  check_fits(L, min, max);
}

TEST_CASE("fruit dating layout: on a phone the arrows' strips are a finger deep and the grid shrinks to fit") {
  const ImVec2 min(0, 60), max(390, 460);
  const Layout plain = Layout::fit(10, 10, min, max);
  REQUIRE(plain.strip < 44);  // proportional strips would be too thin to tap
  const Layout L = Layout::fit(10, 10, min, max, 44);
  CHECK(L.strip == doctest::Approx(44));
  CHECK(L.tile == doctest::Approx((390.0f - 88) / 10));
  CHECK(L.tile < plain.tile);
  check_fits(L, min, max);
}

TEST_CASE("fruit dating layout: on a tiny area the strips take at most a quarter of the shorter side") {
  const ImVec2 min(0, 0), max(120, 100);
  const Layout L = Layout::fit(6, 5, min, max, 44);
  CHECK(L.strip == doctest::Approx(25));
  CHECK(L.tile >= 1);
  check_fits(L, min, max);
}

TEST_CASE("fruit dating layout: a thumbnail asks for no least depth and is laid out in tiles alone") {
  const ImVec2 min(0, 0), max(200, 160);
  const Layout L = Layout::fit(9, 7, min, max);
  CHECK(L.tile == doctest::Approx(160.0f / (7 + 2 * Layout::kArrowStrip)));
  CHECK(L.strip == doctest::Approx(Layout::kArrowStrip * L.tile));
  check_fits(L, min, max);
}
