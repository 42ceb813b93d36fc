// The player's record per game, kept with the saved game (saved_state.hpp): challenges played and
// solved, the current and best streak, solves in the fewest moves possible, the fastest solve, and
// the time spent on the challenge on screen. What other puzzle collections keep, and all local.
//
// Rules, so the numbers mean what they say:
// - A challenge counts once, by its link without moves: reloading it, or coming back to it by
//   link, neither plays nor solves it again.
// - A streak is challenges solved one after another without the solver playing a move. Moving on
//   from a challenge left unsolved, or letting the solver play, ends it. Hints are allowed.
// - "At the optimum" needs the optimum, which the background search may learn after the solve:
//   either order counts it once.
// - Time runs while the challenge is open and unsolved, with the page open (a reload keeps what
//   was saved with the last move).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct GameRecord {
  std::uint64_t played = 0;
  std::uint64_t solved = 0;        // by the player or with the solver
  std::uint64_t solved_alone = 0;  // without the solver playing a move
  std::uint64_t at_optimum = 0;    // solved alone in the optimum's number of moves
  std::uint64_t streak = 0;
  std::uint64_t best_streak = 0;
  std::optional<double> fastest_seconds;  // the fastest solve alone
  bool operator==(const GameRecord&) const = default;
};

class PlayerStats {
 public:
  // The challenge on screen is (game, key) from `now` (seconds on any steady clock).
  void opened(const std::string& game, const std::string& key, double now);
  // The solver played a move of the challenge on screen.
  void assisted();
  // The challenge on screen reached its solved position in `moves` moves.
  void solved(std::size_t moves, double now);
  // The background search learnt the challenge's optimum.
  void optimum_known(std::size_t optimum);
  // A hint was shown for the challenge on screen (before it was solved: a replay code says how
  // many its solve used).
  void hinted();

  // The challenge on screen: solved, whether the solver played a move of it, hints before the solve.
  bool current_solved() const { return current_solved_; }
  bool current_assisted() const { return current_assisted_; }
  std::uint64_t current_hints() const { return current_hints_; }
  const std::optional<std::size_t>& current_optimum() const { return current_optimum_; }

  // Time on the challenge on screen: stops when it is solved.
  double seconds(double now) const;
  bool timing() const { return !current_key_.empty() && !current_solved_; }

  const std::map<std::string, GameRecord>& games() const { return games_; }
  const GameRecord& record(const std::string& game) const;

  // For the saved game; `now` turns the running time into a saved amount.
  nlohmann::json to_json(double now) const;
  // Never throws: a damaged record is dropped, the rest kept; the time resumes from `now`.
  // `dropped` (when given) gets what was dropped: a game's name for its record, "current" for the
  // challenge on screen, "games" for the records as a whole, "stats" for everything.
  static PlayerStats from_json(const nlohmann::json& value, double now, std::vector<std::string>* dropped = nullptr);

 private:
  GameRecord& current() { return games_[current_game_]; }
  void count_optimal_if_known();

  std::map<std::string, GameRecord> games_;
  std::string current_game_;
  std::string current_key_;
  bool current_solved_ = false;
  bool current_assisted_ = false;
  bool current_optimal_counted_ = false;
  std::optional<std::size_t> current_moves_;  // when solved
  std::optional<std::size_t> current_optimum_;
  std::uint64_t current_hints_ = 0;
  double current_seconds_ = 0;  // saved time, before `running_since_`
  double running_since_ = 0;
};

// "0:07", "12:34", "1:02:03".
std::string clock_text(double seconds);

}  // namespace puzzlelab
