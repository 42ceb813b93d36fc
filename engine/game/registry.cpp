// The games the engine knows, by name, and their published studies, from the one list of games
// (games.cmake, made into game_list.cpp: game/game_list.hpp). No engine file names a game.
#include <string>
#include <utility>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "game/game_list.hpp"
#include "game/studies.hpp"

namespace puzzlelab {

const GameList& all_games() {
  // Built on first use and never changed afterwards: games are stateless, so sharing them
  // between worker threads is safe.
  static const GameList games = make_listed_games();
  return games;
}

namespace {

// One list of every game's studies, in the games' order, each game's in its own.
PublishedStudies joined_studies() {
  PublishedStudies all;
  for (PublishedStudies& game : make_listed_studies()) {
    for (StudyPreset& preset : game.presets) all.presets.push_back(std::move(preset));
    for (SeriesPreset& series : game.series) all.series.push_back(std::move(series));
    for (SweepPreset& sweep : game.sweeps) all.sweeps.push_back(std::move(sweep));
  }
  return all;
}

}  // namespace

const PublishedStudies& published_studies() {
  static const PublishedStudies studies = joined_studies();
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
