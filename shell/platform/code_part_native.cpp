// The desktop side of code_part.hpp: one program, nothing deferred.
#include "platform/code_part.hpp"

namespace puzzlelab::platform::code_part {

bool ready() { return true; }
void request() {}
std::string failure() { return {}; }
void first_board_playable() {}

}  // namespace puzzlelab::platform::code_part
