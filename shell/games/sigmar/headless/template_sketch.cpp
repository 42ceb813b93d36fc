#include "games/sigmar/headless/template_sketch.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/templates.hpp"

namespace puzzlelab::sigmar {

const char* symmetry_name(Symmetry s) {
  switch (s) {
    case Symmetry::none: return "none";
    case Symmetry::mirror: return "mirror";
    case Symmetry::rotate2: return "2-fold";
    case Symmetry::rotate3: return "3-fold";
    case Symmetry::rotate6: return "6-fold";
  }
  return "none";
}

std::vector<int> orbit(int cell, Symmetry s) {
  std::vector<int> out = {cell};
  const auto add = [&](int c) {
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  switch (s) {
    case Symmetry::none: break;
    case Symmetry::mirror: add(mirror_cell(cell)); break;
    case Symmetry::rotate2: add(rotate(cell, 3)); break;
    case Symmetry::rotate3:
      add(rotate(cell, 2));
      add(rotate(cell, 4));
      break;
    case Symmetry::rotate6:
      for (int k = 1; k < 6; ++k) add(rotate(cell, k));
      break;
  }
  return out;
}

TemplateSketch::TemplateSketch() : text_(format_template(rings_template())), history_{text_} {}

void TemplateSketch::load(std::string_view text) {
  if (text.size() != kCells || text.find_first_not_of("x_") != std::string_view::npos) {
    // The engine's message names the length or the first bad character and where.
    throw InputError("bad_template", template_problem(text));
  }
  text_ = std::string(text);
  commit();
}

bool TemplateSketch::paint(int cell, bool on) {
  if (cell < 0 || cell >= kCells) return false;
  bool changed = false;
  for (const int c : orbit(cell, symmetry_)) {
    char& at = text_[static_cast<std::size_t>(c)];
    const char want = on ? 'x' : '_';
    changed |= at != want;
    at = want;
  }
  if (changed && !stroking_) commit();
  return changed;
}

void TemplateSketch::end_stroke() {
  stroking_ = false;
  commit();
}

void TemplateSketch::commit() {
  history_.resize(at_ + 1);
  if (history_.back() == text_) return;
  history_.push_back(text_);
  at_ = history_.size() - 1;
}

bool TemplateSketch::undo() {
  if (stroking_) end_stroke();
  if (!can_undo()) return false;
  text_ = history_[--at_];
  return true;
}

bool TemplateSketch::redo() {
  if (!can_redo()) return false;
  text_ = history_[++at_];
  return true;
}

bool TemplateSketch::symmetric_under(Symmetry s) const {
  for (int c = 0; c < kCells; ++c)
    for (const int image : orbit(c, s))
      if (has(image) != has(c)) return false;
  return true;
}

int TemplateSketch::count() const { return static_cast<int>(std::count(text_.begin(), text_.end(), 'x')); }

std::string TemplateSketch::problem(int marbles) const { return template_problem(text_, marbles); }

void TemplateSketch::move_cursor(int dx, int dy) {
  if (cursor_ < 0) {
    cursor_ = kCentre;
    return;
  }
  const Axial at = axial(cursor_);
  int to = kNoCell;
  if (dy == 0) {
    to = cell_at(at.x + dx, at.y);
  } else {
    // Up: up-left (x-1, y-1) or up-right (x, y-1); down: down-left (x, y+1) or down-right (x+1, y+1).
    const int left = dy < 0 ? cell_at(at.x - 1, at.y - 1) : cell_at(at.x, at.y + 1);
    const int right = dy < 0 ? cell_at(at.x, at.y - 1) : cell_at(at.x + 1, at.y + 1);
    // Zigzag straight up or down: the left one on even rows, the right one on odd rows.
    to = left == kNoCell ? right : right == kNoCell ? left : (at.y % 2 == 0 ? left : right);
  }
  if (to != kNoCell) cursor_ = to;
}

}  // namespace puzzlelab::sigmar
