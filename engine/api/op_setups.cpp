// "describe_setup" and "normalize_setup": setups as data (docs/SETUPS.md). describe_setup answers a
// setup's description (a built-in setup as the game describes it, a described one normalized);
// normalize_setup checks a description against the game and the params and completes it. Both
// answer the description and its text, the form in which it travels as a "setup".
#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "game/game_checks.hpp"
#include "game/setup_description.hpp"

namespace puzzlelab {

namespace {

nlohmann::json description_result(const nlohmann::json& description) {
  return {{"description", description}, {"setup", setup_text(description)}};
}

}  // namespace

nlohmann::json op_describe_setup(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const std::string setup = fields.required_setup("setup");
  fields.reject_unknown("describe_setup");
  return description_result(normalized_description(choice.game, choice.params, setup));
}

nlohmann::json op_normalize_setup(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const nlohmann::json description = fields.optional_object("description");
  if (!fields.has("description")) throw InputError("missing_field", "missing field 'description'");
  fields.reject_unknown("normalize_setup");
  return description_result(normalized_description(choice.game, choice.params, setup_text(description)));
}

}  // namespace puzzlelab
