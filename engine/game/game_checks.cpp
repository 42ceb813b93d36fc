#include "game/game_checks.hpp"

#include "game/move_list.hpp"
#include "core/input_error.hpp"
#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "game/params.hpp"
#include "game/quote_value.hpp"
#include "game/setup_description.hpp"

namespace puzzlelab {

namespace {

bool is_builtin_setup(const Game& game, std::string_view name) {
  for (const auto& spec : game.info().setups)
    if (spec.name == name) return true;
  return false;
}

// A description read from its text, checked and completed by the game. Its name labels it in
// documents beside the built-in setups, so it may not be one of theirs (a game's own description
// of a built-in setup is shown as it is, whatever it is called).
nlohmann::json normalize_described(const Game& game, const nlohmann::json& params, std::string_view text,
                                   bool builtin_name_allowed = false) {
  const nlohmann::json description = parse_setup_description(text);
  const std::string name = description.at("name").get<std::string>();
  if (!builtin_name_allowed && is_builtin_setup(game, name))
    throw InputError("bad_setup", "a described setup's \"name\" may not be a built-in setup's: " + quote_input(name) +
                                      " is one of " + game.name() + "'s (call it, say, " + quote_input("my-" + name) +
                                      ")");
  nlohmann::json normalized = require_capability<DescribedSetups>(game).normalize_setup(params, description);
  // What the game completes must still be a description (a name, small enough to travel).
  (void)parse_setup_description(setup_text(normalized));
  return normalized;
}

}  // namespace

std::string checked_setup(const Game& game, const nlohmann::json& params, const std::string& setup) {
  if (!is_described_setup(setup)) {
    check_setup(game, setup);
    return setup;
  }
  return setup_text(normalize_described(game, params, setup));
}

nlohmann::json normalized_description(const Game& game, const nlohmann::json& params, const std::string& setup) {
  if (is_described_setup(setup)) return normalize_described(game, params, setup);
  check_setup(game, setup);
  return normalize_described(game, params,
                             setup_text(require_capability<DescribedSetups>(game).describe_setup(params, setup)), true);
}

void check_setup(const Game& game, const std::string& setup) {
  if (is_described_setup(setup)) {
    (void)checked_setup(game, normalize_params(game, nlohmann::json::object()), setup);
    return;
  }
  for (const auto& spec : game.info().setups)
    if (spec.name == setup) return;
  throw InputError("unknown_setup", "unknown setup " + quote_input(setup) + " for " + game.name() +
                                        " (known: " + game.info().setup_names() + ")");
}

void check_solver(const Game& game, const std::string& solver) {
  if (solver.empty()) return;
  for (const auto& spec : game.info().solvers)
    if (spec.name == solver) return;
  throw InputError("unknown_solver", "unknown solver " + quote_input(solver) + " for " + game.name() +
                                         " (known: " + game.info().solver_names() + ")");
}

nlohmann::json params_fitting_board(const Game& game, const nlohmann::json& requested, const nlohmann::json& params,
                                    std::string_view board) {
  nlohmann::json implied;
  try {
    implied = game.params_for_board(params, board);
  } catch (const InputError&) {
    return params;
  }
  if (!requested.is_object() || !implied.is_object()) return implied;
  for (const auto& [key, value] : implied.items()) {
    const auto given = params.find(key);
    if (!requested.contains(key) || given == params.end() || *given == value) continue;
    throw InputError("board_mismatch", "the board has " + key + " " + quote_value(value) + " but the params give " +
                                           key + " " + quote_value(*given) + " (leave " + key +
                                           " out to read the board as it is)");
  }
  return implied;
}

void check_moves_legal(const Game& game, const nlohmann::json& params, std::string_view board,
                       const std::vector<std::string>& moves) {
  if (!moves.empty()) game.position_after(params, board, moves);  // throws illegal_move(...) for the first
}

}  // namespace puzzlelab
