// Copying a link: the body of a "copy this link" popup (the shareable URL in a read-only,
// selectable field, where a refused clipboard leaves it to be copied by hand, and "Copy to
// clipboard", which copies it, says so in a notice and closes the popup), and the play screen's
// Share popup around it. The Lab's popup uses the body too.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "middle/challenge.hpp"
#include "middle/notice_board.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// `link`: the hash (without '#'). `id`: the automation names' prefix ("link" gives "link-text" and
// "link-copy").
void link_copy_field(const std::string& link, const std::string& id, NoticeBoard& notices);

inline constexpr const char* kSharePopup = "Share";

// The play screen's Share popup (opened with ImGui::OpenPopup(kSharePopup)): a link to the
// challenge, with the moves played unless "Include my moves" is unticked (remembered from one
// opening to the next). Automation ids: "link-with-moves", "link-text", "link-copy"; the state's
// "popup" is "share" while it shows. A daily challenge (`daily_text`: its share text) is shared as
// that text and its daily link, which names the day and never the moves (so it spoils nothing):
// ids "daily-share-text", "daily-share-copy", then the link's.
class SharePopup {
 public:
  void draw(const Challenge& challenge, const std::vector<std::string>& played,
            const std::optional<std::string>& daily_text, NoticeBoard& notices, const ui::Fonts& fonts);

 private:
  bool with_moves_ = true;
};

}  // namespace puzzlelab
