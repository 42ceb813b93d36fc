// What names a puzzle, for every game alike: the game, its parameters (rule variant, size, ...),
// and either the (setup, seed) it was set up from or just the board (pasted or edited puzzles).
// The board text is always present once the challenge is ready to play.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct Challenge {
  std::string game;                                  // registry name, e.g. "fujisan"
  nlohmann::json params = nlohmann::json::object();  // normalized by the game
  std::string setup;                                 // empty for a board given directly
  std::optional<std::uint64_t> seed;                 // set with setup
  std::string board;                                 // the game's board text
  // "YYYY-MM-DD" when this is that UTC date's daily challenge (docs/app/DAILY.md); it is then
  // also named by setup and seed, and its link is the daily link.
  std::string daily;

  bool from_seed() const { return !setup.empty() && seed.has_value(); }
  // The rule variant, if the game has variants ("" otherwise).
  std::string variant() const {
    const auto it = params.find("variant");
    return it != params.end() && it->is_string() ? it->get<std::string>() : std::string();
  }
  friend bool operator==(const Challenge&, const Challenge&) = default;
};

}  // namespace puzzlelab
