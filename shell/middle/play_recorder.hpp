// The record of the challenge on screen while it is played (play_record.hpp), kept with the saved
// game so a reload goes on with it. The controller tells it what happens; it hands back a finished
// record once, to keep in the record store (record_store.hpp).
//
// Rules (docs/app/RECORDS.md), which follow the statistics' (player_stats.hpp):
// - A challenge is one play from when it opens until another one opens. Opening the same
//   challenge again (a reload, its link without moves, Back to it) goes on with it: it is the
//   same key, and the recorder is not told.
// - Solved: written at the solving move, with the time the statistics' clock counts until then.
//   Undoing and solving again changes nothing.
// - Given up: the player leaves it unsolved (another challenge opens: a new game or deal, another
//   game, another link, a daily challenge) after at least one move was played on it (by the player
//   or the solver; a move undone since still counts: the player tried). Left without a move, it is
//   no play and nothing is written, unless its setup was timed at the table: then it is written
//   with "played": false.
// - Only while "Keep play records on this device" is on: turning it off drops the record in
//   progress; turning it on records the challenge on screen if nothing was played on it yet, else
//   the next one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/play_record.hpp"

namespace puzzlelab {

class PlayRecorder {
 public:
  // Starts recording the challenge whose record starts as `draft` (game, params, board, setup,
  // seed; hints and the solver's help so far), known by `key` (its link without moves).
  void begin(PlayRecord draft, std::string key);
  // Drops the record in progress (records turned off, or its challenge could not be restored).
  void stop() { current_.reset(); }
  bool recording() const { return current_.has_value(); }
  // The key of the challenge being recorded; empty when none is.
  const std::string& key() const;

  // A move was played (by the solver's playback when `by_solver`); `moves` is the number played
  // and not undone now.
  void moved(std::size_t moves, bool by_solver);
  // The moves played and not undone changed otherwise (redo, a jump along the moves).
  void position(std::size_t moves);
  void undone(std::size_t moves);
  void restarted();
  void hinted();
  // The solving move: the finished record, once.
  std::optional<PlayRecord> solved(std::size_t moves, double seconds);
  // Another challenge opens: the record of this one when it is to be kept (given up, or a setup
  // timed and never played), with `seconds` the time on it. Recording stops either way.
  std::optional<PlayRecord> left(double seconds);

  // The setup of the challenge being recorded was timed at the table (seconds per printed step).
  // False when its record was already written (solved): the caller amends the kept one.
  bool timed_setup(const std::vector<double>& steps);
  // The record in progress, for the Play records window (null when none).
  const PlayRecord* draft() const;
  bool written() const { return current_ && current_->written; }

  // For the saved game: null when nothing is recorded.
  nlohmann::json to_json() const;
  // Never throws: a damaged record in progress is dropped (`damaged` set when given).
  static PlayRecorder from_json(const nlohmann::json& value, bool* damaged = nullptr);

 private:
  struct Current {
    std::string key;
    PlayRecord record;
    bool moved = false;    // a move was played on it, undone since or not
    bool written = false;  // solved and handed over
  };
  std::optional<Current> current_;
};

// The setup timing as a record keeps it: each step to a tenth of a second, and their sum.
void set_setup_timing(PlayRecord& record, const std::vector<double>& steps);

}  // namespace puzzlelab
