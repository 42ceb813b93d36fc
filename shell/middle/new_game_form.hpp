// What the new-game dialog holds, and the choice its Start button reads from it (no UI: the
// dialog, app/new_game_dialog, draws the form; the unit tests read it directly). The game is
// given one of three ways: set up at random (a setup, the parameters, a seed or none), a board
// typed in the game's text format (only the rule variant carries over: a board implies its size),
// or a game ID pasted (a link, or a seed of the setup and parameters chosen: middle/game_id.hpp).
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "middle/game_choice.hpp"

namespace puzzlelab {

struct NewGameForm {
  enum class Source { random, board, game_id };
  Source source = Source::random;
  std::string setup;                                 // the setup chosen; empty when the game has none
  nlohmann::json params = nlohmann::json::object();  // the game's parameters as edited
  std::string seed_text;                             // empty: a seed drawn at random
  std::string board_text;
  std::string game_id_text;
};

// What Start makes of the form: the choice, or why there is none (said in the dialog, which
// stays open; the game in progress is untouched).
struct NewGameReading {
  std::optional<NewGameChoice> choice;
  std::string error;
};

NewGameReading read_new_game_form(const Game& game, const NewGameForm& form);

// Why `game` refuses these parameters, or the setup refuses them (e.g. tiles need the grid cut
// into blocks): the engine's message; empty when they can be used. `setup` may be empty.
std::string params_refusal(const Game& game, const nlohmann::json& params, const std::string& setup);

}  // namespace puzzlelab
