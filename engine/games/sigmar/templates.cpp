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

int mirror_cell(int cell) {
  const Axial a = axial(cell);
  // Row y runs over x = max(0, y-5) .. min(10, y+5); reading it backwards sends x to the sum of
  // its ends minus x.
  const int first = std::max(0, a.y - 5), last = std::min(10, a.y + 5);
  return cell_at(first + last - a.x, a.y);
}

Template mirrored(const Template& t) {
  Template out;
  for (int c = 0; c < kCells; ++c) out.cell[mirror_cell(c)] = t.cell[c];
  return out;
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

bool is_custom_template(std::string_view text) { return text.size() == kCells; }

std::string template_problem(std::string_view text, int marbles) {
  if (text.size() != kCells)
    return "a custom template has 91 characters (one per cell, 'x' or '_'), not " + std::to_string(text.size());
  int count = 0;
  for (int c = 0; c < kCells; ++c) {
    if (text[c] != 'x' && text[c] != '_')
      return "a custom template has only 'x' (a marble) and '_' (empty), not " + quote_input(text.substr(c, 1)) +
             " at position " + std::to_string(c + 1);
    count += text[c] == 'x';
  }
  if (text[kCentre] != 'x') return "a custom template holds the centre (position 46), where gold sits";
  if (count != marbles)
    return "a custom template has as many cells as the tile set has marbles (" + std::to_string(marbles) +
           "), this one " + std::to_string(count);
  return "";
}

Template parse_template(std::string_view text, int marbles) {
  if (const std::string problem = template_problem(text, marbles); !problem.empty())
    throw InputError("bad_template", problem);
  Template t;
  for (int c = 0; c < kCells; ++c) t.cell[c] = text[c] == 'x';
  return t;
}

}  // namespace puzzlelab::sigmar
