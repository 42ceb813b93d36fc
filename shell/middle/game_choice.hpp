// What the player chose for a new game (the new-game dialog fills it, the controller starts it).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct NewGameChoice {
  std::string game;
  std::string setup;                  // empty when `board` is given
  std::optional<std::uint64_t> seed;  // nullopt: pick one at random
  std::optional<std::string> board;
  nlohmann::json params = nlohmann::json::object();  // the game's parameters, "variant" included
  // A game ID pasted instead (middle/game_id.hpp): a link's hash, opened as a link is; the
  // fields above are then ignored.
  std::optional<std::string> link;
};

}  // namespace puzzlelab
