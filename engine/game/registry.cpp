// The games the engine knows, by name, and their published studies: the one engine file that
// names every game. Adding a game means adding its factory here (and its studies, if it has any).
#include <string>
#include <utility>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "game/studies.hpp"
#include "games/boxoff/adapter.hpp"
#include "games/boxoff/studies.hpp"
#include "games/fruit_dating/adapter.hpp"
#include "games/fujisan/adapter.hpp"
#include "games/fujisan/studies.hpp"
#include "games/pretzel/adapter.hpp"
#include "games/pretzel/studies.hpp"
#include "games/sigmar/adapter.hpp"
#include "games/sigmar/studies.hpp"

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

void add_studies(PublishedStudies& all, PublishedStudies studies) {
  for (StudyPreset& preset : studies.presets) all.presets.push_back(std::move(preset));
  for (SeriesPreset& series : studies.series) all.series.push_back(std::move(series));
  for (SweepPreset& sweep : studies.sweeps) all.sweeps.push_back(std::move(sweep));
}

PublishedStudies make_published_studies() {
  PublishedStudies all;
  add_studies(all, boxoff::studies());  // first: the study the Lab opens on
  add_studies(all, pretzel::studies());
  add_studies(all, fujisan::studies());
  add_studies(all, sigmar::studies());
  return all;
}

}  // namespace

const GameList& all_games() {
  // Built on first use and never changed afterwards: games are stateless, so sharing them
  // between worker threads is safe.
  static const GameList games = make_all_games();
  return games;
}

const PublishedStudies& published_studies() {
  static const PublishedStudies studies = make_published_studies();
  return studies;
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
