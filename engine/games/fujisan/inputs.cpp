#include "games/fujisan/inputs.hpp"

#include <string>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/trim_space.hpp"
#include "game/setup_description.hpp"
#include "games/fujisan/builtin_plans.hpp"
#include "games/fujisan/info.hpp"

namespace puzzlelab::fujisan {

using json = nlohmann::json;

Setup setup_of(std::string_view name) {
  if (const auto which = setup_from_string(name)) return *which;
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(name) + " for fujisan (known: " + game_info().setup_names() + ")");
}

SetupPlan described_plan(const json& description) {
  const auto named = description.find("name");
  const std::string name = named != description.end() && named->is_string() ? named->get<std::string>() : "";
  if (setup_from_string(name))
    throw InputError("bad_setup", "name: " + quote_input(name) +
                                      " is a published setup's name; a described setup needs a name of its own");
  return read_setup_plan(description);
}

const SetupPlan& plan_of(std::string_view setup) {
  if (!is_described_setup(setup)) return builtin_plan(setup_of(setup));
  thread_local std::string last_text;
  thread_local SetupPlan last_plan;
  if (setup != last_text) {
    last_plan = described_plan(parse_setup_description(setup));
    last_text = std::string(setup);
  }
  return last_plan;
}

Variant variant_of(const json& params) {
  // normalize_params has checked it and filled it in; a missing key means the default.
  if (!params.is_object() || !params.contains("variant")) return Variant::standard;
  return variant_from_string(params.at("variant").get<std::string>()).value_or(Variant::standard);
}

Board board_of(std::string_view text) { return parse_board(trim_space(text)); }

}  // namespace puzzlelab::fujisan
