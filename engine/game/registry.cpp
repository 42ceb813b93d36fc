// The games the protocol knows, by name. Adding a game means adding its factory here.
#include <string>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "games/boxoff/adapter.hpp"
#include "games/fruit_dating/adapter.hpp"
#include "games/fujisan/adapter.hpp"
#include "games/pretzel/adapter.hpp"
#include "games/sigmar/adapter.hpp"

namespace puzzlelab {

namespace {

GameList make_all_games() {
  GameList games;
  games.push_back(fujisan::make_game());  // first: the app's default game
  games.push_back(boxoff::make_game());
  games.push_back(pretzel::make_game());
  games.push_back(sigmar::make_game());
  games.push_back(fruit_dating::make_game());
  return games;
}

}  // namespace

const GameList& all_games() {
  // Built on first use and never changed afterwards: games are stateless, so sharing them
  // between worker threads is safe.
  static const GameList games = make_all_games();
  return games;
}

const Game& find_game(std::string_view name) { return find_game_in(all_games(), name); }

const Game& find_game_in(const GameList& games, std::string_view name) {
  for (const auto& game : games)
    if (game->name() == name) return *game;
  throw InputError("unknown_game", "unknown game " + quote_input(name) + " (known: " + game_names(games) + ")");
}

std::string game_names(const GameList& games) {
  std::string names;
  for (const auto& game : games) names += (names.empty() ? "" : ", ") + game->name();
  return names;
}

}  // namespace puzzlelab
