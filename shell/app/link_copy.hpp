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
#include "middle/solve_share.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// `link`: the hash (without '#'). `id`: the automation names' prefix ("link" gives "link-text" and
// "link-copy").
void link_copy_field(const std::string& link, const std::string& id, NoticeBoard& notices);

inline constexpr const char* kSharePopup = "Share";

// What the Share popup shows: the challenge, the moves played, the daily share text (a daily
// challenge only), the player's solve with its replay code (once solved alone), and whether a
// picture is being made.
struct ShareContent {
  const Challenge& challenge;
  const std::vector<std::string>& played;
  std::optional<std::string> daily_text;
  std::optional<SolveShare> solve;
  bool picture_busy = false;
};

// What the player asked of the popup besides copying: a picture, or the codes check.
enum class ShareRequest { none, picture, check_codes };

// The play screen's Share popup (opened with ImGui::OpenPopup(kSharePopup)): a link to the
// challenge, with the moves played unless "Include my moves" is unticked (remembered from one
// opening to the next). Automation ids: "link-with-moves", "link-text", "link-copy"; the state's
// "popup" is "share" while it shows. A daily challenge (`daily_text`: its share text) is shared as
// that text and its daily link, which names the day and never the moves (so it spoils nothing):
// ids "daily-share-text", "daily-share-copy", then the link's. A solve adds its result and replay
// code (docs/app/SHARE.md): ids "solve-share-text" (the whole text to send), "solve-code-text",
// "solve-share-copy". Every challenge has "share-image" and "share-check-codes".
class SharePopup {
 public:
  ShareRequest draw(const ShareContent& content, NoticeBoard& notices, const ui::Fonts& fonts);

 private:
  bool with_moves_ = true;
};

}  // namespace puzzlelab
