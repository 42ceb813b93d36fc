#include "games/sigmar/templates.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::sigmar {

int Template::size() const { return static_cast<int>(std::count(cell.begin(), cell.end(), true)); }

Template rings_template() {
  Template t;
  for (int c = 0; c < kCells; ++c) t.cell[c] = ring_of(c) >= 4 || c == kCentre;
  return t;
}

int rotate(int cell, int k) {
  Axial a = axial(cell);
  int x = a.x - 5, y = a.y - 5;
  for (int i = 0; i < ((k % 6) + 6) % 6; ++i) {
    // Direction k goes to direction k+1: (1,0) -> (1,1), (0,1) -> (-1,0).
    const int nx = x - y, ny = x;
    x = nx;
    y = ny;
  }
  return cell_at(x + 5, y + 5);
}

Template random_symmetric_template(int fold, Rng& rng, int cells) {
  if (fold != 6 && fold != 3 && fold != 2)
    throw InputError("bad_params", "a symmetric template has 6-, 3- or 2-fold symmetry, not " + std::to_string(fold));
  if (cells < 1 || cells > kCells || (cells - 1) % fold != 0)
    throw InputError("bad_params", "a " + std::to_string(fold) +
                                       "-fold symmetric template has the centre and orbits of " + std::to_string(fold) +
                                       " cells: 1 + a multiple of " + std::to_string(fold) + " cells up to " +
                                       std::to_string(kCells) + ", not " + std::to_string(cells));
  const int step = 6 / fold;
  Template t;
  t.cell[kCentre] = true;
  int size = 1;
  int at = kCentre;
  while (size < cells) {
    const auto& nb = neighbours(at);
    const int next = nb[rng.below(6)];
    if (next == kNoCell) continue;
    at = next;
    if (t.cell[at]) continue;
    for (int k = 0; k < 6; k += step) {
      const int c = rotate(at, k);
      if (!t.cell[c]) {
        t.cell[c] = true;
        ++size;
      }
    }
  }
  return t;
}

std::string format_template(const Template& t) {
  std::string out(kCells, '_');
  for (int c = 0; c < kCells; ++c)
    if (t.cell[c]) out[c] = 'x';
  return out;
}

Template parse_template(std::string_view text) {
  auto bad = [](const std::string& m) { throw InputError("bad_template", m); };
  if (text.size() != kCells) bad("a template has 91 characters, not " + std::to_string(text.size()));
  Template t;
  for (int c = 0; c < kCells; ++c) {
    if (text[c] != 'x' && text[c] != '_') bad("a template has only 'x' and '_', not " + quote_input(text.substr(c, 1)));
    t.cell[c] = text[c] == 'x';
  }
  if (t.size() != kStandardMarbles) bad("a template has 55 cells, this one " + std::to_string(t.size()));
  if (!t.cell[kCentre]) bad("a template holds the centre, where gold sits");
  return t;
}

}  // namespace puzzlelab::sigmar
