// The module's deferred part (docs/app/CODE_PARTS.md): in the browser the code of the Lab, talk
// mode and the games' editors, the SAT solver and Boost.Math's distributions come in a second file,
// loaded when one of them first opens or in the background once the first board is playable
// (web/code_part.js). A screen that needs it
// asks whether it is there and, while it is not, shows that it is loading. The desktop program is
// whole: the part is always there.
#pragma once

#include <string>

namespace puzzlelab::platform::code_part {

// Whether the deferred part is loaded (in the page; the workers get it from the page).
bool ready();
// Starts loading it, or again after a failure; nothing while it is loading or loaded. The frame
// loop is woken when the load ends either way.
void request();
// Why the last load failed (the file, the status or the browser's words); empty unless it did.
std::string failure();
// The first board is playable: the part loads in the background a few seconds later, when the page
// is idle, so that the Lab, a talk or an editor then opens at once. Said once a page.
void first_board_playable();

}  // namespace puzzlelab::platform::code_part
