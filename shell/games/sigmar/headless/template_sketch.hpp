// The Sigmar template editor's model, without UI (the screen: games/sigmar/template_editor_view):
// a template being painted cell by cell, kept symmetric under the chosen symmetry about the centre
// (painting a cell paints its whole orbit), with undo and redo, a keyboard focus, and the engine's
// own check of the result (engine/games/sigmar/templates.hpp, template_problem). The unit tests
// drive it headlessly.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::sigmar {

enum class Symmetry { none, mirror, rotate2, rotate3, rotate6 };
// "none", "mirror", "2-fold", "3-fold", "6-fold" (the automation names them so too).
const char* symmetry_name(Symmetry s);
inline constexpr Symmetry kSymmetries[] = {Symmetry::none, Symmetry::mirror, Symmetry::rotate2, Symmetry::rotate3,
                                           Symmetry::rotate6};

// The cells painting `cell` paints under `s`: its images under the symmetry's group, `cell` first,
// each once.
std::vector<int> orbit(int cell, Symmetry s);

class TemplateSketch {
 public:
  TemplateSketch();  // the rings template

  // Starts over from a template written out (91 characters of 'x' and '_'; any count, any centre:
  // the editor shows what is wrong). Throws InputError("bad_template", ...) for another length
  // or character, leaving the sketch as it was.
  void load(std::string_view text);
  // Every cell of `cell`'s orbit becomes `on`. False when nothing changed. Outside a stroke each
  // paint is one step of the history; inside one (a drag), the whole stroke is.
  bool paint(int cell, bool on);
  void begin_stroke() { stroking_ = true; }
  void end_stroke();
  // Flips `cell` (and its orbit, to the new state of `cell`).
  bool toggle(int cell) { return paint(cell, !has(cell)); }
  bool undo();
  bool redo();
  bool can_undo() const { return at_ > 0; }
  bool can_redo() const { return at_ + 1 < history_.size(); }

  Symmetry symmetry() const { return symmetry_; }
  void set_symmetry(Symmetry s) { symmetry_ = s; }
  // Whether the template as it stands is symmetric under s (a template loaded need not be).
  bool symmetric_under(Symmetry s) const;

  bool has(int cell) const { return text_[static_cast<std::size_t>(cell)] == 'x'; }
  int count() const;
  const std::string& text() const { return text_; }
  // The engine's verdict for a tile set of `marbles` marbles: "" when the template can be played.
  std::string problem(int marbles) const;

  // The keyboard focus: a cell, or -1 until an arrow key is used. Left and right move along the
  // row; up and down to the nearer of the two cells above or below.
  int cursor() const { return cursor_; }
  void move_cursor(int dx, int dy);
  void set_cursor(int cell) { cursor_ = cell; }

 private:
  void commit();

  std::string text_;
  std::vector<std::string> history_;
  std::size_t at_ = 0;
  Symmetry symmetry_ = Symmetry::rotate6;
  int cursor_ = -1;
  bool stroking_ = false;
};

}  // namespace puzzlelab::sigmar
