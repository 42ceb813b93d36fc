#include "middle/new_game_form.hpp"

#include <charconv>
#include <cstdint>
#include <exception>

#include "game/params.hpp"
#include "core/input_error.hpp"
#include "middle/game_id.hpp"

namespace puzzlelab {
namespace {

// The setup and parameters chosen, for a game set up by seed.
NewGameChoice by_seed(const Game& game, const NewGameForm& form) {
  NewGameChoice c;
  c.game = game.name();
  c.setup = form.setup;
  c.params = form.params;
  return c;
}

NewGameReading read_random(const Game& game, const NewGameForm& form) {
  NewGameChoice c = by_seed(game, form);
  if (!params_refusal(game, form.params, form.setup).empty())
    return {std::nullopt, "These parameters cannot be used (see above)."};
  if (!form.seed_text.empty()) {
    const std::string& text = form.seed_text;
    std::uint64_t seed = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (ec != std::errc() || end != text.data() + text.size())
      return {std::nullopt, "The seed must be a whole number from 0 to 18446744073709551615."};
    c.seed = seed;
  }
  return {c, {}};
}

NewGameReading read_board(const Game& game, const NewGameForm& form) {
  NewGameChoice c;
  c.game = game.name();
  try {
    // A typed board implies its own size and template: only the rule variant carries over.
    nlohmann::json params = nlohmann::json::object();
    if (form.params.contains("variant")) params["variant"] = form.params.at("variant");
    c.params = normalize_params(game, params);
    c.board = game.normalize_board(c.params, form.board_text);
  } catch (const InputError& e) {
    return {std::nullopt, e.what()};
  }
  return {c, {}};
}

NewGameReading read_game_id_tab(const Game& game, const NewGameForm& form) {
  GameId id;
  try {
    id = read_game_id(form.game_id_text);
  } catch (const InputError& e) {
    return {std::nullopt, std::string("That game ID cannot be opened: ") + e.what()};
  }
  NewGameChoice c;
  c.game = game.name();
  if (id.hash) {
    c.link = *id.hash;
    return {c, {}};
  }
  // A seed: of the setup and parameters chosen under "Set up at random".
  c = by_seed(game, form);
  c.seed = id.seed;
  const std::string refusal = params_refusal(game, form.params, form.setup);
  if (!refusal.empty()) return {std::nullopt, "These parameters cannot be used: " + refusal};
  return {c, {}};
}

}  // namespace

NewGameReading read_new_game_form(const Game& game, const NewGameForm& form) {
  switch (form.source) {
    case NewGameForm::Source::board: return read_board(game, form);
    case NewGameForm::Source::game_id: return read_game_id_tab(game, form);
    case NewGameForm::Source::random: break;
  }
  return read_random(game, form);
}

std::string params_refusal(const Game& game, const nlohmann::json& params, const std::string& setup) {
  try {
    const nlohmann::json normalized = normalize_params(game, params);
    if (!setup.empty()) (void)game.setup_facts(normalized, setup);
  } catch (const std::exception& e) {
    return e.what();
  }
  return {};
}

}  // namespace puzzlelab
