// The player's daily challenges (docs/app/DAILY.md): per game, per UTC date, how the day went, and
// what follows from it: days played and solved, the current and the longest streak of consecutive
// days solved. Stored in the saved document under its own key, "daily", so damage to it costs
// neither the game in progress nor the other statistics.
//
// Rules:
// - A day counts as played once its challenge is opened, and as solved once the player reaches
//   the solved position without the solver playing a move (hints are allowed and counted).
// - The first solve is the day's result; solving it again (undo, redo) changes nothing.
// - The current streak is the run of consecutive solved days that ends today, or yesterday while
//   today is not solved yet (a day not played, or played and not solved, ends a streak).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/daily_date.hpp"

namespace puzzlelab {

struct DailyResult {
  bool solved = false;                 // without the solver playing a move
  bool assisted = false;               // the solver played a move before any solve
  std::optional<std::size_t> moves;    // when solved: the solution's length
  std::optional<std::size_t> optimum;  // when known
  std::uint64_t hints = 0;             // hints shown before the solve
  bool operator==(const DailyResult&) const = default;
};

struct DailySummary {
  std::uint64_t played = 0;
  std::uint64_t solved = 0;
  std::uint64_t streak = 0;
  std::uint64_t longest_streak = 0;
  bool operator==(const DailySummary&) const = default;
};

class DailyRecord {
 public:
  using Days = std::map<DailyDate, DailyResult>;

  void played(const std::string& game, const DailyDate& date);
  void assisted(const std::string& game, const DailyDate& date);
  void hint(const std::string& game, const DailyDate& date);
  void solved(const std::string& game, const DailyDate& date, std::size_t moves);
  void optimum(const std::string& game, const DailyDate& date, std::size_t optimum);

  const std::map<std::string, Days>& games() const { return games_; }
  std::optional<DailyResult> result(const std::string& game, const DailyDate& date) const;
  DailySummary summary(const std::string& game, const DailyDate& today) const;

  nlohmann::json to_json() const;
  // Never throws: a damaged day or game is dropped, the rest kept. `dropped` (when given) gets
  // what was dropped: "GAME/DATE" for a day, the game's name for a game, "daily" for everything.
  static DailyRecord from_json(const nlohmann::json& value, std::vector<std::string>* dropped = nullptr);

 private:
  std::map<std::string, Days> games_;
};

// The spoiler-free share text, e.g. "Puzzle Lab · Fujisan, 1 Dec 2026: solved in 14 moves
// (optimum 14), no hints" (the link is added by whoever shares it).
std::string daily_share_text(const std::string& title, const DailyDate& date, const DailyResult& result);

}  // namespace puzzlelab
