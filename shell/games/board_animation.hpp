// The timing of a board's animations: pieces gliding (or fading) after a move, and the moment the
// puzzle is solved. A view learns of a new position in show(), which runs between frames and has no
// clock, so show() only records what should happen and the next draw() stamps it with the frame's
// time, before anything is painted.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

namespace puzzlelab {

// The easing every board uses for pieces in motion: fast off the mark, settling gently (cubic).
inline double ease_out(double t) { return t >= 1 ? 1 : 1 - std::pow(1 - t, 3); }

class BoardAnimation {
 public:
  // From show(), once per position. A position that becomes solved by playing (the same
  // challenge, not solved before) is celebrated; one opened already solved is not.
  void on_show(bool solved, bool same_challenge) {
    if (!solved)
      solved_ = Solved::no;
    else if (solved_ == Solved::no || !same_challenge)
      solved_ = same_challenge ? Solved::celebrate_at_next_draw : Solved::quiet_at_next_draw;
  }

  // From show(): pieces moved, their animation starts at the next draw.
  void request_glide() {
    glide_pending_ = true;
    glide_start_.reset();
  }

  // At the start of draw(), before anything reads the times. With animations off (animate false)
  // there is no glide and no celebration: pieces stand in their new places at once.
  void stamp(double now, bool animate) {
    if (glide_pending_) {
      if (animate) glide_start_ = now;
      glide_pending_ = false;
    }
    // With animations off the solve is not celebrated either: the board stands still.
    if (solved_ == Solved::celebrate_at_next_draw) {
      solved_ = animate ? Solved::celebrating : Solved::quiet;
      solved_at_ = now;
    }
    if (solved_ == Solved::quiet_at_next_draw) solved_ = Solved::quiet;
  }

  // When the last move's animation started; none before it is stamped or when animations are off.
  std::optional<double> glide_start() const { return glide_start_; }

  // How far an animation of `seconds` started by the last move has run, 0..1 (1 once over); none
  // when there is no such animation.
  std::optional<double> glide_progress(double now, double seconds) const {
    if (!glide_start_) return std::nullopt;
    return std::clamp((now - *glide_start_) / seconds, 0.0, 1.0);
  }

  // Seconds since the puzzle was solved, during a celebration lasting `seconds`; none otherwise.
  std::optional<double> celebration_age(double now, double seconds) const {
    if (solved_ != Solved::celebrating || now - solved_at_ >= seconds) return std::nullopt;
    return now - solved_at_;
  }

 private:
  enum class Solved { no, celebrate_at_next_draw, quiet_at_next_draw, celebrating, quiet };
  Solved solved_ = Solved::no;
  double solved_at_ = 0;  // time of the first draw after the solving move, while celebrating
  bool glide_pending_ = false;
  std::optional<double> glide_start_;
};

}  // namespace puzzlelab
