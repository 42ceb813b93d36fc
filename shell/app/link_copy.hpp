// The body of a "copy this link" popup: the shareable URL in a read-only, selectable field (where
// the clipboard is refused, it can be copied by hand) and "Copy to clipboard", which copies it,
// says so in a notice and closes the popup. Shared by the play screen's and the Lab's popups.
#pragma once

#include <string>

#include "middle/notice_board.hpp"

namespace puzzlelab {

// `link`: the hash (without '#'). `id`: the automation names' prefix ("link" gives "link-text" and
// "link-copy").
void link_copy_field(const std::string& link, const std::string& id, NoticeBoard& notices);

}  // namespace puzzlelab
