// The Sigmar template editor's model (shell/games/sigmar/headless/template_sketch.hpp): orbits
// under each symmetry, painting keeps the symmetry, undo/redo, the engine's verdict, the keyboard
// focus.
#include <doctest/doctest.h>

#include <set>

#include "core/input_error.hpp"
#include "games/sigmar/headless/template_sketch.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/templates.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

TEST_CASE("sigmar template sketch: orbits are the symmetry group's images, each once") {
  for (int c = 0; c < kCells; ++c) {
    CHECK(orbit(c, Symmetry::none) == std::vector<int>{c});
    for (const Symmetry s : kSymmetries) {
      const std::vector<int> o = orbit(c, s);
      CHECK(o.front() == c);
      CHECK(std::set<int>(o.begin(), o.end()).size() == o.size());
      // Closed: the orbit of any member is the same set.
      for (const int member : o) {
        const std::vector<int> again = orbit(member, s);
        CHECK(std::set<int>(again.begin(), again.end()) == std::set<int>(o.begin(), o.end()));
      }
    }
  }
  CHECK(orbit(kCentre, Symmetry::rotate6).size() == 1);
  CHECK(orbit(0, Symmetry::rotate6).size() == 6);  // a corner: the six corners
  CHECK(orbit(0, Symmetry::rotate3).size() == 3);
  CHECK(orbit(0, Symmetry::rotate2) == std::vector<int>{0, kCells - 1});
  CHECK(orbit(0, Symmetry::mirror) == std::vector<int>{0, 5});
}

TEST_CASE("sigmar template sketch: painting keeps the symmetry; undo, redo; the engine's verdict") {
  TemplateSketch sketch;  // rings
  CHECK(sketch.count() == 55);
  CHECK(sketch.problem(55).empty());
  for (const Symmetry s : kSymmetries) CHECK(sketch.symmetric_under(s));
  sketch.set_symmetry(Symmetry::rotate3);
  const int b3 = cell_at(2 + 0, 1);  // row b, a ring-4 cell
  REQUIRE(sketch.has(b3));
  CHECK(sketch.paint(b3, false));
  CHECK(sketch.count() == 52);
  CHECK(sketch.symmetric_under(Symmetry::rotate3));
  CHECK_FALSE(sketch.symmetric_under(Symmetry::rotate6));
  CHECK(sketch.problem(55) == "a custom template has as many cells as the tile set has marbles (55), this one 52");
  CHECK_FALSE(sketch.paint(b3, false));  // nothing changes: no history entry
  CHECK(sketch.undo());
  CHECK(sketch.count() == 55);
  CHECK_FALSE(sketch.can_undo());
  CHECK(sketch.redo());
  CHECK(sketch.count() == 52);
  sketch.set_symmetry(Symmetry::none);
  CHECK(sketch.toggle(kCentre));
  CHECK(sketch.problem(55).find("holds the centre") != std::string::npos);

  // A stroke (a drag over several cells) is one step of the history.
  sketch.begin_stroke();
  CHECK(sketch.paint(cell_at(5, 2), true));  // two cells of ring 3
  CHECK(sketch.paint(cell_at(4, 2), true));
  sketch.end_stroke();
  CHECK(sketch.count() == 53);
  CHECK(sketch.undo());
  CHECK(sketch.count() == 51);
  CHECK(sketch.redo());
  CHECK(sketch.undo());

  CHECK_THROWS_AS(sketch.load(std::string(90, 'x')), InputError);
  CHECK_THROWS_AS(sketch.load(std::string(91, 'o')), InputError);
  CHECK(sketch.count() == 51);  // a refused text leaves the sketch as it was
  sketch.load(std::string(91, '_'));
  CHECK(sketch.count() == 0);
  CHECK(sketch.undo());
  CHECK(sketch.count() == 51);
}

TEST_CASE("sigmar template sketch: the keyboard focus walks the rows") {
  TemplateSketch sketch;
  CHECK(sketch.cursor() == -1);
  sketch.move_cursor(1, 0);
  CHECK(sketch.cursor() == kCentre);  // the first arrow shows it in the centre
  sketch.move_cursor(1, 0);
  CHECK(cell_name(sketch.cursor()) == "f7");
  for (int i = 0; i < 10; ++i) sketch.move_cursor(1, 0);
  CHECK(cell_name(sketch.cursor()) == "f11");  // stops at the row's end
  sketch.set_cursor(kCentre);
  for (int i = 0; i < 10; ++i) sketch.move_cursor(0, -1);
  CHECK(axial(sketch.cursor()).y == 0);       // up to the top row
  CHECK(std::abs(sketch.cursor() - 2) <= 1);  // near the middle of the top row
}
