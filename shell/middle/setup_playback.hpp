// A setup's trace (core/setup_trace.hpp) played back step by step, as talk mode and the play
// screen's setup animation show it: forward, back, jump, and play at a speed. Headless: it says
// which cells hold what after any number of steps, what the last step did and what is still in
// the supply; a view draws that.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"

namespace puzzlelab {

// A board text with its cells replaced, in board_cells order (core/setup_trace.hpp), keeping the
// text's separators ('/', ',' and ';'). Throws std::invalid_argument when the number of cells
// differs from the board's.
std::string compose_board(std::string_view board, const std::vector<std::string>& cells);

class SetupPlayback {
 public:
  explicit SetupPlayback(TracedBoard traced);

  const std::string& board() const { return traced_.board; }
  std::size_t steps() const { return traced_.steps.size(); }
  // How many steps are done: 0 (nothing placed yet) .. steps().
  std::size_t position() const { return position_; }
  bool at_start() const { return position_ == 0; }
  bool at_end() const { return position_ == steps(); }

  void step_forward();
  void step_back();
  void seek(std::size_t position);  // clamped to 0 .. steps()

  // The last step done, or null at the start.
  const TraceStep* current() const;
  // What the player reads: the last step's caption, or what is about to happen at the start.
  std::string caption() const;
  // Each cell of the board, in the board text's order: its piece once placed, nothing before.
  const std::vector<std::optional<std::string>>& cells() const { return cells_; }
  // The pieces still to come after the last step, in order (empty at the start and for steps
  // that draw from no supply).
  const std::vector<std::string>& supply() const;
  // The cells the last step placed (indexes into cells()), in its order; empty at the start.
  std::vector<int> arriving() const;
  // The board text as it stands: each placed cell's piece, '?' for a cell a later step will place,
  // and the board's own text for cells no step places (the game's empty cells). At the end it is
  // exactly board().
  std::string board_so_far() const;

  // Playing: advance(seconds) moves on by whole steps at `speed` steps a second and says
  // whether the position changed; it stops by itself at the end.
  void play() { playing_ = !at_end(); }
  void pause() { playing_ = false; }
  bool playing() const { return playing_; }
  void set_speed(double steps_per_second);
  double speed() const { return speed_; }
  bool advance(double seconds);
  // While playing: how long until advance() reaches the next step.
  double seconds_to_next_step() const { return (1.0 - pending_) / speed_; }

 private:
  void rebuild();

  TracedBoard traced_;
  std::size_t position_ = 0;
  std::vector<std::optional<std::string>> cells_;
  bool playing_ = false;
  double speed_ = 2.0;
  double pending_ = 0;  // seconds accumulated toward the next step
};

}  // namespace puzzlelab
