// The desktop side of code_part.hpp: one program, nothing deferred.
#include "platform/code_part.hpp"

namespace puzzlelab::platform::code_part {

bool ready(std::string_view /*part*/) { return true; }
void request(std::string_view /*part*/) {}
std::string failure(std::string_view /*part*/) { return {}; }
void first_board_playable() {}

}  // namespace puzzlelab::platform::code_part
