// "enumerate": every distinct deal of a small size, each decided exactly (for games that have an
// enumeration, e.g. Pretzel): how many deals, how many are solvable, how many of each shortest
// solution length. Runs under the request's budget like a search; a budget that runs out gives
// status "unknown" and no counts.
#include <string>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "game/capabilities.hpp"
#include "game/deal_enumeration.hpp"
#include "game/params.hpp"

namespace puzzlelab {

nlohmann::json op_enumerate(RequestFields& fields, const OpContext& context) {
  // The game first: one without an enumeration is refused whatever its params say.
  const Game& game = find_game_in(context.games, fields.required_string("game"));
  const DealEnumeration* enumeration = capability<DealEnumeration>(game);
  if (!enumeration) {
    std::string with;
    for (const auto& other : context.games)
      if (capability<DealEnumeration>(*other)) with += (with.empty() ? "" : ", ") + other->name();
    throw InputError("not_supported", game.name() + " " + DealEnumeration::kLacking +
                                          (with.empty() ? std::string() : " (games with one: " + with + ")"));
  }
  const nlohmann::json params = normalize_params(game, fields.optional_object("params"));
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("enumerate");
  nlohmann::json result = enumeration->enumerate(params, budget);
  result["game"] = game.name();
  result["params"] = params;
  return result;
}

}  // namespace puzzlelab
