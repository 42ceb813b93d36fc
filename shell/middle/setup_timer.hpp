// "Time my setup": the printed setup steps of a challenge (Printing::setup_steps, as the print
// page shows them) done one at a time with real pieces, timed. The clock starts on Start; each
// Done ends the step on screen; Back takes the last Done back (a mistaken tap: that step goes on
// as if it had not been pressed); after the last step's Done the timing is complete. Seconds come
// from the caller's steady clock.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace puzzlelab {

class SetupTimer {
 public:
  enum class Phase { ready, timing, complete };

  explicit SetupTimer(std::vector<std::string> steps) : steps_(std::move(steps)) {}

  // Starts the clock (ready only).
  void start(double now);
  // The step on screen is done; false when not timing.
  bool done(double now);
  // Takes the last Done back; false when there is none.
  bool back();

  Phase phase() const;
  const std::vector<std::string>& steps() const { return steps_; }
  // The step on screen (0-based): the first not done yet; steps().size() once complete.
  std::size_t current() const { return done_at_.size(); }
  // Seconds per step done so far, in order.
  std::vector<double> step_seconds() const;
  // Seconds since Start: until `now` while timing, until the last Done once complete.
  double total(double now) const;

 private:
  std::vector<std::string> steps_;
  std::optional<double> started_;
  std::vector<double> done_at_;  // when each step was done
};

}  // namespace puzzlelab
