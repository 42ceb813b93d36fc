// Talk mode's laser pointer (docs/app/TALK_MODE.md): where the red dot is, whether it shows and
// how it fades, with no UI (app/talk_screen draws it; tests/unit/middle_laser_pointer_test.cpp).
//
// Two hands move it. The mouse: the dot follows it and fades out a few seconds after it stops.
// The keyboard, so a speaker needs no mouse: Tab and Shift+Tab send it to the scene's next and
// previous spot (the places worth pointing at, in reading order: the title and its points, the
// boards and their verdicts, each bar or box of a plot, the caption), gliding there so the room
// can follow it; Shift+arrows held move it freely, to any piece. A pointer the keys placed stays put
// (no fade) until the mouse moves or the scene changes, and stays on its spot when the spot
// moves (a board that shrinks as a tally appears under it).
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace puzzlelab {

struct PointerXY {
  float x = 0, y = 0;
  bool operator==(const PointerXY&) const = default;
};

// A place on the scene worth pointing at, where it is drawn this frame.
struct PointerSpot {
  std::string name;  // "title", "point-2", "left", "left-verdict", "plot-0-3", "caption"
  PointerXY at;
};

// A plot's marks (ui/plot.hpp's last_marks) as spots, named "plot-SERIES-ITEM". A plot with more
// marks than `limit` (a histogram of lengths over six setups) gives one spot per item instead,
// "plot-ITEM", at its highest mark (the smallest y), so Tab still reaches every part of it quickly.
struct PlotMark {
  PointerXY at;
  int series = 0;
  int item = 0;
};
std::vector<PointerSpot> plot_spots(const std::vector<PlotMark>& marks, std::size_t limit = 16);

class LaserPointer {
 public:
  static constexpr double kMouseSeconds = 3.0;   // the mouse's dot shows this long after it stops
  static constexpr double kFadeSeconds = 0.5;    // fading out over the last of them
  static constexpr double kTrailSeconds = 0.25;  // how long a trail the dot leaves
  static constexpr double kGlideSeconds = 0.25;  // a jump to a spot glides this long

  enum class Source { none, mouse, keys };

  // The scene's spots as drawn this frame, in reading order. A dot sent to a spot follows it.
  void set_spots(std::vector<PointerSpot> spots);
  const std::vector<PointerSpot>& spots() const { return spots_; }

  // The mouse this frame (nullopt when it is not over the window). Where it first rests is not a
  // gesture; once it moves, the dot is the mouse's.
  void mouse(std::optional<PointerXY> at, double now);
  // Tab (+1) and Shift+Tab (-1): the next or previous spot, round the scene; from no spot yet, the
  // first or the last. Nothing happens without spots.
  void jump(int direction, double now);
  // Shift+arrows held this frame for `seconds`: dx, dy in -1..1, at `speed` pixels a second, kept within
  // min..max (the window). It starts where the dot is, or at the middle of min..max.
  void nudge(int dx, int dy, double seconds, float speed, PointerXY min, PointerXY max, double now);
  // A new scene: the keyboard's dot hides and the spot order starts again (a mouse's dot stays).
  void new_scene();
  // Once a frame: the dot's trail follows its glide and forgets old points.
  void tick(double now);

  Source source() const { return source_; }
  // The spot the keys sent the dot to, "" when none (the mouse has it, or the keys moved it off).
  const std::string& spot() const { return spot_; }
  // Where the dot is drawn now; nullopt when it is hidden.
  std::optional<PointerXY> position(double now) const;
  // 1 while shown, falling to 0 as the mouse's dot fades.
  float opacity(double now) const;
  // Recent positions, oldest first, with the time the dot was there.
  const std::deque<std::pair<PointerXY, double>>& trail() const { return trail_; }
  // Until when the picture changes by the clock alone (a glide, a trail, a fade); <= now when still.
  double busy_until() const;

 private:
  void record(PointerXY at, double now);

  std::vector<PointerSpot> spots_;
  Source source_ = Source::none;
  // The keys' dot: gliding from `from_` to `target_` since `glide_start_`.
  PointerXY from_, target_;
  double glide_start_ = -100;
  std::string spot_;
  int index_ = -1;  // the spot last jumped to: Tab goes on from it
  // The mouse.
  bool mouse_seen_ = false;
  PointerXY mouse_at_;
  double last_move_ = -100;
  std::deque<std::pair<PointerXY, double>> trail_;
};

}  // namespace puzzlelab
