// One play record: a challenge the player played (or laid out at the table) and how it went, in the
// format every tool reads (docs/LAB.md, "Validity"): the game, its params, the board text, the
// setup and seed that dealt it, the time on it until solved or given up, the moves, undos,
// restarts and hints, whether the solver played a move, and the time to lay its setup out with
// real pieces. No personal data: no names, no dates or times of day, nothing about the device.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// What a record may hold: ten days of seconds, a million moves.
inline constexpr double kMaxRecordSeconds = 864000;
inline constexpr std::uint64_t kMaxRecordMoves = 1'000'000;

struct PlayRecord {
  std::string game;
  nlohmann::json params = nlohmann::json::object();
  std::string board;
  std::string setup;                  // "" when no setup dealt the board (pasted, edited, a level file)
  std::optional<std::uint64_t> seed;  // the seed `setup` dealt it from
  double seconds = 0;                 // on the challenge until solved or given up
  bool solved = false;                // false: given up (or, with `played` false, not played)
  std::uint64_t moves = 0;            // played and not undone
  std::uint64_t undos = 0;
  std::uint64_t restarts = 0;
  std::uint64_t hints = 0;
  bool solver = false;  // the solver played a move of it
  bool played = true;   // false: only its setup was timed at the table
  std::optional<double> setup_seconds;
  std::vector<double> setup_steps;  // seconds per printed setup step, in order
  friend bool operator==(const PlayRecord&, const PlayRecord&) = default;
};

// Seconds as records keep them: to a tenth, within 0 .. kMaxRecordSeconds.
double record_seconds(double seconds);

nlohmann::json record_to_json(const PlayRecord& record);
// A record read from a record document: nullopt when it breaks the format, with `why` (when given)
// naming the field ("\"seconds\" must be a number from 0 to 864000"). Unknown keys are ignored.
std::optional<PlayRecord> record_from_json(const nlohmann::json& value, std::string* why = nullptr);

}  // namespace puzzlelab
