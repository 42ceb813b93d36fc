// What Pretzel's text and JSON inputs name, read once for the adapter and the game's part in the
// Lab: the shape in the params, a board's text at that shape.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

// The params are normalized (game/params.hpp): both keys present and in range. A caller that
// passes fewer (a test, a tool) gets the defaults for the missing ones.
Shape shape_of(const nlohmann::json& params);
// A board's text at the params' shape; InputError("bad_board", ...) when it is not one.
Board board_of(const nlohmann::json& params, std::string_view text);

}  // namespace puzzlelab::pretzel
