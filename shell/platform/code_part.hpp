// The module's parts (docs/app/CODE_PARTS.md): in the browser the code of the Lab, talk mode and
// the games' editors, the SAT solver and Boost.Math's distributions come in a file of their own,
// the deferred part, and so does each game's but the default one's; a part is loaded when what
// needs it first opens, or in the background once the first board is playable (web/code_part.js).
// A screen that needs one asks whether it is there and, while it is not, shows that it is loading.
// The desktop program is whole: every part is always there.
#pragma once

#include <string>
#include <string_view>

namespace puzzlelab::platform::code_part {

// A part by its name: the deferred part, or a game's by the game's name (its engine and view; in
// the browser every game but the first of the list comes in a part of its own). A part the build
// did not cut (the default game's, every part on the desktop) is always there. The deferred part
// counts as there only with every game's: the Lab and talks show any game.
inline constexpr std::string_view kDeferred = "deferred";

// Whether the part is loaded (in the page; the workers get it from the page).
bool ready(std::string_view part = kDeferred);
// Starts loading it, or again after a failure; nothing while it is loading or loaded. The frame
// loop is woken when the load ends either way.
void request(std::string_view part = kDeferred);
// Why the last load failed (the file, the status or the browser's words); empty unless it did.
std::string failure(std::string_view part = kDeferred);
// The first board is playable: the parts load in the background a few seconds later, when the page
// is idle, so that the Lab, a talk, an editor or another game then opens at once. Said once a page.
void first_board_playable();

}  // namespace puzzlelab::platform::code_part
