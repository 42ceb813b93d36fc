// The games the engine knows, by name, from the one list of games
// (games.cmake, made into game_list.cpp: game/game_list.hpp). No engine file names a game.
#include <string>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "game/game_list.hpp"

namespace puzzlelab {

const GameList& all_games() {
  // Built on first use and never changed afterwards: games are stateless, so sharing them
  // between worker threads is safe.
  static const GameList games = make_listed_games();
  return games;
}

const Game& find_game(std::string_view name) { return find_game_in(all_games(), name); }

const Game& find_game_in(const GameList& games, std::string_view name) {
  if (const Game* game = game_named(name, games)) return *game;
  throw InputError("unknown_game", "unknown game " + quote_input(name) + " (known: " + game_names(games) + ")");
}

const Game* game_named(std::string_view name, const GameList& games) {
  for (const auto& game : games)
    if (game->name() == name) return game.get();
  return nullptr;
}

std::string game_names(const GameList& games) {
  std::string names;
  for (const auto& game : games) names += (names.empty() ? "" : ", ") + game->name();
  return names;
}

}  // namespace puzzlelab
