#include "games/pretzel/inputs.hpp"

namespace puzzlelab::pretzel {

Shape shape_of(const nlohmann::json& params) {
  const Shape defaults;
  if (!params.is_object()) return defaults;
  return Shape{params.value("suits", defaults.suits), params.value("ranks", defaults.ranks)};
}

Board board_of(const nlohmann::json& params, std::string_view text) { return parse_board(shape_of(params), text); }

}  // namespace puzzlelab::pretzel
