#include "games/rush_hour/inputs.hpp"

#include <string>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/trim_space.hpp"
#include "game/setup_description.hpp"
#include "games/rush_hour/info.hpp"
#include "games/rush_hour/setup_description.hpp"

namespace puzzlelab::rush_hour {

using json = nlohmann::json;

int size_of(const json& params) {
  if (!params.is_object()) return kStandardSize;
  return params.value("size", kStandardSize);
}

// A board given with space around it (a pasted line) is the board itself, as in every game.
Board board_of(const json& params, std::string_view given) {
  const std::string_view text = trim_space(given);
  const int size = size_of(params);
  const int written = size_of_text(text);
  if (written != 0 && written != size)
    throw InputError("bad_board", "the board is " + std::to_string(written) + "x" + std::to_string(written) +
                                      " but the size is " + std::to_string(size));
  return parse_board(text, size);
}

SetupPlan plan_for(const json& params, std::string_view setup) {
  if (is_described_setup(setup)) return read_plan(parse_setup_description(setup), size_of(params));
  if (const auto named = setup_from_string(setup)) return plan_of(*named, size_of(params));
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(setup) + " for rush-hour (known: " + game_info().setup_names() + ")");
}

}  // namespace puzzlelab::rush_hour
