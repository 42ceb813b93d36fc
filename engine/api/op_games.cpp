// "games": every game's declarative description (game/game_info.hpp), what the app's new-game
// dialog, `puzzlelab games` and the CLI's parameter flags are built from.
#include "api/operations.hpp"

namespace puzzlelab {

nlohmann::json op_games(RequestFields& fields, const OpContext& context) {
  fields.reject_unknown("games");
  auto games = nlohmann::json::array();
  for (const auto& game : context.games) games.push_back(game->info().to_json());
  return {{"games", games}};
}

}  // namespace puzzlelab
