// The new-game dialog's form read into a choice (shell/middle/new_game_form): set up at random
// with or without a seed, a typed board, a pasted game ID; what Start refuses, and why, leaves no
// choice and the dialog open.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "game/params.hpp"
#include "middle/new_game_form.hpp"

using json = nlohmann::json;
using puzzlelab::find_game;
using puzzlelab::Game;
using puzzlelab::NewGameForm;
using puzzlelab::NewGameReading;
using puzzlelab::params_refusal;
using puzzlelab::read_new_game_form;

namespace {

// A BoxOff form as the dialog opens it: its defaults (6 x 8, 3 colours), the first setup.
NewGameForm boxoff_dialog_form(NewGameForm::Source source) {
  NewGameForm form;
  form.source = source;
  form.setup = "shuffled";
  form.params = find_game("boxoff").info().default_params();
  return form;
}

NewGameReading read_boxoff_form(const NewGameForm& form) { return read_new_game_form(find_game("boxoff"), form); }

}  // namespace

TEST_CASE("new-game form: set up at random, the seed drawn later or typed") {
  NewGameForm form = boxoff_dialog_form(NewGameForm::Source::random);
  NewGameReading reading = read_boxoff_form(form);
  REQUIRE(reading.choice);
  CHECK(reading.error.empty());
  CHECK(reading.choice->game == "boxoff");
  CHECK(reading.choice->setup == "shuffled");
  CHECK(reading.choice->params == form.params);
  CHECK_FALSE(reading.choice->seed);
  CHECK_FALSE(reading.choice->board);
  CHECK_FALSE(reading.choice->link);

  form.seed_text = "18446744073709551615";
  reading = read_boxoff_form(form);
  REQUIRE(reading.choice);
  CHECK(reading.choice->seed == 18446744073709551615u);
}

TEST_CASE("new-game form: a seed that is no whole number of 64 bits is refused") {
  NewGameForm form = boxoff_dialog_form(NewGameForm::Source::random);
  for (const char* seed : {"18446744073709551616", "12a", "-1", " 7"}) {
    INFO(seed);
    form.seed_text = seed;
    const NewGameReading reading = read_boxoff_form(form);
    CHECK_FALSE(reading.choice);
    CHECK(reading.error == "The seed must be a whole number from 0 to 18446744073709551615.");
  }
}

TEST_CASE("new-game form: parameters the game or the setup refuses give no choice") {
  NewGameForm form = boxoff_dialog_form(NewGameForm::Source::random);
  form.params["rows"] = 9;  // beyond the grid's 8
  CHECK_FALSE(params_refusal(find_game("boxoff"), form.params, form.setup).empty());
  NewGameReading reading = read_boxoff_form(form);
  CHECK_FALSE(reading.choice);
  CHECK(reading.error == "These parameters cannot be used (see above).");

  // Tiles are laid in blocks of 2 x 3: a 4 x 4 grid has none, though the rules allow its size.
  form.params["rows"] = 4;
  form.params["cols"] = 4;
  form.params["colours"] = 2;
  CHECK(params_refusal(find_game("boxoff"), form.params, "").empty());
  CHECK(read_boxoff_form(form).choice);
  form.setup = "l-tiles";
  CHECK_FALSE(params_refusal(find_game("boxoff"), form.params, form.setup).empty());
  CHECK_FALSE(read_boxoff_form(form).choice);

  form.params = find_game("boxoff").info().default_params();
  CHECK(params_refusal(find_game("boxoff"), form.params, form.setup).empty());
}

TEST_CASE("new-game form: a typed board keeps only the rule variant and is normalized by the game") {
  NewGameForm form = boxoff_dialog_form(NewGameForm::Source::board);
  form.params["rows"] = 4;  // the board's own size wins
  form.board_text = "bbwbbw/byyywb/ywwwyy";
  const NewGameReading reading = read_boxoff_form(form);
  REQUIRE(reading.choice);
  const Game& game = find_game("boxoff");
  const json variant_only = puzzlelab::normalize_params(game, json{{"variant", "standard"}});
  CHECK(reading.choice->params == variant_only);
  CHECK(reading.choice->board == game.normalize_board(variant_only, form.board_text));
  CHECK(reading.choice->setup.empty());
  CHECK_FALSE(reading.choice->seed);

  form.board_text = "bbw/byy";  // odd counts of every colour
  const NewGameReading refused = read_boxoff_form(form);
  CHECK_FALSE(refused.choice);
  CHECK_FALSE(refused.error.empty());
}

TEST_CASE("new-game form: a game ID is a link opened as links are, or a seed of the setup chosen") {
  NewGameForm form = boxoff_dialog_form(NewGameForm::Source::game_id);
  form.seed_text = "99";  // the random tab's seed plays no part
  form.game_id_text = "https://example.org/#v1/fujisan/board/554344221335.311400512200/standard";
  NewGameReading reading = read_boxoff_form(form);
  REQUIRE(reading.choice);
  CHECK(reading.choice->link == "v1/fujisan/board/554344221335.311400512200/standard");

  form.game_id_text = " 42 ";
  reading = read_boxoff_form(form);
  REQUIRE(reading.choice);
  CHECK_FALSE(reading.choice->link);
  CHECK(reading.choice->game == "boxoff");
  CHECK(reading.choice->setup == "shuffled");
  CHECK(reading.choice->seed == 42u);
  CHECK(reading.choice->params == form.params);

  form.params["rows"] = 9;
  reading = read_boxoff_form(form);
  CHECK_FALSE(reading.choice);
  CHECK(reading.error.rfind("These parameters cannot be used: ", 0) == 0);

  form.game_id_text = "hello there";
  reading = read_boxoff_form(form);
  CHECK_FALSE(reading.choice);
  CHECK(reading.error.rfind("That game ID cannot be opened: ", 0) == 0);
  CHECK(reading.error.find("'hello there' is none of these") != std::string::npos);
}
