#include "skeleton_game/inputs.hpp"

#include "core/trim_space.hpp"

namespace puzzlelab::skeleton {

int lamps_of(const nlohmann::json& params) { return params.value("lamps", 6); }

Board board_of(const nlohmann::json& params, std::string_view text) {
  return parse_board(trim_space(text), lamps_of(params));
}

}  // namespace puzzlelab::skeleton
